import { all, call, getContext, put, takeLeading } from 'redux-saga/effects';
import type { CustomEmoji, Instance } from '../../api/entities';
import { fetchCustomEmojis, fetchInstance } from '../../api/endpoints/instance';
import type { AppServices } from '../../store/services';
import { reportError } from '../alerts/sagas';
import { customEmojisFetched, instanceFetched, instanceFetchRequested } from './slice';

function* loadInstance() {
  const { api } = (yield getContext('services')) as AppServices;
  try {
    yield put(instanceFetched((yield call(fetchInstance, api)) as Instance));
  } catch (error) {
    yield call(reportError, error);
  }
}

function* loadCustomEmojis() {
  const { api } = (yield getContext('services')) as AppServices;
  try {
    yield put(customEmojisFetched((yield call(fetchCustomEmojis, api)) as CustomEmoji[]));
  } catch (error) {
    yield call(reportError, error, { kind: 'customEmojis' });
  }
}

function* loadAll() {
  yield all([call(loadInstance), call(loadCustomEmojis)]);
}

export function* instanceSaga() {
  yield takeLeading(instanceFetchRequested.type, loadAll);
}
