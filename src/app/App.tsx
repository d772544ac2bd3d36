import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ColumnNavigationContext } from '../ui/ColumnNavigationContext';
import { Icon } from '../ui/Icon';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { DeckColumns } from './Deck';
import { Hosts } from './Hosts';
import { useAppDispatch, useAppSelector } from '../store';
import { selectCurrentAccount } from '../features/auth/selectors';
import { selectLocalSettings } from '../features/settings/selectors';
import { modalOpened } from '../features/modals/slice';
import { accountPath } from '../features/statuses/components/paths';
import { NavigationPanel } from './NavigationPanel';
import type { Layout } from './useLayout';
import { BackButton, useBack } from './BackNavigation';

// The views the address names load with the first one shown: the deck's first paint needs only its columns.
const RouteContent = lazy(() => import('./Routes').then((m) => ({ default: m.RouteContent })));
const RoutesWithBack = lazy(() => import('./Routes').then((m) => ({ default: m.RoutesWithBack })));
// The phone's frame (top bar, tab bar, menu, compose button) loads only on a phone.
const PhoneShell = lazy(() => import('./PhoneShell').then((m) => ({ default: m.PhoneShell })));

const messages = defineMessages({
  close: { id: 'column.close', defaultMessage: 'Close' },
});

/**
 * What the deck opens (a post, a profile, a hashtag, any page) shows in one column at the right of the
 * columns: replaced by the next thing opened, not added to; scrolled into view and focused, with Back
 * (through the pages opened) and Close.
 */
function DetailColumn() {
  const intl = useIntl();
  const [location, navigate] = useLocation();
  const back = useBack();
  const ref = useRef<HTMLDivElement>(null);
  const open = location !== '/';
  useEffect(() => {
    const column = ref.current;
    if (!open || !column) return;
    // (Not every environment lays out: jsdom has no scrollIntoView.)
    column.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    column.focus({ preventScroll: true });
  }, [location, open]);
  if (!open) return null;
  return (
    <div className="deck__detail" ref={ref} tabIndex={-1}>
      <ColumnNavigationContext.Provider
        value={
          <>
            <BackButton onClick={back} />
            <button
              type="button"
              className="column-header__button column-header__close"
              onClick={() => navigate('/')}
            >
              <Icon id="close" size={18} />
              <span className="sr-only">{intl.formatMessage(messages.close)}</span>
            </button>
          </>
        }
      >
        <Suspense fallback={<LoadingIndicator />}>
          <RouteContent index={null} />
        </Suspense>
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

/** The appearance preferences that act on the whole document: theme and motion. */
function useDocumentAppearance(theme: string, reduceMotion: boolean) {
  // Before the browser paints, so a chosen theme never flashes the system's.
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
    root.toggleAttribute('data-reduce-motion', reduceMotion);
  }, [theme, reduceMotion]);
}

export function App({ layout }: { layout: Layout }) {
  useShortcuts();
  const { theme, reduce_motion: reduceMotion, stretch } = useAppSelector(selectLocalSettings);
  useDocumentAppearance(theme, reduceMotion);
  return (
    <div className={`app layout-${layout}${stretch ? ' stretch' : ''}`}>
      {layout === 'multi' ? (
        <Deck />
      ) : layout === 'mobile' ? (
        <Suspense fallback={<LoadingIndicator />}>
          <PhoneShell />
        </Suspense>
      ) : (
        <div className="single-column">
          <main className="single-column__main">
            <Suspense fallback={<LoadingIndicator />}>
              <RoutesWithBack />
            </Suspense>
          </main>
          <NavigationPanel />
        </div>
      )}
      <Hosts />
    </div>
  );
}
