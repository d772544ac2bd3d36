import { lazy, Suspense } from 'react';
import { useFirstPostsPainted } from '../../../ui/firstPaint';

// When and what the notice says loads once the first screen is drawn (with posts, or with nothing to
// show: offline with nothing saved); the live region it is read out from is there from the start, so that the text
// appearing in it is announced.
const OfflineText = lazy(() => import('./OfflineText'));

/**
 * The one offline notice of the app (not one per column, nor a toast per failed request): shown while
 * there is no connection, gone when it returns.
 */
export function OfflineNotice() {
  const painted = useFirstPostsPainted();
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
