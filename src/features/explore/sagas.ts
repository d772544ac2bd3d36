import { call, takeEvery } from 'typed-redux-saga/macro';

/**
 * Explore's slice and workers load with its first view, so the watcher names the intents by their
 * type ('explore/…Requested') rather than importing the slice.
 */
const isExploreIntent = (action: { type: string }) =>
  action.type.startsWith('explore/') && action.type.endsWith('Requested');

function* handle(action: { type: string }) {
  const { handleExploreIntent } = yield* call(() => import('./workers'));
  yield* call(handleExploreIntent, action);
}

export function* exploreSaga() {
  yield* takeEvery(isExploreIntent, handle);
}
