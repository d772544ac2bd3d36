import type { TimelineItem } from '../../db/types';
import type { RootState } from '../../store/types';
import type { StatusRecord } from '../../domain/importer/normalize';
import {
  filterContextFor,
  judgeStatus,
  NOT_FILTERED,
  type FilterContext,
  type FilterJudgement,
  type FilterState,
} from './filterState';

interface Cached {
  reblog: StatusRecord | undefined;
  filters: RootState['filters'];
  meId: string | null;
  judgement: FilterJudgement;
}

/** Per post record and context, so components get the same object while nothing changed. */
const cache = new WeakMap<StatusRecord, Map<FilterContext, Cached>>();

/**
 * How a post is shown in a context: `hide` leaves it out, `warn` shows "Filtered: {title}" over it,
 * `blur` shows it with its media hidden; null when no filter applies.
 */
export function selectFilterState(
  state: RootState,
  statusId: string,
  context: FilterContext,
  now = Date.now(),
): FilterState {
  const status = state.statuses.entities[statusId];
  if (!status) return NOT_FILTERED;
  const reblog = status.reblog ? state.statuses.entities[status.reblog] : undefined;
  const meId = state.auth.accountId;
  let byContext = cache.get(status);
  const hit = byContext?.get(context);
  if (
    hit &&
    hit.reblog === reblog &&
    hit.filters === state.filters &&
    hit.meId === meId &&
    now < hit.judgement.validUntil
  ) {
    return hit.judgement.action ? hit.judgement : NOT_FILTERED;
  }
  const known = state.filters.loaded ? state.filters.items : null;
  const judgement = judgeStatus(status, reblog, known, context, now, meId);
  if (!byContext) cache.set(status, (byContext = new Map()));
  byContext.set(context, { reblog, filters: state.filters, meId, judgement });
  return judgement.action ? judgement : NOT_FILTERED;
}

const NO_ITEMS: TimelineItem[] = [];
const visibleCache = new Map<string, TimelineItem[]>();

/**
 * The items a column renders: the timeline's ids and gaps without the posts a `hide` filter removes.
 * The same array while the result does not change.
 */
export function selectVisibleTimelineItems(
  state: RootState,
  timelineId: string,
  now = Date.now(),
): TimelineItem[] {
  const items = state.timelines[timelineId]?.items ?? NO_ITEMS;
  const context = filterContextFor(timelineId);
  const visible = items.filter(
    (id) => id === null || selectFilterState(state, id, context, now).action !== 'hide',
  );
  if (visible.length === items.length) return items;
  const previous = visibleCache.get(timelineId);
  if (previous?.length === visible.length && previous.every((id, i) => id === visible[i])) return previous;
  visibleCache.set(timelineId, visible);
  return visible;
}
