import { call, takeEvery } from 'typed-redux-saga/macro';
import { accountListFetchRequested } from './intents';

/** Loaded with the first list opened (`store/lazyFeatures.ts`). */
function* fetchList(action: ReturnType<typeof accountListFetchRequested>) {
  const { fetchAccountList } = yield* call(() => import('./fetchAccountList'));
  yield* call(fetchAccountList, action.payload);
}

export function* accountListsSaga() {
  yield* takeEvery(accountListFetchRequested, fetchList);
}
