import type { Filter, FilterResult } from '../../api/entities';
import type { FilterAction, FilterContext } from '../../domain/filtering';
import { filterContextOf, parseKey } from '../../domain/timelineKey';
import type { StatusRecord } from '../../domain/importer/normalize';

export type { FilterAction } from '../../domain/filtering';
export type { FilterContext } from '../../domain/filtering';

export interface FilterState {
  action: FilterAction | null;
  /** Titles of the matching filters, for "Filtered: {title}". */
  titles: string[];
}

export const NOT_FILTERED: FilterState = Object.freeze({ action: null, titles: [] });

/** When several filters match, the strongest treatment wins. */
const STRENGTH: Record<FilterAction, number> = { blur: 1, warn: 2, hide: 3 };

/** Which filter context a timeline key (or the thread or notifications view) belongs to. */
export function filterContextFor(timelineId: string): FilterContext {
  if (timelineId === 'thread' || timelineId === 'notifications') return timelineId;
  const key = parseKey(timelineId);
  return key ? filterContextOf(key) : 'public';
}

/** Mastodon's default is warn; an action this client does not know is treated the same way. */
const actionOf = (filter: Filter): FilterAction =>
  filter.filter_action === 'hide' || filter.filter_action === 'blur' ? filter.filter_action : 'warn';

export interface FilterJudgement extends FilterState {
  /** The earliest future expiry among the filters looked at: the judgement may change then. */
  validUntil: number;
}

/**
 * How a post is treated in a context, from the `filtered` results the server attached to it (to the
 * boosted post for a boost). `known` is the user's filter list, with the filters the imported posts
 * carried added: a result whose filter is not in it was deleted, and the filter's current context and
 * action win over the copy in the result. The user's own posts are never filtered.
 */
export function judgeStatus(
  status: StatusRecord | undefined,
  reblog: StatusRecord | undefined,
  known: Record<string, Filter> | null,
  context: FilterContext,
  now: number,
  meId: string | null,
): FilterJudgement {
  const none = { ...NOT_FILTERED, validUntil: Infinity };
  if (!status) return none;
  const target = reblog ?? status;
  if (meId && target.account === meId) return none;
  const results: unknown = reblog?.filtered?.length ? reblog.filtered : status.filtered;
  if (!Array.isArray(results) || results.length === 0) return none;
  let action: FilterAction | null = null;
  const titles: string[] = [];
  let validUntil = Infinity;
  for (const result of results as FilterResult[]) {
    const embedded = result?.filter;
    if (!embedded || typeof embedded.id !== 'string') continue;
    const filter = known ? known[embedded.id] : embedded;
    if (!filter || !Array.isArray(filter.context) || !filter.context.includes(context)) continue;
    const expires = filter.expires_at ? Date.parse(filter.expires_at) : NaN;
    if (!Number.isNaN(expires)) {
      if (expires <= now) continue;
      validUntil = Math.min(validUntil, expires);
    }
    const current = actionOf(filter);
    if (!action || STRENGTH[current] > STRENGTH[action]) action = current;
    if (typeof filter.title === 'string' && !titles.includes(filter.title)) titles.push(filter.title);
  }
  return action ? { action, titles, validUntil } : { ...none, validUntil };
}
