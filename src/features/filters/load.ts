import { call, put, select, spawn, takeEvery } from 'typed-redux-saga/macro';
import type { Filter, Status } from '../../api/entities';
import { fetchFilters } from '../../api/endpoints/filters';
import { fetchFiltersV1 } from '../../api/endpoints/filtersV1';
import { isApiError } from '../../api/errors';
import { entitiesImported } from '../../domain/importer/actions';
import { carriesEntities, entitiesOf } from '../../domain/importer/matchers';
import type { NormalizedEntities, StatusRecord } from '../../domain/importer/normalize';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { capabilityLearned, selectCapability } from '../capabilities/public';
import { filtersFromV1, matchFilters } from './v1Filters';
import type { IntentHandlers } from '../../store/feature';
import { filtersIntents } from './intents';
import { filterListChanged, filtersFetched, sameFilterList } from './slice';
import { whenOnline } from '../../utils/whenOnline';

/** The stores whose posts are already matched against v1 filters here (each store has its own services). */
const matching = new WeakSet<object>();

const selectV1Filters = (s: RootState) => Object.values(s.filters.items);

/**
 * A v1 server attaches no `filtered` results to posts: they are matched here, and the posts imported
 * again with the results, so the same rules as for v2 apply them. Posts already carrying results
 * (these, or the server's) are left alone.
 */
function* attachResults(records: readonly StatusRecord[]) {
  const filters: Filter[] = yield* select(selectV1Filters);
  const matched: StatusRecord[] = [];
  for (const record of records) {
    if (Array.isArray(record.filtered) && record.filtered.length > 0) continue;
    const filtered = matchFilters(record as unknown as Status, filters);
    if (filtered.length > 0) matched.push({ ...record, filtered });
  }
  if (matched.length === 0) return;
  // Already normalised: the reducers take the payload as is, past the action creator's normalising.
  const payload: NormalizedEntities = { statuses: matched, accounts: [], polls: [] };
  yield* put({ type: entitiesImported.type, payload });
}

/**
 * The list as the server answered it: when it differs from the one the store held (kept from the last
 * session, or fetched before; made, changed or deleted on another device meanwhile), every post in the
 * store gets the results worked out from it at once, without loading them again.
 */
function* received(filters: Filter[], askedAt: number) {
  const held = yield* select((s: RootState) => (s.filters.loaded ? Object.values(s.filters.items) : null));
  yield* put(filtersFetched(filters, askedAt));
  if (held && !sameFilterList(held, filters)) yield* put(filterListChanged());
}

function* loadV1() {
  const { api } = yield* appServices();
  const askedAt = yield* select((s: RootState) => s.filters.seq);
  const filters = filtersFromV1(yield* call(fetchFiltersV1, api));
  yield* call(received, filters, askedAt);
  const stored = yield* select((s: RootState) => Object.values(s.statuses.entities));
  yield* call(
    attachResults,
    stored.filter((record): record is StatusRecord => !!record),
  );
  const services = yield* appServices();
  if (matching.has(services)) return;
  matching.add(services);
  // Spawned: a later reload of the list (takeLatest) must not stop the matching.
  yield* spawn(function* matchImported() {
    yield* takeEvery(carriesEntities, function* onImport(action: Parameters<typeof entitiesOf>[0]) {
      yield* call(attachResults, entitiesOf(action).statuses);
    });
  });
}

/** v2 filters until the server answers 404 there; then v1 for the rest of the session. */
function* loadFilters() {
  if (!(yield* select((s: RootState) => s.auth.signedIn))) return;
  try {
    if ((yield* select(selectCapability, 'filtersV2')) === 'no') {
      yield* call(loadV1);
      return;
    }
    const { api } = yield* appServices();
    const askedAt = yield* select((s: RootState) => s.filters.seq);
    const filters = yield* call(fetchFilters, api);
    // A bad body leaves the results inside each post in charge.
    if (Array.isArray(filters)) yield* call(received, filters, askedAt);
  } catch (error) {
    // Asked while the device is offline (a start without network): asked again once it is back online.
    if (isApiError(error) && error.kind === 'network' && navigator.onLine === false) {
      yield* call(whenOnline);
      yield* put(filtersIntents.fetchRequested());
      return;
    }
    if (!isApiError(error) || error.kind !== 'http' || error.status !== 404) return;
    yield* put(capabilityLearned({ feature: 'filtersV2', supported: false }));
    try {
      yield* call(loadV1);
    } catch {
      // Neither version: the posts stay unfiltered here, as the server would show them.
    }
  }
}

export const handlers: IntentHandlers<typeof filtersIntents> = { fetchRequested: loadFilters };

/** A new ask for the list ends the one on its way: the newest answer is the one kept. */
export const takes = 'latest';
