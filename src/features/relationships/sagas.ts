import { call, takeEvery } from 'typed-redux-saga/macro';

/** The user's intents on relationships: their worker (and the slice) load with the first one. */
function* relationshipIntent(action: { type: string; payload: unknown }) {
  const { handleRelationshipIntent } = yield* call(() => import('./workers'));
  yield* call(handleRelationshipIntent, action);
}

export function* relationshipsSaga() {
  yield* takeEvery(
    (action: { type: string }) => /^relationships\/\w+Requested$/.test(action.type),
    relationshipIntent,
  );
}
