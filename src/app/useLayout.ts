import { useSyncExternalStore } from 'react';
import { MOBILE_WIDTH_THRESHOLD } from '../constants';
import type { LayoutSetting } from '../features/settings/defaults';

export type Layout = 'mobile' | 'single' | 'multi';

const mobileQuery = `(max-width: ${MOBILE_WIDTH_THRESHOLD}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(mobileQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isMobileWidth = () => window.matchMedia(mobileQuery).matches;

/**
 * Mobile at a window width of 630 px or less; above it single or multi-column by
 * setting. "auto" picks the deck on wide screens, since the deck is what this client is for.
 */
export function resolveLayout(setting: LayoutSetting, mobile: boolean): Layout {
  if (mobile) return 'mobile';
  return setting === 'single' ? 'single' : 'multi';
}

export function useIsMobileWidth(): boolean {
  return useSyncExternalStore(subscribe, isMobileWidth, () => false);
}

export const DECK_PREFIX = '/deck';

/** The path the current URL should have in this layout: /deck prefixed in the multi-column one. */
export function pathForLayout(pathname: string, layout: Layout): string {
  const inDeck = pathname === DECK_PREFIX || pathname.startsWith(`${DECK_PREFIX}/`);
  if (layout === 'multi') return inDeck ? pathname : `${DECK_PREFIX}${pathname === '/' ? '' : pathname}`;
  if (!inDeck) return pathname;
  return pathname.slice(DECK_PREFIX.length) || '/';
}
