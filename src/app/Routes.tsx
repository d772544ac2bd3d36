import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Switch, useLocation, useParams } from 'wouter';
import { ColumnNavigationContext } from '../ui/ColumnNavigationContext';
import { BackButton, useBack } from './BackNavigation';
import { NotificationsColumn } from '../features/notifications/components/NotificationsColumn';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { HomeOrPublic } from './HomeOrPublic';
import { NotFound } from './pages/NotFound';
import { FollowedTagsPage } from '../features/tags';
import { AboutPage } from '../features/about';
import { selectSignedIn } from '../features/auth/selectors';
import { useAppSelector } from '../store/hooks';
import type { SignedInView } from './pages/SignInRequired';

// Pages reached by navigation are loaded on demand: the first paint needs only the columns.
const page = <K extends 'HashtagPage' | 'LinkPage' | 'ListPage' | 'PublicPage'>(name: K) =>
  lazy(() => import('./pages/TimelinePages').then((m) => ({ default: m[name] })));
const HashtagPage = page('HashtagPage');
const LinkPage = page('LinkPage');
const ListPage = page('ListPage');
const PublicPage = page('PublicPage');
const AccountPage = lazy(() => import('./pages/AccountPage').then((m) => ({ default: m.AccountPage })));
const StatusPage = lazy(() => import('./pages/StatusPage').then((m) => ({ default: m.StatusPage })));
const ListsPage = lazy(() => import('./pages/ListsPage').then((m) => ({ default: m.ListsPage })));
const PreferencesPage = lazy(() =>
  import('../features/settings/components/PreferencesPage').then((m) => ({ default: m.PreferencesPage })),
);
const SearchPage = lazy(() =>
  import('../features/search/components/SearchPage').then((m) => ({ default: m.SearchPage })),
);
const QuotesPage = lazy(() => import('./pages/QuotesPage').then((m) => ({ default: m.QuotesPage })));
const ComposePage = lazy(() => import('./pages/ComposePage').then((m) => ({ default: m.ComposePage })));
const StatusListPage = lazy(() =>
  import('./pages/StatusListPages').then((m) => ({ default: m.StatusListPage })),
);
const requestsPage = <
  K extends 'FollowRequestsPage' | 'NotificationRequestsPage' | 'NotificationRequestPage',
>(
  name: K,
) =>
  lazy(() => import('../features/notificationRequests/components/pages').then((m) => ({ default: m[name] })));
const FollowRequestsPage = requestsPage('FollowRequestsPage');
const NotificationRequestsPage = requestsPage('NotificationRequestsPage');
const NotificationRequestPage = requestsPage('NotificationRequestPage');
const FiltersRoute = lazy(() => import('../features/filterSettings/components/pages'));
const ExplorePage = lazy(() =>
  import('./pages/explore/ExplorePage').then((m) => ({ default: m.ExplorePage })),
);
const DirectoryPage = lazy(() =>
  import('./pages/explore/DirectoryPage').then((m) => ({ default: m.DirectoryPage })),
);
const StatusAccountsPage = lazy(() =>
  import('./pages/StatusAccountsPage').then((m) => ({ default: m.StatusAccountsPage })),
);

const ConversationsColumn = lazy(() => import('../features/conversations/components/ConversationsColumn'));
const AccountSettingsPage = lazy(() =>
  import('./pages/AccountSettingsPages').then((m) => ({ default: m.AccountSettingsPage })),
);

const SignInRequired = lazy(() =>
  import('./pages/SignInRequired').then((m) => ({ default: m.SignInRequired })),
);

/** A view that exists only for an account: a visitor gets its name and the sign-in form, never a failed request. */
function SignedInOnly({ view, children }: { view: SignedInView; children: ReactNode }) {
  const signedIn = useAppSelector(selectSignedIn);
  return signedIn ? children : <SignInRequired view={view} />;
}

/** `/:handle` is an account only when it starts with "@" (/@{acct}). */
function HandleRoute({ withStatus }: { withStatus: boolean }) {
  const { handle = '' } = useParams<{ handle: string }>();
  if (!handle.startsWith('@')) return <NotFound />;
  return withStatus ? <StatusPage /> : <AccountPage />;
}

/** Every view the address can name; `index` is what "/" shows (nothing in the deck's detail column). */
export function RouteContent({ index }: { index: ReactNode }) {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <Switch>
        <Route path="/">{index}</Route>
        <Route path="/home">
          <HomeOrPublic />
        </Route>
        <Route path="/notifications">
          <SignedInOnly view="notifications">
            <NotificationsColumn />
          </SignedInOnly>
        </Route>
        <Route path="/notifications/requests">
          <SignedInOnly view="notificationRequests">
            <NotificationRequestsPage />
          </SignedInOnly>
        </Route>
        <Route path="/notifications/requests/:id">
          <SignedInOnly view="notificationRequests">
            <NotificationRequestPage />
          </SignedInOnly>
        </Route>
        <Route path="/follow_requests">
          <SignedInOnly view="followRequests">
            <FollowRequestsPage />
          </SignedInOnly>
        </Route>
        <Route path="/public/local">
          <PublicPage scope="local" />
        </Route>
        <Route path="/public/remote">
          <PublicPage scope="remote" />
        </Route>
        <Route path="/public">
          <PublicPage scope="federated" />
        </Route>
        <Route path="/tags/:tag">
          <HashtagPage />
        </Route>
        <Route path="/lists">
          <SignedInOnly view="lists">
            <ListsPage />
          </SignedInOnly>
        </Route>
        <Route path="/lists/:id/:edit?">
          <SignedInOnly view="lists">
            <ListPage />
          </SignedInOnly>
        </Route>
        <Route path="/filters/:id?">
          <SignedInOnly view="filters">
            <FiltersRoute />
          </SignedInOnly>
        </Route>
        <Route path="/links">
          <LinkPage />
        </Route>
        <Route path="/conversations">
          <SignedInOnly view="conversations">
            <ConversationsColumn />
          </SignedInOnly>
        </Route>
        <Route path={/^\/(blocks|mutes|domain_blocks|profile\/edit)\/?$/}>
          <SignedInOnly view="accountSettings">
            <AccountSettingsPage />
          </SignedInOnly>
        </Route>
        <Route path="/search">
          <SearchPage />
        </Route>
        <Route path="/explore/:tab?">
          <ExplorePage />
        </Route>
        <Route path="/directory">
          <DirectoryPage />
        </Route>
        <Route path="/preferences">
          <PreferencesPage />
        </Route>
        <Route path="/publish">
          <SignedInOnly view="publish">
            <ComposePage />
          </SignedInOnly>
        </Route>
        <Route path="/statuses/new">
          <SignedInOnly view="publish">
            <ComposePage />
          </SignedInOnly>
        </Route>
        <Route path="/about">
          <AboutPage />
        </Route>
        <Route path="/followed_tags">
          <SignedInOnly view="followedTags">
            <FollowedTagsPage />
          </SignedInOnly>
        </Route>
        <Route path="/bookmarks">
          <SignedInOnly view="bookmarks">
            <StatusListPage list="bookmarks" />
          </SignedInOnly>
        </Route>
        <Route path="/favourites">
          <SignedInOnly view="favourites">
            <StatusListPage list="favourites" />
          </SignedInOnly>
        </Route>
        <Route path="/:handle">
          <HandleRoute withStatus={false} />
        </Route>
        <Route path="/:handle/:statusId">
          <HandleRoute withStatus />
        </Route>
        <Route path="/:handle/:statusId/reblogs">
          <StatusAccountsPage list="reblogged_by" />
        </Route>
        <Route path="/:handle/:statusId/favourites">
          <StatusAccountsPage list="favourited_by" />
        </Route>
        <Route path="/:handle/:statusId/quotes">
          <QuotesPage />
        </Route>
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Suspense>
  );
}

/** The places a tab or the navigation leads to directly: their headers have no Back. */
const TOP_LEVEL = new Set(['/', '/home', '/notifications', '/search']);

/** The one column of the single-column and phone layouts: what the address names, with Back away from the top-level places. */
export function RoutesWithBack() {
  const [location] = useLocation();
  const back = useBack();
  return (
    <ColumnNavigationContext.Provider value={TOP_LEVEL.has(location) ? null : <BackButton onClick={back} />}>
      <RouteContent index={<HomeOrPublic />} />
    </ColumnNavigationContext.Provider>
  );
}
