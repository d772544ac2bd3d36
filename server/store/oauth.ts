import { sql } from '../context';
import type { Db } from './db';

export interface AppRow {
  id: string;
  name: string;
  website: string | null;
  redirect_uri: string;
  scopes: string;
  client_id: string;
  client_secret: string;
}

export interface AuthCodeRow {
  code: string;
  app_id: string;
  account_id: string;
  redirect_uri: string;
  scopes: string;
  code_challenge: string | null;
  code_challenge_method: string | null;
  created_at: number;
  used: number;
}

export function appByClientId(db: Db, clientId: string): AppRow | undefined {
  return sql(db, 'SELECT * FROM apps WHERE client_id = ?').get(clientId) as AppRow | undefined;
}

export function appById(db: Db, id: string): AppRow | undefined {
  return sql(db, 'SELECT * FROM apps WHERE id = ?').get(id) as AppRow | undefined;
}

export function createApp(db: Db, row: AppRow): void {
  sql(
    db,
    'INSERT INTO apps (id, name, website, redirect_uri, scopes, client_id, client_secret, created_at) VALUES (@id, @name, @website, @redirect_uri, @scopes, @client_id, @client_secret, @created_at)',
  ).run({ ...row, created_at: Date.now() });
}

export function createToken(
  db: Db,
  token: string,
  appId: string,
  accountId: string | null,
  scopes: readonly string[],
  createdAt: number,
): void {
  sql(db, 'INSERT INTO tokens (token, app_id, account_id, scopes, created_at) VALUES (?, ?, ?, ?, ?)').run(
    token,
    appId,
    accountId,
    scopes.join(' '),
    createdAt,
  );
}

/** Revokes an app's token; false when it was not that app's or was already revoked. */
export function revokeToken(db: Db, token: string, appId: string): boolean {
  return (
    sql(db, 'UPDATE tokens SET revoked_at = ? WHERE token = ? AND app_id = ? AND revoked_at IS NULL').run(
      Date.now(),
      token,
      appId,
    ).changes > 0
  );
}

export function createAuthCode(db: Db, row: Omit<AuthCodeRow, 'used'>): void {
  sql(
    db,
    'INSERT INTO auth_codes (code, app_id, account_id, redirect_uri, scopes, code_challenge, code_challenge_method, created_at) VALUES (@code, @app_id, @account_id, @redirect_uri, @scopes, @code_challenge, @code_challenge_method, @created_at)',
  ).run(row);
}

export function authCode(db: Db, code: string): AuthCodeRow | undefined {
  return sql(db, 'SELECT * FROM auth_codes WHERE code = ?').get(code) as AuthCodeRow | undefined;
}

/**
 * A code is good for one exchange: it is marked used and the token it gives is remembered with it, in one
 * transaction. False when the code was already used.
 */
export function exchangeCode(db: Db, code: string, token: string, issue: () => void): boolean {
  return db.transaction(() => {
    if (sql(db, 'UPDATE auth_codes SET used = 1 WHERE code = ? AND used = 0').run(code).changes === 0)
      return false;
    issue();
    sql(db, 'INSERT OR REPLACE INTO auth_code_tokens (code, token) VALUES (?, ?)').run(code, token);
    return true;
  })();
}

/** Revokes the tokens a code produced (RFC 6749 §4.1.2: a code used twice); answers the tokens revoked. */
export function revokeTokensOfCode(db: Db, code: string): string[] {
  const tokens = (
    sql(
      db,
      `SELECT t.token FROM auth_code_tokens c JOIN tokens t ON t.token = c.token
       WHERE c.code = ? AND t.revoked_at IS NULL`,
    ).all(code) as { token: string }[]
  ).map((row) => row.token);
  for (const token of tokens)
    sql(db, 'UPDATE tokens SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL').run(Date.now(), token);
  return tokens;
}

export interface TokenRow {
  token: string;
  app_id: string;
  account_id: string | null;
  scopes: string;
}

/** A token in force: not revoked, and not of a suspended account. */
export function activeToken(db: Db, token: string): TokenRow | undefined {
  return sql(
    db,
    `SELECT t.token, t.app_id, t.account_id, t.scopes FROM tokens t
     LEFT JOIN accounts a ON a.id = t.account_id
     WHERE t.token = ? AND t.revoked_at IS NULL AND (t.account_id IS NULL OR a.suspended = 0)`,
  ).get(token) as TokenRow | undefined;
}
