import { createAction, createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import type { Filter } from '../../api/entities';
import { dbHydrated } from '../../db/actions';
import { carriesEntities, entitiesOf } from '../../domain/importer/matchers';
import type { StatusRecord } from '../../domain/importer/normalize';

export interface FiltersState {
  /** False until the list arrived: until then the copies inside each post's results are used. */
  loaded: boolean;
  items: Record<string, Filter>;
  /** Counts the imports of posts that carried filters: orders them against the list's requests. */
  seq: number;
  /** Filters last seen in a post's results at import `seq` (a list asked for earlier may lack them). */
  seen: Record<string, number>;
  /** Filters deleted here: a stale copy inside a post's results does not bring them back. */
  deleted: Record<string, true>;
}

const initialState: FiltersState = { loaded: false, items: {}, seq: 0, seen: {}, deleted: {} };

/**
 * The list the server answered differs from the one the store held (kept from the last session, or
 * fetched before): every post in the store gets the results worked out from the new list.
 */
export const filterListChanged = createAction('filters/listChanged');

/** A filter as far as matching goes: what it is called, where and how it applies, what it matches. */
const signature = (filter: Filter) =>
  JSON.stringify([
    filter.id,
    filter.title,
    [...(filter.context ?? [])].sort(),
    filter.filter_action,
    filter.expires_at ?? null,
    (filter.keywords ?? []).map((k) => [k?.keyword, k?.whole_word !== false]).sort(),
    (filter.statuses ?? []).map((s) => s?.status_id).sort(),
  ]);

/** Whether two filter lists match the same posts the same way, whatever their order. */
export function sameFilterList(a: readonly Filter[], b: readonly Filter[]): boolean {
  if (a.length !== b.length) return false;
  const signatures = new Set(a.map(signature));
  return b.every((filter) => signatures.has(signature(filter)));
}

/** The part of a filter a post's result carries: its keywords and posts come with the list only. */
const EMBEDDED_FIELDS = ['title', 'context', 'filter_action', 'expires_at'] as const;

/**
 * The state with the filters embedded in these posts' results added, or updated from the newer copy,
 * as Mastodon's web UI imports them with the posts: a filter made elsewhere applies at once, whatever
 * list was fetched before. A filter deleted here stays out. The same state when nothing changes.
 * `missingOnly`: posts read from the local database bring only the filters not known yet; their
 * copies are older than any the network brought.
 */
export function withImportedFilters(
  state: FiltersState,
  statuses: readonly StatusRecord[],
  missingOnly = false,
): FiltersState {
  let next: FiltersState | null = null;
  for (const status of statuses) {
    const results: unknown = status?.filtered;
    if (!Array.isArray(results)) continue;
    for (const result of results as unknown[]) {
      const embedded = (result as { filter?: Partial<Filter> } | null)?.filter;
      if (!embedded || typeof embedded.id !== 'string' || !Array.isArray(embedded.context)) continue;
      const current: FiltersState = next ?? state;
      if (current.deleted[embedded.id] || (missingOnly && current.items[embedded.id])) continue;
      next ??= { ...state, seq: state.seq + 1, items: { ...state.items }, seen: { ...state.seen } };
      const merged: Record<string, unknown> = { keywords: [], statuses: [], ...next.items[embedded.id] };
      merged.id = embedded.id;
      for (const field of EMBEDDED_FIELDS) {
        if (embedded[field] !== undefined) merged[field] = embedded[field];
      }
      next.items[embedded.id] = merged as Filter;
      next.seen[embedded.id] = next.seq;
    }
  }
  return next ?? state;
}

const filtersSlice = createSlice({
  name: 'filters',
  initialState,
  reducers: {
    /**
     * The user's list as the server answered it. `askedAt` is the `seq` when it was asked for: a filter
     * seen in a post since then may be newer than the list and stays; any other filter not in it was
     * deleted. Without it (a list made here after a change) the list is the whole truth.
     */
    fetched: {
      reducer: (state, action: PayloadAction<Filter[], string, { askedAt: number } | undefined>) => {
        const askedAt = action.meta?.askedAt ?? Infinity;
        const items: Record<string, Filter> = {};
        for (const filter of action.payload) {
          if (filter && typeof filter.id === 'string') items[filter.id] = filter;
        }
        const seen: Record<string, number> = {};
        for (const [id, seq] of Object.entries(state.seen)) {
          if (seq <= askedAt) continue;
          seen[id] = seq;
          if (!items[id] && state.items[id]) items[id] = state.items[id];
        }
        state.loaded = true;
        state.items = items;
        state.seen = seen;
      },
      prepare: (filters: Filter[], askedAt?: number) => ({
        payload: filters,
        meta: askedAt === undefined ? undefined : { askedAt },
      }),
    },
    /** Deleted here: out of the list, and never taken back from a post's stale results. */
    deleted: (state, action: PayloadAction<string>) => {
      delete state.items[action.payload];
      delete state.seen[action.payload];
      state.deleted[action.payload] = true;
    },
  },
  extraReducers: (builder) => {
    // The list kept in the local database stands until the server's arrives (its posts' results were
    // worked out from it before they were dispatched).
    builder.addCase(dbHydrated, (state, { payload }) => {
      if (!Array.isArray(payload.filters) || state.loaded) return;
      state.loaded = true;
      for (const filter of payload.filters)
        if (filter && typeof filter.id === 'string') state.items[filter.id] = filter;
    });
    // Worked out on the plain state (not the draft): a new state when a post brought a filter.
    builder.addMatcher(carriesEntities, (state, action) => {
      const before = original(state);
      const after = withImportedFilters(before, entitiesOf(action).statuses, dbHydrated.match(action));
      return after === before ? undefined : after;
    });
  },
});

export const { fetched: filtersFetched, deleted: filterDeleted } = filtersSlice.actions;
export const filtersReducer = filtersSlice.reducer;
