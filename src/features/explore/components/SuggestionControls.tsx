import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { selectAccountById } from '../../accounts/public';
import { selectInstance } from '../../instance/public';
import { relationshipsIntents, useRelationship } from '../../relationships/public';
import { exploreIntents } from '../intents';
import { suggestionReason } from '../suggestionReasons';

const messages = defineMessages({
  follow: { id: 'account.follow', defaultMessage: 'Follow' },
  following: { id: 'account.following', defaultMessage: 'Following' },
  requested: { id: 'account.requested_follow_short', defaultMessage: 'Awaiting approval' },
  dismiss: { id: 'suggestions.dismiss', defaultMessage: 'Dismiss suggestion' },
});

/**
 * Follow, then what it led to: following, or waiting for a locked account's approval. It reads and
 * writes the one relationships store, so a profile opened while the follow is on its way already
 * shows it (and the server's answer, when it comes, replaces it there for every view).
 */
export function SuggestionFollow({ accountId }: { accountId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { relationship } = useRelationship(accountId);
  const locked = useAppSelector((state) => !!selectAccountById(state, accountId)?.locked);
  if (relationship?.following || relationship?.requested)
    return (
      <span className="suggestion__state" role="status">
        {intl.formatMessage(relationship.following ? messages.following : messages.requested)}
      </span>
    );
  return (
    <Button
      variant="primary"
      onClick={() => dispatch(relationshipsIntents.followRequested({ accountId, locked }))}
    >
      {intl.formatMessage(messages.follow)}
    </Button>
  );
}

export function SuggestionDismiss({ accountId }: { accountId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const label = intl.formatMessage(messages.dismiss);
  return (
    <button
      type="button"
      className="column-header__button suggestion__dismiss"
      aria-label={label}
      title={label}
      onClick={(event) => {
        // The row goes away with the focused button: the focus moves to the neighbouring row's Dismiss.
        const row = event.currentTarget.closest('li');
        const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
        dispatch(exploreIntents.suggestionDismissRequested({ accountId }));
        neighbour?.querySelector<HTMLElement>('.suggestion__dismiss')?.focus();
      }}
    >
      <Icon id="close" size={16} />
    </button>
  );
}

/** Why the instance suggests the account, in words. */
export function SuggestionReason({ sources }: { sources: readonly string[] }) {
  const intl = useIntl();
  const instance = useAppSelector(selectInstance);
  const reason = suggestionReason(sources);
  if (!reason) return null;
  const domain = instance?.domain ?? (typeof window === 'undefined' ? '' : window.location.host);
  return <span className="suggestion__reason">{intl.formatMessage(reason, { domain })}</span>;
}
