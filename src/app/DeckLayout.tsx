import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
} from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { useLocation } from 'wouter';
import { DECK_PREFIX } from '../constants';
import { selectSignedIn } from '../features/auth/selectors';
import { ColumnNavigationContext } from '../ui/ColumnNavigationContext';
import { Icon } from '../ui/Icon';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { BackButton, useBack } from './BackNavigation';
import { DeckColumns } from './Deck';
import { NavigationPanel } from './NavigationPanel';
import { useAppSelector, type RootState } from '../store';
import { selectColumns } from '../features/settings/selectors';
import { columnShowing } from './columnKinds';
import type { ColumnSetting } from '../features/settings/defaults';

type ColumnFinder = (path: string) => ColumnSetting | null;

/**
 * Scrolls to the deck column already showing a place and focuses its heading (the code loads on first
 * use). The column is looked up again until it is drawn: at start-up the deck kept on this device is
 * replaced by the account's own, whose columns have other ids.
 */
const revealExisting = (find: ColumnFinder, path: string) =>
  void import('../ui/revealColumn').then((m) => m.revealExistingColumn(() => find(path)?.uuid ?? null));

/** The deck column that already shows what the address names, for a signed-in user's deck, as the deck is now. */
function useColumnShowing(): ColumnFinder {
  const intl = useIntl();
  const store = useStore<RootState>();
  return useCallback(
    (path: string) => {
      const state = store.getState();
      return selectSignedIn(state) ? columnShowing(path, selectColumns(state), intl) : null;
    },
    [store, intl],
  );
}

// The views the address names load with the first one opened: the deck's first paint needs only its columns.
const RouteContent = lazy(() => import('./Routes').then((m) => ({ default: m.RouteContent })));

const messages = defineMessages({
  close: { id: 'column.close', defaultMessage: 'Close' },
});

/**
 * What the deck opens (a post, a profile, a hashtag, any page) shows in one column at the right of the
 * columns, as wide as they are: replaced by the next thing opened, not added to; scrolled into view
 * (right of Compose, which stays) and focused, with Back (through the pages opened) and Close.
 */
function DetailColumn() {
  const intl = useIntl();
  const [location, navigate] = useLocation();
  const back = useBack();
  const ref = useRef<HTMLDivElement>(null);
  // A place the deck has as a column (reached by its address or a shortcut) is that column, scrolled to
  // and focused; the detail column goes on showing what it showed before. It is decided as the address
  // is reached, and again when the account's deck arrives from the server (the device's was drawn
  // first): a page that pins itself to the deck stays open.
  const find = useColumnShowing();
  const serverLoads = useAppSelector((state) => state.settings.serverLoads);
  const [place, setPlace] = useState(() => ({ location, serverLoads, column: find(location) }));
  if (place.location !== location || place.serverLoads !== serverLoads)
    setPlace({ location, serverLoads, column: find(location) });
  const showing = place.location === location ? place.column : null;
  // What the detail column shows, and what it showed before (where it goes back to when what it shows
  // turns out to be a column of the account's deck).
  const shown = useRef('/');
  const before = useRef('/');
  useEffect(() => {
    if (!showing) {
      if (shown.current !== location) [before.current, shown.current] = [shown.current, location];
      return;
    }
    revealExisting(find, location);
    navigate(shown.current === location ? before.current : shown.current, { replace: true });
  }, [showing, location, navigate, find]);
  const open = location !== '/' && !showing;
  useEffect(() => {
    const column = ref.current;
    if (!open || !column) return;
    // A view that took the focus as it opened (Search's field) keeps it.
    if (!column.contains(document.activeElement)) column.focus({ preventScroll: true });
    // The scrolling loads with the first column opened: the deck's first paint does not need it. A
    // view whose content comes later (a page loaded at its address) changes the column's width: it is
    // scrolled into view again then, as far as needed, while that view is open.
    let width = column.offsetWidth;
    let reveal: ((element: HTMLElement) => void) | null = null;
    // (Every browser has ResizeObserver; a test's DOM may not.)
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            if (column.offsetWidth === width) return;
            width = column.offsetWidth;
            reveal?.(column);
          })
        : null;
    void import('../ui/revealColumn').then((m) => {
      reveal = m.revealColumn;
      reveal(column);
      observer?.observe(column);
    });
    return () => observer?.disconnect();
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

/**
 * The deck: its columns scroll sideways in their own area; the navigation stays where it is, a column of
 * its own. Stretched columns share the width by the number of columns the user chose, so the detail
 * column opening or closing never resizes them.
 */
export function DeckLayout() {
  const count = useAppSelector(selectColumns).length;
  const showing = useColumnShowing();
  // A link to a place the deck has as a column scrolls to that column, leaving the detail column as it is.
  const onClickCapture = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== window.location.origin) return;
    if (!link.pathname.startsWith(`${DECK_PREFIX}/`)) return;
    const path = link.pathname.slice(DECK_PREFIX.length);
    if (!showing(path)) return;
    event.preventDefault();
    event.stopPropagation();
    revealExisting(showing, path);
  };
  return (
    <div className="deck" onClickCapture={onClickCapture}>
      <div className="deck__columns" style={{ '--deck-count': Math.max(1, count) } as CSSProperties}>
        <DeckColumns />
        <DetailColumn />
      </div>
      <NavigationPanel withSignIn={false} deck />
    </div>
  );
}
