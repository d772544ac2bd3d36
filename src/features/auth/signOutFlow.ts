import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put, select } from 'typed-redux-saga/macro';
import { createApiClient } from '../../api/client';
import { verifyCredentials } from '../../api/endpoints/accounts';
import { revokeToken } from '../../api/endpoints/oauth';
import { isApiError } from '../../api/errors';
import { deleteAccountDb } from '../../db/open';
import { accountStorageKeys, IMAGE_CACHES, signOutLockName } from '../../domain/accountStorage';
import { holdWebLock } from '../../utils/webLocks';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { clearPushOnSignOut } from '../push/public';
import type { IntentHandlers } from '../../store/feature';
import { nowUsingAlert, signedOutAlert, tokenRevokedAlert } from './accountNotices';
import type { sessionIntents } from './intents';
import { activate, loadRegistry, removeAccount, summarize, type SavedAccount } from './savedAccounts';
import { credentialsVerified, savedAccountsChanged } from './slice';

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

/** The service worker's image caches, shared by the accounts signed in here, once none is left. */
async function dropImageCaches() {
  if (typeof caches === 'undefined') return;
  await Promise.all(IMAGE_CACHES.map((name) => caches.delete(name).catch(() => false)));
}

/**
 * Runs `work` (the sign-out of the account) in one tab at a time: a tab that finds another already
 * signing the account out does nothing, and follows that tab's messages. The other tabs are told first,
 * so that those showing the account stop using it (no call of theirs meets the revoked token, and their
 * connection to its database closes before it is deleted).
 */
function* signingOut(key: string, work: () => Generator<unknown, void>) {
  const lock = yield* call(holdWebLock, signOutLockName(key), { ifAvailable: true });
  if (!lock) return;
  try {
    const { tabs } = yield* appServices();
    tabs?.post({ type: 'signingOut', accountKey: key });
    yield* call(work);
  } finally {
    lock.release();
  }
}

/**
 * Forgets an account on this browser: its database (timelines, notifications, drafts, the outbox,
 * settings), what it kept in localStorage and its saved entry with the token, and with the last
 * account the service worker's image caches. The session moves on to the next saved account, or to a
 * signed-out one, announced by `announce`; every other tab showing the account does the same.
 */
function* forgetAccount(
  account: SavedAccount,
  announce: (next: string | null) => UnknownAction,
  revoked: boolean,
) {
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
  if (registry.accounts.length === 0) yield* call(dropImageCaches);
  services.tabs?.post({
    type: 'signedOut',
    accountKey: key,
    acct: account.acct,
    revoked,
    next: next?.key ?? null,
  });
  if (key === activeKey) services.switchSession(announce(next?.acct ?? null));
  else yield* put(savedAccountsChanged(summarize(registry.accounts)));
}

/** Ends the push subscription, revokes the token, then forgets the account. */
export function* signOut(action: ReturnType<typeof sessionIntents.signOutRequested>) {
  const services = yield* appServices();
  const activeKey = yield* select((s: RootState) => s.auth.accountKey);
  const key = action.payload?.accountKey ?? activeKey;
  const account = loadRegistry(services.localStorage).accounts.find((a) => a.key === key);
  if (!key || !account) return;
  yield* call(signingOut, key, function* revokeAndForget() {
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
    yield* call(forgetAccount, account, (next: string | null) => signedOutAlert(account.acct, next), false);
  });
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
  yield* call(signingOut, account.key, function* forgetRevoked() {
    // Another tab may have signed it out meanwhile.
    if (!loadRegistry(services.localStorage).accounts.some((a) => a.key === account.key)) return;
    yield* call(clearPush, account);
    yield* call(forgetAccount, account, (next: string | null) => tokenRevokedAlert(account.acct, next), true);
  });
}

/** The new session starts by saying which account is now in use; the app's other tabs switch too. */
function* switchAccount(action: ReturnType<typeof sessionIntents.switchRequested>) {
  const { localStorage, switchSession, tabs } = yield* appServices();
  const registry = activate(localStorage, action.payload.accountKey);
  const account = registry.accounts.find((a) => a.key === registry.activeKey);
  if (!account) return;
  tabs?.post({ type: 'switched', accountKey: account.key });
  switchSession(nowUsingAlert(account.acct));
}

export const handlers: IntentHandlers<typeof sessionIntents> = {
  switchRequested: switchAccount,
  signOutRequested: signOut,
  expired: signOutIfTokenRevoked,
};

/** Each at most once at a time: a second click, or a second refused token, while one runs does nothing. */
export const takes = 'leading';
