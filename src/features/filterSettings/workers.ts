import { call, put, select } from 'typed-redux-saga/macro';
import { fetchFilters } from '../../api/endpoints/filters';
import { deleteFilter, saveFilter } from '../../api/endpoints/filterEditing';
import type { Filter } from '../../api/entities';
import { isApiError } from '../../api/errors';
import type { ModerationRequest } from '../../domain/moderation';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts/public';
import { filterDeleted, filtersFetched } from '../filters/public';
import { loadFilterResults } from '../statuses/public';
import { filterSaved, filterSaveFailed, filterSaveStarted } from './slice';

/**
 * Makes the user's new filter list the one every column applies, at once: the list replaces the
 * store's, and each post in the store gets the results the server would now attach to it (a boost
 * those of the post it boosts), so a post added to a filter, or matching a new keyword, is treated
 * without a reload.
 */
export function* applyFilterList(filters: Filter[], askedAt?: number) {
  yield* put(filtersFetched(filters, askedAt));
  const { applyFilterResults } = yield* call(loadFilterResults);
  yield* call(applyFilterResults);
}

/** The list as the server has it now; on failure the store's list stays (the filters fetch is silent). */
export function* reloadFilterList() {
  const { api } = yield* appServices();
  try {
    const askedAt = yield* select((s: RootState) => s.filters.seq);
    const filters = yield* call(fetchFilters, api);
    if (Array.isArray(filters)) yield* call(applyFilterList, filters, askedAt);
  } catch {
    // The results inside each post still apply, and the streaming event reloads the list later.
  }
}

const currentFilters = (state: RootState) => Object.values(state.filters.items);

function* save({ id, params }: Extract<ModerationRequest, { kind: 'filterSave' }>) {
  const { api } = yield* appServices();
  yield* put(filterSaveStarted());
  try {
    const filter = yield* call(saveFilter, api, params, id);
    const others = (yield* select(currentFilters)).filter((f) => f.id !== filter.id);
    yield* call(applyFilterList, [...others, filter]);
    yield* put(filterSaved({ id: filter.id }));
  } catch (error) {
    // The server's words (a validation failure) show in the form; anything else as an alert.
    if (isApiError(error) && error.kind === 'http' && error.status === 422 && error.error) {
      yield* put(filterSaveFailed({ error: error.error }));
    } else {
      yield* put(filterSaveFailed({ error: '' }));
      yield* call(reportError, error);
    }
  }
}

function* remove({ id }: Extract<ModerationRequest, { kind: 'filterDelete' }>) {
  const { api } = yield* appServices();
  try {
    yield* call(deleteFilter, api, id);
    yield* put(filterDeleted(id));
    yield* call(
      applyFilterList,
      (yield* select(currentFilters)).filter((f) => f.id !== id),
    );
  } catch (error) {
    yield* call(reportError, error);
  }
}

export function* handleFilterRequest(
  request: Extract<ModerationRequest, { kind: 'filterSave' | 'filterDelete' }>,
) {
  if (request.kind === 'filterSave') yield* call(save, request);
  else yield* call(remove, request);
}
