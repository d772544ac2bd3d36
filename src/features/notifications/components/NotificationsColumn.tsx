import { lazy, Suspense, useCallback, useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Column } from '../../../ui/Column';
import { useFirstPostsPainted, useReportNothingToShow } from '../../../ui/firstPaint';
import type { RootState } from '../../../store/types';
import { notificationsExpandRequested, selectNotifications } from '../slice';
import { PushColumnButton } from '../../push';

/**
 * The rows, the filter bar and the code that draws each notification type load a frame after the
 * deck's first posts are drawn; the notifications themselves start loading at once.
 */
const NotificationsBody = lazy(() =>
  import('./NotificationsBody').then((m) => ({ default: m.NotificationsBody })),
);

// Header controls, drawn with the column's body once the first posts are.
const ClearNotificationsButton = lazy(() =>
  import('../../notificationRequests').then((m) => ({ default: m.ClearNotificationsButton })),
);
import { useLiveNotificationsColumn } from '../useLiveColumn';

const messages = defineMessages({
  title: { id: 'column.notifications', defaultMessage: 'Notifications' },
});

export function NotificationsColumn() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const loaded = useAppSelector((state) => selectNotifications(state).loaded);
  const painted = useFirstPostsPainted();
  // Where no timeline is on screen (the phone's notifications tab), the column is the first screen:
  // nothing else will draw posts, so what waited for them (this column's list first) loads now.
  const store = useStore<RootState>();
  const noTimelineShown = useCallback(
    () => Object.keys(store.getState().streaming.mounted).length === 0,
    [store],
  );
  useReportNothingToShow(true, noTimelineShown);
  const { tracker, body, ...live } = useLiveNotificationsColumn(painted);

  // The list's loader is a chunk of its own: it is asked for once the first posts are drawn.
  useEffect(() => {
    if (painted && !loaded) dispatch(notificationsExpandRequested());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, painted]);

  return (
    <Column
      title={intl.formatMessage(messages.title)}
      icon="notifications"
      {...live}
      actions={
        painted ? (
          <>
            <PushColumnButton />
            <Suspense fallback={null}>
              <ClearNotificationsButton />
            </Suspense>
          </>
        ) : null
      }
    >
      {tracker}
      {painted && (
        <Suspense fallback={null}>
          <NotificationsBody scrollElement={body} />
        </Suspense>
      )}
    </Column>
  );
}
