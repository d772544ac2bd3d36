import { all, call, put, takeLeading } from 'typed-redux-saga/macro';
import { fetchCustomEmojis, fetchInstance } from '../../api/endpoints/instance';
import { appServices } from '../../store/services';
import { reportError } from '../alerts';
import { customEmojisFetched, instanceFetched, instanceFetchRequested } from './slice';

function* loadInstance() {
  const { api } = yield* appServices();
  try {
    yield* put(instanceFetched(yield* call(fetchInstance, api)));
  } catch (error) {
    const { loadInstanceAfterFailure } = yield* call(() => import('./v1Fallback'));
    yield* call(loadInstanceAfterFailure, error);
  }
}

function* loadCustomEmojis() {
  const { api } = yield* appServices();
  try {
    yield* put(customEmojisFetched(yield* call(fetchCustomEmojis, api)));
  } catch (error) {
    yield* call(reportError, error, { kind: 'customEmojis' });
  }
}

function* loadAll() {
  yield* all([call(loadInstance), call(loadCustomEmojis)]);
}

export function* instanceSaga() {
  yield* takeLeading(instanceFetchRequested.type, loadAll);
}
