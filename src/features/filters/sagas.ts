import { call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Filter } from '../../api/entities';
import { fetchFilters } from '../../api/endpoints/filters';
import type { AppServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { streamingEventsReceived } from '../streaming/actions';
import { filtersFetched, filtersFetchRequested } from './slice';

function* loadFilters() {
  const signedIn = (yield select((s: RootState) => s.auth.signedIn)) as boolean;
  if (!signedIn) return;
  const { api } = (yield getContext('services')) as AppServices;
  try {
    const filters = (yield call(fetchFilters, api)) as unknown;
    // A server without v2 filters, or a bad body, leaves the results inside each post in charge.
    if (Array.isArray(filters)) yield put(filtersFetched(filters as Filter[]));
  } catch {
    // The filters fetch skips the alert; the results inside each post still apply.
  }
}

function* onStreamEvents(action: ReturnType<typeof streamingEventsReceived>) {
  const changed = action.payload.events.some((e) => e.type === 'other' && e.event === 'filters_changed');
  if (changed) yield put(filtersFetchRequested());
}

export function* filtersSaga() {
  yield takeLatest(filtersFetchRequested.type, loadFilters);
  yield takeEvery(streamingEventsReceived.type, onStreamEvents);
}
