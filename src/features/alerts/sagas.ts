import { sessionExpired } from '../../domain/events';
import { delay, put, select, takeEvery } from 'typed-redux-saga/macro';
import { TOAST_DISMISS_MS } from '../../constants';
import { isApiError } from '../../api/errors';
import type { RootState } from '../../store/types';
import type { ErrorAlertOptions } from './errorCatalogue';
import { alertsIntents } from './intents';
import { alertDismissed, alertShown } from './slice';

function* dismissLater(action: ReturnType<typeof alertShown>) {
  yield* delay(TOAST_DISMISS_MS);
  yield* put(alertDismissed(action.payload.key));
}

export function* alertsSaga() {
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
  // What to say loads with the first failure: a start-up that goes well never needs it.
  yield* put(alertsIntents.errorReported({ error, options: { online, ...options } }));
}
