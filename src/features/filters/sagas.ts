import { call, put, takeEvery, takeLatest } from 'typed-redux-saga/macro';
import { streamingEventsReceived } from '../../domain/streamingEvents';
import { filtersFetchRequested } from './slice';

/** The list loads in its own chunk: until it arrives the results inside each post are in charge. */
function* loadFilters() {
  const { loadFilters: load } = yield* call(() => import('./load'));
  yield* call(load);
}

function* onStreamEvents(action: ReturnType<typeof streamingEventsReceived>) {
  const changed = action.payload.events.some((e) => e.type === 'other' && e.event === 'filters_changed');
  if (changed) yield* put(filtersFetchRequested());
}

export function* filtersSaga() {
  yield* takeLatest(filtersFetchRequested.type, loadFilters);
  yield* takeEvery(streamingEventsReceived.type, onStreamEvents);
}
