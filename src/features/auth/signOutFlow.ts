import { call, put, select } from 'typed-redux-saga/macro';
import { createApiClient } from '../../api/client';
import { revokeToken } from '../../api/endpoints/oauth';
import { deleteAccountDb } from '../../db/open';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { clearPushOnSignOut } from '../push';
import { signedOutAlert } from './accountNotices';
import { loadRegistry, removeAccount, summarize } from './savedAccounts';
import { savedAccountsChanged, signOutRequested } from './slice';

/** Revokes the token, deletes the account's database and its saved entry. */
export function* signOut(action: ReturnType<typeof signOutRequested>) {
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
      yield* call(
        revokeToken,
        createApiClient({ baseUrl: account.baseUrl }),
        { client_id: account.clientId, client_secret: account.clientSecret, token: account.token },
        account.revocationEndpoint,
      );
    } catch (error) {
      // The token may already be dead; signing out goes on regardless.
      console.warn('Revoking the token failed.', error);
    }
  }
  if (key === activeKey) services.db.close();
  yield* call(deleteAccountDb, key);
  const registry = removeAccount(services.localStorage, key);
  const next = registry.accounts.find((a) => a.key === registry.activeKey);
  if (key === activeKey) services.switchSession(signedOutAlert(account.acct, next?.acct ?? null));
  else yield* put(savedAccountsChanged(summarize(registry.accounts)));
}
