import { actionChannel, call, take } from 'typed-redux-saga/macro';
import type { Action } from '@reduxjs/toolkit';

/**
 * Always loaded: the push intents, one at a time (a click must not interleave with the start-up
 * check on the same browser subscription), with their code loaded at the first of them.
 */
export function* pushSaga() {
  const intents = yield* actionChannel([
    'push/checkRequested',
    'push/enableRequested',
    'push/disableRequested',
    'push/preferencesChanged',
  ]);
  for (;;) {
    const action: Action = yield* take(intents);
    const flow = yield* call(() => import('./flow'));
    yield* call(flow.runPushIntent, action);
  }
}
