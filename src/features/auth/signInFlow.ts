import { OAUTH_CALLBACK_PATH } from '../../constants';
import { call, put } from 'typed-redux-saga/macro';
import { createApiClient } from '../../api/client';
import { verifyCredentials } from '../../api/endpoints/accounts';
import {
  authorizeUrl,
  OAUTH_SCOPES,
  obtainToken,
  registerApp,
  type TokenParams,
} from '../../api/endpoints/oauth';
import { appServices } from '../../store/services';
import { codeChallengeFor, randomUrlSafeString } from '../../utils/pkce';
import { reportError } from '../alerts';
import { accountKeyFor, saveAndActivate } from './savedAccounts';
import { callbackReceived, signInRequested, signInStatusChanged } from './slice';

// Signing in: registering the app, the PKCE redirect, and the callback's code exchange. Loaded when
// a sign-in starts or a callback arrives, never by a session that is already signed in.

export const PENDING_SIGN_IN_KEY = 'fedideck:oauth';
export const CLIENT_NAME = 'Fedideck';

interface PendingSignIn {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  verifier: string;
  state: string;
}

/** "example.social", "https://example.social/" or "@me@example.social" → https://example.social. */
export function instanceBaseUrl(domain: string | undefined, origin: string): string | null {
  const raw = (domain ?? '').trim();
  if (!raw) return origin;
  const host = raw
    .replace(/^https?:\/\//i, '')
    .replace(/^@?[^@/]+@/, '')
    .replace(/\/.*$/, '')
    .toLowerCase();
  if (!/^[a-z0-9.-]+(:\d+)?$/.test(host) || !host.includes('.')) return null;
  return `https://${host}`;
}

export function* signIn(action: ReturnType<typeof signInRequested>) {
  const { origin, sessionStorage, navigate } = yield* appServices();
  const baseUrl = instanceBaseUrl(action.payload.domain, origin);
  if (!baseUrl) {
    yield* put(signInStatusChanged({ status: 'failed', error: 'That does not look like a server address.' }));
    return;
  }
  yield* put(signInStatusChanged({ status: 'registering' }));
  try {
    const redirectUri = `${origin}${OAUTH_CALLBACK_PATH}`;
    const app = yield* call(registerApp, createApiClient({ baseUrl }), {
      client_name: CLIENT_NAME,
      redirect_uris: redirectUri,
      scopes: OAUTH_SCOPES,
      website: origin,
    });
    const verifier = randomUrlSafeString();
    const state = randomUrlSafeString(16);
    const challenge = yield* call(codeChallengeFor, verifier);
    const pending: PendingSignIn = {
      baseUrl,
      clientId: app.client_id,
      clientSecret: app.client_secret,
      redirectUri,
      verifier,
      state,
    };
    sessionStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
    yield* put(signInStatusChanged({ status: 'redirecting' }));
    navigate(
      authorizeUrl(baseUrl, {
        client_id: app.client_id,
        redirect_uri: redirectUri,
        scope: OAUTH_SCOPES,
        state,
        code_challenge: challenge,
      }),
    );
  } catch (error) {
    yield* put(signInStatusChanged({ status: 'failed', error: 'Could not reach that server.' }));
    yield* call(reportError, error);
  }
}

function readPending(storage: Storage): PendingSignIn | null {
  try {
    const value = JSON.parse(storage.getItem(PENDING_SIGN_IN_KEY) ?? 'null') as PendingSignIn | null;
    return value && typeof value.verifier === 'string' && typeof value.state === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The OAuth callback page: exchanges the code, verifies the account, saves it and switches to it. */
export function* completeSignIn(action: ReturnType<typeof callbackReceived>) {
  const services = yield* appServices();
  const pending = readPending(services.sessionStorage);
  const { code, state, error } = action.payload;
  if (!pending || !code || state !== pending.state) {
    yield* put(
      signInStatusChanged({
        status: 'failed',
        error: error ? 'Sign-in was cancelled.' : 'The sign-in link is not valid.',
      }),
    );
    return;
  }
  services.sessionStorage.removeItem(PENDING_SIGN_IN_KEY);
  yield* put(signInStatusChanged({ status: 'exchanging' }));
  try {
    const params: TokenParams = {
      grant_type: 'authorization_code',
      code,
      client_id: pending.clientId,
      client_secret: pending.clientSecret,
      redirect_uri: pending.redirectUri,
      code_verifier: pending.verifier,
      scope: OAUTH_SCOPES,
    };
    const token = yield* call(obtainToken, createApiClient({ baseUrl: pending.baseUrl }), params);
    const api = createApiClient({ baseUrl: pending.baseUrl, getToken: () => token.access_token });
    const account = yield* call(verifyCredentials, api);
    const domain = new URL(pending.baseUrl).host;
    const key = accountKeyFor(account.id, domain);
    saveAndActivate(services.localStorage, {
      key,
      accountId: account.id,
      domain,
      baseUrl: pending.baseUrl,
      token: token.access_token,
      acct: account.acct.includes('@') ? account.acct : `${account.acct}@${domain}`,
      avatar: account.avatar,
      clientId: pending.clientId,
      clientSecret: pending.clientSecret,
    });
    yield* put(signInStatusChanged({ status: 'idle' }));
    services.switchSession();
  } catch (err) {
    yield* put(signInStatusChanged({ status: 'failed', error: 'Signing in failed.' }));
    yield* call(reportError, err);
  }
}
