import { lazy, Suspense, useEffect, useRef, type CSSProperties } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ColumnNavigationContext } from '../ui/ColumnNavigationContext';
import { Icon } from '../ui/Icon';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { BackButton, useBack } from './BackNavigation';
import { DeckColumns } from './Deck';
import { NavigationPanel } from './NavigationPanel';
import { useAppSelector } from '../store';
import { selectColumns } from '../features/settings/selectors';

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
  const open = location !== '/';
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
  return (
    <div className="deck">
      <div className="deck__columns" style={{ '--deck-count': Math.max(1, count) } as CSSProperties}>
        <DeckColumns />
        <DetailColumn />
      </div>
      <NavigationPanel withSignIn={false} deck />
    </div>
  );
}
