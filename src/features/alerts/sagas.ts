import { sessionExpired } from '../../domain/events';
import { call, delay, fork, getContext, put, select, take, takeEvery } from 'typed-redux-saga/macro';
import { dbStorageFull } from '../../db/actions';
import { FAILURE_TOAST_INTERVAL_MS, TOAST_DISMISS_MS } from '../../constants';
import { isApiError } from '../../api/errors';
import type { RootState } from '../../store/types';
import type { ErrorAlertOptions } from './errorCatalogue';
import { alertDismissed, alertShown } from './slice';

function* dismissLater(action: ReturnType<typeof alertShown>) {
  yield* delay(TOAST_DISMISS_MS);
  yield* put(alertDismissed(action.payload.key));
}

/**
 * Per store (keyed by its services), when each kind of passing failure was last shown and how many of
 * that kind were counted without a toast since.
 */
const failuresShown = new WeakMap<object, Map<string, { at: number; silenced: number }>>();
const noServices = {};

/** Whether a passing failure of this kind may be shown now: once a minute, the others counted silently. */
function* mayShowFailure(kind: string) {
  const services = (yield* getContext<object | undefined>('services')) ?? noServices;
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

/**
 * A device out of space is told once a session, however many writes it refuses: the database cleared
 * the timelines it kept (what the server can give again) to keep the drafts and the outbox.
 */
function* storageFullNotice() {
  yield* take(dbStorageFull);
  const { storageFullAlert } = yield* call(() => import('./storageNotice'));
  yield* put(alertShown(storageFullAlert()));
}

export function* alertsSaga() {
  yield* fork(storageFullNotice);
  yield* takeEvery(alertShown.type, dismissLater);
}

/**
 * Turns a failure into what the user sees: nothing, one "sign in again" state for a refused token
 * (never a stream of 401 alerts, and never a 401 alert for a visitor), or the catalogue's alert: for a
 * passing failure (no network, a server error, rate limited), at most one of its kind a minute.
 */
export function* reportError(error: unknown, options: ErrorAlertOptions = {}) {
  if (isApiError(error) && error.kind === 'http' && error.status === 401) {
    const { signedIn, sessionExpired: alreadyExpired } = yield* select((s: RootState) => s.auth);
    if (signedIn && !alreadyExpired) yield* put(sessionExpired());
    // A visitor's views and actions that need an account ask them to sign in before any request; a 401
    // that still happens is never shown as a status code or token wording.
    return;
  }
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  // The catalogue loads with the first failure: a start-up that goes well never needs it.
  const { alertForError, passingFailureOf } = yield* call(() => import('./errorCatalogue'));
  const alert = alertForError(error, { online, ...options });
  if (!alert) return;
  // Ten failed requests of one kind in a minute (a flaky network, a server restarting) are one toast.
  const passing = passingFailureOf(error);
  if (passing && !(yield* call(mayShowFailure, passing))) return;
  yield* put(alertShown(alert));
}
