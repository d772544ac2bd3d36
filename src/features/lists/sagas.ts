import { call, put, select, takeLatest } from 'typed-redux-saga/macro';
import { isApiError } from '../../api/errors';
import { appServices } from '../../store/services';
import { reportError } from '../alerts/public';
import { capabilityLearned, selectCapability } from '../capabilities/public';
import { listsFetched, listsFetchFailed, listsFetchRequested } from './slice';

function* fetchLists() {
  // A server without lists said so once: its views say "Not available on this server" and ask no more.
  if ((yield* select(selectCapability, 'lists')) === 'no') {
    yield* put(listsFetchFailed());
    return;
  }
  const { api } = yield* appServices();
  try {
    const response = yield* call(() => api.get<unknown>('/api/v1/lists'));
    yield* put(listsFetched(response.data));
  } catch (error) {
    yield* put(listsFetchFailed());
    if (isApiError(error) && error.status === 404)
      yield* put(capabilityLearned({ feature: 'lists', supported: false }));
    else yield* call(reportError, error);
  }
}

export function* listsSaga() {
  yield* takeLatest(listsFetchRequested.type, fetchLists);
}
