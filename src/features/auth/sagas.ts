import { call, put, takeLeading } from 'typed-redux-saga/macro';
import { isApiError } from '../../api/errors';
import { verifyCredentials } from '../../api/endpoints/accounts';
import { sessionExpired } from '../../domain/events';
import { appServices } from '../../store/services';
import { reportError } from '../alerts';
import { entitiesImported } from '../../domain/importer/actions';
import { activate } from './savedAccounts';
import {
  accountDisabled,
  accountSwitchRequested,
  callbackReceived,
  credentialsVerified,
  signInRequested,
  signOutRequested,
} from './slice';

/** The sign-in flows, loaded when one starts. */
function* signInFlow(action: ReturnType<typeof signInRequested> | ReturnType<typeof callbackReceived>) {
  const flow = yield* call(() => import('./signInFlow'));
  if (signInRequested.match(action)) yield* call(flow.signIn, action);
  else yield* call(flow.completeSignIn, action);
}

/** The new session starts by saying which account is now in use. */
function* switchAccount(action: ReturnType<typeof accountSwitchRequested>) {
  const { localStorage, switchSession, tabs } = yield* appServices();
  const registry = activate(localStorage, action.payload.accountKey);
  const account = registry.accounts.find((a) => a.key === registry.activeKey);
  if (!account) return;
  const { nowUsingAlert } = yield* call(() => import(/* webpackChunkName: "sign-out" */ './accountNotices'));
  // The app's other tabs switch too.
  tabs?.post({ type: 'switched', accountKey: account.key });
  switchSession(nowUsingAlert(account.acct));
}

/** Signing out is rare: its code loads when it happens. */
function* signOut(action: ReturnType<typeof signOutRequested>) {
  const flow = yield* call(() => import(/* webpackChunkName: "sign-out" */ './signOutFlow'));
  yield* call(flow.signOut, action);
}

/**
 * A refused token (401) is checked once with the account's own server, in the sign-out chunk: a token
 * revoked there signs the account out here and deletes what was kept of it.
 */
function* tokenRefused() {
  const flow = yield* call(() => import(/* webpackChunkName: "sign-out" */ './signOutFlow'));
  yield* call(flow.signOutIfTokenRevoked);
}

/** Start-up for a signed-in session: who am I, with which role. */
export function* verifySession() {
  const { api, account } = yield* appServices();
  if (!account) return;
  try {
    const me = yield* call(verifyCredentials, api);
    yield* put(entitiesImported({ accounts: [{ ...me, last_status_at: me.last_status_at ?? null }] }));
    yield* put(credentialsVerified(me));
  } catch (error) {
    const status = isApiError(error) ? error.status : 0;
    if (status === 403) yield* put(accountDisabled({ accountId: account.accountId }));
    // A revoked or expired token: Mastodon answers 401, some servers 422. Either way the session ended.
    if (status === 401 || status === 422) yield* put(sessionExpired());
    else yield* call(reportError, error);
  }
}

export function* authSaga() {
  yield* takeLeading(signInRequested.type, signInFlow);
  yield* takeLeading(callbackReceived.type, signInFlow);
  yield* takeLeading(accountSwitchRequested.type, switchAccount);
  yield* takeLeading(signOutRequested.type, signOut);
  yield* takeLeading(sessionExpired.type, tokenRefused);
}
