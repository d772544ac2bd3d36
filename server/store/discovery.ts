import { sql } from '../context';
import type { Db } from './db';
import { hiddenAuthors } from './blocks-mutes';
import { maySeeSql } from './visibility';

const DAY = 86_400_000;

/**
 * Popular public posts of the last week (favourites, boosts and replies), without replies or boosts,
 * from accounts that opted in to discovery and that the viewer does not hide, among those the viewer may
 * see (no local-only post for a signed-out visitor).
 */
export function trendingStatusIds(
  db: Db,
  viewerId: string | null,
  limit: number,
  offset: number,
  now = Date.now(),
): string[] {
  const seen = maySeeSql(viewerId);
  const rows = sql(
    db,
    `SELECT s.id FROM statuses s JOIN accounts a ON a.id = s.account_id
     WHERE s.visibility = 'public' AND s.reblog_of_id IS NULL AND s.in_reply_to_id IS NULL AND s.created_at >= ?
       AND a.suspended = 0 AND a.discoverable = 1 AND (s.favourites_count + s.reblogs_count + s.replies_count) > 0
       AND s.account_id NOT IN (SELECT value FROM json_each(?)) AND ${seen.where}
     ORDER BY (s.favourites_count + 2 * s.reblogs_count + s.replies_count) DESC, s.id DESC LIMIT ? OFFSET ?`,
  ).all(now - 7 * DAY, JSON.stringify(hiddenAuthors(db, viewerId)), ...seen.args, limit, offset) as {
    id: string;
  }[];
  return rows.map((row) => row.id);
}

export interface LinkPost {
  text: string;
  account_id: string;
  created_at: number;
}

/**
 * Public original posts since a time that may carry a link, among those the viewer may see: the shares
 * trending links count (no local-only post for a signed-out visitor).
 */
export function postsWithLinks(db: Db, since: number, viewerId: string | null): LinkPost[] {
  const seen = maySeeSql(viewerId);
  return sql(
    db,
    `SELECT s.text, s.account_id, s.created_at FROM statuses s WHERE s.visibility = 'public' AND s.reblog_of_id IS NULL
       AND s.created_at >= ? AND s.text LIKE '%http%' AND ${seen.where}`,
  ).all(since, ...seen.args) as LinkPost[];
}

export interface Suggestion {
  id: string;
  /** 1 when someone the user follows follows the account. */
  friends: number;
}

/**
 * Accounts to follow: discoverable, active, not followed, dismissed or hidden; friends of friends first,
 * then the most followed.
 */
export function suggestedAccounts(db: Db, me: string, limit: number): Suggestion[] {
  return sql(
    db,
    `SELECT a.id,
       EXISTS (SELECT 1 FROM follows f1 JOIN follows f2 ON f2.account_id = f1.target_id
               WHERE f1.account_id = ? AND f2.target_id = a.id AND f1.state = 'accepted' AND f2.state = 'accepted') AS friends
     FROM accounts a
     WHERE a.id != ? AND a.suspended = 0 AND a.discoverable = 1 AND a.memorial = 0 AND a.moved_to_id IS NULL
       AND a.id NOT IN (SELECT target_id FROM follows WHERE account_id = ?)
       AND a.id NOT IN (SELECT target_id FROM suggestion_dismissals WHERE account_id = ?)
       AND a.id NOT IN (SELECT value FROM json_each(?))
     ORDER BY friends DESC, a.followers_count DESC, a.id LIMIT ?`,
  ).all(me, me, me, me, JSON.stringify(hiddenAuthors(db, me)), limit) as Suggestion[];
}

export function dismissSuggestion(db: Db, me: string, targetId: string): void {
  sql(db, 'INSERT OR IGNORE INTO suggestion_dismissals (account_id, target_id) VALUES (?, ?)').run(
    me,
    targetId,
  );
}

/** The profile directory: discoverable accounts, recently active or newest first. */
export function directoryIds(db: Db, order: 'active' | 'new', limit: number, offset: number): string[] {
  const by = order === 'new' ? 'a.created_at DESC' : 'COALESCE(a.last_status_at, 0) DESC';
  const rows = sql(
    db,
    `SELECT a.id FROM accounts a WHERE a.discoverable = 1 AND a.suspended = 0 AND a.moved_to_id IS NULL
     ORDER BY ${by}, a.id LIMIT ? OFFSET ?`,
  ).all(limit, offset) as { id: string }[];
  return rows.map((row) => row.id);
}
