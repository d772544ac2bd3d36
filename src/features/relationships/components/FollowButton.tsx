import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { selectAccountById } from '../../accounts/public';
import { modalOpened } from '../../modals/public';
import { useRelationship } from '../useRelationship';
import { relationshipsIntents } from '../intents';

export const followMessages = defineMessages({
  follow: { id: 'account.follow', defaultMessage: 'Follow' },
  followBack: { id: 'account.follow_back', defaultMessage: 'Follow back' },
  unfollow: { id: 'account.unfollow', defaultMessage: 'Unfollow' },
  cancelRequest: { id: 'account.cancel_follow_request', defaultMessage: 'Cancel follow request' },
  unblock: { id: 'account.unblock_short', defaultMessage: 'Unblock' },
});

/**
 * Follow, Unfollow, Cancel follow request, Follow back or Unblock, as the relationship stands. A
 * visitor is asked to sign in; the user's own account and one that blocked the user get no button.
 */
export function FollowButton({ accountId, className }: { accountId: string; className?: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const account = useAppSelector((state) => selectAccountById(state, accountId));
  const { relationship, me } = useRelationship(accountId);
  if (accountId === me || relationship?.blocked_by || account?.suspended) return null;
  if (!me) {
    return (
      <Button
        className={className}
        onClick={() =>
          dispatch(modalOpened({ modalType: 'INTERACTION', modalProps: { accountId, intent: 'follow' } }))
        }
      >
        {intl.formatMessage(followMessages.follow)}
      </Button>
    );
  }
  // Until the relationship is known the button waits rather than offer a Follow that may be wrong.
  if (!relationship)
    return (
      <Button className={className} disabled aria-busy>
        {intl.formatMessage(followMessages.follow)}
      </Button>
    );
  if (relationship.blocking) {
    return (
      <Button
        variant="secondary"
        className={className}
        onClick={() => dispatch(relationshipsIntents.unblockRequested({ accountId }))}
      >
        {intl.formatMessage(followMessages.unblock)}
      </Button>
    );
  }
  if (relationship.following || relationship.requested) {
    return (
      <Button
        variant="secondary"
        className={className}
        onClick={() => dispatch(relationshipsIntents.unfollowRequested({ accountId }))}
      >
        {intl.formatMessage(relationship.following ? followMessages.unfollow : followMessages.cancelRequest)}
      </Button>
    );
  }
  return (
    <Button
      className={className}
      onClick={() => dispatch(relationshipsIntents.followRequested({ accountId, locked: !!account?.locked }))}
    >
      {intl.formatMessage(relationship.followed_by ? followMessages.followBack : followMessages.follow)}
    </Button>
  );
}
