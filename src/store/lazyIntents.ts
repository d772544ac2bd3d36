import type { Action } from '@reduxjs/toolkit';
import { call, takeEvery } from 'typed-redux-saga/macro';

interface IntentWorkers {
  runIntent: (action: Action) => Generator;
}

/**
 * Features whose slice and workers load with their first view. Their intents (types ending in
 * "Requested") are matched by the feature's prefix and handed to the workers' `runIntent`, so none of
 * their code is in the first load.
 */
const WORKERS: Record<string, () => Promise<IntentWorkers>> = {
  tags: () => import('../features/tags/workers'),
  about: () => import('../features/about/workers'),
  announcements: () => import('../features/announcements/workers'),
  profileEdit: () => import('../features/profileEdit/workers'),
  relationships: () => import('../features/relationships/workers'),
  explore: () => import('../features/explore/workers'),
};

const workersOf = (action: Action) => {
  const feature = action.type.split('/', 1)[0];
  // Own keys only: a type such as "constructor/…" must not reach Object's prototype.
  return action.type.endsWith('Requested') && Object.prototype.hasOwnProperty.call(WORKERS, feature)
    ? WORKERS[feature]
    : undefined;
};

function* work(action: Action) {
  const load = workersOf(action);
  if (!load) return;
  const { runIntent } = yield* call(load);
  yield* call(runIntent, action);
}

export function* lazyIntentsSaga() {
  yield* takeEvery((action: Action) => !!workersOf(action), work);
}
