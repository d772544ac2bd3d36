import { call, put, takeLatest } from 'typed-redux-saga/macro';
import { appServices } from '../../store/services';
import { reportError } from '../alerts';
import { listsFetched, listsFetchFailed, listsFetchRequested } from './slice';

function* fetchLists() {
  const { api } = yield* appServices();
  try {
    const response = yield* call(() => api.get<unknown>('/api/v1/lists'));
    yield* put(listsFetched(response.data));
  } catch (error) {
    yield* put(listsFetchFailed());
    yield* call(reportError, error);
  }
}

export function* listsSaga() {
  yield* takeLatest(listsFetchRequested.type, fetchLists);
}
