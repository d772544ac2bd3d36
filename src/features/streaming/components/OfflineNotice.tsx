import { lazy, Suspense } from 'react';
import { useFirstPostsPainted } from '../../../ui/firstPaint';

// When and what the notice says loads once the first posts are drawn (the notice waits 1.5 s before it
// shows anyway); the live region it is read out from is there from the start, so that the text
// appearing in it is announced.
const OfflineText = lazy(() => import('./OfflineText'));
const WAIT_FOR_POSTS_MS = 1500;

/**
 * The one offline notice of the app (not one per column, nor a toast per failed request): shown while
 * there is no connection, gone when it returns.
 */
export function OfflineNotice() {
  const painted = useFirstPostsPainted(WAIT_FOR_POSTS_MS);
  return (
    <div className="offline-notice" role="status">
      {painted && (
        <Suspense fallback={null}>
          <OfflineText />
        </Suspense>
      )}
    </div>
  );
}
