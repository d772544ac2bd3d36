import { defineMessages, useIntl } from 'react-intl';
import { Route, Switch, useParams } from 'wouter';
import { useAppSelector } from '../store';
import { selectSignedIn } from '../features/auth/selectors';
import { SignInPanel } from '../features/auth/components/SignInPanel';
import { ComposeColumn } from '../features/compose/components/ComposeColumn';
import { NotificationsColumn } from '../features/notifications/components/NotificationsColumn';
import { selectColumns } from '../features/settings/selectors';
import type { ColumnSetting } from '../features/settings/defaults';
import { TimelineColumn } from '../features/timelines/components/TimelineColumn';
import { Column } from '../ui/Column';
import { Hosts } from './Hosts';
import { NavigationPanel } from './NavigationPanel';
import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingIndicator } from '../ui/LoadingIndicator';

// Pages reached by navigation are loaded on demand: the first paint needs only the columns.
const AccountPage = lazy(() => import('./pages/AccountPage').then((m) => ({ default: m.AccountPage })));
const StatusPage = lazy(() => import('./pages/StatusPage').then((m) => ({ default: m.StatusPage })));
const ComposePage = lazy(() => import('./pages/ComposePage').then((m) => ({ default: m.ComposePage })));
import type { Layout } from './useLayout';

const messages = defineMessages({
  home: { id: 'column.home', defaultMessage: 'Home' },
  local: { id: 'column.community', defaultMessage: 'Local timeline' },
  federated: { id: 'column.public', defaultMessage: 'Federated timeline' },
  list: { id: 'column.list', defaultMessage: 'List' },
  signIn: { id: 'column.sign_in', defaultMessage: 'Sign in' },
  notFound: { id: 'column.not_found', defaultMessage: 'This page does not exist.' },
});

function HomeOrPublic() {
  const intl = useIntl();
  const signedIn = useAppSelector(selectSignedIn);
  return signedIn ? (
    <TimelineColumn timelineId="home" title={intl.formatMessage(messages.home)} />
  ) : (
    <TimelineColumn timelineId="public:local" title={intl.formatMessage(messages.local)} icon="globe" />
  );
}

const tagMessages = defineMessages<{ tag: { tag: string } }>({
  tag: { id: 'column.hashtag', defaultMessage: '#{tag}' },
});

function HashtagPage() {
  const intl = useIntl();
  const tag = decodeURIComponent(useParams<{ tag: string }>().tag ?? '');
  return (
    <TimelineColumn timelineId={`hashtag:${tag}`} title={intl.formatMessage(tagMessages.tag, { tag })} />
  );
}

function NotFound() {
  const intl = useIntl();
  return (
    <Column title={intl.formatMessage(messages.notFound)}>
      <p className="timeline__empty">{intl.formatMessage(messages.notFound)}</p>
    </Column>
  );
}

/** `/:handle` is an account only when it starts with "@" (SPEC.md section 2: /@{acct}). */
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
          <TimelineColumn timelineId="public:local" title={intl.formatMessage(messages.local)} icon="globe" />
        </Route>
        <Route path="/public">
          <TimelineColumn timelineId="public" title={intl.formatMessage(messages.federated)} icon="globe" />
        </Route>
        <Route path="/tags/:tag">
          <HashtagPage />
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

/** One deck column from the settings (SPEC.md section 2: COMPOSE, HOME, NOTIFICATIONS, LIST). */
function DeckColumn({ column }: { column: ColumnSetting }) {
  const intl = useIntl();
  const signedIn = useAppSelector(selectSignedIn);
  switch (column.id) {
    case 'COMPOSE':
      return signedIn ? (
        <ComposeColumn />
      ) : (
        <Column title={intl.formatMessage(messages.signIn)}>
          <SignInPanel />
        </Column>
      );
    case 'HOME':
      return <HomeOrPublic />;
    case 'NOTIFICATIONS':
      return signedIn ? <NotificationsColumn /> : null;
    case 'LIST': {
      const listId = typeof column.params?.id === 'string' ? column.params.id : null;
      return listId ? (
        <TimelineColumn timelineId={`list:${listId}`} title={intl.formatMessage(messages.list)} />
      ) : null;
    }
    default:
      return null;
  }
}

function Deck() {
  const columns = useAppSelector(selectColumns);
  return (
    <div className="deck">
      {columns.map((column) => (
        <DeckColumn key={column.uuid} column={column} />
      ))}
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
