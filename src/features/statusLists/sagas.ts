import type { PayloadAction } from '@reduxjs/toolkit';
import { call, takeEvery } from 'typed-redux-saga/macro';
import type { StatusListKey } from './slice';

/**
 * The slice and the fetching code load with the first list opened (no list shows at start-up), so
 * the watcher names the intent's type rather than importing the slice.
 */
const FETCH_REQUESTED = 'statusLists/fetchRequested';

function* fetchList(action: PayloadAction<{ list: StatusListKey; expand?: boolean }>) {
  const { fetchStatusList } = yield* call(() => import('./fetchStatusList'));
  yield* call(fetchStatusList, action.payload);
}

export function* statusListsSaga() {
  yield* takeEvery(FETCH_REQUESTED, fetchList);
}
