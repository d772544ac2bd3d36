import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { ApiResponse } from '../../api/client';
import type { AppServices } from '../../store/services';
import { reportError } from '../alerts/sagas';
import { listsFetched, listsFetchFailed, listsFetchRequested } from './slice';

function* fetchLists() {
  const { api } = (yield getContext('services')) as AppServices;
  try {
    const response = (yield call(() => api.get<unknown>('/api/v1/lists'))) as ApiResponse<unknown>;
    yield put(listsFetched(response.data));
  } catch (error) {
    yield put(listsFetchFailed());
    yield call(reportError, error);
  }
}

export function* listsSaga() {
  yield takeLatest(listsFetchRequested.type, fetchLists);
}
