import { actionChannel, call, take } from 'typed-redux-saga/macro';
import { isAnyOf, type Action } from '@reduxjs/toolkit';
import { pushIntents } from './intents';

/**
 * Loaded with the first push intent (`store/lazyFeatures.ts`): the intents one at a time (a click must not interleave with the start-up
 * check on the same browser subscription), with their code loaded at the first of them.
 */
export function* pushSaga() {
  const intents = yield* actionChannel(isAnyOf(...pushIntents));
  for (;;) {
    const action: Action = yield* take(intents);
    const flow = yield* call(() => import('./flow'));
    yield* call(flow.runPushIntent, action);
  }
}
