import { useEffect } from 'react';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Avatar } from '../../../ui/Avatar';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { LoadMore } from '../../../ui/LoadMore';
import { selectAccountById } from '../../accounts/public';
import { DisplayName } from '../../statuses';
import { accountPath } from '../../statuses/public';
import { FollowButton } from '../../relationships';
import { accountListsIntents } from '../intents';
import { selectAccountList, type AccountListKey } from '../slice';

function AccountRow({ id }: { id: string }) {
  const account = useAppSelector((state) => selectAccountById(state, id));
  if (!account) return null;
  return (
    <li className="account-list__item">
      <Link href={accountPath(account.acct)} className="account-list__link">
        <Avatar account={account} size={40} />
        <DisplayName account={account} withAcct />
      </Link>
      <FollowButton accountId={account.id} className="account-list__follow" />
    </li>
  );
}

/** Accounts, each leading to its profile; "Load more" follows the next page link. */
export function AccountList({ list, empty }: { list: AccountListKey; empty: string }) {
  const dispatch = useAppDispatch();
  const { items, loaded, isLoading, next } = useAppSelector((state) => selectAccountList(state, list));

  useEffect(() => {
    dispatch(accountListsIntents.fetchRequested({ list }));
  }, [dispatch, list]);

  return (
    <div aria-busy={isLoading}>
      {isLoading && items.length === 0 && <LoadingIndicator />}
      {loaded && items.length === 0 && <p className="timeline__empty">{empty}</p>}
      <ul className="account-list">
        {items.map((id) => (
          <AccountRow key={id} id={id} />
        ))}
      </ul>
      {loaded && next && (
        <LoadMore
          disabled={isLoading}
          onClick={() => dispatch(accountListsIntents.fetchRequested({ list, expand: true }))}
        />
      )}
    </div>
  );
}
