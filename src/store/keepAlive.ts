import { call } from 'typed-redux-saga/macro';

/** A watcher that throws is logged and restarted, so one bug never stops the others. */
export function keepAlive(saga: () => Generator) {
  return function* supervised() {
    for (;;) {
      try {
        yield* call(saga);
        return;
      } catch (error) {
        console.error(`${saga.name} failed; restarting it.`, error);
      }
    }
  };
}
