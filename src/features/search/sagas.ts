import type { PayloadAction } from '@reduxjs/toolkit';
import { call, takeEvery, takeLatest } from 'typed-redux-saga/macro';

/**
 * The slice and the calls load with the search view (nothing searches at start-up), so the watcher
 * names the intents' types rather than importing the slice.
 */
function* run(action: PayloadAction<unknown>) {
  const { runSearchIntent } = yield* call(() => import('./searchCalls'));
  yield* call(runSearchIntent, action);
}

export function* searchSaga() {
  yield* takeLatest('search/submitted', run);
  yield* takeLatest('search/suggestionsRequested', run);
  yield* takeEvery('search/expanded', run);
}
