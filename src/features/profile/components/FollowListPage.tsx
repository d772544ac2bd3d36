import { useIntl } from 'react-intl';
import { Column } from '../../../ui/Column';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { AccountList } from '../../accountLists';
import { useAppSelector } from '../../../store/hooks';
import { selectCurrentAccountId } from '../../auth/public';
import { profileMessages as messages } from './messages';
import { useRouteAccount } from './ProfilePage';

/** /@{acct}/followers and /@{acct}/following, paged by the Link header, each with its Follow button. */
export function FollowListPage({ kind }: { kind: 'followers' | 'following' }) {
  const intl = useIntl();
  const me = useAppSelector(selectCurrentAccountId);
  const { account, missing } = useRouteAccount();
  const title = intl.formatMessage(kind === 'followers' ? messages.followersTitle : messages.followingTitle);
  const hidden = account?.hide_collections && account.id !== me;
  const empty = intl.formatMessage(kind === 'followers' ? messages.followersEmpty : messages.followingEmpty);
  return (
    <Column title={title} icon="profile">
      {missing ? (
        <p className="timeline__empty">{intl.formatMessage(messages.notFound)}</p>
      ) : hidden ? (
        <p className="timeline__empty">{intl.formatMessage(messages.hiddenCollections)}</p>
      ) : !account ? (
        <LoadingIndicator />
      ) : (
        <AccountList list={`${kind}:${account.id}`} empty={empty} />
      )}
    </Column>
  );
}
