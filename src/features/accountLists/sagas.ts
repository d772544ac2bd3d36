import { call, takeEvery } from 'typed-redux-saga/macro';
import { accountListFetchRequested } from './slice';

/** The fetching code loads with the first list opened. */
function* fetchList(action: ReturnType<typeof accountListFetchRequested>) {
  const { fetchAccountList } = yield* call(() => import('./fetchAccountList'));
  yield* call(fetchAccountList, action.payload);
}

export function* accountListsSaga() {
  yield* takeEvery(accountListFetchRequested.type, fetchList);
}
