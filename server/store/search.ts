import { sql } from '../context';
import type { Db } from './db';
import { hiddenAuthors } from './blocks-mutes';
import { maySeeSql } from './visibility';

/** LIKE's wildcards escaped (for `ESCAPE '\'`), so a user's text matches itself. */
const escapeLike = (term: string): string => term.replace(/[%_\\]/g, (c) => `\\${c}`);
const containing = (term: string): string => `%${escapeLike(term)}%`;
const startingWith = (term: string): string => `${escapeLike(term)}%`;

/**
 * Active accounts whose username or display name starts with `term`, the most followed first;
 * with `followedBy`, only the accounts that account follows (Mastodon's `following=true`).
 */
export function searchAccountIds(
  db: Db,
  term: string,
  limit: number,
  followedBy: string | null = null,
): string[] {
  const like = startingWith(term);
  const rows = sql(
    db,
    "SELECT id FROM accounts WHERE suspended = 0 AND (username LIKE ? ESCAPE '\\' OR display_name LIKE ? ESCAPE '\\') AND (? IS NULL OR id IN (SELECT target_id FROM follows WHERE account_id = ? AND state = 'accepted')) ORDER BY followers_count DESC LIMIT ?",
  ).all(like, like, followedBy, followedBy, limit) as { id: string }[];
  return rows.map((row) => row.id);
}

export interface SearchPage {
  viewerId: string | null;
  limit: number;
  offset: number;
}

/**
 * Accounts whose username or display name contains the term: an exact username first, then the most
 * followed; `following` keeps those the viewer follows.
 */
export function searchAccounts(db: Db, term: string, page: SearchPage & { following: boolean }): string[] {
  const following = page.following && page.viewerId !== null;
  const rows = sql(
    db,
    `SELECT a.id FROM accounts a WHERE a.suspended = 0 AND a.id NOT IN (SELECT value FROM json_each(?))
     AND (a.username LIKE ? ESCAPE '\\' OR a.display_name LIKE ? ESCAPE '\\')
     ${following ? "AND a.id IN (SELECT target_id FROM follows WHERE account_id = ? AND state = 'accepted')" : ''}
     ORDER BY (LOWER(a.username) = LOWER(?)) DESC, a.followers_count DESC, a.id LIMIT ? OFFSET ?`,
  ).all(
    JSON.stringify(hiddenAuthors(db, page.viewerId)),
    containing(term),
    containing(term),
    ...(following ? [page.viewerId] : []),
    term,
    page.limit,
    page.offset,
  ) as { id: string }[];
  return rows.map((row) => row.id);
}

/**
 * Posts whose text or content warning contains the term, newest first: public posts of accounts that
 * opted into search, and the viewer's own (as Mastodon, for a signed-in viewer only), among those the
 * viewer may see.
 */
export function searchStatuses(
  db: Db,
  term: string,
  page: SearchPage & { viewerId: string; accountId?: string },
): string[] {
  const seen = maySeeSql(page.viewerId);
  const rows = sql(
    db,
    `SELECT s.id FROM statuses s JOIN accounts a ON a.id = s.account_id
     WHERE s.reblog_of_id IS NULL AND (s.text LIKE ? ESCAPE '\\' OR s.spoiler_text LIKE ? ESCAPE '\\')
       AND a.suspended = 0 AND s.account_id NOT IN (SELECT value FROM json_each(?))
       AND ((s.visibility = 'public' AND a.indexable = 1) OR s.account_id = ?) AND ${seen.where}
       ${page.accountId ? 'AND s.account_id = ?' : ''}
     ORDER BY s.id DESC LIMIT ? OFFSET ?`,
  ).all(
    containing(term),
    containing(term),
    JSON.stringify(hiddenAuthors(db, page.viewerId)),
    page.viewerId,
    ...seen.args,
    ...(page.accountId ? [page.accountId] : []),
    page.limit,
    page.offset,
  ) as { id: string }[];
  return rows.map((row) => row.id);
}

/** Used hashtags starting with the term, shortest first (lower-cased). */
export function searchTags(db: Db, term: string, limit: number, offset: number): string[] {
  const rows = sql(
    db,
    `SELECT LOWER(tag) AS tag, COUNT(*) AS n FROM status_tags WHERE tag LIKE ? ESCAPE '\\'
     GROUP BY LOWER(tag) ORDER BY LENGTH(tag), LOWER(tag) LIMIT ? OFFSET ?`,
  ).all(startingWith(term), limit, offset) as { tag: string }[];
  return rows.map((row) => row.tag);
}
