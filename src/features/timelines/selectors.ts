import type { RootState } from '../../store/types';
import { initialTimeline, type TimelineState } from './slice';

export const selectTimeline = (state: RootState, timelineId: string): TimelineState =>
  state.timelines[timelineId] ?? initialTimeline;

/** The newest status id of a timeline, pending items included (for since_id). */
export const selectNewestId = (state: RootState, timelineId: string): string | undefined => {
  const timeline = state.timelines[timelineId];
  if (!timeline) return undefined;
  return timeline.pendingItems[0] ?? timeline.items.find((id): id is string => id !== null);
};

/** The oldest status id (for max_id when loading more). */
export const selectOldestId = (state: RootState, timelineId: string): string | undefined => {
  const items = state.timelines[timelineId]?.items ?? [];
  for (let i = items.length - 1; i >= 0; i--) {
    const id = items[i];
    if (id !== null) return id;
  }
  return undefined;
};

const NO_ITEMS: TimelineState['items'] = [];

/** Items a column renders: ids and null gaps; the same array while the timeline does not change. */
export const selectTimelineItems = (state: RootState, timelineId: string) =>
  state.timelines[timelineId]?.items ?? NO_ITEMS;
