import { sql, type ServerContext } from '../context';
import { unprocessable } from '../errors';
import { snowflakeId } from '../ids';
import type { Json, StatusRow } from './rows';
import type { Db } from './db';
import type { PageQuery } from './paging';
import { isFollowing } from './visibility';

export const POLICY_FIELDS = [
  'for_not_following',
  'for_not_followers',
  'for_new_accounts',
  'for_private_mentions',
  'for_limited_accounts',
] as const;
type PolicyField = (typeof POLICY_FIELDS)[number];
export type Policy = Record<PolicyField, string>;
const VALUES = ['accept', 'filter', 'drop'];
/** Mastodon's defaults: only unsolicited private mentions and limited accounts are filtered. */
const DEFAULTS: Policy = {
  for_not_following: 'accept',
  for_not_followers: 'accept',
  for_new_accounts: 'accept',
  for_private_mentions: 'filter',
  for_limited_accounts: 'filter',
};
/** Types a policy never holds back, as in Mastodon (moderation and the viewer's own polls and edits). */
const NOT_FILTERABLE = new Set([
  'admin.sign_up',
  'admin.report',
  'poll',
  'update',
  'quoted_update',
  'moderation_warning',
  'severed_relationships',
]);
const NEW_ACCOUNT_MS = 30 * 86_400_000;

export function policyOf(db: Db, accountId: string): Policy {
  const row = sql(db, 'SELECT * FROM notification_policies WHERE account_id = ?').get(accountId) as
    Policy | undefined;
  return row ? (Object.fromEntries(POLICY_FIELDS.map((f) => [f, row[f]])) as Policy) : { ...DEFAULTS };
}

export function updatePolicy(db: Db, accountId: string, input: Record<string, unknown>): Policy {
  const policy = policyOf(db, accountId);
  for (const field of POLICY_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !VALUES.includes(value))
      throw unprocessable(`Validation failed: ${field} must be one of accept, filter, drop`);
    policy[field] = value;
  }
  sql(
    db,
    `INSERT INTO notification_policies (account_id, ${POLICY_FIELDS.join(', ')}) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (account_id) DO UPDATE SET ${POLICY_FIELDS.map((f) => `${f} = excluded.${f}`).join(', ')}`,
  ).run(accountId, ...POLICY_FIELDS.map((f) => policy[f]));
  return policy;
}

export function policySummary(db: Db, accountId: string): Json {
  const requests = sql(
    db,
    'SELECT COUNT(*) AS n FROM (SELECT 1 FROM notification_requests WHERE account_id = ? LIMIT 100)',
  ).get(accountId) as { n: number };
  const notifications = sql(
    db,
    'SELECT COUNT(*) AS n FROM notifications WHERE account_id = ? AND filtered = 1',
  ).get(accountId) as { n: number };
  return { pending_requests_count: requests.n, pending_notifications_count: notifications.n };
}

/**
 * What the recipient's policy does with a notification: `accept`, `filter` (to the requests) or `drop`.
 * Accounts the recipient follows or has accepted a request from always pass, as do moderation types.
 * When several rules apply, drop wins over filter.
 */
export function policyVerdict(
  ctx: ServerContext,
  recipientId: string,
  senderId: string,
  type: string,
  statusId: string | null,
): string {
  if (NOT_FILTERABLE.has(type)) return 'accept';
  const db = ctx.db;
  if (isFollowing(db, recipientId, senderId)) return 'accept';
  const permitted = sql(
    db,
    'SELECT 1 FROM notification_permissions WHERE account_id = ? AND from_account_id = ?',
  ).get(recipientId, senderId);
  if (permitted) return 'accept';
  const policy = policyOf(db, recipientId);
  const sender = sql(db, 'SELECT created_at FROM accounts WHERE id = ?').get(senderId) as
    { created_at: number } | undefined;
  const applies: string[] = [policy.for_not_following];
  if (!isFollowing(db, senderId, recipientId)) applies.push(policy.for_not_followers);
  if (sender && Date.now() - sender.created_at < NEW_ACCOUNT_MS) applies.push(policy.for_new_accounts);
  if (type === 'mention' && statusId) {
    const status = sql(db, 'SELECT visibility, in_reply_to_account_id FROM statuses WHERE id = ?').get(
      statusId,
    ) as Pick<StatusRow, 'visibility' | 'in_reply_to_account_id'> | undefined;
    // A private mention is unsolicited unless it answers one of the recipient's own posts.
    if (status?.visibility === 'direct' && status.in_reply_to_account_id !== recipientId)
      applies.push(policy.for_private_mentions);
  }
  if (applies.includes('drop')) return 'drop';
  return applies.includes('filter') ? 'filter' : 'accept';
}

/** Keeps one request per sender, pointing at its newest post. */
export function recordRequest(
  ctx: ServerContext,
  recipientId: string,
  senderId: string,
  statusId: string | null,
  at: number,
): void {
  sql(
    ctx.db,
    `INSERT INTO notification_requests (id, account_id, from_account_id, last_status_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (account_id, from_account_id) DO UPDATE SET
       last_status_id = COALESCE(excluded.last_status_id, last_status_id), updated_at = excluded.updated_at`,
  ).run(snowflakeId(at), recipientId, senderId, statusId, at, at);
}

export interface RequestRow {
  id: string;
  account_id: string;
  from_account_id: string;
  last_status_id: string | null;
  created_at: number;
  updated_at: number;
}

/** A notification request of the given user's, or undefined. */
export function ownRequest(db: Db, accountId: string, id: string): RequestRow | undefined {
  return sql(db, 'SELECT * FROM notification_requests WHERE id = ? AND account_id = ?').get(id, accountId) as
    RequestRow | undefined;
}

/** The user's notification requests, newest first. */
export function requestsOf(accountId: string): PageQuery {
  return {
    from: 'notification_requests nr',
    where: ['nr.account_id = ?'],
    args: [accountId],
    cursor: 'nr.id',
  };
}

/** How many filtered notifications a request holds. */
export function filteredCount(db: Db, accountId: string, fromAccountId: string): number {
  const row = sql(
    db,
    'SELECT COUNT(*) AS n FROM notifications WHERE account_id = ? AND from_account_id = ? AND filtered = 1',
  ).get(accountId, fromAccountId) as { n: number };
  return row.n;
}

/**
 * Answers a request: accepting lets its notifications through and the sender's future ones too;
 * dismissing deletes them. Either way the request goes.
 */
export function settleRequest(db: Db, row: RequestRow, accept: boolean): void {
  db.transaction(() => {
    if (accept) {
      sql(
        db,
        'UPDATE notifications SET filtered = 0 WHERE account_id = ? AND from_account_id = ? AND filtered = 1',
      ).run(row.account_id, row.from_account_id);
      sql(
        db,
        'INSERT OR IGNORE INTO notification_permissions (account_id, from_account_id) VALUES (?, ?)',
      ).run(row.account_id, row.from_account_id);
    } else {
      sql(db, 'DELETE FROM notifications WHERE account_id = ? AND from_account_id = ? AND filtered = 1').run(
        row.account_id,
        row.from_account_id,
      );
    }
    sql(db, 'DELETE FROM notification_requests WHERE id = ?').run(row.id);
  })();
}
