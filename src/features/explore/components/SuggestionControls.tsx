import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { selectInstance } from '../../instance';
import {
  selectExplore,
  suggestedFollowRequested,
  suggestionDismissRequested,
  type FollowState,
} from '../slice';
import { suggestionReason } from '../suggestionReasons';

const messages = defineMessages({
  follow: { id: 'account.follow', defaultMessage: 'Follow' },
  following: { id: 'account.following', defaultMessage: 'Following' },
  requested: { id: 'account.requested_follow_short', defaultMessage: 'Awaiting approval' },
  dismiss: { id: 'suggestions.dismiss', defaultMessage: 'Dismiss suggestion' },
});

interface KnownRelationship {
  following?: boolean;
  requested?: boolean;
}

/** The relationships store, where the app has one; else what a Follow pressed here led to. */
function useFollowState(accountId: string): FollowState | null {
  const relationship = useAppSelector(
    (state) =>
      (state as { relationships?: { byId?: Record<string, KnownRelationship | undefined> } }).relationships
        ?.byId?.[accountId],
  );
  const pressed = useAppSelector((state) => selectExplore(state).follows[accountId]);
  if (pressed === 'requesting') return pressed;
  if (relationship?.following) return 'following';
  if (relationship?.requested) return 'requested';
  return pressed ?? null;
}

/** Follow, then what it led to: following, or waiting for a locked account's approval. */
export function SuggestionFollow({ accountId }: { accountId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const state = useFollowState(accountId);
  if (state === 'following' || state === 'requested')
    return (
      <span className="suggestion__state" role="status">
        {intl.formatMessage(state === 'following' ? messages.following : messages.requested)}
      </span>
    );
  return (
    <Button
      variant="primary"
      disabled={state === 'requesting'}
      onClick={() => dispatch(suggestedFollowRequested({ accountId }))}
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
        dispatch(suggestionDismissRequested({ accountId }));
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
