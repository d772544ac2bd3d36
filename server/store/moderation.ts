import { sql, type ServerContext } from '../context';
import type { Db } from './db';
import type { PageQuery } from './paging';
import { snowflakeId } from '../ids';
import { leaveOwnersLists } from './lists';
import { unfollow } from './relationships';

/** A mute counts while it has no end or its end is still ahead. */
const ACTIVE_MUTE = '(expires_at IS NULL OR expires_at > ?)';

export function block(ctx: ServerContext, from: string, to: string): void {
  const now = Date.now();
  sql(ctx.db, 'INSERT OR IGNORE INTO blocks (id, account_id, target_id, created_at) VALUES (?, ?, ?, ?)').run(
    snowflakeId(now),
    from,
    to,
    now,
  );
  // As in Mastodon, a block ends the follow relationship both ways, pending requests included.
  unfollow(ctx, from, to);
  unfollow(ctx, to, from);
  // And each leaves the other's lists, whatever follow there was.
  leaveOwnersLists(ctx.db, from, to);
  leaveOwnersLists(ctx.db, to, from);
  sql(ctx.db, 'DELETE FROM endorsements WHERE account_id = ? AND target_id = ?').run(from, to);
  forgetConversationsWith(ctx.db, from, to);
}

/**
 * The user's conversations the account takes part in go, as Mastodon's AfterBlockService destroys
 * them after a block, or a mute that hides notifications too; the account's own stay.
 */
function forgetConversationsWith(db: Db, from: string, to: string): void {
  sql(
    db,
    `DELETE FROM account_conversations
     WHERE account_id = ? AND EXISTS (SELECT 1 FROM json_each(participant_ids_json) WHERE value = ?)`,
  ).run(from, to);
}

export function unblock(ctx: ServerContext, from: string, to: string): void {
  sql(ctx.db, 'DELETE FROM blocks WHERE account_id = ? AND target_id = ?').run(from, to);
}

/** Mutes (again, replacing the options); `durationS` 0 means for ever. */
export function mute(
  ctx: ServerContext,
  from: string,
  to: string,
  options: { notifications: boolean; durationS: number },
): void {
  const now = Date.now();
  const expiresAt = options.durationS > 0 ? now + options.durationS * 1000 : null;
  sql(
    ctx.db,
    `INSERT INTO mutes (id, account_id, target_id, notifications, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (account_id, target_id) DO UPDATE SET notifications = excluded.notifications, expires_at = excluded.expires_at`,
  ).run(snowflakeId(now), from, to, options.notifications ? 1 : 0, expiresAt, now);
  if (options.notifications) forgetConversationsWith(ctx.db, from, to);
}

export function unmute(ctx: ServerContext, from: string, to: string): void {
  sql(ctx.db, 'DELETE FROM mutes WHERE account_id = ? AND target_id = ?').run(from, to);
}

export interface MuteRow {
  notifications: number;
  expires_at: number | null;
}

export function activeMute(db: Db, from: string, to: string): MuteRow | undefined {
  return sql(
    db,
    `SELECT notifications, expires_at FROM mutes WHERE account_id = ? AND target_id = ? AND ${ACTIVE_MUTE}`,
  ).get(from, to, Date.now()) as MuteRow | undefined;
}

export function isBlocking(db: Db, from: string, to: string): boolean {
  return sql(db, 'SELECT 1 FROM blocks WHERE account_id = ? AND target_id = ?').get(from, to) !== undefined;
}

/**
 * Accounts whose posts a viewer does not see in timelines: those the viewer blocks or mutes, and those
 * that block the viewer. Answered as a JSON array for `IN (SELECT value FROM json_each(?))`.
 */
export function hiddenAuthors(db: Db, viewerId: string | null): string[] {
  if (viewerId === null) return [];
  const rows = sql(
    db,
    `SELECT target_id AS id FROM blocks WHERE account_id = ?
     UNION SELECT account_id AS id FROM blocks WHERE target_id = ?
     UNION SELECT target_id AS id FROM mutes WHERE account_id = ? AND ${ACTIVE_MUTE}`,
  ).all(viewerId, viewerId, viewerId, Date.now()) as { id: string }[];
  return rows.map((r) => r.id);
}

/**
 * Accounts whose notifications a recipient does not get: those on either side of a block with them, and
 * those muted with notifications.
 */
export function silencedSenders(db: Db, recipientId: string): string[] {
  const rows = sql(
    db,
    `SELECT target_id AS id FROM blocks WHERE account_id = ?
     UNION SELECT account_id AS id FROM blocks WHERE target_id = ?
     UNION SELECT target_id AS id FROM mutes WHERE account_id = ? AND notifications = 1 AND ${ACTIVE_MUTE}`,
  ).all(recipientId, recipientId, recipientId, Date.now()) as { id: string }[];
  return rows.map((r) => r.id);
}

/** SQL keeping out posts (and boosts of posts) by the given authors; one JSON-array argument per `?`. */
export const NOT_BY_HIDDEN =
  '(s.account_id NOT IN (SELECT value FROM json_each(?)) AND NOT EXISTS (SELECT 1 FROM statuses hr WHERE hr.id = s.reblog_of_id AND hr.account_id IN (SELECT value FROM json_each(?))))';

export interface ViewerModeration {
  blocking: Set<string>;
  blockedBy: Set<string>;
  muting: Set<string>;
}

/** The thread a post belongs to (its own id for a post that started one). */
export function conversationOf(row: { id: string; conversation_id: string | null }): string {
  return row.conversation_id ?? row.id;
}

/** Mutes (or unmutes) a thread for an account. */
export function setConversationMuted(
  db: Db,
  accountId: string,
  conversationId: string,
  muted: boolean,
): void {
  if (muted)
    sql(db, 'INSERT OR IGNORE INTO conversation_mutes (account_id, conversation_id) VALUES (?, ?)').run(
      accountId,
      conversationId,
    );
  else
    sql(db, 'DELETE FROM conversation_mutes WHERE account_id = ? AND conversation_id = ?').run(
      accountId,
      conversationId,
    );
}

/** The threads an account muted: their posts show `muted` and notify it of nothing. */
export function mutedConversations(db: Db, accountId: string | null): Set<string> {
  if (accountId === null) return new Set();
  const rows = sql(db, 'SELECT conversation_id FROM conversation_mutes WHERE account_id = ?').all(
    accountId,
  ) as { conversation_id: string }[];
  return new Set(rows.map((r) => r.conversation_id));
}

/** The viewer's blocks and mutes, for quote states (blocked_account, muted_account). */
export function viewerModeration(db: Db, viewerId: string | null): ViewerModeration {
  if (viewerId === null) return { blocking: new Set(), blockedBy: new Set(), muting: new Set() };
  const ids = (text: string, ...args: unknown[]): Set<string> =>
    new Set((sql(db, text).all(...args) as { id: string }[]).map((r) => r.id));
  return {
    blocking: ids('SELECT target_id AS id FROM blocks WHERE account_id = ?', viewerId),
    blockedBy: ids('SELECT account_id AS id FROM blocks WHERE target_id = ?', viewerId),
    muting: ids(
      `SELECT target_id AS id FROM mutes WHERE account_id = ? AND ${ACTIVE_MUTE}`,
      viewerId,
      Date.now(),
    ),
  };
}

/** A user's blocked domains, newest first (the paged query of `/api/v1/domain_blocks`). */
export const domainBlocksQuery = (me: string): PageQuery => ({
  from: 'domain_blocks',
  where: ['account_id = ?'],
  args: [me],
  cursor: 'id',
  item: 'domain',
});

export function blockDomain(ctx: ServerContext, me: string, domain: string): void {
  const now = Date.now();
  sql(
    ctx.db,
    'INSERT OR IGNORE INTO domain_blocks (id, account_id, domain, created_at) VALUES (?, ?, ?, ?)',
  ).run(snowflakeId(now), me, domain, now);
}

export function unblockDomain(ctx: ServerContext, me: string, domain: string): void {
  sql(ctx.db, 'DELETE FROM domain_blocks WHERE account_id = ? AND domain = ?').run(me, domain);
}
