/** The space between the deck's columns and around them, as the stylesheet sets it (`.deck__columns`). */
const DECK_GAP = 10;

/**
 * Scrolls the deck sideways, only as far as needed, so the column is whole in view: right of the column
 * that stays at the left edge (Compose, when it is the first), never behind it.
 */
export function revealColumn(column: HTMLElement) {
  const deck = column.closest<HTMLElement>('.deck__columns');
  if (!deck) return;
  const pinned = deck.querySelector<HTMLElement>(':scope > .deck__column--pinned');
  const view = deck.getBoundingClientRect();
  const box = column.getBoundingClientRect();
  const left = view.left + DECK_GAP + (pinned && pinned !== column ? pinned.offsetWidth + DECK_GAP : 0);
  const right = view.right - DECK_GAP;
  let delta = 0;
  if (box.right > right) delta = box.right - right;
  if (box.left - delta < left) delta = box.left - left;
  if (delta === 0) return;
  const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  deck.scrollBy?.({ left: delta, behavior: still ? 'auto' : 'smooth' });
}
