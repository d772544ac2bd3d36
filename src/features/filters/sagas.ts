import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga/macro';
import { fetchFilters } from '../../api/endpoints/filters';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { streamingEventsReceived } from '../../domain/streamingEvents';
import { filtersFetched, filtersFetchRequested } from './slice';

function* loadFilters() {
  const signedIn = yield* select((s: RootState) => s.auth.signedIn);
  if (!signedIn) return;
  const { api } = yield* appServices();
  try {
    const filters = yield* call(fetchFilters, api);
    // A server without v2 filters, or a bad body, leaves the results inside each post in charge.
    if (Array.isArray(filters)) yield* put(filtersFetched(filters));
  } catch {
    // The filters fetch skips the alert; the results inside each post still apply.
  }
}

function* onStreamEvents(action: ReturnType<typeof streamingEventsReceived>) {
  const changed = action.payload.events.some((e) => e.type === 'other' && e.event === 'filters_changed');
  if (changed) yield* put(filtersFetchRequested());
}

export function* filtersSaga() {
  yield* takeLatest(filtersFetchRequested.type, loadFilters);
  yield* takeEvery(streamingEventsReceived.type, onStreamEvents);
}
