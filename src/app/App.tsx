import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Route, Switch, useLocation, useParams } from 'wouter';
import { NotificationsColumn } from '../features/notifications/components/NotificationsColumn';
import { TimelineColumn } from '../features/timelines/components/TimelineColumn';
import { keyOf } from '../domain/timelineKey';
import { ColumnNavigationContext } from '../ui/ColumnNavigationContext';
import { Icon } from '../ui/Icon';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { DeckColumns } from './Deck';
import { HomeOrPublic } from './HomeOrPublic';
import { Hosts } from './Hosts';
import { useAppDispatch, useAppSelector } from '../store';
import { selectCurrentAccount } from '../features/auth/selectors';
import { modalOpened } from '../features/modals/slice';
import { accountPath } from '../features/statuses/components/paths';
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
  back: { id: 'column_back_button.label', defaultMessage: 'Back' },
  close: { id: 'column.close', defaultMessage: 'Close' },
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

/**
 * What the deck opens (a post, a profile, a hashtag, any page) shows in one column at the right of the
 * columns: replaced by the next thing opened, not added to; scrolled into view and focused, with Back
 * (through the pages opened in it) and Close.
 */
function DetailColumn() {
  const intl = useIntl();
  const [location, navigate] = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  // Pages opened since the column appeared: Back walks them, and closes the column from the first.
  const depth = useRef(0);
  const open = location !== '/';
  useEffect(() => {
    if (!open) {
      depth.current = 0;
      return;
    }
    depth.current += 1;
    const column = ref.current;
    if (!column) return;
    // (Not every environment lays out: jsdom has no scrollIntoView.)
    column.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    column.focus({ preventScroll: true });
  }, [location, open]);
  if (!open) return null;
  const close = () => navigate('/');
  const back = () => {
    if (depth.current > 1) {
      depth.current -= 2;
      history.back();
    } else close();
  };
  return (
    <div className="deck__detail" ref={ref} tabIndex={-1}>
      <ColumnNavigationContext.Provider
        value={
          <>
            <button type="button" className="column-header__button" onClick={back}>
              <Icon id="back" size={18} />
              <span className="sr-only">{intl.formatMessage(messages.back)}</span>
            </button>
            <button type="button" className="column-header__button column-header__close" onClick={close}>
              <Icon id="close" size={18} />
              <span className="sr-only">{intl.formatMessage(messages.close)}</span>
            </button>
          </>
        }
      >
        <RouteContent index={null} />
      </ColumnNavigationContext.Provider>
    </div>
  );
}

/** The deck: its columns scroll sideways in their own area; the navigation stays where it is. */
function Deck() {
  return (
    <div className="deck">
      <div className="deck__columns">
        <DeckColumns />
        <DetailColumn />
      </div>
      <NavigationPanel withSignIn={false} deck />
    </div>
  );
}

/**
 * The keyboard shortcuts: their code loads with the first key pressed outside a text field (so it
 * costs nothing to a start-up), then handles that key and listens on the document.
 */
function useShortcuts() {
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentAccount);
  const latest = useRef({ navigate, me });
  useEffect(() => {
    latest.current = { navigate, me };
  }, [navigate, me]);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const onFirstKey = (event: KeyboardEvent) => {
      document.removeEventListener('keydown', onFirstKey);
      void import('./keyboard/shortcuts').then(({ installShortcuts }) => {
        if (cancelled) return;
        const shortcuts = installShortcuts({
          navigate: (path) => latest.current.navigate(path),
          profilePath: () => (latest.current.me ? accountPath(latest.current.me.acct) : undefined),
          openHelp: () => dispatch(modalOpened({ modalType: 'KEYBOARD_SHORTCUTS' })),
        });
        stop = shortcuts.stop;
        shortcuts.handle(event);
      });
    };
    document.addEventListener('keydown', onFirstKey);
    return () => {
      cancelled = true;
      document.removeEventListener('keydown', onFirstKey);
      stop?.();
    };
  }, [dispatch]);
}

export function App({ layout }: { layout: Layout }) {
  useShortcuts();
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
