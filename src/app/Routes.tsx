import { lazy, Suspense, type ReactNode } from 'react';
import { RouteDrawn } from './firstScreen';
import { Route, Switch, useLocation } from 'wouter';
import { ColumnNavigationContext } from '../ui/ColumnNavigationContext';
import { BackButton, useBack } from './BackNavigation';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { HomeOrPublic } from './HomeOrPublic';
import { NotFound } from './pages/NotFound';
import { FollowedTagsPage } from '../features/tags';
import { AboutPage } from '../features/about';
import { selectSignedIn } from '../features/auth/selectors';
import { useAppSelector } from '../store/hooks';
import type { SignedInView } from './pages/SignInRequired';
import { ROUTES, type PageName } from './routeTable';

// Pages reached by navigation are loaded on demand: the first paint needs only the columns.
const page = <K extends 'HashtagPage' | 'LinkPage' | 'ListPage' | 'PublicPage'>(name: K) =>
  lazy(() => import('./pages/TimelinePages').then((m) => ({ default: m[name] })));
const HashtagPage = page('HashtagPage');
const LinkPage = page('LinkPage');
const ListPage = page('ListPage');
const PublicPage = page('PublicPage');
const NotificationsColumn = lazy(() =>
  import('../features/notifications/components/NotificationsColumn').then((m) => ({
    default: m.NotificationsColumn,
  })),
);
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
const SharePage = lazy(() => import('./pages/SharePage').then((m) => ({ default: m.SharePage })));
const IntentPage = lazy(() => import('./pages/IntentPage').then((m) => ({ default: m.IntentPage })));
const DraftsPage = lazy(() => import('../features/compose/components/drafts/DraftsPage'));
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

/** Every view the address can name (`routeTable.ts`); `index` is what "/" shows (nothing in the deck's detail column). */
export function RouteContent({ index }: { index: ReactNode }) {
  const pages: Record<PageName, ReactNode> = {
    index,
    home: <HomeOrPublic />,
    notifications: (
      <SignedInOnly view="notifications">
        <NotificationsColumn />
      </SignedInOnly>
    ),
    notificationRequests: (
      <SignedInOnly view="notificationRequests">
        <NotificationRequestsPage />
      </SignedInOnly>
    ),
    notificationRequest: (
      <SignedInOnly view="notificationRequests">
        <NotificationRequestPage />
      </SignedInOnly>
    ),
    followRequests: (
      <SignedInOnly view="followRequests">
        <FollowRequestsPage />
      </SignedInOnly>
    ),
    publicLocal: <PublicPage scope="local" />,
    publicRemote: <PublicPage scope="remote" />,
    public: <PublicPage scope="federated" />,
    hashtag: <HashtagPage />,
    lists: (
      <SignedInOnly view="lists">
        <ListsPage />
      </SignedInOnly>
    ),
    list: (
      <SignedInOnly view="lists">
        <ListPage />
      </SignedInOnly>
    ),
    filters: (
      <SignedInOnly view="filters">
        <FiltersRoute />
      </SignedInOnly>
    ),
    links: <LinkPage />,
    conversations: (
      <SignedInOnly view="conversations">
        <ConversationsColumn />
      </SignedInOnly>
    ),
    accountSettings: (
      <SignedInOnly view="accountSettings">
        <AccountSettingsPage />
      </SignedInOnly>
    ),
    search: <SearchPage />,
    explore: <ExplorePage />,
    directory: <DirectoryPage />,
    preferences: <PreferencesPage />,
    publish: (
      <SignedInOnly view="publish">
        <ComposePage />
      </SignedInOnly>
    ),
    share: <SharePage />,
    intent: <IntentPage />,
    drafts: (
      <SignedInOnly view="drafts">
        <DraftsPage />
      </SignedInOnly>
    ),
    about: <AboutPage />,
    followedTags: (
      <SignedInOnly view="followedTags">
        <FollowedTagsPage />
      </SignedInOnly>
    ),
    bookmarks: (
      <SignedInOnly view="bookmarks">
        <StatusListPage list="bookmarks" />
      </SignedInOnly>
    ),
    favourites: (
      <SignedInOnly view="favourites">
        <StatusListPage list="favourites" />
      </SignedInOnly>
    ),
    account: <AccountPage />,
    status: <StatusPage />,
    reblogs: <StatusAccountsPage list="reblogged_by" />,
    favouritedBy: <StatusAccountsPage list="favourited_by" />,
    quotes: <QuotesPage />,
  };
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <Switch>
        {ROUTES.map(([path, page]) => (
          <Route key={String(path)} path={path}>
            {pages[page]}
          </Route>
        ))}
        <Route>
          <NotFound />
        </Route>
      </Switch>
      <RouteDrawn />
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
