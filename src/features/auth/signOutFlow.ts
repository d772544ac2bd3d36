import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put, select } from 'typed-redux-saga/macro';
import { createApiClient } from '../../api/client';
import { verifyCredentials } from '../../api/endpoints/accounts';
import { revokeToken } from '../../api/endpoints/oauth';
import { isApiError } from '../../api/errors';
import { deleteAccountDb } from '../../db/open';
import { accountStorageKeys } from '../../domain/accountStorage';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { clearPushOnSignOut } from '../push';
import { signedOutAlert, tokenRevokedAlert } from './accountNotices';
import { loadRegistry, removeAccount, summarize, type SavedAccount } from './savedAccounts';
import { credentialsVerified, savedAccountsChanged, signOutRequested } from './slice';

/** Ends the account's push subscription (with its token, so before revoking it) and this browser's. */
function* clearPush(account: SavedAccount) {
  const services = yield* appServices();
  yield* call(
    clearPushOnSignOut,
    createApiClient({ baseUrl: account.baseUrl, getToken: () => account.token }),
    account,
    services.localStorage,
  );
}

/**
 * Forgets an account on this browser: its database (timelines, notifications, drafts, the outbox,
 * settings), what it kept in localStorage and its saved entry with the token. The session moves on to
 * the next saved account, or to a signed-out one, announced by `announce`.
 */
function* forgetAccount(account: SavedAccount, announce: (next: string | null) => UnknownAction) {
  const services = yield* appServices();
  const activeKey = yield* select((s: RootState) => s.auth.accountKey);
  const { key } = account;
  if (key === activeKey) services.db.close();
  yield* call(deleteAccountDb, key);
  for (const item of accountStorageKeys(key)) {
    try {
      services.localStorage.removeItem(item);
    } catch {
      // A storage that refuses access holds nothing to remove.
    }
  }
  const registry = removeAccount(services.localStorage, key);
  const next = registry.accounts.find((a) => a.key === registry.activeKey);
  if (key === activeKey) services.switchSession(announce(next?.acct ?? null));
  else yield* put(savedAccountsChanged(summarize(registry.accounts)));
}

/** Ends the push subscription, revokes the token, then forgets the account. */
export function* signOut(action: ReturnType<typeof signOutRequested>) {
  const services = yield* appServices();
  const activeKey = yield* select((s: RootState) => s.auth.accountKey);
  const key = action.payload?.accountKey ?? activeKey;
  const account = loadRegistry(services.localStorage).accounts.find((a) => a.key === key);
  if (!key || !account) return;
  yield* call(clearPush, account);
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
  yield* call(forgetAccount, account, (next: string | null) => signedOutAlert(account.acct, next));
}

/**
 * The server's own word that a token is dead: a 401 carrying Mastodon's `{"error": "..."}` body ("The
 * access token was revoked", "... is invalid", "... expired"). A proxy's or portal's error page has no
 * such body.
 */
const tokenRefused = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && error.status === 401 && typeof error.error === 'string';

/**
 * After a call of the signed-in session was refused with 401: the account's own server is asked once,
 * with the account's own token, who it belongs to. Only when it refuses the token too is the account
 * signed out and everything this browser kept of it deleted (the token was revoked elsewhere). A
 * visitor, a call that gets no answer, any other answer, or a token renewed meanwhile (signed in again
 * in another tab) keeps everything.
 */
export function* signOutIfTokenRevoked() {
  const services = yield* appServices();
  const session = services.account;
  if (!session) return;
  const account = loadRegistry(services.localStorage).accounts.find((a) => a.key === session.key);
  if (!account || account.token !== session.token || account.baseUrl !== session.baseUrl) return;
  try {
    const me = yield* call(
      verifyCredentials,
      createApiClient({ baseUrl: account.baseUrl, getToken: () => account.token }),
    );
    // The token still works: one call was refused, not the sign-in.
    yield* put(credentialsVerified(me));
    return;
  } catch (error) {
    if (!tokenRefused(error)) return;
  }
  yield* call(clearPush, account);
  yield* call(forgetAccount, account, (next: string | null) => tokenRevokedAlert(account.acct, next));
}
