import type { WebPushSubscriptionEntity } from '../entities';
import { sql, type ServerContext } from '../context';
import type { Db } from './db';
import { unprocessable } from '../errors';
import { bool, obj, str } from '../http/params';
import { snowflakeId } from '../ids';

export const ALERT_TYPES = [
  'mention',
  'status',
  'reblog',
  'follow',
  'follow_request',
  'favourite',
  'poll',
  'update',
  'quote',
  'quoted_update',
  'admin.sign_up',
  'admin.report',
];
const POLICIES = ['all', 'followed', 'follower', 'none'];
// web-push accepts only mailto: or https: subjects; a local instance has no https origin.

export interface PushRow {
  id: string;
  account_id: string;
  token: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  standard: number;
  alerts_json: string;
  policy: string;
  created_at: number;
}

/** The WebPushSubscription entity. */
export function pushJson(ctx: ServerContext, row: PushRow): WebPushSubscriptionEntity {
  return {
    id: row.id,
    endpoint: row.endpoint,
    standard: row.standard === 1,
    alerts: JSON.parse(row.alerts_json) as WebPushSubscriptionEntity['alerts'],
    policy: row.policy,
    server_key: ctx.vapidPublicKey,
  };
}

/** `data[alerts][type]` flags, every known type present; unknown types are ignored. */
export function alertsFrom(value: unknown, previous: Record<string, boolean> = {}): Record<string, boolean> {
  const given = obj(value);
  const alerts: Record<string, boolean> = {};
  for (const type of ALERT_TYPES) {
    const flag = bool(given[type]);
    alerts[type] = flag === undefined ? (previous[type] ?? false) : flag;
  }
  return alerts;
}

export function policyFrom(value: unknown, previous = 'all'): string {
  const policy = str(value);
  if (policy === undefined || policy === '') return previous;
  if (!POLICIES.includes(policy))
    throw unprocessable('Validation failed: Policy is not included in the list');
  return policy;
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** Push service URLs are short; a long one is refused rather than stored. */
const ENDPOINT_MAX = 2000;

/**
 * Checks an endpoint and its keys: an http(s) URL of at most 2,000 characters, a 65-byte P-256 public
 * key and a 16-byte secret. Where the endpoint may point is checked by the caller (`push/endpoint.ts`).
 */
export function subscriptionFrom(value: unknown): {
  endpoint: string;
  p256dh: string;
  auth: string;
  standard: boolean;
} {
  const sub = obj(value);
  const keys = obj(sub.keys);
  const endpoint = str(sub.endpoint) ?? '';
  const p256dh = str(keys.p256dh) ?? '';
  const auth = str(keys.auth) ?? '';
  if (endpoint.length > ENDPOINT_MAX)
    throw unprocessable(`Validation failed: Endpoint is too long (maximum is ${ENDPOINT_MAX} characters)`);
  let url: URL | undefined;
  try {
    url = new URL(endpoint);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw unprocessable('Validation failed: Endpoint is not a valid URL');
  const decoded = (text: string): Buffer | undefined =>
    BASE64URL.test(text) ? Buffer.from(text, 'base64url') : undefined;
  if (decoded(p256dh)?.length !== 65 || decoded(auth)?.length !== 16)
    throw unprocessable('Validation failed: Keys are invalid');
  return { endpoint, p256dh, auth, standard: bool(sub.standard) === true };
}

export function savePush(
  ctx: ServerContext,
  accountId: string,
  token: string,
  input: {
    endpoint: string;
    p256dh: string;
    auth: string;
    standard: boolean;
    alerts: Record<string, boolean>;
    policy: string;
  },
): PushRow {
  const row: PushRow = {
    id: snowflakeId(),
    account_id: accountId,
    token,
    endpoint: input.endpoint,
    p256dh: input.p256dh,
    auth: input.auth,
    standard: input.standard ? 1 : 0,
    alerts_json: JSON.stringify(input.alerts),
    policy: input.policy,
    created_at: Date.now(),
  };
  // One subscription per access token, as Mastodon keeps it: a new one replaces the old.
  ctx.db.transaction(() => {
    sql(ctx.db, 'DELETE FROM push_subscriptions WHERE token = ?').run(token);
    sql(
      ctx.db,
      `INSERT INTO push_subscriptions (id, account_id, token, endpoint, p256dh, auth, standard, alerts_json, policy, created_at)
       VALUES (@id, @account_id, @token, @endpoint, @p256dh, @auth, @standard, @alerts_json, @policy, @created_at)`,
    ).run(row);
  })();
  return row;
}

/** The subscription of an access token (one per token). */
export function pushByToken(db: Db, token: string): PushRow | undefined {
  return sql(db, 'SELECT * FROM push_subscriptions WHERE token = ?').get(token) as PushRow | undefined;
}

/** A subscription of the given user's by id (the web app's own calls name it so). */
export function ownPush(db: Db, accountId: string, id: string): PushRow | undefined {
  return sql(db, 'SELECT * FROM push_subscriptions WHERE id = ? AND account_id = ?').get(id, accountId) as
    PushRow | undefined;
}

/** Changes what a subscription is pushed; answers the updated row. */
export function updatePush(db: Db, row: PushRow, alerts: Record<string, boolean>, policy: string): PushRow {
  const alertsJson = JSON.stringify(alerts);
  sql(db, 'UPDATE push_subscriptions SET alerts_json = ?, policy = ? WHERE id = ?').run(
    alertsJson,
    policy,
    row.id,
  );
  return { ...row, alerts_json: alertsJson, policy };
}

export function deletePushByToken(db: Db, token: string): void {
  sql(db, 'DELETE FROM push_subscriptions WHERE token = ?').run(token);
}

/** Every subscription of an account (one per access token still in force: a signed-in app or browser). */
export function pushSubscriptionsOf(db: Db, accountId: string): PushRow[] {
  return sql(
    db,
    `SELECT p.* FROM push_subscriptions p JOIN tokens t ON t.token = p.token
     WHERE p.account_id = ? AND t.revoked_at IS NULL`,
  ).all(accountId) as PushRow[];
}

/** Forgets a subscription the push service no longer knows. */
export function deletePush(db: Db, id: string): void {
  sql(db, 'DELETE FROM push_subscriptions WHERE id = ?').run(id);
}
