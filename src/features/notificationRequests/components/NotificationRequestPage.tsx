import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useParams } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { Column } from '../../../ui/Column';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { selectAccountById } from '../../accounts/public';
import { DisplayName, StatusContainer } from '../../statuses';
import { selectNotificationRequests, type FilteredNotification } from '../slice';
import { notificationRequestsIntents } from '../intents';

const messages = defineMessages({
  title: { id: 'notification_requests.title', defaultMessage: 'Filtered notifications' },
  accept: { id: 'notification_requests.accept', defaultMessage: 'Accept' },
  dismiss: { id: 'notification_requests.dismiss', defaultMessage: 'Dismiss' },
  mention: { id: 'notification.mention', defaultMessage: 'mentioned you' },
  favourite: { id: 'notification_requests.favourite', defaultMessage: 'favorited your post' },
  reblog: { id: 'notification_requests.reblog', defaultMessage: 'boosted your post' },
  follow: { id: 'notification_requests.follow', defaultMessage: 'followed you' },
  other: { id: 'notification.other', defaultMessage: 'New notification' },
});

const fromMessages = defineMessages<{ from: { name: string } }>({
  from: { id: 'notification_requests.notifications_from', defaultMessage: 'Notifications from {name}' },
});

const KINDS = new Set(['mention', 'favourite', 'reblog', 'follow']);

function FilteredItem({ notification }: { notification: FilteredNotification }) {
  const intl = useIntl();
  const account = useAppSelector((state) =>
    notification.accountId ? selectAccountById(state, notification.accountId) : undefined,
  );
  const kind = (KINDS.has(notification.type) ? notification.type : 'other') as keyof typeof messages;
  return (
    <div className={`notification-group notification-group--${kind}`}>
      <p className="notification-group__summary">
        {account && <DisplayName account={account} />} {intl.formatMessage(messages[kind])}
      </p>
      {notification.statusId && <StatusContainer id={notification.statusId} filterContext="notifications" />}
    </div>
  );
}

function RequestDetail({ id }: { id: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const request = useAppSelector((state) => selectNotificationRequests(state).requestsById[id]);
  const notifications = useAppSelector((state) => selectNotificationRequests(state).notificationsOf[id]);
  const settled = notifications !== undefined && !request;
  const account = useAppSelector((state) =>
    request ? selectAccountById(state, request.accountId) : undefined,
  );

  useEffect(() => {
    dispatch(notificationRequestsIntents.requestFetchRequested({ id }));
  }, [dispatch, id]);
  useEffect(() => {
    // Accepted or dismissed: back to the other requests.
    if (settled) navigate('/notifications/requests');
  }, [settled, navigate]);

  const settle = (accept: boolean) =>
    dispatch(notificationRequestsIntents.requestsSettleRequested({ ids: [id], accept }));
  return (
    <>
      {account && (
        <div className="notification-request__header">
          <h3 className="notification-request__from">
            {intl.formatMessage(fromMessages.from, { name: account.display_name || account.username })}
          </h3>
          <div className="notification-request__actions">
            <Button onClick={() => settle(true)}>{intl.formatMessage(messages.accept)}</Button>
            <Button variant="secondary" onClick={() => settle(false)}>
              {intl.formatMessage(messages.dismiss)}
            </Button>
          </div>
        </div>
      )}
      {notifications ? (
        notifications.map((notification) => (
          <FilteredItem key={notification.id} notification={notification} />
        ))
      ) : (
        <LoadingIndicator />
      )}
    </>
  );
}

/** /notifications/requests/{id}: what one account's filtered notifications are, to accept or dismiss. */
export function NotificationRequestPage() {
  const intl = useIntl();
  const id = useParams<{ id: string }>().id ?? '';
  return (
    <Column title={intl.formatMessage(messages.title)} icon="at">
      <RequestDetail id={id} />
    </Column>
  );
}
