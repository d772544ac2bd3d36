import type { Action } from '@reduxjs/toolkit';
import { call, takeEvery } from 'typed-redux-saga/macro';

/**
 * The slice and the workers load with the first view that needs them, so the watcher matches the
 * intents by their type rather than importing them.
 */
const isIntent = (action: Action) =>
  action.type.startsWith('notificationRequests/') && action.type.endsWith('Requested');

function* work(action: Action) {
  const { runIntent } = yield* call(() => import('./workers'));
  yield* call(runIntent, action);
}

export function* notificationRequestsSaga() {
  yield* takeEvery(isIntent, work);
}
