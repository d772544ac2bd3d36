import { lazy, Suspense, useCallback, useId, useState, type ReactNode } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { useFirstPostsPainted } from '../../../ui/firstPaint';
import { selectCurrentAccountId } from '../../auth';

const AnnouncementsToggle = lazy(() =>
  import('./Announcements').then((m) => ({ default: m.AnnouncementsToggle })),
);
const AnnouncementsPanel = lazy(() =>
  import('./Announcements').then((m) => ({ default: m.AnnouncementsPanel })),
);

/**
 * Home's announcements for a signed-in user: a button for Home's header (`action`) and, while it is
 * pressed, the announcements above the posts (`panel`). Their code loads once Home's first posts are drawn.
 */
export function useAnnouncementsOnHome(): { action: ReactNode; panel: ReactNode } {
  const signedIn = useAppSelector((state) => !!selectCurrentAccountId(state));
  const painted = useFirstPostsPainted(3_000);
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const panelId = useId();
  if (!signedIn || !painted) return { action: null, panel: null };
  return {
    action: (
      <Suspense fallback={null}>
        <AnnouncementsToggle open={open} onToggle={toggle} panelId={panelId} />
      </Suspense>
    ),
    panel: open ? (
      <Suspense fallback={null}>
        <AnnouncementsPanel panelId={panelId} />
      </Suspense>
    ) : null,
  };
}
