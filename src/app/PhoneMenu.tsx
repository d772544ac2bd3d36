import { useEffect, useId, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useDialogFocus } from '../features/modals/components/useDialogFocus';
import { selectCurrentAccount, selectCurrentSavedAccount, selectSignedIn } from '../features/auth/selectors';
import { DisplayName } from '../features/statuses';
import { accountPath } from '../features/statuses/public';
import { useAppSelector } from '../store';
import { Avatar } from '../ui/Avatar';
import { Icon } from '../ui/Icon';
import { AccountControls, NavigationPanel } from './NavigationPanel';
import { handleOf } from '../ui/textPieces';

const messages = defineMessages({
  menu: { id: 'tabs_bar.menu', defaultMessage: 'Menu' },
  close: { id: 'lightbox.close', defaultMessage: 'Close' },
  account: { id: 'navigation_bar.current_account', defaultMessage: 'Using the account' },
});

/** The signed-in account at the menu's top: its avatar, name and handle (its profile), then the
 *  accounts and sign-out, so neither is ever below the fold. */
function CurrentAccount() {
  const signedIn = useAppSelector(selectSignedIn);
  const me = useAppSelector(selectCurrentAccount);
  // The full handle, server included: several accounts may share a name on different servers.
  const saved = useAppSelector(selectCurrentSavedAccount);
  const intl = useIntl();
  if (!signedIn) return null;
  return (
    <div className="phone-menu__account">
      {me && (
        <div role="group" aria-label={intl.formatMessage(messages.account)}>
          <Link href={accountPath(me.acct)} className="phone-menu__profile">
            <Avatar account={me} size={48} />
            <span className="phone-menu__names">
              <DisplayName account={me} />
              <bdi className="phone-menu__handle">{handleOf(saved?.acct ?? me.acct)}</bdi>
            </span>
          </Link>
        </div>
      )}
      <div className="phone-menu__account-actions">
        <AccountControls />
      </div>
    </div>
  );
}

/** Every other place, the accounts and sign-out, in a sheet over the page; closes when a place opens. */
export function PhoneMenu({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [location] = useLocation();
  const titleId = useId();
  const ref = useDialogFocus(onClose);
  const opened = useRef(location);
  useEffect(() => {
    if (location !== opened.current) onClose();
  }, [location, onClose]);
  return (
    <div className="modal-root phone-menu">
      <div className="modal-root__overlay" onClick={onClose} aria-hidden="true" />
      <div
        ref={ref}
        className="phone-menu__sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="phone-menu__header">
          <h2 id={titleId} className="modal__title">
            {intl.formatMessage(messages.menu)}
          </h2>
          <button type="button" className="column-header__button" onClick={onClose}>
            <Icon id="close" size={18} />
            <span className="sr-only">{intl.formatMessage(messages.close)}</span>
          </button>
        </div>
        <CurrentAccount />
        <NavigationPanel menu />
      </div>
    </div>
  );
}
