import { lazy, Suspense, useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Column } from '../../../ui/Column';
import { useFirstPostsPainted } from '../../../ui/firstPaint';
import { notificationsExpandRequested, selectNotifications } from '../slice';
import { PushColumnButton } from '../../push';

/**
 * The rows, the filter bar and the code that draws each notification type load a frame after the
 * deck's first posts are drawn; the notifications themselves start loading at once.
 */
const NotificationsBody = lazy(() =>
  import('./NotificationsBody').then((m) => ({ default: m.NotificationsBody })),
);

/** Where no post is drawn first (an empty Home, or Notifications opened alone), the body waits this long at most. */
const BODY_WAIT_FOR_POSTS_MS = 1500;

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
  const painted = useFirstPostsPainted(BODY_WAIT_FOR_POSTS_MS);
  const { tracker, body, ...live } = useLiveNotificationsColumn(painted);

  // The list's loader is a chunk of its own: it is asked for once the first posts are drawn.
  useEffect(() => {
    if (painted && !loaded) dispatch(notificationsExpandRequested());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, painted]);

  return (
    <Column
      title={intl.formatMessage(messages.title)}
      icon="at"
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
