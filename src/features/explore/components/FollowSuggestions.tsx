import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Avatar } from '../../../ui/Avatar';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { selectAccountById } from '../../accounts/public';
import { DisplayName } from '../../statuses';
import { accountPath, htmlToPlainText } from '../../statuses/public';
import { exploreIntents } from '../intents';
import { selectExplore, type SuggestionItem } from '../slice';
import { SuggestionDismiss, SuggestionFollow, SuggestionReason } from './SuggestionControls';

const messages = defineMessages({
  empty: {
    id: 'empty_column.explore_suggestions',
    defaultMessage: 'There are no suggestions right now. Check back later!',
  },
});

function SuggestionRow({ item }: { item: SuggestionItem }) {
  const account = useAppSelector((state) => selectAccountById(state, item.accountId));
  if (!account) return null;
  const note = htmlToPlainText(account.note ?? '');
  return (
    <li className="suggestion">
      <Link href={accountPath(account.acct)} className="suggestion__account">
        <Avatar account={account} size={46} />
        <DisplayName account={account} withAcct />
      </Link>
      <SuggestionReason sources={item.sources} />
      {note && (
        <p className="suggestion__note" dir="auto">
          {note}
        </p>
      )}
      <div className="suggestion__actions">
        <SuggestionFollow accountId={account.id} />
        <SuggestionDismiss accountId={account.id} />
      </div>
    </li>
  );
}

/** Loads the suggestions once when shown; what is loaded stays for the next view. */
export function useSuggestions() {
  const dispatch = useAppDispatch();
  const suggestions = useAppSelector((state) => selectExplore(state).suggestions);
  const { loaded, isLoading } = suggestions;
  useEffect(() => {
    if (!loaded && !isLoading) dispatch(exploreIntents.suggestionsRequested());
    // Once per mount: a later empty list is an answer, not a reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);
  return suggestions;
}

/** Explore's "For you": accounts to follow, why each is suggested, Follow and Dismiss. */
export function FollowSuggestions() {
  const intl = useIntl();
  const { items, loaded } = useSuggestions();
  if (!loaded) return <LoadingIndicator />;
  if (items.length === 0) return <p className="timeline__empty">{intl.formatMessage(messages.empty)}</p>;
  return (
    <ul className="suggestions">
      {items.map((item) => (
        <SuggestionRow key={item.accountId} item={item} />
      ))}
    </ul>
  );
}
