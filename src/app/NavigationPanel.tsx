import { lazy, Suspense, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../store';
import { selectAuth, selectCurrentAccount } from '../features/auth/selectors';
import { modalOpened } from '../features/modals/public';
import { selectUnreadNotificationGroups } from '../features/notifications/selectors';
import { SignInPanel } from './LazySignInPanel';
import { ownOriginIsInstanceHere } from '../store/ownOriginFlag';
import { accountPath } from '../features/statuses/paths';
import { Button } from '../ui/Button';
import { useFirstPostsPainted } from '../ui/firstPaint';
import { Icon, type IconName } from '../ui/Icon';
import { AddColumn } from './Deck';
import { BADGE_MAX, countMessages } from '../ui/textPieces';
import { promptInstall, useInstallOffered } from './installPrompt';

const messages = defineMessages({
  navigation: { id: 'navigation_bar.label', defaultMessage: 'Navigation' },
  home: { id: 'tabs_bar.home', defaultMessage: 'Home' },
  notifications: { id: 'tabs_bar.notifications', defaultMessage: 'Notifications' },
  local: { id: 'navigation_bar.community_timeline', defaultMessage: 'Local timeline' },
  federated: { id: 'navigation_bar.public_timeline', defaultMessage: 'Federated timeline' },
  direct: { id: 'navigation_bar.direct', defaultMessage: 'Private mentions' },
  lists: { id: 'navigation_bar.lists', defaultMessage: 'Lists' },
  about: { id: 'navigation_bar.about', defaultMessage: 'About' },
  followedTags: { id: 'navigation_bar.followed_tags', defaultMessage: 'Followed hashtags' },
  search: { id: 'navigation_bar.search', defaultMessage: 'Search' },
  explore: { id: 'tabs_bar.explore', defaultMessage: 'Explore' },
  bookmarks: { id: 'navigation_bar.bookmarks', defaultMessage: 'Bookmarks' },
  favourites: { id: 'navigation_bar.favourites', defaultMessage: 'Favorites' },
  news: { id: 'navigation_bar.news', defaultMessage: 'News' },
  publish: { id: 'navigation_bar.publish', defaultMessage: 'New post' },
  drafts: { id: 'navigation_bar.drafts', defaultMessage: 'Drafts' },
  profile: { id: 'navigation_bar.profile', defaultMessage: 'Profile' },
  preferences: { id: 'navigation_bar.preferences', defaultMessage: 'Preferences' },
  accounts: { id: 'navigation_bar.switch_or_add_account', defaultMessage: 'Accounts' },
  signOut: { id: 'navigation_bar.logout', defaultMessage: 'Sign out' },
  install: { id: 'navigation_bar.install', defaultMessage: 'Install app' },
  collections: { id: 'navigation_bar.collections', defaultMessage: 'Your collections' },
  discover: { id: 'navigation_bar.discover', defaultMessage: 'Discover' },
  settingsAndAbout: { id: 'navigation_bar.settings_and_about', defaultMessage: 'Settings and about' },
  sessionExpired: {
    id: 'navigation_bar.session_expired',
    defaultMessage: 'Your session has expired. Sign in again; your drafts are kept.',
  },
});

// The account list and "Add account" load when the user opens them.
const AccountSwitcher = lazy(() => import('./AccountSwitcher').then((m) => ({ default: m.AccountSwitcher })));
// Who is signed in, at the top: loaded once the first posts are drawn, its height kept meanwhile.
const CurrentAccountBar = lazy(() => import('../features/compose/components/CurrentAccountBar'));
const FollowRequestsNavLink = lazy(() =>
  import('../features/notificationRequests/components/FollowRequestsNavLink').then((m) => ({
    default: m.FollowRequestsNavLink,
  })),
);

/** A navigation link with its icon, marked as the current page when it is. */
function NavLink({ href, icon, children }: { href: string; icon: IconName; children: ReactNode }) {
  return (
    <Link href={href} className={(active: boolean) => (active ? 'active' : '')} aria-current={undefined}>
      <Icon id={icon} className="navigation-panel__icon" />
      {children}
    </Link>
  );
}

/** A group of places; its heading shows in the phone's menu, where the list is long. */
function Section({ title, menu, children }: { title: string; menu: boolean; children: ReactNode }) {
  if (!menu) return <>{children}</>;
  return (
    <>
      <h3 className="navigation-panel__heading">{title}</h3>
      {children}
    </>
  );
}

/**
 * Links to every place, the saved accounts, and sign-out; the sign-in panel for visitors (the deck
 * has its own sign-in column instead). In the phone's menu (`menu`) the places come in headed groups,
 * and the accounts and sign-out are the menu's own, at its top.
 */
export function NavigationPanel({
  withSignIn = true,
  deck = false,
  menu = false,
}: {
  withSignIn?: boolean;
  deck?: boolean;
  menu?: boolean;
}) {
  const intl = useIntl();
  const auth = useAppSelector(selectAuth);
  const me = useAppSelector(selectCurrentAccount);
  const unread = useAppSelector(selectUnreadNotificationGroups);
  // Requests left waiting after unlocking still show once their list was loaded.
  const followRequests = useAppSelector((state) => !!state.notificationRequests?.followRequests.ids.length);
  const painted = useFirstPostsPainted();

  const installOffered = useInstallOffered();
  const t = (message: (typeof messages)[keyof typeof messages]) => intl.formatMessage(message);
  const place = auth.signedIn || ownOriginIsInstanceHere();
  // Only once the browser offers to install the app (installed already, it never does).
  const installEntry = installOffered && (
    <button type="button" className="navigation-panel__install" onClick={() => void promptInstall()}>
      <Icon id="install" className="navigation-panel__icon" />
      {t(messages.install)}
    </button>
  );

  return (
    <nav className="navigation-panel" aria-label={t(messages.navigation)}>
      {auth.signedIn ? (
        <>
          {/* The phone's menu opens on the account itself. */}
          {!menu && (
            <Suspense fallback={<div className="current-account" />}>
              {painted ? <CurrentAccountBar /> : <div className="current-account" />}
            </Suspense>
          )}
          <NavLink href="/home" icon="home">
            {t(messages.home)}
          </NavLink>
          <NavLink href="/notifications" icon="notifications">
            {t(messages.notifications)}
            {unread > 0 && (
              <span className="count-badge navigation-panel__badge">
                {unread > BADGE_MAX ? intl.formatMessage(countMessages.over, { count: BADGE_MAX }) : unread}
              </span>
            )}
          </NavLink>
          {(me?.locked || followRequests) && (
            <Suspense fallback={null}>
              <FollowRequestsNavLink locked={!!me?.locked} />
            </Suspense>
          )}
          <NavLink href="/conversations" icon="at">
            {t(messages.direct)}
          </NavLink>
          <NavLink href="/publish" icon="publish">
            {t(messages.publish)}
          </NavLink>
          <NavLink href="/drafts" icon="drafts">
            {t(messages.drafts)}
          </NavLink>
          <Section title={t(messages.collections)} menu={menu}>
            <NavLink href="/lists" icon="lists">
              {t(messages.lists)}
            </NavLink>
            <NavLink href="/followed_tags" icon="hashtag">
              {t(messages.followedTags)}
            </NavLink>
            <NavLink href="/bookmarks" icon="bookmarks">
              {t(messages.bookmarks)}
            </NavLink>
            <NavLink href="/favourites" icon="star">
              {t(messages.favourites)}
            </NavLink>
          </Section>
        </>
      ) : (
        // A bare static host's visitor has the sign-in form as the main view already.
        withSignIn && ownOriginIsInstanceHere() && <SignInPanel />
      )}
      {/* A visitor of a bare static host has no server whose timelines or trends could be read. */}
      {place && (
        <Section title={t(messages.discover)} menu={menu && auth.signedIn}>
          <NavLink href="/search" icon="search">
            {t(messages.search)}
          </NavLink>
          <NavLink href="/explore" icon="explore">
            {t(messages.explore)}
          </NavLink>
          <NavLink href="/public/local" icon="local">
            {t(messages.local)}
          </NavLink>
          <NavLink href="/public" icon="globe">
            {t(messages.federated)}
          </NavLink>
          <NavLink href="/links" icon="news">
            {t(messages.news)}
          </NavLink>
        </Section>
      )}
      {auth.signedIn ? (
        <>
          <Section title={t(messages.settingsAndAbout)} menu={menu}>
            {me && (
              <NavLink href={accountPath(me.acct)} icon="profile">
                {t(messages.profile)}
              </NavLink>
            )}
            <NavLink href="/preferences" icon="preferences">
              {t(messages.preferences)}
            </NavLink>
            <NavLink href="/about" icon="about">
              {t(messages.about)}
            </NavLink>
            {installEntry}
          </Section>
          {auth.sessionExpired && (
            <div role="alert" className="navigation-panel__expired">
              <p>{t(messages.sessionExpired)}</p>
              <SignInPanel />
            </div>
          )}
          {!menu && <AccountControls deck={deck} />}
        </>
      ) : (
        place && (
          <NavLink href="/about" icon="about">
            {t(messages.about)}
          </NavLink>
        )
      )}
      {!auth.signedIn && installEntry}
    </nav>
  );
}

/** The saved accounts (opened on demand, under their heading) and sign-out; the deck's "Add column" goes between them. */
export function AccountControls({ deck = false }: { deck?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [accountsOpen, setAccountsOpen] = useState(false);
  return (
    <>
      {/* A section heading like the menu's others, which opens and closes its section. */}
      <h3 className="navigation-panel__heading navigation-panel__heading--toggle">
        <button type="button" aria-expanded={accountsOpen} onClick={() => setAccountsOpen((open) => !open)}>
          {intl.formatMessage(messages.accounts)}
          <Icon id="next" size={16} className="navigation-panel__disclosure" />
        </button>
      </h3>
      {accountsOpen && (
        <Suspense fallback={null}>
          <AccountSwitcher />
        </Suspense>
      )}
      {deck && <AddColumn />}
      <Button variant="secondary" onClick={() => dispatch(modalOpened({ modalType: 'CONFIRM_LOG_OUT' }))}>
        <Icon id="sign-out" className="navigation-panel__icon" />
        {intl.formatMessage(messages.signOut)}
      </Button>
    </>
  );
}
