import { getContext, put } from 'typed-redux-saga/macro';
import { FAILURE_TOAST_INTERVAL_MS } from '../../constants';
import type { IntentHandlers } from '../../store/feature';
import { alertForError, passingFailureOf } from './errorCatalogue';
import type { alertsIntents } from './intents';
import { alertShown } from './slice';
import { storageFullAlert } from './storageNotice';

/**
 * Per store (keyed by its services), when each kind of passing failure was last shown and how many of
 * that kind were counted without a toast since, and whether the device's lack of space was told.
 */
const failuresShown = new WeakMap<object, Map<string, { at: number; silenced: number }>>();
const storageFullTold = new WeakSet<object>();
const noServices = {};

function* storeKey() {
  return (yield* getContext<object | undefined>('services')) ?? noServices;
}

/** Whether a passing failure of this kind may be shown now: once a minute, the others counted silently. */
function* mayShowFailure(kind: string) {
  const services = yield* storeKey();
  let shown = failuresShown.get(services);
  if (!shown) failuresShown.set(services, (shown = new Map()));
  const last = shown.get(kind);
  const now = Date.now();
  if (last && now - last.at < FAILURE_TOAST_INTERVAL_MS) {
    last.silenced += 1;
    return false;
  }
  shown.set(kind, { at: now, silenced: 0 });
  return true;
}

export const handlers: IntentHandlers<typeof alertsIntents> = {
  *errorReported({ payload: { error, options } }) {
    const alert = alertForError(error, options);
    if (!alert) return;
    // Ten failed requests of one kind in a minute (a flaky network, a server restarting) are one toast.
    const passing = passingFailureOf(error);
    if (passing && !(yield* mayShowFailure(passing))) return;
    yield* put(alertShown(alert));
  },
  // The database cleared the timelines it kept (what the server can give again) to keep the drafts
  // and the outbox.
  *storageFull() {
    const services = yield* storeKey();
    if (storageFullTold.has(services)) return;
    storageFullTold.add(services);
    yield* put(alertShown(storageFullAlert()));
  },
};
