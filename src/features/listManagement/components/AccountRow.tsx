import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useAppSelector } from '../../../store/hooks';
import { Avatar } from '../../../ui/Avatar';
import { selectAccountById } from '../../accounts/public';
import { DisplayName } from '../../statuses';
import { accountPath } from '../../statuses/public';

/** An account with its avatar and names, leading to its profile, and an action beside it. */
export function AccountRow({ id, children }: { id: string; children?: ReactNode }) {
  const account = useAppSelector((state) => selectAccountById(state, id));
  if (!account) return null;
  return (
    <li className="account-list__item list-editor__account">
      <Link href={accountPath(account.acct)} className="account-list__link">
        <Avatar account={account} size={40} />
        <DisplayName account={account} withAcct />
      </Link>
      {children}
    </li>
  );
}
