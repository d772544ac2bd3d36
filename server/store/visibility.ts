import { sql } from '../context';
import type { Db } from './db';
import type { StatusRow } from './rows';

export function isFollowing(db: Db, accountId: string, targetId: string): boolean {
  return (
    sql(db, "SELECT 1 FROM follows WHERE account_id = ? AND target_id = ? AND state = 'accepted'").get(
      accountId,
      targetId,
    ) !== undefined
  );
}

export function isMentioned(db: Db, statusId: string, accountId: string): boolean {
  return (
    sql(db, 'SELECT 1 FROM mentions WHERE status_id = ? AND account_id = ?').get(statusId, accountId) !==
    undefined
  );
}

/** What the audience rule needs to know about a viewer and a post, asked lazily. */
export interface AudienceFacts {
  authorSuspended: boolean;
  mentioned: () => boolean;
  followsAuthor: () => boolean;
}

/**
 * The audience rule, the one both the store and the serialisers apply: nothing of a suspended author;
 * public and unlisted posts for everyone, private posts for the author, their followers and the accounts
 * mentioned, direct posts for the author and the accounts mentioned.
 */
export function audienceAdmits(row: StatusRow, viewerId: string | null, facts: AudienceFacts): boolean {
  if (facts.authorSuspended) return false;
  if (row.visibility === 'public' || row.visibility === 'unlisted') return true;
  if (viewerId === null) return false;
  if (viewerId === row.account_id || facts.mentioned()) return true;
  return row.visibility === 'private' && facts.followsAuthor();
}

/** Who a post is for (the audience rule above), read from the database. */
export function canView(db: Db, viewerId: string | null, row: StatusRow): boolean {
  const author = sql(db, 'SELECT suspended FROM accounts WHERE id = ?').get(row.account_id) as
    { suspended: number } | undefined;
  return audienceAdmits(row, viewerId, {
    authorSuspended: !author || author.suspended === 1,
    mentioned: () => viewerId !== null && isMentioned(db, row.id, viewerId),
    followsAuthor: () => viewerId !== null && isFollowing(db, viewerId, row.account_id),
  });
}

/** Whether either account blocks the other. */
export function blockedEitherWay(db: Db, a: string, b: string): boolean {
  return (
    sql(
      db,
      'SELECT 1 FROM blocks WHERE (account_id = ? AND target_id = ?) OR (account_id = ? AND target_id = ?)',
    ).get(a, b, b, a) !== undefined
  );
}

/**
 * May this account see this post: the question every answer about a post and every delivery of one
 * (REST, streams, notifications, Web Push) asks. The post must be for the viewer (`canView`), no block
 * may stand between the viewer and its author either way, and a boost needs the boosted post seen too.
 */
export function maySee(db: Db, viewerId: string | null, row: StatusRow): boolean {
  if (!canView(db, viewerId, row)) return false;
  if (viewerId !== null && viewerId !== row.account_id && blockedEitherWay(db, viewerId, row.account_id))
    return false;
  if (row.reblog_of_id) {
    const original = getStatusRow(db, row.reblog_of_id);
    if (!original || !maySee(db, viewerId, original)) return false;
  }
  return true;
}

export function getStatusRow(db: Db, id: string): StatusRow | undefined {
  return sql(db, 'SELECT * FROM statuses WHERE id = ?').get(id) as StatusRow | undefined;
}
