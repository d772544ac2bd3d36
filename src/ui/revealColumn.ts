import { isRightToLeft } from './direction';

/** The space between the deck's columns and around them, as the stylesheet sets it (`.deck__columns`). */
const DECK_GAP = 10;

/**
 * Scrolls the deck sideways, only as far as needed, so the column is whole in view: beside the column
 * that stays at the start edge (Compose, when it is the first: the left edge, or the right one under
 * right to left), never behind it. The stylesheet makes the scroll smooth, or instant with less motion.
 */
export function revealColumn(column: HTMLElement) {
  const deck = column.closest<HTMLElement>('.deck__columns');
  const pinned = deck?.querySelector<HTMLElement>(':scope > .deck__column--pinned');
  if (!deck?.scrollTo) return;
  // Where the column lies in the scrolled content, so a scroll still under way changes nothing. Under
  // right to left `scrollLeft` runs from 0 (the start, at the right) down to negative values, and these
  // positions are in the same terms.
  const left = column.getBoundingClientRect().left - deck.getBoundingClientRect().left + deck.scrollLeft;
  const right = left + column.offsetWidth;
  const pinnedRoom = pinned && pinned !== column ? pinned.offsetWidth + DECK_GAP : 0;
  const rtl = isRightToLeft(deck);
  // The most and the least the deck may be scrolled with the whole column in view, clear of Compose.
  const highest = left - DECK_GAP - (rtl ? 0 : pinnedRoom);
  const lowest = right + DECK_GAP + (rtl ? pinnedRoom : 0) - deck.clientWidth;
  // A column wider than the view shows its start.
  const target = rtl
    ? Math.max(Math.min(deck.scrollLeft, highest), lowest)
    : Math.min(Math.max(deck.scrollLeft, lowest), highest);
  if (target !== deck.scrollLeft) deck.scrollTo({ left: target });
}

const deckColumn = (uuid: string) =>
  [...document.querySelectorAll<HTMLElement>('[data-column]')].find(
    (element) => element.dataset.column === uuid,
  );

/** Scrolls a deck column into view and gives it the focus, once the deck has drawn it. */
export function revealNewColumn(uuid: string) {
  requestAnimationFrame(() => {
    const column = deckColumn(uuid);
    if (!column) return;
    revealColumn(column);
    column.focus({ preventScroll: true });
  });
}

/**
 * Scrolls a column already on the deck into view and gives its heading the focus: a place the user asks
 * for again (from the navigation, a link or its address) is the column that shows it, never a second copy.
 */
export function revealExistingColumn(
  uuid: () => string | null,
  framesLeft = REVEAL_WAIT_FRAMES,
  focused: HTMLElement | null = null,
) {
  // At start-up (the place's address opened) the deck may not have drawn the column yet, or may draw it
  // again when the account's own deck replaces the one kept on this device: the heading focused then left
  // the page, and the focus that fell back to the page goes to the new one. A focus the user moved stays.
  const fellBack = !document.activeElement || document.activeElement === document.body;
  if (!focused || (!focused.isConnected && fellBack)) {
    const id = uuid();
    const column = id ? deckColumn(id) : undefined;
    const heading = column?.querySelector<HTMLElement>('.column-header__title');
    if (column && heading) {
      revealColumn(column);
      heading.focus({ preventScroll: true });
      focused = heading;
    }
  }
  if (framesLeft > 0) requestAnimationFrame(() => revealExistingColumn(uuid, framesLeft - 1, focused));
}

/** How long a column asked for at start-up may take to be drawn: about two seconds of frames. */
const REVEAL_WAIT_FRAMES = 120;
