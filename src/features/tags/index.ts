/** What other features may use of this one; everything else in the folder is its own. */
import { lazy } from 'react';

/** Above a hashtag's posts: its use, Follow and Feature; a chunk of its own. */
export const HashtagHeader = lazy(() => import('./components/HashtagHeader'));
export const FollowedTagsPage = lazy(() =>
  import('./components/FollowedTagsPage').then((m) => ({ default: m.FollowedTagsPage })),
);
