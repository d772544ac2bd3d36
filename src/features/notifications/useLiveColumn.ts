import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { markerReadPositionChanged, selectMarker } from '../markers';
import { markerToAdvance } from './readMarker';
import { selectUnreadNotificationGroups } from './selectors';
import { notificationsTopChanged } from './slice';

const messages = defineMessages<{ pending: { count: number } }>({
  pending: {
    id: 'load_pending',
    defaultMessage: '{count, plural, one {# new item} other {# new items}}',
  },
});

/** Scrolled this little from the top still counts as at the top. */
const TOP_SLACK_PX = 8;

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const pageVisible = () => document.visibilityState !== 'hidden';

/**
 * What the notifications column needs for live updates and the read marker: its body's ref (to know
 * whether it is at the top), the unread count, the groups waiting above and how to show them. While
 * the page is visible and the column mounted at its top, the read marker follows the newest group.
 */
export function useLiveNotificationsColumn() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const top = useAppSelector((state) => state.notifications.top !== false);
  const pendingCount = useAppSelector((state) => state.notifications.pending?.length ?? 0);
  const unreadCount = useAppSelector(selectUnreadNotificationGroups);
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
  useEffect(
    () => () => {
      atTop.current = true;
      dispatch(notificationsTopChanged(true));
    },
    [dispatch],
  );

  useEffect(() => {
    const lastReadId = markerToAdvance({ visible, mounted: true, top, newest, marker });
    if (lastReadId) dispatch(markerReadPositionChanged({ timeline: 'notifications', lastReadId }));
  }, [visible, top, newest, marker, dispatch]);

  const onShowPending = useCallback(() => {
    body?.scrollTo({ top: 0 });
    atTop.current = true;
    dispatch(notificationsTopChanged(true));
  }, [body, dispatch]);

  const pendingLabel = intl.formatMessage(messages.pending, { count: pendingCount });
  return { bodyRef: setBody, unreadCount, pendingCount, pendingLabel, onShowPending };
}
