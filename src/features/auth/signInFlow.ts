import { OAUTH_CALLBACK_PATH } from '../../constants';
import { call, put } from 'typed-redux-saga/macro';
import { createApiClient } from '../../api/client';
import { isApiError } from '../../api/errors';
import { verifyCredentials } from '../../api/endpoints/accounts';
import {
  authorizeUrl,
  fetchOAuthServerMetadata,
  OAUTH_SCOPES,
  obtainToken,
  registerApp,
  type OAuthServerMetadata,
  type TokenParams,
} from '../../api/endpoints/oauth';
import { parseServerAddress } from '../../domain/serverAddress';
import { appServices } from '../../store/services';
import { codeChallengeFor, randomUrlSafeString } from '../../utils/pkce';
import { rememberRecentServer } from './recentServers';
import { accountKeyFor, saveAndActivate } from './savedAccounts';
import type { IntentHandlers } from '../../store/feature';
import type { signInIntents } from './intents';
import { signInStatusChanged, type SignInProgress } from './slice';

// Signing in: registering the app, the PKCE redirect, and the callback's code exchange. Loaded when
// a sign-in starts or a callback arrives, never by a session that is already signed in.

export const PENDING_SIGN_IN_KEY = 'fedideck:oauth';
export const CLIENT_NAME = 'Fedideck';

/** One sign-in attempt, from the redirect to the callback. Several may be under way (other tabs). */
interface PendingSignIn {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  verifier: string;
  state: string;
  /** Learned from the server's OAuth metadata; Mastodon's paths when missing. */
  tokenEndpoint?: string;
  revocationEndpoint?: string;
  /** The issuer identifier the callback's `iss` must name: the metadata's, else the server's address. */
  issuer?: string;
  /** The server said it names itself in every authorization response: a callback without `iss` is refused. */
  issuerInResponse?: boolean;
  /** When the attempt started (ms), so that forgotten attempts go. */
  startedAt?: number;
}

/** Attempts kept at once, and how long one waits for its callback. */
const MAX_PENDING_SIGN_INS = 5;
const PENDING_SIGN_IN_TTL_MS = 60 * 60 * 1000;

export interface OAuthEndpoints {
  authorization: string;
  token: string;
  revocation: string;
  /** The server's issuer identifier, and whether its authorization responses carry it (RFC 9207). */
  issuer: string;
  issuerInResponse: boolean;
}

/**
 * An advertised endpoint is used when it is https, or http on the server's own (loopback or private)
 * origin: metadata must never downgrade where the code and the client secret go.
 */
function advertisedEndpoint(value: unknown, baseUrl: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && url.origin === new URL(baseUrl).origin))
      return url.href;
  } catch {
    // Not a URL: Mastodon's own paths serve instead.
  }
  return undefined;
}

/** An issuer identifier without its trailing slashes, for comparing two spellings of one server. */
function issuerKey(value: string): string | null {
  try {
    return new URL(value).href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * Metadata is the server's own only when its `issuer` is the server's address (RFC 8414 §3.3): a server
 * claiming another server's identity would otherwise make the callback of that other server look like
 * its own.
 */
function ownMetadata(metadata: OAuthServerMetadata | null, baseUrl: string): OAuthServerMetadata | null {
  if (!metadata || typeof metadata !== 'object') return null;
  if (metadata.issuer === undefined) return metadata;
  return typeof metadata.issuer === 'string' && issuerKey(metadata.issuer) === issuerKey(baseUrl)
    ? metadata
    : null;
}

/** Where to authorize, exchange and revoke: the server's RFC 8414 metadata, else Mastodon's paths. */
export function* discoverOAuthEndpoints(baseUrl: string) {
  let metadata: OAuthServerMetadata | null = null;
  try {
    metadata = ownMetadata(
      yield* call(fetchOAuthServerMetadata, createApiClient({ baseUrl, reachability: false })),
      baseUrl,
    );
  } catch {
    // Most servers before Mastodon 4.3 have no metadata document; their paths are Mastodon's.
  }
  const endpoints: OAuthEndpoints = {
    authorization:
      advertisedEndpoint(metadata?.authorization_endpoint, baseUrl) ?? `${baseUrl}/oauth/authorize`,
    token: advertisedEndpoint(metadata?.token_endpoint, baseUrl) ?? `${baseUrl}/oauth/token`,
    revocation: advertisedEndpoint(metadata?.revocation_endpoint, baseUrl) ?? `${baseUrl}/oauth/revoke`,
    issuer: typeof metadata?.issuer === 'string' ? metadata.issuer : `${baseUrl}/`,
    issuerInResponse: metadata?.authorization_response_iss_parameter_supported === true,
  };
  return endpoints;
}

type SignInFailure = Pick<SignInProgress, 'error' | 'httpStatus'>;

function looksLikeJson(body: string | undefined): boolean {
  try {
    JSON.parse(body ?? '');
    return true;
  } catch {
    return false;
  }
}

/**
 * What went wrong, in words a person can act on: no such server, something that is not a Mastodon
 * API, or no connection at all (down, TLS or CORS, which the browser does not tell apart).
 */
export function signInFailureFor(error: unknown): SignInFailure {
  if (!isApiError(error)) return { error: 'failed' };
  if (error.kind === 'parse') return { error: 'notMastodon' };
  if (error.kind !== 'http') return { error: 'unreachable' };
  if (error.status === 404 || error.status === 410) return { error: 'notFound' };
  // A 4xx that is not JSON comes from something other than a Mastodon API (a static host's 405).
  if (error.status < 500 && !looksLikeJson(error.body)) return { error: 'notMastodon' };
  return { error: 'serverError', httpStatus: error.status };
}

function* failed(failure: SignInFailure) {
  yield* put(signInStatusChanged({ status: 'failed', ...failure }));
}

function* addressFor(action: ReturnType<typeof signInIntents.requested>) {
  const { origin, account } = yield* appServices();
  if (action.payload.again && account) return { baseUrl: account.baseUrl };
  const domain = action.payload.domain?.trim();
  return domain ? parseServerAddress(domain) : { baseUrl: origin };
}

export function* signIn(action: ReturnType<typeof signInIntents.requested>) {
  const { origin, sessionStorage, navigate } = yield* appServices();
  const address = yield* addressFor(action);
  if ('error' in address) {
    yield* failed({ error: address.error });
    return;
  }
  let { baseUrl } = address;
  yield* put(signInStatusChanged({ status: 'registering' }));
  try {
    const redirectUri = `${origin}${OAUTH_CALLBACK_PATH}`;
    function* register() {
      const endpoints = yield* discoverOAuthEndpoints(baseUrl);
      const app = yield* call(registerApp, createApiClient({ baseUrl, reachability: false }), {
        client_name: CLIENT_NAME,
        redirect_uris: redirectUri,
        scopes: OAUTH_SCOPES,
        website: origin,
      });
      return { endpoints, app };
    }
    let registered;
    try {
      registered = yield* register();
    } catch (error) {
      // A loopback address typed without a scheme: nothing answered over https, so http is tried.
      if (!address.httpFallback || !isApiError(error) || error.kind !== 'network') throw error;
      baseUrl = address.httpFallback;
      registered = yield* register();
    }
    const { endpoints, app } = registered;
    if (typeof app?.client_id !== 'string' || typeof app.client_secret !== 'string') {
      yield* failed({ error: 'notMastodon' });
      return;
    }
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
      tokenEndpoint: endpoints.token,
      revocationEndpoint: endpoints.revocation,
      issuer: endpoints.issuer,
      issuerInResponse: endpoints.issuerInResponse,
      startedAt: Date.now(),
    };
    savePending(sessionStorage, pending);
    yield* put(signInStatusChanged({ status: 'redirecting' }));
    navigate(
      authorizeUrl(
        baseUrl,
        {
          client_id: app.client_id,
          redirect_uri: redirectUri,
          scope: OAUTH_SCOPES,
          state,
          code_challenge: challenge,
        },
        endpoints.authorization,
      ),
    );
  } catch (error) {
    // The form says what went wrong; a toast would only repeat it.
    yield* failed(signInFailureFor(error));
  }
}

function isPending(value: unknown): value is PendingSignIn {
  const attempt = value as PendingSignIn | null;
  return (
    typeof attempt === 'object' &&
    attempt !== null &&
    typeof attempt.verifier === 'string' &&
    typeof attempt.state === 'string' &&
    typeof attempt.baseUrl === 'string'
  );
}

/** The attempts under way, newest last; an attempt stored alone (one object) counts as one. */
export function readPendingSignIns(storage: Storage): PendingSignIn[] {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(PENDING_SIGN_IN_KEY) ?? 'null');
  } catch {
    return [];
  }
  const attempts = (Array.isArray(value) ? value : [value]).filter(isPending);
  const now = Date.now();
  return attempts.filter(
    (attempt) => attempt.startedAt === undefined || now - attempt.startedAt < PENDING_SIGN_IN_TTL_MS,
  );
}

function writePending(storage: Storage, attempts: PendingSignIn[]): void {
  if (attempts.length === 0) storage.removeItem(PENDING_SIGN_IN_KEY);
  else storage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(attempts));
}

/** Each attempt is kept under its own `state`, bound to the server it was started for. */
function savePending(storage: Storage, attempt: PendingSignIn): void {
  writePending(storage, [...readPendingSignIns(storage), attempt].slice(-MAX_PENDING_SIGN_INS));
}

/**
 * Whether the callback comes from the server the attempt was started for (RFC 9207). A callback naming
 * another issuer, or none when the server said it always names itself, is refused before the code goes
 * anywhere: otherwise a hostile server could pass the sign-in on to an honest one and receive the code
 * the honest one issued (the OAuth mix-up attack).
 */
export function callbackFromExpectedServer(
  attempt: Pick<PendingSignIn, 'baseUrl' | 'issuer' | 'issuerInResponse'>,
  iss: string | null | undefined,
): boolean {
  if (iss === null || iss === undefined || iss === '') return attempt.issuerInResponse !== true;
  const expected = issuerKey(attempt.issuer ?? `${attempt.baseUrl}/`);
  return expected !== null && issuerKey(iss) === expected;
}

/** The OAuth callback page: exchanges the code, verifies the account, saves it and switches to it. */
export function* completeSignIn(action: ReturnType<typeof signInIntents.callbackReceived>) {
  const services = yield* appServices();
  const attempts = readPendingSignIns(services.sessionStorage);
  const { code, state, error, iss } = action.payload;
  const pending = attempts.find((attempt) => attempt.state === state);
  if (!pending || !code) {
    yield* failed({ error: error ? 'cancelled' : 'invalidLink' });
    return;
  }
  // An attempt is answered once, whatever the answer.
  writePending(
    services.sessionStorage,
    attempts.filter((attempt) => attempt !== pending),
  );
  if (!callbackFromExpectedServer(pending, iss)) {
    yield* failed({ error: 'otherServer' });
    return;
  }
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
    const token = yield* call(
      obtainToken,
      createApiClient({ baseUrl: pending.baseUrl }),
      params,
      pending.tokenEndpoint,
    );
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
      revocationEndpoint: pending.revocationEndpoint,
    });
    rememberRecentServer(services.localStorage, pending.baseUrl);
    yield* put(signInStatusChanged({ status: 'idle' }));
    services.switchSession();
  } catch (err) {
    // A refused code or token (400, 401) is a failed sign-in, not a missing server.
    const refused = isApiError(err) && err.kind === 'http' && err.status < 500;
    yield* failed(refused ? { error: 'failed' } : signInFailureFor(err));
  }
}

export const handlers: IntentHandlers<typeof signInIntents> = {
  requested: signIn,
  callbackReceived: completeSignIn,
};

/** One sign-in at a time: a second click while one is on its way does nothing. */
export const takes = 'leading';
