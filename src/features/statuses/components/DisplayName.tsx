import { memo, useMemo } from 'react';
import type { Account } from '../../../api/entities';
import { emojiMap, emojify } from './emojify';
import { handleOf } from '../../../ui/textPieces';

interface DisplayNameProps {
  account: Pick<Account, 'display_name' | 'username' | 'acct' | 'emojis'>;
  /** Also show `@acct` after the name. */
  withAcct?: boolean;
}

/**
 * The account's display name as escaped text with its custom emoji, falling back to the username. The
 * name and the handle are each isolated (`<bdi>`: their own direction, from their letters), so an Arabic
 * name in an English line, or "@user" in an Arabic one, never reorders the words around it.
 */
export const DisplayName = memo(function DisplayName({ account, withAcct = false }: DisplayNameProps) {
  const name = account.display_name?.trim() ? account.display_name : account.username;
  const content = useMemo(() => emojify(name, emojiMap(account.emojis), 'dn'), [name, account.emojis]);
  return (
    <span className="display-name">
      <bdi>
        <strong className="display-name__html">{content}</strong>
      </bdi>
      {withAcct && <bdi className="display-name__account">{handleOf(account.acct)}</bdi>}
    </span>
  );
});

export function displayNameText(account: Pick<Account, 'display_name' | 'username'>): string {
  return account.display_name?.trim() ? account.display_name : account.username;
}
