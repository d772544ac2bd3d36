import type { Action } from '@reduxjs/toolkit';
import { call, takeEvery } from 'typed-redux-saga/macro';

/** The slice and the workers load with the first intent, so the watcher matches the intents by type. */
const isIntent = ({ type }: Action) => type.startsWith('listManagement/') && type.endsWith('Requested');

function* work(action: Action) {
  const { runListIntent } = yield* call(() => import('./lazy'));
  yield* call(runListIntent, action);
}

export function* listManagementSaga() {
  yield* takeEvery(isIntent, work);
}
