import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../store';
import { selectAuth } from '../features/auth/selectors';
import { sessionIntents } from '../features/auth/intents';
import { modalOpened } from '../features/modals/public';
import { Avatar } from '../ui/Avatar';
import { Button } from '../ui/Button';
import { SignInPanel } from './LazySignInPanel';
import { SPACE } from '../ui/textPieces';

const messages = defineMessages({
  accounts: { id: 'navigation_bar.accounts', defaultMessage: 'Accounts' },
  current: { id: 'navigation_bar.signed_in', defaultMessage: 'Signed in' },
  addAccount: { id: 'navigation_bar.add_account', defaultMessage: 'Add account' },
  editProfile: { id: 'navigation_bar.edit_profile', defaultMessage: 'Edit profile' },
});

const perAccount = defineMessages<{ switchTo: { acct: string }; signOutOf: { acct: string } }>({
  switchTo: { id: 'navigation_bar.switch_account', defaultMessage: 'Switch to {acct}' },
  signOutOf: { id: 'navigation_bar.sign_out_of', defaultMessage: 'Sign out of {acct}' },
});

/**
 * Every account signed in on this device, as `@user@instance` with its avatar: switch to one (its data
 * is already in its own IndexedDB), sign out of one without touching the others, or add another
 * (on this server or any other).
 */
export function AccountSwitcher() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { savedAccounts, accountKey } = useAppSelector(selectAuth);
  const [adding, setAdding] = useState(false);
  return (
    <div className="account-switcher" role="group" aria-label={intl.formatMessage(messages.accounts)}>
      <ul className="account-switcher__list">
        {savedAccounts.map((account) => {
          const acct = `@${account.acct}`;
          const server = acct.indexOf('@', 1);
          return (
            <li key={account.key} className="account-switcher__account">
              <Avatar account={{ avatar: account.avatar, avatar_static: account.avatar }} size={24} />
              <span className="account-switcher__acct">
                {/* A narrow column breaks a long handle before its server, not inside a name. */}
                {server < 0 ? acct : acct.slice(0, server)}
                <wbr />
                {server < 0 ? '' : acct.slice(server)}
              </span>
              {account.key === accountKey ? (
                <span className="account-switcher__current">
                  {intl.formatMessage(messages.current)}
                  {SPACE}
                  <Link href="/profile/edit">{intl.formatMessage(messages.editProfile)}</Link>
                </span>
              ) : (
                <span className="account-switcher__actions">
                  <Button
                    variant="plain"
                    onClick={() => dispatch(sessionIntents.switchRequested({ accountKey: account.key }))}
                  >
                    {intl.formatMessage(perAccount.switchTo, { acct })}
                  </Button>
                  <Button
                    variant="plain"
                    onClick={() =>
                      dispatch(
                        modalOpened({
                          modalType: 'CONFIRM_LOG_OUT',
                          modalProps: { accountKey: account.key },
                        }),
                      )
                    }
                  >
                    {intl.formatMessage(perAccount.signOutOf, { acct })}
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {adding ? (
        <SignInPanel />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {intl.formatMessage(messages.addAccount)}
        </Button>
      )}
    </div>
  );
}
