import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useLazyReducer } from '../../../store/lazyReducers';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { Column } from '../../../ui/Column';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { LoadMore } from '../../../ui/LoadMore';
import { selectAccountById } from '../../accounts';
import { DisplayName, htmlToPlainText } from '../../statuses';
import {
  notificationRequestsReducer,
  requestsFetchRequested,
  requestsSettleRequested,
  selectNotificationRequests,
} from '../slice';
import { ConfirmDialog } from './ConfirmDialog';
import { PolicyEditor } from './PolicyEditor';

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
  acceptTitle: {
    id: 'notification_requests.confirm_accept_multiple.title',
    defaultMessage: 'Accept notification requests?',
  },
  dismissTitle: {
    id: 'notification_requests.confirm_dismiss_multiple.title',
    defaultMessage: 'Dismiss notification requests?',
  },
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
  acceptMessage: {
    id: 'notification_requests.confirm_accept_multiple.message',
    defaultMessage:
      'You are about to accept {count, plural, one {one notification request} other {# notification requests}}. Are you sure you want to proceed?',
  },
  dismissMessage: {
    id: 'notification_requests.confirm_dismiss_multiple.message',
    defaultMessage:
      "You are about to dismiss {count, plural, one {one notification request} other {# notification requests}}. You won't be able to easily access {count, plural, one {it} other {them}} again. Are you sure you want to proceed?",
  },
  acceptButton: {
    id: 'notification_requests.confirm_accept_multiple.button',
    defaultMessage: '{count, plural, one {Accept request} other {Accept requests}}',
  },
  dismissButton: {
    id: 'notification_requests.confirm_dismiss_multiple.button',
    defaultMessage: '{count, plural, one {Dismiss request} other {Dismiss requests}}',
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
          <Button onClick={() => dispatch(requestsSettleRequested({ ids: [id], accept: true }))}>
            {intl.formatMessage(messages.accept)}
          </Button>
          <Button
            variant="secondary"
            onClick={() => dispatch(requestsSettleRequested({ ids: [id], accept: false }))}
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
  const [confirming, setConfirming] = useState<'accept' | 'dismiss' | null>(null);
  const chosen = selected.filter((id) => ids.includes(id));
  const count = chosen.length;

  useEffect(() => {
    dispatch(requestsFetchRequested());
  }, [dispatch]);

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
              <Button disabled={count === 0} onClick={() => setConfirming('accept')}>
                {intl.formatMessage(countMessages.acceptMultiple, { count })}
              </Button>
              <Button variant="secondary" disabled={count === 0} onClick={() => setConfirming('dismiss')}>
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
        <LoadMore disabled={isLoading} onClick={() => dispatch(requestsFetchRequested({ expand: true }))} />
      )}
      {confirming && (
        <ConfirmDialog
          title={intl.formatMessage(confirming === 'accept' ? messages.acceptTitle : messages.dismissTitle)}
          message={intl.formatMessage(
            confirming === 'accept' ? countMessages.acceptMessage : countMessages.dismissMessage,
            { count },
          )}
          confirm={intl.formatMessage(
            confirming === 'accept' ? countMessages.acceptButton : countMessages.dismissButton,
            { count },
          )}
          onConfirm={() => {
            dispatch(requestsSettleRequested({ ids: chosen, accept: confirming === 'accept', bulk: true }));
            setSelected([]);
          }}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  );
}

/** /notifications/requests: notifications the policy held back, grouped by who sent them. */
export function NotificationRequestsPage() {
  const intl = useIntl();
  const ready = useLazyReducer('notificationRequests', notificationRequestsReducer);
  return (
    <Column title={intl.formatMessage(messages.title)} icon="at">
      {ready ? (
        <>
          <PolicyEditor />
          <RequestList />
        </>
      ) : (
        <LoadingIndicator />
      )}
    </Column>
  );
}
