import { sql, type ServerContext } from '../context';
import type { Db } from './db';
import type { PageQuery } from './paging';
import { snowflakeId } from '../ids';
import { leaveOwnersLists } from './lists';
import { unfollow } from './relationships';

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
