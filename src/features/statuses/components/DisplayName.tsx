import { memo, useMemo } from 'react';
import type { Account } from '../../../api/entities';
import { emojiMap, emojify } from './emojify';
import { handleOf } from '../../../ui/textPieces';

interface DisplayNameProps {
  account: Pick<Account, 'display_name' | 'username' | 'acct' | 'emojis'>;
  /** Also show `@acct` after the name. */
  withAcct?: boolean;
}

/** The account's display name as escaped text with its custom emoji, falling back to the username. */
export const DisplayName = memo(function DisplayName({ account, withAcct = false }: DisplayNameProps) {
  const name = account.display_name?.trim() ? account.display_name : account.username;
  const content = useMemo(() => emojify(name, emojiMap(account.emojis), 'dn'), [name, account.emojis]);
  return (
    <span className="display-name">
      <bdi>
        <strong className="display-name__html">{content}</strong>
      </bdi>
      {withAcct && <span className="display-name__account">{handleOf(account.acct)}</span>}
    </span>
  );
});

export function displayNameText(account: Pick<Account, 'display_name' | 'username'>): string {
  return account.display_name?.trim() ? account.display_name : account.username;
}
