import { call, takeEvery } from 'typed-redux-saga/macro';
import { statusListFetchRequested } from './intents';

/** Loaded with the first list opened (`store/lazyFeatures.ts`): no list shows at start-up. */
function* fetchList(action: ReturnType<typeof statusListFetchRequested>) {
  const { fetchStatusList } = yield* call(() => import('./fetchStatusList'));
  yield* call(fetchStatusList, action.payload);
}

export function* statusListsSaga() {
  yield* takeEvery(statusListFetchRequested, fetchList);
}
