// Which requests the service worker answers itself. Pure functions so that the rules are testable
// outside a worker.

/** Navigations to these paths go to the network: server pages and endpoints, never the app shell. */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/api\//, /^\/oauth\//, /^\/packs\//, /^\/__fault/];

export function isAppNavigationPath(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));
}

export type ImageCacheName = 'fedideck-emoji' | 'fedideck-avatars';

/**
 * Custom emoji and avatars are small, immutable once uploaded and seen over and over, so they are
 * worth keeping. Mastodon serves them under `/system/custom_emojis/` and `/system/accounts/avatars/`
 * (or the same paths without `/system` on a media host); other instances' files come through the
 * same paths on their own hosts.
 */
export function imageCacheFor(url: URL, destination: string): ImageCacheName | null {
  if (destination !== 'image' || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (url.pathname.includes('/custom_emojis/')) return 'fedideck-emoji';
  if (url.pathname.includes('/accounts/avatars/') || url.pathname.includes('/avatars/original/')) {
    return 'fedideck-avatars';
  }
  return null;
}

/** The page asks a waiting worker to take over (the "Reload" of the update banner). */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}
