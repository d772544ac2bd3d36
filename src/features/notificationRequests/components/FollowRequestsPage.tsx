import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { Column } from '../../../ui/Column';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { LoadMore } from '../../../ui/LoadMore';
import { selectAccountById } from '../../accounts/public';
import { DisplayName } from '../../statuses';
import { accountPath } from '../../statuses/public';
import { selectNotificationRequests } from '../slice';
import { notificationRequestsIntents } from '../intents';

const messages = defineMessages({
  title: { id: 'column.follow_requests', defaultMessage: 'Follow requests' },
  authorize: { id: 'follow_requests.authorize', defaultMessage: 'Authorize' },
  reject: { id: 'follow_request.reject', defaultMessage: 'Reject' },
  empty: {
    id: 'empty_column.follow_requests',
    defaultMessage: "You don't have any follow requests yet. When you receive one, it will show up here.",
  },
});

function FollowRequestRow({ id }: { id: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const account = useAppSelector((state) => selectAccountById(state, id));
  if (!account) return null;
  return (
    <li className="account-list__item follow-request">
      <Link href={accountPath(account.acct)} className="account-list__link">
        <Avatar account={account} size={40} />
        <DisplayName account={account} withAcct />
      </Link>
      <div className="follow-request__actions">
        <Button
          onClick={() =>
            dispatch(
              notificationRequestsIntents.followRequestAnswerRequested({ accountId: id, authorize: true }),
            )
          }
        >
          {intl.formatMessage(messages.authorize)}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            dispatch(
              notificationRequestsIntents.followRequestAnswerRequested({ accountId: id, authorize: false }),
            )
          }
        >
          {intl.formatMessage(messages.reject)}
        </Button>
      </div>
    </li>
  );
}

function FollowRequestList() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { ids, loaded, isLoading, next } = useAppSelector(selectNotificationRequests).followRequests;
  useEffect(() => {
    dispatch(notificationRequestsIntents.followRequestsFetchRequested());
  }, [dispatch]);
  return (
    <div aria-busy={isLoading}>
      {isLoading && ids.length === 0 && <LoadingIndicator />}
      {loaded && ids.length === 0 && <p className="timeline__empty">{intl.formatMessage(messages.empty)}</p>}
      <ul className="account-list">
        {ids.map((id) => (
          <FollowRequestRow key={id} id={id} />
        ))}
      </ul>
      {loaded && next && (
        <LoadMore
          disabled={isLoading}
          onClick={() => dispatch(notificationRequestsIntents.followRequestsFetchRequested({ expand: true }))}
        />
      )}
    </div>
  );
}

/** /follow_requests: who asked to follow the locked account, each to authorize or reject. */
export function FollowRequestsPage() {
  const intl = useIntl();
  return (
    <Column title={intl.formatMessage(messages.title)} icon="lock">
      <FollowRequestList />
    </Column>
  );
}
