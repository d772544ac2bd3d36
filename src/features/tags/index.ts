/** The views other features and the app may use of this one (its state: `public.ts`). */
import { lazy } from 'react';

/** Above a hashtag's posts: its use, Follow and Feature; a chunk of its own. */
export const HashtagHeader = lazy(() => import('./components/HashtagHeader'));
export const FollowedTagsPage = lazy(() =>
  import('./components/FollowedTagsPage').then((m) => ({ default: m.FollowedTagsPage })),
);
