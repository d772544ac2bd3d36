import { FOLLOW_SUGGESTIONS_INSERT_AGE_MS, FOLLOW_SUGGESTIONS_MIN_INDEX } from '../../constants';
import type { RootState } from '../../store/types';
import { selectVisibleTimelineItems } from '../filters/public';
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

/**
 * Where home's follow-suggestions insert goes: at the first post older than 4 hours, never before
 * index 1; null when no post is that old. A boost counts from the time it was boosted.
 */
export function suggestionsInsertIndex(
  items: readonly (string | null)[],
  statuses: RootState['statuses']['entities'],
  now: number,
): number | null {
  const cutoff = now - FOLLOW_SUGGESTIONS_INSERT_AGE_MS;
  for (let i = 0; i < items.length; i++) {
    const id = items[i];
    const createdAt = id === null ? NaN : Date.parse(statuses[id]?.created_at ?? '');
    if (!Number.isNaN(createdAt) && createdAt < cutoff) return Math.max(i, FOLLOW_SUGGESTIONS_MIN_INDEX);
  }
  return null;
}

/** The insert's index into the rendered items (`selectVisibleTimelineItems`). */
export const selectSuggestionsInsertIndex = (state: RootState, timelineId: string, now: number) =>
  suggestionsInsertIndex(selectVisibleTimelineItems(state, timelineId, now), state.statuses.entities, now);

const NO_IDS: string[] = [];

/** The posts a timeline holds, shown and pending: what its first page is checked against. */
export const selectHeldIds = (state: RootState, timelineId: string): string[] => {
  const timeline = state.timelines[timelineId];
  if (!timeline) return NO_IDS;
  return [...timeline.pendingItems, ...timeline.items.filter((id): id is string => id !== null)];
};
