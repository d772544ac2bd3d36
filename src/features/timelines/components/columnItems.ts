import { createSelector } from '@reduxjs/toolkit';
import type { TimelineItem } from '../../../db/types';
import type { RootState } from '../../../store/types';
import type { StatusRecord } from '../../../domain/importer/normalize';
import { selectVisibleTimelineItems } from '../../filters/public';
import { parseKey } from '../../../domain/timelineKey';

/** What a column hides on top of filters; each a primitive so selectors memoise on them. */
export interface ColumnItemOptions {
  /** Home's "Show boosts" off: boosts are left out. */
  hideReblogs?: boolean;
  /** Home's "Show replies" off: replies to others are left out (replies to oneself stay, as threads). */
  hideReplies?: boolean;
}

const tagsOf = (status: StatusRecord) =>
  new Set((Array.isArray(status.tags) ? status.tags : []).map((t) => String(t?.name ?? '').toLowerCase()));

/**
 * A hashtag column with "all" or "none" tags streams the main tag only: posts that came that way and
 * miss an "all" tag or carry a "none" tag are left out here (the server applies the same rules to pages).
 */
function matchesHashtag(timelineId: string, status: StatusRecord) {
  const params = parseKey(timelineId);
  if (params?.kind !== 'hashtag' || (params.all.length === 0 && params.none.length === 0)) return true;
  const tags = tagsOf(status);
  return params.all.every((t) => tags.has(t)) && !params.none.some((t) => tags.has(t));
}

/** A selector per column: the timeline's visible items without what the column's settings hide. */
export const makeSelectColumnItems = () =>
  createSelector(
    [
      (state: RootState, timelineId: string) => selectVisibleTimelineItems(state, timelineId),
      (state: RootState) => state.statuses.entities,
      (state: RootState) => state.auth.accountId,
      (_: RootState, timelineId: string) => timelineId,
      (_: RootState, _id: string, hideReblogs: boolean) => hideReblogs,
      (_: RootState, _id: string, _r: boolean, hideReplies: boolean) => hideReplies,
    ],
    (items, entities, me, timelineId, hideReblogs, hideReplies): TimelineItem[] => {
      const kept = items.filter((id) => {
        if (id === null) return true;
        const status = entities[id];
        if (!status) return true;
        if (hideReblogs && status.reblog) return false;
        if (hideReplies && status.in_reply_to_id && status.in_reply_to_account_id !== me) return false;
        const shown = status.reblog ? (entities[status.reblog] ?? status) : status;
        return matchesHashtag(timelineId, shown);
      });
      return kept.length === items.length ? items : kept;
    },
    { memoizeOptions: { resultEqualityCheck: shallowEqualItems } },
  );

function shallowEqualItems(a: TimelineItem[], b: TimelineItem[]) {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
