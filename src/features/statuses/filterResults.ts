import { put, select } from 'typed-redux-saga/macro';
import type { Filter, FilterResult, Poll } from '../../api/entities';
import type { HydrationPayload } from '../../db/actions';
import type { StatusRecord } from '../../domain/importer/normalize';
import type { RootState } from '../../store/types';
import type { IntentHandlers } from '../../store/feature';
import type { filterResultsIntents } from './intents';
import { filterResultsFor, matchersOf, sameResults, type Matcher } from './filterMatching';
import { htmlToPlainText } from './sanitizeHtml';
import { localFieldsSet } from './slice';

/** What a filter keyword is matched against in a post, as the server does. */
function textsOf(status: StatusRecord | undefined, poll: Poll | undefined): string[] {
  if (!status) return [];
  return [
    htmlToPlainText(typeof status.content === 'string' ? status.content : ''),
    typeof status.spoiler_text === 'string' ? status.spoiler_text : '',
    ...(Array.isArray(status.media_attachments) ? status.media_attachments : []).flatMap((m) =>
      typeof m?.description === 'string' ? [m.description] : [],
    ),
    ...(Array.isArray(poll?.options) ? poll.options : []).flatMap((o) =>
      typeof o?.title === 'string' ? [o.title] : [],
    ),
  ];
}

type Lookup<T> = (id: string) => T | undefined;

/**
 * The results the server would attach, under `filters`, to each of `statuses` (a boost gets those of
 * the post it boosts), by post id.
 */
export function filterResultsOf(
  statuses: Iterable<StatusRecord | undefined>,
  statusOf: Lookup<StatusRecord>,
  pollOf: Lookup<Poll>,
  filters: readonly Filter[],
  now: number,
): Map<string, FilterResult[]> {
  const matchers: Matcher[] = matchersOf(filters, now);
  const byTarget = new Map<string, FilterResult[]>();
  const all = new Map<string, FilterResult[]>();
  for (const status of statuses) {
    if (!status) continue;
    const targetId = status.reblog && statusOf(status.reblog) ? status.reblog : status.id;
    let results = matchers.length === 0 ? [] : byTarget.get(targetId);
    if (!results) {
      const target = statusOf(targetId);
      const poll = target?.poll ? pollOf(target.poll) : undefined;
      results = filterResultsFor(targetId, textsOf(target, poll), matchers);
      byTarget.set(targetId, results);
    }
    all.set(status.id, results);
  }
  return all;
}

/**
 * Every post in the store gets the results the server would now attach to it under the store's
 * filter list, so each open column hides or warns at once, without loading again.
 */
export function* applyFilterResults() {
  const state: RootState = yield* select((s: RootState) => s);
  const entities = state.statuses.entities;
  const results = filterResultsOf(
    Object.values(entities),
    (id) => entities[id],
    (id) => state.polls.entities[id],
    Object.values(state.filters.items),
    Date.now(),
  );
  for (const [statusId, filtered] of results) {
    if (!sameResults(entities[statusId]?.filtered, filtered))
      yield* put(localFieldsSet({ statusId, filtered }));
  }
}

/**
 * What the local database kept, with each kept post's results worked out from the kept filter list
 * (the list as it stood when last fetched or changed here), or from the store's for posts read later,
 * so the first render already applies it.
 */
export function withKeptFilters(
  payload: HydrationPayload,
  filters = payload.filters,
  now = Date.now(),
): HydrationPayload {
  if (!Array.isArray(filters)) return payload;
  const { statuses, polls } = payload.entities;
  const byId = new Map(statuses.map((s) => [s.id, s]));
  const pollsById = new Map(polls.map((p) => [p.id, p]));
  const results = filterResultsOf(
    statuses,
    (id) => byId.get(id),
    (id) => pollsById.get(id),
    filters,
    now,
  );
  let touched = false;
  const next = statuses.map((status) => {
    const filtered = results.get(status.id) ?? [];
    if (sameResults(status.filtered, filtered)) return status;
    touched = true;
    return { ...status, filtered };
  });
  return touched ? { ...payload, entities: { ...payload.entities, statuses: next } } : payload;
}

export const handlers: IntentHandlers<typeof filterResultsIntents> = {
  filterListChanged: applyFilterResults,
};

/** A newer list ends the work on the one before. */
export const takes = 'latest';
