import { lazy, Suspense, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Route, Switch, useParams } from 'wouter';
import { NotificationsColumn } from '../features/notifications/components/NotificationsColumn';
import { TimelineColumn } from '../features/timelines/components/TimelineColumn';
import { keyOf } from '../domain/timelineKey';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { DeckColumns } from './Deck';
import { HomeOrPublic } from './HomeOrPublic';
import { Hosts } from './Hosts';
import { NavigationPanel } from './NavigationPanel';
import type { Layout } from './useLayout';
import { NotFound } from './pages/NotFound';
import { HashtagPage, LinkPage, ListPage, PublicPage } from './pages/TimelinePages';

// Pages reached by navigation are loaded on demand: the first paint needs only the columns.
const AccountPage = lazy(() => import('./pages/AccountPage').then((m) => ({ default: m.AccountPage })));
const StatusPage = lazy(() => import('./pages/StatusPage').then((m) => ({ default: m.StatusPage })));
const ListsPage = lazy(() => import('./pages/ListsPage').then((m) => ({ default: m.ListsPage })));
const ComposePage = lazy(() => import('./pages/ComposePage').then((m) => ({ default: m.ComposePage })));

const messages = defineMessages({
  direct: { id: 'column.direct', defaultMessage: 'Private mentions' },
});

/** `/:handle` is an account only when it starts with "@" (/@{acct}). */
function HandleRoute({ withStatus }: { withStatus: boolean }) {
  const { handle = '' } = useParams<{ handle: string }>();
  if (!handle.startsWith('@')) return <NotFound />;
  return withStatus ? <StatusPage /> : <AccountPage />;
}

function RouteContent({ index }: { index: ReactNode }) {
  const intl = useIntl();
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <Switch>
        <Route path="/">{index}</Route>
        <Route path="/home">
          <HomeOrPublic />
        </Route>
        <Route path="/notifications">
          <NotificationsColumn />
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
          <ListsPage />
        </Route>
        <Route path="/lists/:id">
          <ListPage />
        </Route>
        <Route path="/links">
          <LinkPage />
        </Route>
        <Route path="/conversations">
          <TimelineColumn
            timelineId={keyOf({ kind: 'direct' })}
            title={intl.formatMessage(messages.direct)}
            icon="at"
          />
        </Route>
        <Route path="/publish">
          <ComposePage />
        </Route>
        <Route path="/statuses/new">
          <ComposePage />
        </Route>
        <Route path="/:handle">
          <HandleRoute withStatus={false} />
        </Route>
        <Route path="/:handle/:statusId">
          <HandleRoute withStatus />
        </Route>
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Suspense>
  );
}

function Deck() {
  return (
    <div className="deck">
      <DeckColumns />
      <RouteContent index={null} />
      <NavigationPanel withSignIn={false} />
    </div>
  );
}

export function App({ layout }: { layout: Layout }) {
  return (
    <div className={`app layout-${layout}`}>
      {layout === 'multi' ? (
        <Deck />
      ) : (
        <div className="single-column">
          <main className="single-column__main">
            <RouteContent index={<HomeOrPublic />} />
          </main>
          <NavigationPanel />
        </div>
      )}
      <Hosts />
    </div>
  );
}
