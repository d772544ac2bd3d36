import { lazy, Suspense, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../store';
import { selectAuth, selectCurrentAccount } from '../features/auth/selectors';
import { modalOpened } from '../features/modals';
import { selectUnreadNotificationGroups } from '../features/notifications/selectors';
import { SignInPanel } from './LazySignInPanel';
import { ownOriginIsInstanceHere } from '../store/ownOriginFlag';
import { accountPath } from '../features/statuses/components/paths';
import { Button } from '../ui/Button';
import { useFirstPostsPainted } from '../ui/firstPaint';
import { AddColumn } from './Deck';

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
  profile: { id: 'navigation_bar.profile', defaultMessage: 'Profile' },
  preferences: { id: 'navigation_bar.preferences', defaultMessage: 'Preferences' },
  accounts: { id: 'navigation_bar.switch_or_add_account', defaultMessage: 'Accounts' },
  signOut: { id: 'navigation_bar.logout', defaultMessage: 'Sign out' },
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

/** A navigation link marked as the current page when it is. */
function NavLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={(active: boolean) => (active ? 'active' : '')} aria-current={undefined}>
      {children}
    </Link>
  );
}

/**
 * Links to every place, the saved accounts, and sign-out; the sign-in panel for visitors (the deck
 * has its own sign-in column instead).
 */
export function NavigationPanel({
  withSignIn = true,
  deck = false,
}: {
  withSignIn?: boolean;
  deck?: boolean;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const me = useAppSelector(selectCurrentAccount);
  const unread = useAppSelector(selectUnreadNotificationGroups);
  const [accountsOpen, setAccountsOpen] = useState(false);
  const painted = useFirstPostsPainted();
  // Requests left waiting after unlocking still show once their list was loaded.
  const followRequests = useAppSelector((state) => !!state.notificationRequests?.followRequests.ids.length);

  return (
    <nav className="navigation-panel" aria-label={intl.formatMessage(messages.navigation)}>
      {auth.signedIn ? (
        <>
          <Suspense fallback={<div className="current-account" />}>
            {painted ? <CurrentAccountBar /> : <div className="current-account" />}
          </Suspense>
          <NavLink href="/home">{intl.formatMessage(messages.home)}</NavLink>
          <NavLink href="/notifications">
            {intl.formatMessage(messages.notifications)}
            {unread > 0 && (
              <span className="count-badge navigation-panel__badge">{unread > 99 ? '99+' : unread}</span>
            )}
          </NavLink>
          {(me?.locked || followRequests) && (
            <Suspense fallback={null}>
              <FollowRequestsNavLink locked={!!me?.locked} />
            </Suspense>
          )}
          <NavLink href="/conversations">{intl.formatMessage(messages.direct)}</NavLink>
          <NavLink href="/lists">{intl.formatMessage(messages.lists)}</NavLink>
          <NavLink href="/followed_tags">{intl.formatMessage(messages.followedTags)}</NavLink>
          <NavLink href="/bookmarks">{intl.formatMessage(messages.bookmarks)}</NavLink>
          <NavLink href="/favourites">{intl.formatMessage(messages.favourites)}</NavLink>
        </>
      ) : (
        // A bare static host's visitor has the sign-in form as the main view already.
        withSignIn && ownOriginIsInstanceHere() && <SignInPanel />
      )}
      {/* A visitor of a bare static host has no server whose timelines or trends could be read. */}
      {(auth.signedIn || ownOriginIsInstanceHere()) && (
        <>
          <NavLink href="/search">{intl.formatMessage(messages.search)}</NavLink>
          <NavLink href="/explore">{intl.formatMessage(messages.explore)}</NavLink>
          <NavLink href="/public/local">{intl.formatMessage(messages.local)}</NavLink>
          <NavLink href="/public">{intl.formatMessage(messages.federated)}</NavLink>
          <NavLink href="/links">{intl.formatMessage(messages.news)}</NavLink>
          <NavLink href="/about">{intl.formatMessage(messages.about)}</NavLink>
        </>
      )}
      {auth.signedIn && (
        <>
          <NavLink href="/publish">{intl.formatMessage(messages.publish)}</NavLink>
          {me && <NavLink href={accountPath(me.acct)}>{intl.formatMessage(messages.profile)}</NavLink>}
          <NavLink href="/preferences">{intl.formatMessage(messages.preferences)}</NavLink>
          {auth.sessionExpired && (
            <div role="alert" className="navigation-panel__expired">
              <p>{intl.formatMessage(messages.sessionExpired)}</p>
              <SignInPanel />
            </div>
          )}
          <Button
            variant="plain"
            aria-expanded={accountsOpen}
            onClick={() => setAccountsOpen((open) => !open)}
          >
            {intl.formatMessage(messages.accounts)}
          </Button>
          {accountsOpen && (
            <Suspense fallback={null}>
              <AccountSwitcher />
            </Suspense>
          )}
          {deck && <AddColumn />}
          <Button variant="secondary" onClick={() => dispatch(modalOpened({ modalType: 'CONFIRM_LOG_OUT' }))}>
            {intl.formatMessage(messages.signOut)}
          </Button>
        </>
      )}
    </nav>
  );
}
