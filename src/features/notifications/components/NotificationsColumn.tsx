import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NotificationGroup } from '../../../api/entities';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Column } from '../../../ui/Column';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { LoadMore } from '../../../ui/LoadMore';
import { selectAccountById } from '../../accounts';
import { DisplayName } from '../../statuses';
import { StatusContainer } from '../../statuses';
import { notificationsExpandRequested, selectNotifications } from '../slice';
import { useLiveNotificationsColumn } from '../useLiveColumn';

const messages = defineMessages({
  title: { id: 'column.notifications', defaultMessage: 'Notifications' },
  empty: { id: 'notifications.empty', defaultMessage: 'You don’t have any notifications yet.' },
  unavailable: {
    id: 'notifications.unavailable',
    defaultMessage: 'No notifications are saved on this device. They load when the connection is back.',
  },
  favourite: { id: 'notification.favourite', defaultMessage: 'favorited your post' },
  reblog: { id: 'notification.reblog', defaultMessage: 'boosted your post' },
  follow: { id: 'notification.follow', defaultMessage: 'followed you' },
  follow_request: { id: 'notification.follow_request', defaultMessage: 'has requested to follow you' },
  mention: { id: 'notification.mention', defaultMessage: 'mentioned you' },
  status: { id: 'notification.status', defaultMessage: 'just posted' },
  update: { id: 'notification.update', defaultMessage: 'edited a post' },
  poll: { id: 'notification.poll', defaultMessage: 'A poll you voted in has ended' },
  quote: { id: 'notification.quote', defaultMessage: 'quoted your post' },
  other: { id: 'notification.other', defaultMessage: 'New notification' },
});

const countMessages = defineMessages<{ andOthers: { count: number } }>({
  andOthers: {
    id: 'notification.and_others',
    defaultMessage: 'and {count, plural, one {# other} other {# others}}',
  },
});

type Kind = keyof typeof messages;
const KNOWN = new Set<string>([
  'favourite',
  'reblog',
  'follow',
  'follow_request',
  'mention',
  'status',
  'update',
  'poll',
  'quote',
]);

function GroupItem({ group }: { group: NotificationGroup }) {
  const intl = useIntl();
  const firstId = group.sample_account_ids[0];
  const account = useAppSelector((state) => (firstId ? selectAccountById(state, firstId) : undefined));
  const kind: Kind = KNOWN.has(group.type) ? (group.type as Kind) : 'other';
  const others = group.notifications_count - 1;
  return (
    <div className={`notification-group notification-group--${kind}`}>
      <p className="notification-group__summary">
        {account && <DisplayName account={account} />}{' '}
        {others > 0 && `${intl.formatMessage(countMessages.andOthers, { count: others })} `}
        {intl.formatMessage(messages[kind])}
      </p>
      {group.status_id && <StatusContainer id={group.status_id} />}
    </div>
  );
}

/** Grouped notifications listed plainly, newest first. */
export function NotificationsColumn() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { groups, isLoading, loaded, failed, next } = useAppSelector(selectNotifications);
  const { tracker, ...live } = useLiveNotificationsColumn();

  useEffect(() => {
    if (!loaded) dispatch(notificationsExpandRequested());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  return (
    <Column title={intl.formatMessage(messages.title)} icon="at" {...live}>
      {tracker}
      {groups.map((group) => (
        <GroupItem key={group.group_key} group={group} />
      ))}
      {isLoading && <LoadingIndicator />}
      {loaded && !isLoading && groups.length === 0 && (
        <p className="timeline__empty">{intl.formatMessage(messages.empty)}</p>
      )}
      {failed && !loaded && !isLoading && (
        <p className="timeline__empty">{intl.formatMessage(messages.unavailable)}</p>
      )}
      {next && !isLoading && (
        <LoadMore onClick={() => dispatch(notificationsExpandRequested({ older: true }))} />
      )}
    </Column>
  );
}
