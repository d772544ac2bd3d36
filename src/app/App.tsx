import { lazy, Suspense, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Route, Switch, useParams, useSearch } from 'wouter';
import { useAppSelector } from '../store';
import { NotificationsColumn } from '../features/notifications/components/NotificationsColumn';
import { TimelineColumn } from '../features/timelines/components/TimelineColumn';
import { hashtagKey, keyOf, normalizeTag } from '../domain/timelineKey';
import { Column } from '../ui/Column';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { publicTitle } from './columnKinds';
import { DeckColumns } from './Deck';
import { HomeOrPublic } from './HomeOrPublic';
import { Hosts } from './Hosts';
import { NavigationPanel } from './NavigationPanel';
import type { Layout } from './useLayout';

// Pages reached by navigation are loaded on demand: the first paint needs only the columns.
const AccountPage = lazy(() => import('./pages/AccountPage').then((m) => ({ default: m.AccountPage })));
const StatusPage = lazy(() => import('./pages/StatusPage').then((m) => ({ default: m.StatusPage })));
const ListsPage = lazy(() => import('./pages/ListsPage').then((m) => ({ default: m.ListsPage })));
const TrendingLinksPage = lazy(() =>
  import('./pages/TrendingLinksPage').then((m) => ({ default: m.TrendingLinksPage })),
);
const ComposePage = lazy(() => import('./pages/ComposePage').then((m) => ({ default: m.ComposePage })));

const messages = defineMessages({
  link: { id: 'column.link', defaultMessage: 'Posts about this link' },
  list: { id: 'column.list', defaultMessage: 'List' },
  direct: { id: 'column.direct', defaultMessage: 'Private mentions' },
  notFound: { id: 'column.not_found', defaultMessage: 'This page does not exist.' },
});

const tagMessages = defineMessages<{ tag: { tag: string } }>({
  tag: { id: 'column.hashtag', defaultMessage: '#{tag}' },
});

function NotFound() {
  const intl = useIntl();
  return (
    <Column title={intl.formatMessage(messages.notFound)}>
      <p className="timeline__empty">{intl.formatMessage(messages.notFound)}</p>
    </Column>
  );
}

function HashtagPage() {
  const intl = useIntl();
  const raw = useParams<{ tag: string }>().tag ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape in the address: the raw text is still a usable tag after normalising.
  }
  const tag = normalizeTag(decoded);
  if (!tag) return <NotFound />;
  return (
    <TimelineColumn
      timelineId={keyOf(hashtagKey({ tag }))}
      title={intl.formatMessage(tagMessages.tag, { tag })}
    />
  );
}

function ListPage() {
  const intl = useIntl();
  const id = useParams<{ id: string }>().id ?? '';
  const known = useAppSelector((state) => state.lists.items.find((list) => list.id === id));
  return (
    <TimelineColumn
      timelineId={keyOf({ kind: 'list', id })}
      title={known?.title ?? intl.formatMessage(messages.list)}
    />
  );
}

/** /links: trending links; /links?url=…: the posts about one. */
function LinkPage() {
  const intl = useIntl();
  const url = new URLSearchParams(useSearch()).get('url');
  if (url === null) return <TrendingLinksPage />;
  if (!/^https?:\/\//.test(url)) return <NotFound />;
  return (
    <TimelineColumn timelineId={keyOf({ kind: 'link', url })} title={intl.formatMessage(messages.link)} />
  );
}

function PublicPage({ scope }: { scope: 'local' | 'remote' | 'federated' }) {
  const intl = useIntl();
  return (
    <TimelineColumn
      timelineId={keyOf({ kind: 'public', scope, onlyMedia: false })}
      title={publicTitle(intl, scope)}
      icon="globe"
    />
  );
}

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
