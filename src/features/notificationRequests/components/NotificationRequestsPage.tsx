import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { Column } from '../../../ui/Column';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { LoadMore } from '../../../ui/LoadMore';
import { selectAccountById } from '../../accounts/public';
import { modalOpened } from '../../modals/public';
import { DisplayName } from '../../statuses';
import { htmlToPlainText } from '../../statuses/public';
import { selectNotificationRequests } from '../slice';
import { PolicyEditor } from './PolicyEditor';
import { notificationRequestsIntents } from '../intents';

const messages = defineMessages({
  title: { id: 'notification_requests.title', defaultMessage: 'Filtered notifications' },
  empty: {
    id: 'empty_column.notification_requests',
    defaultMessage:
      'All clear! There is nothing here. When you receive new notifications, they will appear here according to your settings.',
  },
  accept: { id: 'notification_requests.accept', defaultMessage: 'Accept' },
  dismiss: { id: 'notification_requests.dismiss', defaultMessage: 'Dismiss' },
  edit: { id: 'notification_requests.edit_selection', defaultMessage: 'Edit' },
  done: { id: 'notification_requests.exit_selection', defaultMessage: 'Done' },
  selectAll: { id: 'notification_requests.select_all', defaultMessage: 'Select all' },
});

const countMessages = defineMessages<Record<string, { count: number }>>({
  acceptMultiple: {
    id: 'notification_requests.accept_multiple',
    defaultMessage: '{count, plural, one {Accept # request…} other {Accept # requests…}}',
  },
  dismissMultiple: {
    id: 'notification_requests.dismiss_multiple',
    defaultMessage: '{count, plural, one {Dismiss # request…} other {Dismiss # requests…}}',
  },
  notificationsCount: {
    id: 'notification_requests.notifications_count',
    defaultMessage: '{count, plural, one {# notification} other {# notifications}}',
  },
});

function RequestRow({
  id,
  selecting,
  selected,
  onToggle,
}: {
  id: string;
  selecting: boolean;
  selected: boolean;
  onToggle: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useAppSelector((state) => selectNotificationRequests(state).requestsById[id]);
  const account = useAppSelector((state) =>
    request ? selectAccountById(state, request.accountId) : undefined,
  );
  const snippet = useAppSelector((state) =>
    request?.lastStatusId ? state.statuses.entities[request.lastStatusId]?.content : undefined,
  );
  if (!request || !account) return null;
  return (
    <li className="notification-request">
      {selecting && (
        <input
          type="checkbox"
          className="notification-request__check"
          checked={selected}
          onChange={onToggle}
          aria-label={account.acct}
        />
      )}
      <Link href={`/notifications/requests/${encodeURIComponent(id)}`} className="notification-request__link">
        <Avatar account={account} size={40} />
        <span className="notification-request__text">
          <DisplayName account={account} withAcct />
          <span className="notification-request__count">
            {intl.formatMessage(countMessages.notificationsCount, { count: request.notificationsCount })}
          </span>
          {snippet && <span className="notification-request__snippet">{htmlToPlainText(snippet)}</span>}
        </span>
      </Link>
      {!selecting && (
        <div className="notification-request__actions">
          <Button
            onClick={() =>
              dispatch(notificationRequestsIntents.requestsSettleRequested({ ids: [id], accept: true }))
            }
          >
            {intl.formatMessage(messages.accept)}
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              dispatch(notificationRequestsIntents.requestsSettleRequested({ ids: [id], accept: false }))
            }
          >
            {intl.formatMessage(messages.dismiss)}
          </Button>
        </div>
      )}
    </li>
  );
}

function RequestList() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { ids, loaded, isLoading, next } = useAppSelector(selectNotificationRequests).requests;
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const chosen = selected.filter((id) => ids.includes(id));
  const count = chosen.length;

  useEffect(() => {
    dispatch(notificationRequestsIntents.requestsFetchRequested());
  }, [dispatch]);

  const confirm = (action: 'accept' | 'dismiss') =>
    dispatch(modalOpened({ modalType: 'CONFIRM_NOTIFICATIONS', modalProps: { action, ids: chosen } }));
  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );

  return (
    <div aria-busy={isLoading}>
      {ids.length > 0 && (
        <div className="notification-requests__toolbar">
          <Button variant="plain" aria-pressed={selecting} onClick={() => setSelecting((on) => !on)}>
            {intl.formatMessage(selecting ? messages.done : messages.edit)}
          </Button>
          {selecting && (
            <>
              <Button variant="plain" onClick={() => setSelected(ids)}>
                {intl.formatMessage(messages.selectAll)}
              </Button>
              <Button disabled={count === 0} onClick={() => confirm('accept')}>
                {intl.formatMessage(countMessages.acceptMultiple, { count })}
              </Button>
              <Button variant="secondary" disabled={count === 0} onClick={() => confirm('dismiss')}>
                {intl.formatMessage(countMessages.dismissMultiple, { count })}
              </Button>
            </>
          )}
        </div>
      )}
      {isLoading && ids.length === 0 && <LoadingIndicator />}
      {loaded && ids.length === 0 && <p className="timeline__empty">{intl.formatMessage(messages.empty)}</p>}
      <ul className="notification-requests">
        {ids.map((id) => (
          <RequestRow
            key={id}
            id={id}
            selecting={selecting}
            selected={chosen.includes(id)}
            onToggle={() => toggle(id)}
          />
        ))}
      </ul>
      {loaded && next && (
        <LoadMore
          disabled={isLoading}
          onClick={() => dispatch(notificationRequestsIntents.requestsFetchRequested({ expand: true }))}
        />
      )}
    </div>
  );
}

/** /notifications/requests: notifications the policy held back, grouped by who sent them. */
export function NotificationRequestsPage() {
  const intl = useIntl();
  return (
    <Column title={intl.formatMessage(messages.title)} icon="at">
      <PolicyEditor />
      <RequestList />
    </Column>
  );
}
