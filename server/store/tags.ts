import type { TagEntity } from '../entities';
import crypto from 'node:crypto';
import { sql } from '../context';
import type { Db } from './db';
import { snowflakeId } from '../ids';
import type { PageQuery } from './paging';
import { maySeeSql } from './visibility';

const DAY = 86_400_000;
/** The hashtags this instance's posts link (`text.ts`): letters, numbers and underscores, not only numbers. */
export const TAG_NAME = /^[\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*$/u;

/**
 * Mastodon's `Tag::HASHTAG_NAME_RE`: word characters (letters, marks, digits, connector punctuation) with
 * the separators `_`, `·`, `・` and ZWNJ inside, and a letter or separator that is not at either end; or
 * word characters with at least one letter.
 */
const WORD = '\\p{L}\\p{M}\\p{Nd}\\p{Pc}';
const ALPHA = '\\p{L}\\p{M}';
const SEPARATORS = '_\\u00B7\\u30FB\\u200C';
const MASTODON_TAG_NAME = new RegExp(
  `^(?:[${WORD}][${WORD}${SEPARATORS}]*[${ALPHA}${SEPARATORS}][${WORD}${SEPARATORS}]*[${WORD}]` +
    `|[${WORD}]*[${ALPHA}][${WORD}]*)$`,
  'u',
);

/**
 * The longest hashtag name, in characters (code points). Mastodon sets no number; a post here holds 500
 * characters, so no post can carry a longer tag, and no subscription or follow needs one.
 */
export const TAG_NAME_MAX = 500;

/** Whether a name (without `#`) is a hashtag: Mastodon's rule or this instance's, within the length bound. */
export function isTagName(name: string): boolean {
  // Checked before any pattern runs, so a long string costs nothing: first in UTF-16 units, then in code points.
  if (name.length === 0 || name.length > TAG_NAME_MAX * 2) return false;
  if (name.length > TAG_NAME_MAX && [...name].length > TAG_NAME_MAX) return false;
  return MASTODON_TAG_NAME.test(name) || TAG_NAME.test(name);
}

/** Tags have no table of their own here; a stable numeric id is derived from the lowercased name. */
export function tagId(name: string): string {
  const hex = crypto.createHash('sha1').update(name.toLowerCase()).digest('hex').slice(0, 12);
  return BigInt(`0x${hex}`).toString();
}

/** A hashtag name as given (one leading `#` allowed), lowercased; undefined when it is not one. */
export function normalizeTag(raw: string): string | undefined {
  const name = raw.replace(/^#/, '').trim();
  return isTagName(name) ? name.toLowerCase() : undefined;
}

const dayStart = (ms: number): number => Math.floor(ms / DAY) * DAY;

/**
 * Seven days of use, newest first: uses and distinct accounts of public and unlisted posts the viewer may
 * see (no local-only post for a signed-out visitor), as strings.
 */
export function tagHistory(
  db: Db,
  tag: string,
  viewerId: string | null,
  now = Date.now(),
): TagEntity['history'] {
  const from = dayStart(now) - 6 * DAY;
  const seen = maySeeSql(viewerId);
  const rows = sql(
    db,
    `SELECT s.created_at AS at, s.account_id AS account FROM status_tags t JOIN statuses s ON s.id = t.status_id
     WHERE t.tag = ? AND s.created_at >= ? AND s.visibility IN ('public', 'unlisted') AND s.reblog_of_id IS NULL
       AND ${seen.where}`,
  ).all(tag, from, ...seen.args) as { at: number; account: string }[];
  return Array.from({ length: 7 }, (_, i) => {
    const day = dayStart(now) - i * DAY;
    const inDay = rows.filter((r) => r.at >= day && r.at < day + DAY);
    return {
      day: String(day / 1000),
      uses: String(inDay.length),
      accounts: String(new Set(inDay.map((r) => r.account)).size),
    };
  });
}

export function tagJson(db: Db, base: string, name: string, viewerId: string | null): TagEntity {
  const json: TagEntity = {
    id: tagId(name),
    name,
    url: `${base}/tags/${encodeURIComponent(name)}`,
    history: tagHistory(db, name, viewerId),
  };
  if (viewerId !== null) {
    json.following =
      sql(db, 'SELECT 1 FROM tag_follows WHERE account_id = ? AND tag = ?').get(viewerId, name) !== undefined;
    json.featuring =
      sql(db, 'SELECT 1 FROM featured_tags WHERE account_id = ? AND tag = ?').get(viewerId, name) !==
      undefined;
  }
  return json;
}

/** Tags by public use over the last week in the posts the viewer may see, most used first. */
export function trendingTags(
  db: Db,
  limit: number,
  offset: number,
  viewerId: string | null,
  now = Date.now(),
): string[] {
  const seen = maySeeSql(viewerId);
  const rows = sql(
    db,
    `SELECT t.tag AS tag, COUNT(*) AS n FROM status_tags t JOIN statuses s ON s.id = t.status_id
     WHERE s.created_at >= ? AND s.visibility = 'public' AND s.reblog_of_id IS NULL AND ${seen.where}
     GROUP BY LOWER(t.tag) ORDER BY n DESC, tag LIMIT ? OFFSET ?`,
  ).all(now - 7 * DAY, ...seen.args, limit, offset) as { tag: string }[];
  return rows.map((r) => r.tag.toLowerCase());
}

/** Follows a hashtag (true) or stops (false). */
export function setTagFollowed(db: Db, accountId: string, tag: string, on: boolean): void {
  if (on)
    sql(db, 'INSERT OR IGNORE INTO tag_follows (id, account_id, tag) VALUES (?, ?, ?)').run(
      snowflakeId(),
      accountId,
      tag,
    );
  else sql(db, 'DELETE FROM tag_follows WHERE account_id = ? AND tag = ?').run(accountId, tag);
}

/** The hashtags a user follows, in the order followed. */
export function followedTags(accountId: string): PageQuery {
  return {
    from: 'tag_follows tf',
    where: ['tf.account_id = ?'],
    args: [accountId],
    cursor: 'tf.id',
    item: 'tf.tag',
  };
}

/** How many hashtags a user features, and whether this one is among them. */
export function featuredTagState(
  db: Db,
  accountId: string,
  tag: string,
): { count: number; featured: boolean } {
  const count = sql(db, 'SELECT COUNT(*) AS n FROM featured_tags WHERE account_id = ?').get(accountId) as {
    n: number;
  };
  const featured = sql(db, 'SELECT 1 FROM featured_tags WHERE account_id = ? AND tag = ?').get(
    accountId,
    tag,
  );
  return { count: count.n, featured: featured !== undefined };
}

/** Features a hashtag on the user's profile (true) or stops (false). */
export function setTagFeatured(db: Db, accountId: string, tag: string, on: boolean): void {
  if (on) {
    const now = Date.now();
    sql(db, 'INSERT OR IGNORE INTO featured_tags (id, account_id, tag, created_at) VALUES (?, ?, ?, ?)').run(
      snowflakeId(now),
      accountId,
      tag,
      now,
    );
  } else sql(db, 'DELETE FROM featured_tags WHERE account_id = ? AND tag = ?').run(accountId, tag);
}
