import { isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { searchIntents } from './intents';
import { call, takeEvery } from 'typed-redux-saga/macro';

/** Loaded with the first search (`store/lazyFeatures.ts`); the calls with it. */
function* run(action: PayloadAction<unknown>) {
  const { runSearchIntent } = yield* call(() => import('./searchCalls'));
  yield* call(runSearchIntent, action);
}

export function* searchSaga() {
  // Answers to an older query are dropped where they land (the slice and the calls know the latest).
  yield* takeEvery(isAnyOf(...searchIntents), run);
}
