import { useSyncExternalStore } from 'react';
import { DECK_PREFIX, MOBILE_WIDTH_THRESHOLD } from '../constants';
import type { LayoutSetting } from '../features/settings/defaults';

export type Layout = 'mobile' | 'single' | 'multi';

const mobileQuery = `(max-width: ${MOBILE_WIDTH_THRESHOLD}px)`;
// A screen used by touch alone: no mouse or trackpad beside it (a tablet, a large phone held sideways).
const touchQuery = '(hover: none) and (pointer: coarse)';

function subscriber(media: string) {
  return (onChange: () => void) => {
    const query = window.matchMedia(media);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  };
}
const subscribeWidth = subscriber(mobileQuery);
const subscribeTouch = subscriber(touchQuery);
export const isMobileWidth = () => window.matchMedia(mobileQuery).matches;
export const isTouchOnly = () => window.matchMedia(touchQuery).matches;

/**
 * Mobile at a window width of 630 px or less; above it single or multi-column by setting. "auto"
 * gives a touch-only screen the phone's frame (a deck of narrow columns is for a pointer and a
 * keyboard) and a wide screen with a pointer the deck, since the deck is what this client is for.
 */
export function resolveLayout(setting: LayoutSetting, mobile: boolean, touchOnly = false): Layout {
  if (mobile) return 'mobile';
  if (setting === 'auto' && touchOnly) return 'mobile';
  return setting === 'single' ? 'single' : 'multi';
}

export function useIsMobileWidth(): boolean {
  return useSyncExternalStore(subscribeWidth, isMobileWidth, () => false);
}

export function useIsTouchOnly(): boolean {
  return useSyncExternalStore(subscribeTouch, isTouchOnly, () => false);
}

/** The path the current URL should have in this layout: /deck prefixed in the multi-column one. */
export function pathForLayout(pathname: string, layout: Layout): string {
  const inDeck = pathname === DECK_PREFIX || pathname.startsWith(`${DECK_PREFIX}/`);
  if (layout === 'multi') return inDeck ? pathname : `${DECK_PREFIX}${pathname === '/' ? '' : pathname}`;
  if (!inDeck) return pathname;
  return pathname.slice(DECK_PREFIX.length) || '/';
}
