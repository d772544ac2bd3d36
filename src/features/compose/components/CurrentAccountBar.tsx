import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppSelector } from '../../../store/hooks';
import { Avatar } from '../../../ui/Avatar';
import { selectCurrentAccountId, selectCurrentSavedAccount } from '../../auth/public';
import { DisplayName } from '../../statuses';
import { accountPath } from '../../statuses/public';

const messages = defineMessages({
  label: { id: 'navigation_bar.current_account', defaultMessage: 'Using the account' },
});

/**
 * Who is posting and browsing: the current account's avatar, name and full handle, linking to its
 * profile, as Mastodon's compose column and navigation show it. Before the account itself has loaded,
 * the saved account's avatar and handle stand in.
 */
export default function CurrentAccountBar({ size = 40 }: { size?: number }) {
  const intl = useIntl();
  const accountId = useAppSelector(selectCurrentAccountId);
  const me = useAppSelector((state) => (accountId ? state.accounts.entities[accountId] : undefined));
  const saved = useAppSelector(selectCurrentSavedAccount);
  if (!saved) return null;
  const handle = `@${saved.acct}`;
  return (
    <div className="current-account" role="group" aria-label={intl.formatMessage(messages.label)}>
      <Link href={accountPath(saved.acct)} className="current-account__link">
        <Avatar account={me ?? { avatar: saved.avatar, avatar_static: saved.avatar }} size={size} />
        <span className="current-account__names">
          {me && <DisplayName account={me} />}
          <bdi className="current-account__handle">{handle}</bdi>
        </span>
      </Link>
    </div>
  );
}
