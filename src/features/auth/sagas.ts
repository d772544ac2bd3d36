import { call, put, select, takeLeading } from 'typed-redux-saga/macro';
import { createApiClient } from '../../api/client';
import { isApiError } from '../../api/errors';
import { verifyCredentials } from '../../api/endpoints/accounts';
import { revokeToken } from '../../api/endpoints/oauth';
import { deleteAccountDb } from '../../db/open';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts';
import { clearPushOnSignOut } from '../push';
import { entitiesImported } from '../../domain/importer/actions';
import { activate, loadRegistry, removeAccount, summarize } from './savedAccounts';
import {
  accountDisabled,
  accountSwitchRequested,
  callbackReceived,
  credentialsVerified,
  savedAccountsChanged,
  signInRequested,
  signOutRequested,
} from './slice';

/** The sign-in flows, loaded when one starts. */
function* signInFlow(action: ReturnType<typeof signInRequested> | ReturnType<typeof callbackReceived>) {
  const flow = yield* call(() => import('./signInFlow'));
  if (signInRequested.match(action)) yield* call(flow.signIn, action);
  else yield* call(flow.completeSignIn, action);
}

function* switchAccount(action: ReturnType<typeof accountSwitchRequested>) {
  const { localStorage, switchSession } = yield* appServices();
  const registry = activate(localStorage, action.payload.accountKey);
  if (registry.activeKey) switchSession();
}

/** Revokes the token, deletes the account's database and its saved entry. */
function* signOut(action: ReturnType<typeof signOutRequested>) {
  const services = yield* appServices();
  const activeKey = yield* select((s: RootState) => s.auth.accountKey);
  const key = action.payload?.accountKey ?? activeKey;
  const account = loadRegistry(services.localStorage).accounts.find((a) => a.key === key);
  if (!key || !account) return;
  yield* call(
    clearPushOnSignOut,
    createApiClient({ baseUrl: account.baseUrl, getToken: () => account.token }),
    account,
    services.localStorage,
  );
  if (account.clientId && account.clientSecret) {
    try {
      yield* call(revokeToken, createApiClient({ baseUrl: account.baseUrl }), {
        client_id: account.clientId,
        client_secret: account.clientSecret,
        token: account.token,
      });
    } catch (error) {
      // The token may already be dead; signing out goes on regardless.
      console.warn('Revoking the token failed.', error);
    }
  }
  if (key === activeKey) services.db.close();
  yield* call(deleteAccountDb, key);
  const registry = removeAccount(services.localStorage, key);
  if (key === activeKey) services.switchSession();
  else yield* put(savedAccountsChanged(summarize(registry.accounts)));
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
    if (isApiError(error) && error.status === 403)
      yield* put(accountDisabled({ accountId: account.accountId }));
    yield* call(reportError, error);
  }
}

export function* authSaga() {
  yield* takeLeading(signInRequested.type, signInFlow);
  yield* takeLeading(callbackReceived.type, signInFlow);
  yield* takeLeading(accountSwitchRequested.type, switchAccount);
  yield* takeLeading(signOutRequested.type, signOut);
}
