import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import crypto from 'node:crypto';
import { hashPasswordAsync, randomToken, requireToken, validScopes, verifyPassword } from '../auth';
import type { ServerContext } from '../context';
import { ApiError, unprocessable } from '../errors';
import { checkLength, list, obj, str } from '../http/params';
import { issuerOf } from '../http/paging';
import { rateLimiterFor } from '../http/ratelimit';
import { snowflakeId } from '../ids';
import { accountByUsername } from '../store/accounts';
import { deletePushByToken } from '../store/push';
import {
  appByClientId,
  appById,
  authCode,
  createApp,
  createAuthCode,
  createToken,
  exchangeCode,
  revokeToken,
  revokeTokensOfCode,
  type AppRow,
} from '../store/oauth';
import { negotiateLocale, type PageLocale } from '../i18n/locales';
import type { PageTextKey } from '../i18n/pages';
import {
  cancelUrl,
  codePage,
  errorPage,
  OAUTH_FIELDS,
  pageText,
  signInPage,
  type OAuthParams,
} from './oauth-pages';

const OOB = 'urn:ietf:wg:oauth:2.0:oob';
const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** An app's redirect URIs together, as Mastodon validates the stored value (`redirect_uri`, 2,000). */
const MAX_REDIRECT_URIS_LENGTH = 2000;

class OAuthError extends ApiError {
  constructor(
    status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(status, code);
  }
}

function parseScopes(value: unknown, fallback = 'read'): string[] {
  const text = str(value)?.trim();
  return (text ? text : fallback).split(/[\s+]+/).filter(Boolean);
}

/** A scope is within an app's registration when the app has it or its parent (`read` covers `read:lists`). */
function withinAppScopes(app: AppRow, scopes: string[]): boolean {
  const allowed = app.scopes.split(' ');
  return scopes.every((s) => allowed.includes(s) || allowed.includes(s.split(':')[0]));
}

const INVALID_SCOPE = 'The requested scope is invalid, unknown, or malformed.';
const INVALID_CLIENT =
  'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.';
const INVALID_GRANT =
  'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.';

/**
 * Schemes that belong to the web platform or the operating system rather than to an app: a redirect to
 * one of them would run script (javascript:, vbscript:), show attacker-made content (data:, blob:) or open
 * something other than the app that registered. http(s), the out-of-band URN and an app's own scheme
 * (`myapp:` or the reverse-domain `com.example.app:`) remain.
 */
const FORBIDDEN_REDIRECT_SCHEMES = new Set([
  'javascript',
  'vbscript',
  'data',
  'blob',
  'file',
  'filesystem',
  'about',
  'view-source',
  'ftp',
  'mailto',
  'tel',
  'sms',
  'ws',
  'wss',
  'intent',
  'content',
  'chrome',
  'chrome-extension',
  'moz-extension',
  'resource',
  'jar',
]);

/** Doorkeeper's checks of one registered redirect URI, with its messages; undefined when it is valid. */
function redirectUriProblem(uri: string): string | undefined {
  if (uri === OOB) return undefined;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'must be an absolute URI.';
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase();
  if (FORBIDDEN_REDIRECT_SCHEMES.has(scheme)) return 'is forbidden by the server.';
  if (url.hash !== '' || uri.includes('#')) return 'cannot contain a fragment.';
  if ((scheme === 'http' || scheme === 'https') && url.hostname === '') return 'must be an absolute URI.';
  return undefined;
}

/** Hashed once, lazily: an unknown user's sign-in checks against it so it costs the same as a real one. */
let dummyHash: Promise<string> | undefined;

/**
 * The length of the `redirect_uris` parameter as stored (URIs one to a line), counted before anything
 * splits it, so a registration of millions of URIs is refused at the cost of adding up lengths.
 */
function redirectUrisLength(value: unknown): number {
  if (typeof value === 'string') return value.length;
  const items = list(value);
  return items.reduce((sum, item) => sum + item.length, 0) + Math.max(items.length - 1, 0);
}

function appJson(ctx: ServerContext, app: AppRow, withSecret: boolean): Record<string, unknown> {
  const redirectUris = app.redirect_uri.split('\n').filter(Boolean);
  const json: Record<string, unknown> = {
    id: app.id,
    name: app.name,
    website: app.website,
    scopes: app.scopes.split(' '),
    redirect_uri: app.redirect_uri,
    redirect_uris: redirectUris,
    vapid_key: ctx.vapidPublicKey,
  };
  if (withSecret)
    Object.assign(json, {
      client_id: app.client_id,
      client_secret: app.client_secret,
      client_secret_expires_at: 0,
    });
  return json;
}

function findApp(ctx: ServerContext, clientId: unknown): AppRow | undefined {
  return appByClientId(ctx.db, str(clientId) ?? '');
}

function oauthParams(source: unknown): OAuthParams {
  const params: OAuthParams = {};
  for (const name of OAUTH_FIELDS) {
    const value = str(obj(source)[name]);
    if (value !== undefined) params[name] = value;
  }
  return params;
}

/**
 * PKCE with S256 only (OAuth 2.0 Security BCP): `plain` would give the verifier to whoever sees the
 * authorization request. A challenge without a method is a plain one (RFC 7636 §4.3), refused alike.
 */
function pkceProblem(params: OAuthParams): PageTextKey | undefined {
  if (params.code_challenge === undefined && params.code_challenge_method === undefined) return undefined;
  if (params.code_challenge_method !== 'S256') return 'pkceMethod';
  if (!params.code_challenge) return 'pkceMissing';
  return undefined;
}

/** Checks an authorization request; answers the app, or the message to show (`PageTextKey`). */
function checkAuthorizeRequest(ctx: ServerContext, params: OAuthParams): AppRow | PageTextKey {
  const app = findApp(ctx, params.client_id);
  if (!app) return 'unknownClient';
  if (params.response_type !== 'code') return 'unsupportedResponseType';
  if (!params.redirect_uri || !app.redirect_uri.split('\n').includes(params.redirect_uri)) {
    return 'redirectMismatch';
  }
  const scopes = parseScopes(params.scope, app.scopes);
  if (!validScopes(scopes) || !withinAppScopes(app, scopes)) return 'invalidScope';
  return app;
}

function issueToken(
  ctx: ServerContext,
  appId: string,
  accountId: string | null,
  scopes: string[],
  token = randomToken(),
): Record<string, unknown> {
  const createdAt = Date.now();
  createToken(ctx.db, token, appId, accountId, scopes, createdAt);
  return {
    access_token: token,
    token_type: 'Bearer',
    scope: scopes.join(' '),
    created_at: Math.floor(createdAt / 1000),
  };
}

interface Client {
  app: AppRow;
  /** Whether the request proved the client secret (every app registered here is confidential). */
  authenticated: boolean;
}

/** The calling app, from the body or HTTP Basic; a wrong secret, or an unknown client, answers 401. */
function clientFrom(ctx: ServerContext, req: FastifyRequest): Client {
  const body = obj(req.body);
  let clientId = str(body.client_id);
  let secret = str(body.client_secret);
  const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (basic) {
    const [id, pass] = Buffer.from(basic[1], 'base64').toString().split(':');
    try {
      clientId ??= decodeURIComponent(id ?? '');
      secret ??= decodeURIComponent(pass ?? '');
    } catch {
      // A malformed escape in the credentials is no client at all.
      throw new OAuthError(401, 'invalid_client', INVALID_CLIENT);
    }
  }
  const app = findApp(ctx, clientId);
  if (!app || (secret !== undefined && !sameSecret(secret, app.client_secret)))
    throw new OAuthError(401, 'invalid_client', INVALID_CLIENT);
  return { app, authenticated: secret !== undefined };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

function requireSecret(client: Client): AppRow {
  if (!client.authenticated) throw new OAuthError(401, 'invalid_client', INVALID_CLIENT);
  return client.app;
}

function verifyPkce(challenge: string, method: string | null, verifier: string | undefined): boolean {
  if (!verifier || method !== 'S256') return false;
  return crypto.createHash('sha256').update(verifier).digest('base64url') === challenge;
}

/**
 * A code is exchanged by its app: with the client secret, or, for a code issued with a PKCE challenge,
 * with the verifier alone (a public client that cannot keep a secret). A code issued without PKCE
 * always needs the secret.
 */
function authorizationCodeGrant(
  ctx: ServerContext,
  client: Client,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const app = client.app;
  const invalid = new OAuthError(400, 'invalid_grant', INVALID_GRANT);
  const code = authCode(ctx.db, str(body.code) ?? '');
  if (!code || code.app_id !== app.id) throw invalid;
  // A code used a second time was intercepted or replayed: the token it gave is taken back too
  // (RFC 6749 §4.1.2), with its open streams and its push subscription.
  if (code.used) {
    for (const token of revokeTokensOfCode(ctx.db, code.code)) closeTokenUses(ctx, token);
    throw invalid;
  }
  if (Date.now() - code.created_at > CODE_LIFETIME_MS) throw invalid;
  if (!client.authenticated && !code.code_challenge)
    throw new OAuthError(401, 'invalid_client', INVALID_CLIENT);
  if (str(body.redirect_uri) !== code.redirect_uri) throw invalid;
  if (
    code.code_challenge &&
    !verifyPkce(code.code_challenge, code.code_challenge_method, str(body.code_verifier))
  )
    throw invalid;
  let issued: Record<string, unknown> | undefined;
  const token = randomToken();
  const exchanged = exchangeCode(ctx.db, code.code, token, () => {
    issued = issueToken(ctx, app.id, code.account_id, code.scopes.split(' '), token);
  });
  if (!exchanged || !issued) throw invalid;
  return issued;
}

/** A revoked token's open streaming sockets stop at once, and its Web Push subscription goes with it. */
function closeTokenUses(ctx: ServerContext, token: string): void {
  ctx.hub.closeToken(token);
  deletePushByToken(ctx.db, token);
}

async function authenticateUser(
  ctx: ServerContext,
  username: unknown,
  password: unknown,
): Promise<string | undefined> {
  const name = attemptedName(username);
  const row = accountByUsername(ctx.db, name);
  // The hash is computed for unknown names too, so the answer's timing does not tell which names exist.
  const stored =
    row?.password_hash ?? (await (dummyHash ??= hashPasswordAsync(crypto.randomBytes(16).toString('hex'))));
  const matches = await verifyPassword(str(password) ?? '', stored);
  if (!row || row.suspended === 1 || !matches) return undefined;
  return row.id;
}

/** The name a sign-in attempt is counted under (the username as typed, without a leading @). */
function attemptedName(username: unknown): string {
  return (str(username) ?? '').trim().replace(/^@/, '');
}

export function registerOAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const limiter = rateLimiterFor(ctx);

  app.post('/api/v1/apps', async (req) => {
    const body = obj(req.body);
    const name = str(body.client_name)?.trim();
    if (!name) throw unprocessable("Validation failed: Application name can't be blank");
    checkLength(name, 60, 'Application name');
    const website = str(body.website) || undefined;
    checkLength(website, 2000, 'Website');
    // The website is shown as a link under posts: only a web address, as Mastodon allows.
    if (website !== undefined && !/^https?:\/\/[^\s]+$/i.test(website))
      throw unprocessable('Validation failed: Website is invalid');
    if (redirectUrisLength(body.redirect_uris) > MAX_REDIRECT_URIS_LENGTH)
      throw unprocessable(
        `Validation failed: Redirect URI is too long (maximum is ${MAX_REDIRECT_URIS_LENGTH} characters)`,
        {
          redirect_uri: [{ error: 'ERR_TOO_LONG', description: 'is too long (maximum is 2000 characters)' }],
        },
      );
    const redirectUris = list(body.redirect_uris)
      .flatMap((uri) => uri.split(/\s+/))
      .filter(Boolean);
    if (redirectUris.length === 0) throw unprocessable("Validation failed: Redirect URI can't be blank");
    for (const uri of redirectUris) {
      checkLength(uri, 2000, 'Redirect URI');
      const problem = redirectUriProblem(uri);
      if (problem) throw unprocessable(`Validation failed: Redirect URI ${problem}`);
    }
    const scopes = parseScopes(body.scopes);
    if (!validScopes(scopes)) throw unprocessable('Validation failed: Scopes is invalid');
    const row: AppRow = {
      id: snowflakeId(),
      name,
      website: str(body.website) || null,
      redirect_uri: redirectUris.join('\n'),
      scopes: scopes.join(' '),
      client_id: randomToken(),
      client_secret: randomToken(),
    };
    createApp(ctx.db, row);
    return appJson(ctx, row, true);
  });

  app.get('/api/v1/apps/verify_credentials', async (req) => {
    const token = requireToken(ctx, req);
    return appJson(ctx, appById(ctx.db, token.appId)!, false);
  });

  /** A page for a person, in the language their browser asks for (it varies with Accept-Language). */
  const html = (reply: FastifyReply, status: number, locale: PageLocale, body: string): FastifyReply =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Language', locale)
      .header('Vary', 'Accept-Language')
      .send(body);
  const localeOf = (req: FastifyRequest): PageLocale => negotiateLocale(req.headers['accept-language']);

  /**
   * A malformed request from a known app and redirect URI goes back to the app as `invalid_request`
   * (RFC 6749 §4.1.2.1), with its state and this server as `iss`; a code shown on the page shows the
   * error instead.
   */
  const invalidRequest = (
    req: FastifyRequest,
    reply: FastifyReply,
    params: OAuthParams,
    problem: PageTextKey,
  ): FastifyReply => {
    const locale = localeOf(req);
    if (params.redirect_uri === OOB)
      return html(reply, 400, locale, errorPage(problem, locale, 'invalid_request'));
    const target = new URL(params.redirect_uri!);
    target.searchParams.set('error', 'invalid_request');
    // For the application, which reads English as OAuth's other messages are.
    target.searchParams.set('error_description', pageText('en', problem));
    if (params.state !== undefined) target.searchParams.set('state', params.state);
    target.searchParams.set('iss', issuerOf(req));
    return reply.redirect(target.toString(), 302);
  };

  app.get('/oauth/authorize', async (req, reply) => {
    const params = oauthParams(req.query);
    const locale = localeOf(req);
    const checked = checkAuthorizeRequest(ctx, params);
    if (typeof checked === 'string') return html(reply, 400, locale, errorPage(checked, locale));
    const pkce = pkceProblem(params);
    if (pkce) return invalidRequest(req, reply, params, pkce);
    return html(
      reply,
      200,
      locale,
      signInPage(checked.name, params, { cancel: cancelUrl(params, issuerOf(req)), locale }),
    );
  });

  app.post('/oauth/authorize', async (req, reply) => {
    const body = obj(req.body);
    const params = oauthParams(body);
    const locale = localeOf(req);
    const checked = checkAuthorizeRequest(ctx, params);
    if (typeof checked === 'string') return html(reply, 400, locale, errorPage(checked, locale));
    const pkce = pkceProblem(params);
    if (pkce) return invalidRequest(req, reply, params, pkce);
    const name = attemptedName(body.username);
    const again = (error: 'invalidCredentials' | 'tooManyAttempts') => ({
      username: str(body.username) ?? '',
      error,
      cancel: cancelUrl(params, issuerOf(req)),
      locale,
    });
    if (!limiter.signInAttempt(req, reply, name))
      return html(reply, 429, locale, signInPage(checked.name, params, again('tooManyAttempts')));
    const accountId = await authenticateUser(ctx, body.username, body.password);
    if (!accountId) {
      return html(reply, 401, locale, signInPage(checked.name, params, again('invalidCredentials')));
    }
    const code = randomToken();
    createAuthCode(ctx.db, {
      code,
      app_id: checked.id,
      account_id: accountId,
      redirect_uri: params.redirect_uri!,
      scopes: parseScopes(params.scope, checked.scopes).join(' '),
      code_challenge: params.code_challenge ?? null,
      code_challenge_method: params.code_challenge ? 'S256' : null,
      created_at: Date.now(),
    });
    if (params.redirect_uri === OOB) return html(reply, 200, locale, codePage(code, locale));
    const target = new URL(params.redirect_uri!);
    target.searchParams.set('code', code);
    if (params.state !== undefined) target.searchParams.set('state', params.state);
    // Which server answered (RFC 9207): a client that started on another server refuses this code
    // instead of sending it there (the OAuth mix-up attack).
    target.searchParams.set('iss', issuerOf(req));
    return reply.redirect(target.toString(), 302);
  });

  app.post('/oauth/token', async (req, reply) => {
    try {
      const body = obj(req.body);
      const client = clientFrom(ctx, req);
      const grant = str(body.grant_type);
      if (grant === 'authorization_code') return authorizationCodeGrant(ctx, client, body);
      if (grant !== 'client_credentials' && grant !== 'password')
        throw new OAuthError(
          400,
          'unsupported_grant_type',
          'The authorization grant type is not supported by the authorization server.',
        );
      const app = requireSecret(client);
      const scopes = parseScopes(body.scope ?? body.scopes, app.scopes);
      if (!validScopes(scopes) || !withinAppScopes(app, scopes))
        throw new OAuthError(400, 'invalid_scope', INVALID_SCOPE);
      if (grant === 'client_credentials') return issueToken(ctx, app.id, null, scopes);
      const name = attemptedName(body.username);
      if (!limiter.signInAttempt(req, reply, name)) throw new ApiError(429, 'Too many requests');
      const accountId = await authenticateUser(ctx, body.username, body.password);
      if (!accountId) {
        throw new OAuthError(400, 'invalid_grant', INVALID_GRANT);
      }
      return issueToken(ctx, app.id, accountId, scopes);
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      return reply.code(error.statusCode).send({ error: error.code, error_description: error.description });
    }
  });

  app.post('/oauth/revoke', async (req, reply) => {
    const body = obj(req.body);
    try {
      const client = clientFrom(ctx, req).app;
      const token = str(body.token) ?? '';
      // A revoked token's open streaming sockets stop at once, not when they next reconnect, and its
      // Web Push subscription goes with it, as Mastodon deletes it with the token.
      if (revokeToken(ctx.db, token, client.id)) closeTokenUses(ctx, token);
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      return reply.code(403).send({
        error: 'unauthorized_client',
        error_description: 'You are not authorized to revoke this token',
      });
    }
    return {};
  });
}
