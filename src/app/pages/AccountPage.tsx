import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../store';
import { selectAccountByAcct, selectIsAcctNonexistent } from '../../features/accounts/selectors';
import { accountLookupRequested } from '../../features/accounts/slice';
import { Avatar } from '../../ui/Avatar';
import { Column } from '../../ui/Column';
import { LoadingIndicator } from '../../ui/LoadingIndicator';
import { DisplayName } from '../../features/statuses/components/DisplayName';
import { RichText } from '../../features/statuses/components/RichText';
import { TimelineColumn } from '../../features/timelines/components/TimelineColumn';
import { LazyStatusList } from './StatusListPages';

const messages = defineMessages({
  notFound: { id: 'account.not_found', defaultMessage: 'This account does not exist.' },
  posts: { id: 'account.posts', defaultMessage: 'Posts' },
  pinned: { id: 'account.pinned', defaultMessage: 'Pinned' },
});

const countMessages = defineMessages<{ counts: { statuses: number; following: number; followers: number } }>({
  counts: {
    id: 'account.counts',
    defaultMessage: '{statuses} posts · {following} following · {followers} followers',
  },
});

/** /@{acct}: the account, shown plainly, and its posts. */
export function AccountPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const acct = decodeURIComponent(useParams<{ handle: string }>().handle ?? '').replace(/^@/, '');
  const account = useAppSelector((state) => selectAccountByAcct(state, acct));
  const missing = useAppSelector((state) => selectIsAcctNonexistent(state, acct));

  useEffect(() => {
    if (acct) dispatch(accountLookupRequested({ acct }));
  }, [acct, dispatch]);

  if (missing) {
    return (
      <Column title={`@${acct}`}>
        <p className="timeline__empty">{intl.formatMessage(messages.notFound)}</p>
      </Column>
    );
  }
  if (!account)
    return (
      <Column title={`@${acct}`}>
        <LoadingIndicator />
      </Column>
    );
  return (
    <div className="account-page">
      <header className="account-header">
        <Avatar account={account} size={64} />
        <h1>
          <DisplayName account={account} withAcct />
        </h1>
        <RichText html={account.note} emojis={account.emojis} />
        <p>
          {intl.formatMessage(countMessages.counts, {
            statuses: account.statuses_count,
            following: account.following_count,
            followers: account.followers_count,
          })}
        </p>
      </header>
      <section className="account-pinned" aria-label={intl.formatMessage(messages.pinned)}>
        <LazyStatusList list={`pins:${account.id}`} prepend={intl.formatMessage(messages.pinned)} />
      </section>
      <TimelineColumn timelineId={`account:${account.id}`} title={intl.formatMessage(messages.posts)} />
    </div>
  );
}
