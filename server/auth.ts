import type { FastifyRequest } from 'fastify';
import crypto from 'node:crypto';
import type { ServerContext } from './context';
import { activeToken } from './store/oauth';
import { ApiError } from './errors';
import { obj, str } from './http/params';

export interface TokenInfo {
  token: string;
  appId: string;
  accountId: string | null;
  scopes: string[];
}

export const ALL_SCOPES = ['read', 'write', 'follow', 'push', 'profile'];

/** Mastodon's scope rule: `read` grants every `read:*`; `follow` also grants the follow-related write scopes. */
export function hasScope(granted: string[], required: string): boolean {
  if (granted.includes(required)) return true;
  const [top] = required.split(':');
  if (granted.includes(top)) return true;
  const followScopes = [
    'read:follows',
    'write:follows',
    'read:blocks',
    'write:blocks',
    'read:mutes',
    'write:mutes',
  ];
  return granted.includes('follow') && followScopes.includes(required);
}

export function validScopes(scopes: string[]): boolean {
  return scopes.every(
    (scope) => /^(read|write|follow|push|profile)(:[a-z_]+)?$/.test(scope) || scope.startsWith('admin:'),
  );
}

export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

const SCRYPT_KEY_BYTES = 32;

/** A password's scrypt hash, computed at once (seeding; never while answering requests). */
export function hashPassword(password: string): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(password, salt, SCRYPT_KEY_BYTES);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** scrypt in libuv's thread pool, so a sign-in never holds the event loop (and every other request). */
function scrypt(password: string, salt: Buffer, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.scrypt(password, salt, length, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** A password's scrypt hash, computed off the event loop. */
export async function hashPasswordAsync(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, SCRYPT_KEY_BYTES);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** Whether a password matches a stored hash; scrypt runs off the event loop. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [kind, saltHex, hashHex] = stored.split('$');
  if (kind !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scrypt(password, Buffer.from(saltHex, 'hex'), expected.length);
  return crypto.timingSafeEqual(expected, actual);
}

/** The token string a request carries: `Authorization: Bearer`, or an `access_token` query/body parameter. */
export function tokenFromRequest(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match) return match[1];
  }
  return str(obj(req.query).access_token) ?? str(obj(req.body).access_token);
}

export function lookupToken(ctx: ServerContext, token: string): TokenInfo | undefined {
  const row = activeToken(ctx.db, token);
  if (!row) return undefined;
  return { token: row.token, appId: row.app_id, accountId: row.account_id, scopes: row.scopes.split(/\s+/) };
}

const resolved = new WeakMap<FastifyRequest, TokenInfo | null>();

function resolve(ctx: ServerContext, req: FastifyRequest): TokenInfo | null {
  if (resolved.has(req)) return resolved.get(req)!;
  const token = tokenFromRequest(req);
  let info: TokenInfo | null = null;
  if (token !== undefined) {
    info = lookupToken(ctx, token) ?? null;
    if (!info) throw new ApiError(401, 'The access token is invalid');
  }
  resolved.set(req, info);
  return info;
}

/**
 * The request's valid token, if any, without answering 401 for an invalid one (the rate limits count such
 * a request by its address). A valid token is kept for the request, so its route does not look it up again.
 */
export function validTokenOf(ctx: ServerContext, req: FastifyRequest): TokenInfo | undefined {
  if (resolved.has(req)) return resolved.get(req) ?? undefined;
  const token = tokenFromRequest(req);
  const info = token === undefined ? undefined : lookupToken(ctx, token);
  // Only a valid token is kept: before the body is parsed, a token sent in it is not seen yet.
  if (info) resolved.set(req, info);
  return info;
}

/** The token of the request, if any; a token that is present but invalid answers 401. */
export function optionalToken(ctx: ServerContext, req: FastifyRequest): TokenInfo | null {
  return resolve(ctx, req);
}

export function requireToken(ctx: ServerContext, req: FastifyRequest, scope?: string): TokenInfo {
  const info = resolve(ctx, req);
  if (!info) throw new ApiError(401, 'The access token is invalid');
  if (scope && !hasScope(info.scopes, scope))
    throw new ApiError(403, 'This action is outside the authorized scopes');
  return info;
}

/** A signed-in user's account id; app-only tokens answer 422 as Mastodon does. */
export function requireUser(ctx: ServerContext, req: FastifyRequest, scope?: string): string {
  const info = requireToken(ctx, req, scope);
  if (!info.accountId) throw new ApiError(422, 'This method requires an authenticated user');
  return info.accountId;
}

export function optionalUser(ctx: ServerContext, req: FastifyRequest): string | null {
  return resolve(ctx, req)?.accountId ?? null;
}
