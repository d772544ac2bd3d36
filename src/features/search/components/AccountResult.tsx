import { Link } from 'wouter';
import { useAppSelector } from '../../../store/hooks';
import { Avatar } from '../../../ui/Avatar';
import { selectAccountById } from '../../accounts';
import { accountPath, DisplayName } from '../../statuses';
import { addRecentSearch } from '../recentSearches';

/** One account found: its avatar and names, leading to its profile. */
export function AccountResult({ id }: { id: string }) {
  const account = useAppSelector((state) => selectAccountById(state, id));
  if (!account) return null;
  return (
    <Link
      href={accountPath(account.acct)}
      className="search__account"
      onClick={() => addRecentSearch({ type: 'account', q: account.acct })}
    >
      <Avatar account={account} size={36} />
      <DisplayName account={account} withAcct />
    </Link>
  );
}
