import { lazy, Suspense, useCallback, useId, useState, type ReactNode } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { useFirstPostsPainted } from '../../../ui/firstPaint';
import { selectCurrentAccountId } from '../../auth/public';

// One chunk, and one loader, for the button and the panel.
const AnnouncementsPart = lazy(() =>
  import('./Announcements').then((m) => ({ default: m.AnnouncementsPart })),
);

/**
 * Home's announcements for a signed-in user: a button for Home's header (`action`) and, while it is
 * pressed, the announcements above the posts (`panel`). Their code loads once Home's first posts are drawn.
 */
export function useAnnouncementsOnHome(): { action: ReactNode; panel: ReactNode } {
  const signedIn = useAppSelector((state) => !!selectCurrentAccountId(state));
  const painted = useFirstPostsPainted();
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const panelId = useId();
  if (!signedIn || !painted) return { action: null, panel: null };
  return {
    action: (
      <Suspense fallback={null}>
        <AnnouncementsPart open={open} onToggle={toggle} panelId={panelId} />
      </Suspense>
    ),
    panel: open ? (
      <Suspense fallback={null}>
        <AnnouncementsPart panelId={panelId} />
      </Suspense>
    ) : null,
  };
}
