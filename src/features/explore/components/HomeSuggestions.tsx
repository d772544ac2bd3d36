import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppSelector } from '../../../store/hooks';
import { Avatar } from '../../../ui/Avatar';
import { selectAccountById } from '../../accounts/public';
import { DisplayName } from '../../statuses';
import { accountPath } from '../../statuses/public';
import type { SuggestionItem } from '../slice';
import { useSuggestions } from './FollowSuggestions';
import { SuggestionDismiss, SuggestionFollow, SuggestionReason } from './SuggestionControls';

const messages = defineMessages({
  title: { id: 'follow_suggestions.who_to_follow', defaultMessage: 'Who to follow' },
  viewAll: { id: 'follow_suggestions.view_all', defaultMessage: 'View all' },
});

function SuggestionCard({ item }: { item: SuggestionItem }) {
  const account = useAppSelector((state) => selectAccountById(state, item.accountId));
  if (!account) return null;
  return (
    <li className="inline-suggestions__card">
      <SuggestionDismiss accountId={account.id} />
      <Link href={accountPath(account.acct)} className="inline-suggestions__account">
        <Avatar account={account} size={64} />
        <DisplayName account={account} withAcct />
      </Link>
      <SuggestionReason sources={item.sources} />
      <SuggestionFollow accountId={account.id} />
    </li>
  );
}

/** "Who to follow" between Home's posts: the suggestions side by side, each with Follow and Dismiss. */
export function HomeSuggestions() {
  const intl = useIntl();
  const titleId = useId();
  const { items } = useSuggestions();
  if (items.length === 0) return null;
  return (
    <section className="inline-suggestions" aria-labelledby={titleId}>
      <header className="inline-suggestions__header">
        <h3 id={titleId}>{intl.formatMessage(messages.title)}</h3>
        <Link href="/explore/suggestions">{intl.formatMessage(messages.viewAll)}</Link>
      </header>
      <ul className="inline-suggestions__cards">
        {items.map((item) => (
          <SuggestionCard key={item.accountId} item={item} />
        ))}
      </ul>
    </section>
  );
}
