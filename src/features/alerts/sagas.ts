import { sessionExpired } from '../../domain/events';
import { call, delay, fork, put, select, take, takeEvery } from 'typed-redux-saga/macro';
import { dbStorageFull } from '../../db/actions';
import { TOAST_DISMISS_MS } from '../../constants';
import { isApiError } from '../../api/errors';
import type { RootState } from '../../store/types';
import type { ErrorAlertOptions } from './errorCatalogue';
import { alertDismissed, alertShown } from './slice';

function* dismissLater(action: ReturnType<typeof alertShown>) {
  yield* delay(TOAST_DISMISS_MS);
  yield* put(alertDismissed(action.payload.key));
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
 * (never a stream of 401 alerts, and never a 401 alert for a visitor), or the catalogue's alert.
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
  const { alertForError } = yield* call(() => import('./errorCatalogue'));
  const alert = alertForError(error, { online, ...options });
  if (alert) yield* put(alertShown(alert));
}
