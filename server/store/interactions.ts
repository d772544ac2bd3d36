import { sql, type ServerContext } from '../context';
import { ApiError, notFound } from '../errors';
import { snowflakeId } from '../ids';
import type { Db } from './db';
import type { PollRow, StatusRow } from './rows';
import { createNotification } from './notifications';
import { bumpAuthor, removeRow } from './statuses';
import { getStatusRow, maySee } from './visibility';

/** Boosts and favourites: counters, notifications and stream events. */
export function reblogStatus(
  ctx: ServerContext,
  accountId: string,
  statusId: string,
  visibility = 'public',
  createdAt?: number,
  silent = false,
): StatusRow {
  const db = ctx.db;
  let original = getStatusRow(db, statusId);
  if (original?.reblog_of_id) original = getStatusRow(db, original.reblog_of_id);
  if (!original || !maySee(db, accountId, original)) throw notFound();
  const boostable =
    original.visibility === 'public' ||
    original.visibility === 'unlisted' ||
    (original.visibility === 'private' && original.account_id === accountId);
  if (!boostable) throw new ApiError(403, 'This action is not allowed');
  const existing = sql(db, 'SELECT * FROM statuses WHERE reblog_of_id = ? AND account_id = ?').get(
    original.id,
    accountId,
  ) as StatusRow | undefined;
  if (existing) return existing;
  const chosen = ['public', 'unlisted', 'private'].includes(visibility) ? visibility : 'public';
  const at = createdAt ?? Date.now();
  const id = snowflakeId(at);
  db.transaction(() => {
    sql(
      db,
      'INSERT INTO statuses (id, account_id, visibility, reblog_of_id, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(id, accountId, original.visibility === 'private' ? 'private' : chosen, original.id, at);
    sql(db, 'UPDATE statuses SET reblogs_count = reblogs_count + 1 WHERE id = ?').run(original.id);
    bumpAuthor(ctx, accountId, 1, at);
  })();
  createNotification(ctx, {
    recipientId: original.account_id,
    fromId: accountId,
    type: 'reblog',
    statusId: original.id,
    silent,
    createdAt: at,
  });
  const row = getStatusRow(db, id)!;
  if (!silent) ctx.events.emit('statusPublished', { row, event: 'update' });
  return row;
}

export function unreblogStatus(ctx: ServerContext, accountId: string, statusId: string): StatusRow {
  const original = getStatusRow(ctx.db, statusId);
  if (!original) throw notFound();
  const boost = sql(ctx.db, 'SELECT * FROM statuses WHERE reblog_of_id = ? AND account_id = ?').get(
    original.id,
    accountId,
  ) as StatusRow | undefined;
  // As Mastodon: one's own boost can always be undone; otherwise the post must be one the account may see.
  if (boost) removeRow(ctx, boost);
  else if (!maySee(ctx.db, accountId, original)) throw notFound();
  return original;
}

export function favouriteStatus(
  ctx: ServerContext,
  accountId: string,
  statusId: string,
  createdAt?: number,
  silent = false,
): StatusRow {
  const db = ctx.db;
  const row = getStatusRow(db, statusId);
  if (!row || row.reblog_of_id || !maySee(db, accountId, row)) throw notFound();
  const at = createdAt ?? Date.now();
  const inserted = sql(
    db,
    'INSERT OR IGNORE INTO favourites (id, account_id, status_id) VALUES (?, ?, ?)',
  ).run(snowflakeId(at), accountId, statusId);
  if (inserted.changes > 0) {
    sql(db, 'UPDATE statuses SET favourites_count = favourites_count + 1 WHERE id = ?').run(statusId);
    createNotification(ctx, {
      recipientId: row.account_id,
      fromId: accountId,
      type: 'favourite',
      statusId,
      silent,
      createdAt: at,
    });
  }
  return getStatusRow(db, statusId)!;
}

export function unfavouriteStatus(ctx: ServerContext, accountId: string, statusId: string): StatusRow {
  const db = ctx.db;
  const row = getStatusRow(db, statusId);
  if (!row) throw notFound();
  const removed = sql(db, 'DELETE FROM favourites WHERE account_id = ? AND status_id = ?').run(
    accountId,
    statusId,
  );
  // As Mastodon: one's own favourite can always be taken back; otherwise the post must be one the account may see.
  if (removed.changes === 0 && !maySee(db, accountId, row)) throw notFound();
  if (removed.changes > 0) {
    sql(db, 'UPDATE statuses SET favourites_count = MAX(favourites_count - 1, 0) WHERE id = ?').run(statusId);
    sql(
      db,
      "DELETE FROM notifications WHERE type = 'favourite' AND status_id = ? AND from_account_id = ?",
    ).run(statusId, accountId);
  }
  return getStatusRow(db, statusId)!;
}

/** Bookmarks a post, or pins it to the author's profile (true), or undoes that (false). */
export function setStatusMark(
  db: Db,
  mark: 'bookmarks' | 'pins',
  accountId: string,
  statusId: string,
  on: boolean,
): void {
  if (on)
    sql(db, `INSERT OR IGNORE INTO ${mark} (id, account_id, status_id) VALUES (?, ?, ?)`).run(
      snowflakeId(),
      accountId,
      statusId,
    );
  else sql(db, `DELETE FROM ${mark} WHERE account_id = ? AND status_id = ?`).run(accountId, statusId);
}

/** Whether an account has bookmarked (or pinned) a post. */
export function hasStatusMark(
  db: Db,
  mark: 'bookmarks' | 'pins',
  accountId: string,
  statusId: string,
): boolean {
  return (
    sql(db, `SELECT 1 FROM ${mark} WHERE account_id = ? AND status_id = ?`).get(accountId, statusId) !==
    undefined
  );
}

export function pollRow(db: Db, id: string): PollRow | undefined {
  return sql(db, 'SELECT * FROM polls WHERE id = ?').get(id) as PollRow | undefined;
}

export function hasVoted(db: Db, pollId: string, accountId: string): boolean {
  return (
    sql(db, 'SELECT 1 FROM poll_votes WHERE poll_id = ? AND account_id = ?').get(pollId, accountId) !==
    undefined
  );
}

/** Records a vote: one row per chosen option. */
export function castVote(db: Db, pollId: string, accountId: string, choices: readonly number[]): void {
  db.transaction(() => {
    for (const choice of choices)
      sql(db, 'INSERT INTO poll_votes (poll_id, account_id, choice) VALUES (?, ?, ?)').run(
        pollId,
        accountId,
        choice,
      );
  })();
}

/** Votes per option of a poll (by option index). */
export function pollVoteCounts(db: Db, pollId: string): Map<number, number> {
  const rows = sql(db, 'SELECT choice, COUNT(*) AS n FROM poll_votes WHERE poll_id = ? GROUP BY choice').all(
    pollId,
  ) as { choice: number; n: number }[];
  return new Map(rows.map((c) => [c.choice, c.n]));
}

/** How many accounts voted in a poll. */
export function pollVoterCount(db: Db, pollId: string): number {
  return (
    sql(db, 'SELECT COUNT(DISTINCT account_id) AS n FROM poll_votes WHERE poll_id = ?').get(pollId) as {
      n: number;
    }
  ).n;
}

/** The options an account chose, in order. */
export function ownVotes(db: Db, pollId: string, accountId: string): number[] {
  const rows = sql(
    db,
    'SELECT choice FROM poll_votes WHERE poll_id = ? AND account_id = ? ORDER BY choice',
  ).all(pollId, accountId) as { choice: number }[];
  return rows.map((v) => v.choice);
}
