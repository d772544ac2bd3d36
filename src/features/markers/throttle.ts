import { buffers } from 'redux-saga';
import { actionChannel, call, delay, flush, fork, take } from 'typed-redux-saga/macro';
import type { Action } from '@reduxjs/toolkit';

/**
 * Runs `worker` at once for the first matching action (leading edge), then at most once per `ms`:
 * an action arriving inside a window runs the worker when the window ends (trailing edge, with the
 * latest action), which opens the next window. A quiet window lets the next action lead again, and so
 * does a run in which the worker answered `false` (it had nothing to do, so no window is needed).
 */
export function* throttleLeadingTrailing<A extends Action>(
  ms: number,
  actionType: string,
  worker: (action: A) => unknown,
) {
  return yield* fork(function* throttled() {
    const channel = yield* actionChannel(actionType, buffers.sliding<A>(1));
    for (;;) {
      const first = yield* take(channel);
      if ((yield* call(worker, first)) === false) continue;
      for (;;) {
        yield* delay(ms);
        const queued = yield* flush(channel);
        if (queued.length === 0) break;
        if ((yield* call(worker, queued[queued.length - 1])) === false) break;
      }
    }
  });
}
