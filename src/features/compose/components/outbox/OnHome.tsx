import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../../store/hooks';

const PendingPosts = lazy(() => import('./PendingPosts'));

/** Home's pending posts: their code loads only while a post waits to be sent. */
export function OutboxOnHome() {
  const waiting = useAppSelector((state) => (state.compose.outbox?.length ?? 0) > 0);
  return waiting ? (
    <Suspense fallback={null}>
      <PendingPosts />
    </Suspense>
  ) : null;
}
