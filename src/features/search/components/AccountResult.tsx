import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppSelector } from '../../../store/hooks';
import { Avatar } from '../../../ui/Avatar';
import { selectAccountById } from '../../accounts/public';
import { FollowButton } from '../../relationships';
import { DisplayName, PlainText } from '../../statuses';
import { accountPath } from '../../statuses/public';
import { addRecentSearch } from '../recentSearches';

const messages = defineMessages<{ followers: { count: number; counter: string } }>({
  followers: {
    id: 'account.followers_counter',
    defaultMessage: '{count, plural, one {{counter} follower} other {{counter} followers}}',
  },
});

/**
 * One account found, as Mastodon lists it: avatar, name with its custom emoji, @handle, the first lines
 * of the bio as plain text (nothing in the card but the card itself is a link) and the follower count,
 * the whole leading to the profile; Follow or Unfollow beside it (a visitor is asked to sign in). The
 * relationships of every result shown go out in one request, as every follow button's do.
 */
export function AccountResult({ id }: { id: string }) {
  const intl = useIntl();
  const account = useAppSelector((state) => selectAccountById(state, id));
  const accountKey = useAppSelector((state) => state.auth.accountKey);
  if (!account) return null;
  const count = account.followers_count ?? 0;
  return (
    <div className="search__account">
      <Link
        href={accountPath(account.acct)}
        className="search__account-link"
        onClick={() => addRecentSearch(localStorage, accountKey, { type: 'account', q: account.acct })}
      >
        <Avatar account={account} size={46} />
        <span className="search__account-body">
          <DisplayName account={account} withAcct />
          {account.note && (
            <PlainText html={account.note} emojis={account.emojis} className="search__account-note" />
          )}
          <span className="search__account-followers">
            {intl.formatMessage(messages.followers, {
              count,
              counter: intl.formatNumber(count, { notation: 'compact', maximumFractionDigits: 1 }),
            })}
          </span>
        </span>
      </Link>
      <FollowButton accountId={account.id} className="search__account-follow" />
    </div>
  );
}
