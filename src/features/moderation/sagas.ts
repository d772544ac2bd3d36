import { call, takeLeading } from 'typed-redux-saga/macro';
import { moderationRequested } from '../../domain/events';

/** One dialog's request at a time (a second click sends nothing); the code loads with the first. */
function* handle(action: ReturnType<typeof moderationRequested>) {
  const { handleModerationRequest } = yield* call(
    () => import(/* webpackChunkName: "moderation" */ './workers'),
  );
  yield* call(handleModerationRequest, action.payload);
}

export function* moderationSaga() {
  yield* takeLeading(moderationRequested.type, handle);
}
