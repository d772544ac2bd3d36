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
 * mentioned, direct posts for the author and the accounts mentioned. A local-only post is for the accounts
 * of this server alone: never for a signed-out visitor (every account here is local, so being signed in is
 * enough). `audienceSql` states the same rule for lists built in SQL.
 */
export function audienceAdmits(row: StatusRow, viewerId: string | null, facts: AudienceFacts): boolean {
  if (facts.authorSuspended) return false;
  if (viewerId === null)
    return row.local_only !== 1 && (row.visibility === 'public' || row.visibility === 'unlisted');
  if (row.visibility === 'public' || row.visibility === 'unlisted') return true;
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
 * `maySeeSql` is the same question for lists built in SQL.
 */
export function maySee(db: Db, viewerId: string | null, row: StatusRow): boolean {
  if (!canView(db, viewerId, row)) return false;
  if (viewerId !== null && viewerId !== row.account_id && blockedEitherWay(db, viewerId, row.account_id))
    return false;
  if (row.reblog_of_id) {
    // A boost boosts an original post, never another boost.
    const original = getStatusRow(db, row.reblog_of_id);
    if (!original || original.reblog_of_id || !maySee(db, viewerId, original)) return false;
  }
  return true;
}

/** An SQL condition with its arguments, in the order of its `?`. */
export interface SqlCondition {
  where: string;
  args: unknown[];
}

/**
 * `audienceAdmits` as an SQL condition on the statuses row `alias` (an author that no longer exists counts
 * as suspended, as in `canView`).
 */
export function audienceSql(viewerId: string | null, alias = 's'): SqlCondition {
  const author = `EXISTS (SELECT 1 FROM accounts va WHERE va.id = ${alias}.account_id AND va.suspended = 0)`;
  const open = `${alias}.visibility IN ('public', 'unlisted')`;
  if (viewerId === null) return { where: `(${author} AND ${alias}.local_only = 0 AND ${open})`, args: [] };
  return {
    where: `(${author} AND (${open} OR ${alias}.account_id = ?
      OR EXISTS (SELECT 1 FROM mentions vm WHERE vm.status_id = ${alias}.id AND vm.account_id = ?)
      OR (${alias}.visibility = 'private' AND EXISTS (SELECT 1 FROM follows vf WHERE vf.account_id = ? AND vf.target_id = ${alias}.account_id AND vf.state = 'accepted'))))`,
    args: [viewerId, viewerId, viewerId],
  };
}

/** No block between the viewer and the author of the statuses row `alias`, either way. */
function unblockedSql(viewerId: string | null, alias: string): SqlCondition {
  if (viewerId === null) return { where: '1', args: [] };
  return {
    where: `(${alias}.account_id = ? OR NOT EXISTS (SELECT 1 FROM blocks vb WHERE (vb.account_id = ? AND vb.target_id = ${alias}.account_id) OR (vb.account_id = ${alias}.account_id AND vb.target_id = ?)))`,
    args: [viewerId, viewerId, viewerId],
  };
}

/**
 * `maySee` as an SQL condition on the statuses row `s`, for the lists of posts built in SQL (timelines,
 * profiles, trends, search): the audience rule and no block either way, for the post and for the post a
 * boost boosts. Both answer alike for every post and viewer.
 */
export function maySeeSql(viewerId: string | null): SqlCondition {
  const own = [audienceSql(viewerId, 's'), unblockedSql(viewerId, 's')];
  const boosted = [audienceSql(viewerId, 'vo'), unblockedSql(viewerId, 'vo')];
  return {
    where: `(${own.map((c) => c.where).join(' AND ')} AND (s.reblog_of_id IS NULL OR EXISTS (SELECT 1 FROM statuses vo WHERE vo.id = s.reblog_of_id AND vo.reblog_of_id IS NULL AND ${boosted.map((c) => c.where).join(' AND ')})))`,
    args: [...own, ...boosted].flatMap((c) => c.args),
  };
}

export function getStatusRow(db: Db, id: string): StatusRow | undefined {
  return sql(db, 'SELECT * FROM statuses WHERE id = ?').get(id) as StatusRow | undefined;
}
