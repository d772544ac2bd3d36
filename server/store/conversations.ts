import { sql, type ServerContext } from '../context';
import { snowflakeId } from '../ids';
import type { Db } from './db';
import { silencedSenders } from './moderation';
import type { PageQuery } from './paging';
import type { StatusRow } from './rows';
import { maySee } from './visibility';

export interface ConversationRow {
  id: string;
  account_id: string;
  conversation_id: string;
  participant_ids_json: string;
  last_status_id: string;
  unread: number;
}

/**
 * Records a direct post in the conversation of each participant (author and mentioned accounts) who may
 * see it, as Mastodon's AccountConversation does: the newest post, unread for everyone but the author. A mentioned
 * account that blocks the author, or mutes them with their notifications, gets nothing: Mastodon drops
 * that mention before it reaches the recipient's conversations.
 */
export function recordConversation(ctx: ServerContext, row: StatusRow): void {
  if (row.visibility !== 'direct') return;
  const conversationId = row.conversation_id ?? row.id;
  const mentioned = (
    sql(ctx.db, 'SELECT account_id FROM mentions WHERE status_id = ?').all(row.id) as { account_id: string }[]
  ).map((m) => m.account_id);
  const participants = [...new Set([row.account_id, ...mentioned])];
  // A participant who may not see the post (a block between them and its author) gets no conversation.
  const reached = participants.filter(
    (id) =>
      maySee(ctx.db, id, row) &&
      (id === row.account_id || !silencedSenders(ctx.db, id).includes(row.account_id)),
  );
  for (const accountId of reached) {
    sql(
      ctx.db,
      `INSERT INTO account_conversations (id, account_id, conversation_id, participant_ids_json, last_status_id, unread)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (account_id, conversation_id) DO UPDATE SET participant_ids_json = excluded.participant_ids_json,
         last_status_id = excluded.last_status_id, unread = excluded.unread`,
    ).run(
      snowflakeId(row.created_at),
      accountId,
      conversationId,
      JSON.stringify(participants.filter((id) => id !== accountId)),
      row.id,
      accountId === row.account_id ? 0 : 1,
    );
  }
}

/** After a direct post is deleted: conversations pointing at it fall back to their newest remaining post. */
export function forgetConversationStatus(ctx: ServerContext, row: StatusRow): void {
  const rows = sql(ctx.db, 'SELECT * FROM account_conversations WHERE last_status_id = ?').all(
    row.id,
  ) as ConversationRow[];
  for (const conv of rows) {
    const latest = sql(
      ctx.db,
      `SELECT s.id FROM statuses s WHERE COALESCE(s.conversation_id, s.id) = ? AND s.visibility = 'direct' AND s.id != ?
       AND (s.account_id = ? OR EXISTS (SELECT 1 FROM mentions m WHERE m.status_id = s.id AND m.account_id = ?))
       ORDER BY s.id DESC LIMIT 1`,
    ).get(conv.conversation_id, row.id, conv.account_id, conv.account_id) as { id: string } | undefined;
    if (latest)
      sql(ctx.db, 'UPDATE account_conversations SET last_status_id = ? WHERE id = ?').run(latest.id, conv.id);
    else sql(ctx.db, 'DELETE FROM account_conversations WHERE id = ?').run(conv.id);
  }
}

/** A conversation of the given user's, or undefined. */
export function ownConversation(db: Db, accountId: string, id: string): ConversationRow | undefined {
  return sql(db, 'SELECT * FROM account_conversations WHERE id = ? AND account_id = ?').get(id, accountId) as
    ConversationRow | undefined;
}

/** A user's conversation about a thread. */
export function conversationByThread(
  db: Db,
  accountId: string,
  conversationId: string,
): ConversationRow | undefined {
  return sql(db, 'SELECT * FROM account_conversations WHERE account_id = ? AND conversation_id = ?').get(
    accountId,
    conversationId,
  ) as ConversationRow | undefined;
}

/** The user's conversations, paged by the newest post of each, as Mastodon does. */
export function conversationsOf(accountId: string): PageQuery {
  return {
    from: 'account_conversations c',
    where: ['c.account_id = ?'],
    args: [accountId],
    cursor: 'c.last_status_id',
    item: 'c.id',
  };
}

export function markConversationRead(db: Db, id: string): void {
  sql(db, 'UPDATE account_conversations SET unread = 0 WHERE id = ?').run(id);
}

export function deleteConversation(db: Db, id: string): void {
  sql(db, 'DELETE FROM account_conversations WHERE id = ?').run(id);
}
