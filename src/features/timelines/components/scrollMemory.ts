import type { VirtualItem } from '@tanstack/react-virtual';

/** Where a column was scrolled, kept while the page lives, so a route change and back restores it. */
export interface SavedScroll {
  offset: number;
  measurements: VirtualItem[];
}

const saved = new Map<string, SavedScroll>();

export const rememberScroll = (timelineId: string, scroll: SavedScroll) => saved.set(timelineId, scroll);
export const recallScroll = (timelineId: string): SavedScroll | undefined => saved.get(timelineId);
