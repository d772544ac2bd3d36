import type { PayloadAction } from '@reduxjs/toolkit';
import { call, takeEvery } from 'typed-redux-saga/macro';

/**
 * The slice and the calls load with the search view (nothing searches at start-up), so the watcher
 * names the intents' types rather than importing the slice.
 */
function* run(action: PayloadAction<unknown>) {
  const { runSearchIntent } = yield* call(() => import('./searchCalls'));
  yield* call(runSearchIntent, action);
}

export function* searchSaga() {
  // Answers to an older query are dropped where they land (the slice and the calls know the latest).
  yield* takeEvery(['search/submitted', 'search/expanded', 'search/suggestionsRequested'], run);
}
