import type { PayloadAction } from '@reduxjs/toolkit';
import { call, takeEvery } from 'typed-redux-saga/macro';
import type { AccountListKey } from './slice';

/**
 * The slice and the fetching code load with the first list opened, so the watcher names the
 * intent's type rather than importing the slice.
 */
const FETCH_REQUESTED = 'accountLists/fetchRequested';

function* fetchList(action: PayloadAction<{ list: AccountListKey; expand?: boolean }>) {
  const { fetchAccountList } = yield* call(() => import('./fetchAccountList'));
  yield* call(fetchAccountList, action.payload);
}

export function* accountListsSaga() {
  yield* takeEvery(FETCH_REQUESTED, fetchList);
}
