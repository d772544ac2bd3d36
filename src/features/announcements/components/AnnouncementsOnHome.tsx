import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { useFirstPostsPainted } from '../../../ui/firstPaint';
import { selectCurrentAccountId } from '../../auth';

const Announcements = lazy(() => import('./Announcements'));

/** Home's announcements for a signed-in user: their code loads once Home's first posts are drawn. */
export function AnnouncementsOnHome() {
  const signedIn = useAppSelector((state) => !!selectCurrentAccountId(state));
  const painted = useFirstPostsPainted();
  return signedIn && painted ? (
    <Suspense fallback={null}>
      <Announcements />
    </Suspense>
  ) : null;
}
