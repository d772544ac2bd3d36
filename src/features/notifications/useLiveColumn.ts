import { createElement, lazy, Suspense, useCallback, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import { selectUnreadNotificationGroups } from './selectors';

// Scroll and read tracking load once the first posts are drawn.
const ReadTracker = lazy(
  () => import(/* webpackChunkName: "notifications-live" */ './components/ReadTracker'),
);

const messages = defineMessages<{ pending: { count: number } }>({
  pending: { id: 'load_pending', defaultMessage: '{count, plural, one {# new item} other {# new items}}' },
});

/**
 * What the notifications column needs for live updates and the read marker: its body's ref, the
 * unread count, the groups waiting above and how to show them; `tracker` (drawn once `painted`) goes
 * in the column's body, and `body` (the element that scrolls) to its rows.
 */
export function useLiveNotificationsColumn(painted: boolean) {
  const intl = useIntl();
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const pendingCount = useAppSelector((state) => state.notifications.pending?.length ?? 0);
  const unreadCount = useAppSelector(selectUnreadNotificationGroups);
  // Back at the top, the tracker shows what waited.
  const onShowPending = useCallback(() => body?.scrollTo({ top: 0 }), [body]);
  const tracker =
    painted && createElement(Suspense, { fallback: null }, createElement(ReadTracker, { body }));
  const pendingLabel = intl.formatMessage(messages.pending, { count: pendingCount });
  return { body, bodyRef: setBody, unreadCount, pendingCount, pendingLabel, onShowPending, tracker };
}
