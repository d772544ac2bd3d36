/** What a matching filter does to a post: hide it, warn about it, or blur its media. */
export type FilterAction = 'hide' | 'warn' | 'blur';

/** The filter contexts of Mastodon's filters (lists read like home). */
export type FilterContext = 'home' | 'notifications' | 'public' | 'thread' | 'account';
