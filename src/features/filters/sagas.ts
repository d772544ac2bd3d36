import { put, takeEvery } from 'typed-redux-saga/macro';
import { streamingEventsReceived } from '../../domain/streamingEvents';
import { filtersIntents } from './intents';

function* onStreamEvents(action: ReturnType<typeof streamingEventsReceived>) {
  const changed = action.payload.events.some((e) => e.type === 'other' && e.event === 'filters_changed');
  if (changed) yield* put(filtersIntents.fetchRequested());
}

export function* filtersSaga() {
  yield* takeEvery(streamingEventsReceived.type, onStreamEvents);
}
