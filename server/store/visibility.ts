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

/** Who may see a post: everyone for public and unlisted, followers and mentioned for private, mentioned for direct. */
export function canView(db: Db, viewerId: string | null, row: StatusRow): boolean {
  const author = sql(db, 'SELECT suspended FROM accounts WHERE id = ?').get(row.account_id) as
    { suspended: number } | undefined;
  if (!author || author.suspended === 1) return false;
  if (row.visibility === 'public' || row.visibility === 'unlisted') return true;
  if (viewerId === null) return false;
  if (viewerId === row.account_id) return true;
  if (isMentioned(db, row.id, viewerId)) return true;
  return row.visibility === 'private' && isFollowing(db, viewerId, row.account_id);
}

export function getStatusRow(db: Db, id: string): StatusRow | undefined {
  return sql(db, 'SELECT * FROM statuses WHERE id = ?').get(id) as StatusRow | undefined;
}
