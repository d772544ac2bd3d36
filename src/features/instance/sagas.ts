import { all, call, put, takeLeading } from 'typed-redux-saga/macro';
import { fetchCustomEmojis, fetchInstance } from '../../api/endpoints/instance';
import { appServices } from '../../store/services';
import { isApiError } from '../../api/errors';
import { reportError } from '../alerts/public';
import { instanceIntents } from './intents';
import { customEmojisFetched, instanceFetched, instanceFetchRequested } from './slice';

function* loadInstance() {
  const { api } = yield* appServices();
  try {
    yield* put(instanceFetched(yield* call(fetchInstance, api)));
  } catch (error) {
    // A server without the v2 description (404) is read through v1, whose code loads then.
    if (isApiError(error) && error.kind === 'http' && error.status === 404)
      yield* put(instanceIntents.v1Requested());
    else yield* call(reportError, error);
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
