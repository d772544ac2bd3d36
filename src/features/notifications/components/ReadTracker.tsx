import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { markerReadPositionChanged, selectMarker } from '../../markers/public';
import { markerToAdvance } from '../readMarker';
import { notificationsTopChanged } from '../liveSlice';

/** Scrolled this little from the top still counts as at the top. */
const TOP_SLACK_PX = 8;

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const pageVisible = () => document.visibilityState !== 'hidden';

/**
 * Follows the notifications column's scroll position (streamed groups wait while it is scrolled down)
 * and, while the page is visible and the column mounted at its top, moves the read marker to the
 * newest notification. Draws nothing.
 */
export default function ReadTracker({ body }: { body: HTMLElement | null }) {
  const dispatch = useAppDispatch();
  const top = useAppSelector((state) => state.notifications.top !== false);
  // Groups are kept newest first.
  const newest = useAppSelector((state) => state.notifications.groups[0]?.most_recent_notification_id);
  const marker = useAppSelector((state) => selectMarker(state, 'notifications'));
  const visible = useSyncExternalStore(subscribeVisibility, pageVisible, () => true);
  const atTop = useRef(true);

  useEffect(() => {
    if (!body) return undefined;
    const onScroll = () => {
      const nowTop = body.scrollTop <= TOP_SLACK_PX;
      if (nowTop === atTop.current) return;
      atTop.current = nowTop;
      dispatch(notificationsTopChanged(nowTop));
    };
    onScroll();
    body.addEventListener('scroll', onScroll, { passive: true });
    return () => body.removeEventListener('scroll', onScroll);
  }, [body, dispatch]);

  // A column that is not shown holds nothing back.
  useEffect(() => () => void dispatch(notificationsTopChanged(true)), [dispatch]);

  useEffect(() => {
    const lastReadId = markerToAdvance({ visible, mounted: true, top, newest, marker });
    if (lastReadId) dispatch(markerReadPositionChanged({ timeline: 'notifications', lastReadId }));
  }, [visible, top, newest, marker, dispatch]);

  return null;
}
