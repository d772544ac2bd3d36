import { sql } from '../context';
import { snowflakeId } from '../ids';
import type { Db } from './db';
import type { PageQuery } from './paging';
import type { AccountRow, EmojiRow } from './rows';

export function accountRow(db: Db, id: string): AccountRow | undefined {
  return sql(db, 'SELECT * FROM accounts WHERE id = ?').get(id) as AccountRow | undefined;
}

/** The accounts of many ids with one statement (the ids as one JSON array), in the order asked. */
export function accountRows(db: Db, ids: readonly string[]): AccountRow[] {
  if (ids.length === 0) return [];
  return sql(db, 'SELECT a.* FROM json_each(?) t JOIN accounts a ON a.id = t.value ORDER BY t.key').all(
    JSON.stringify(ids),
  ) as AccountRow[];
}

/** A local account by its username; `activeOnly` leaves out suspended accounts. */
export function accountByUsername(db: Db, username: string, activeOnly = false): AccountRow | undefined {
  return sql(
    db,
    activeOnly
      ? 'SELECT * FROM accounts WHERE username = ? AND suspended = 0'
      : 'SELECT * FROM accounts WHERE username = ?',
  ).get(username) as AccountRow | undefined;
}

/** What update_credentials may change. */
export type ProfileUpdate = Pick<
  AccountRow,
  | 'id'
  | 'display_name'
  | 'note'
  | 'locked'
  | 'bot'
  | 'discoverable'
  | 'indexable'
  | 'hide_collections'
  | 'fields_json'
  | 'avatar'
  | 'header'
  | 'default_privacy'
  | 'default_sensitive'
  | 'default_language'
>;

export function saveProfile(db: Db, profile: ProfileUpdate): void {
  sql(
    db,
    `UPDATE accounts SET display_name = @display_name, note = @note, locked = @locked, bot = @bot, discoverable = @discoverable,
     indexable = @indexable, hide_collections = @hide_collections, fields_json = @fields_json, avatar = @avatar, header = @header,
     default_privacy = @default_privacy, default_sensitive = @default_sensitive, default_language = @default_language WHERE id = @id`,
  ).run(profile);
}

/** The private note on another account; an empty comment removes it. */
export function setAccountNote(db: Db, accountId: string, targetId: string, comment: string): void {
  if (comment === '')
    sql(db, 'DELETE FROM account_notes WHERE account_id = ? AND target_id = ?').run(accountId, targetId);
  else
    sql(
      db,
      'INSERT INTO account_notes (account_id, target_id, comment) VALUES (?, ?, ?) ON CONFLICT (account_id, target_id) DO UPDATE SET comment = excluded.comment',
    ).run(accountId, targetId, comment);
}

/** Features (endorses) an account on the profile, or stops. */
export function setEndorsed(db: Db, accountId: string, targetId: string, endorsed: boolean): void {
  if (endorsed)
    sql(db, 'INSERT OR IGNORE INTO endorsements (id, account_id, target_id) VALUES (?, ?, ?)').run(
      snowflakeId(),
      accountId,
      targetId,
    );
  else sql(db, 'DELETE FROM endorsements WHERE account_id = ? AND target_id = ?').run(accountId, targetId);
}

export interface FeaturedTagStats {
  id: string;
  tag: string;
  /** The account's public and unlisted posts with the tag. */
  n: number;
  /** When the newest of them was posted. */
  last: number | null;
}

export function featuredTagStats(db: Db, accountId: string): FeaturedTagStats[] {
  return sql(
    db,
    `SELECT f.id, f.tag, COUNT(s.id) AS n, MAX(s.created_at) AS last FROM featured_tags f
     LEFT JOIN status_tags t ON t.tag = f.tag
     LEFT JOIN statuses s ON s.id = t.status_id AND s.account_id = f.account_id AND s.visibility IN ('public', 'unlisted')
     WHERE f.account_id = ? GROUP BY f.id ORDER BY f.id`,
  ).all(accountId) as FeaturedTagStats[];
}

/** When a mute (by its row id) ends; null for one without end. */
export function muteExpiry(db: Db, muteId: string): number | null {
  const row = sql(db, 'SELECT expires_at FROM mutes WHERE id = ?').get(muteId) as
    { expires_at: number | null } | undefined;
  return row?.expires_at ?? null;
}

/**
 * Accounts the viewer follows that follow each target, leaving out those hiding their collections, for
 * many targets with one statement (the ids as one JSON array): newest follow first, 40 at most each.
 */
export function familiarFollowersOf(
  db: Db,
  viewerId: string,
  targetIds: readonly string[],
): Map<string, string[]> {
  const out = new Map<string, string[]>(targetIds.map((id) => [id, []]));
  if (targetIds.length === 0) return out;
  const rows = sql(
    db,
    `SELECT target, id FROM (
       SELECT t.value AS target, mine.target_id AS id,
         ROW_NUMBER() OVER (PARTITION BY t.value ORDER BY mine.id DESC) AS n
       FROM json_each(?) t
       JOIN follows theirs ON theirs.target_id = t.value AND theirs.state = 'accepted'
       JOIN follows mine ON mine.account_id = ? AND mine.target_id = theirs.account_id AND mine.state = 'accepted'
       JOIN accounts a ON a.id = mine.target_id AND a.hide_collections = 0 AND a.suspended = 0
     ) WHERE n <= 40 ORDER BY target, n`,
  ).all(JSON.stringify(targetIds), viewerId) as { target: string; id: string }[];
  for (const row of rows) out.get(row.target)?.push(row.id);
  return out;
}

/** Accounts that are not suspended, and every post: the instance's usage figures. */
export function instanceCounts(db: Db): { users: number; statuses: number } {
  const users = sql(db, 'SELECT COUNT(*) AS n FROM accounts WHERE suspended = 0').get() as { n: number };
  const statuses = sql(db, 'SELECT COUNT(*) AS n FROM statuses').get() as { n: number };
  return { users: users.n, statuses: statuses.n };
}

/*
 * Lists of accounts the API pages through (`item` names the listed account).
 */

export function blockedAccounts(me: string): PageQuery {
  return { from: 'blocks b', where: ['b.account_id = ?'], args: [me], cursor: 'b.id', item: 'b.target_id' };
}

/** Mutes still in force, paged by the mute's id (whose row gives the end of each). */
export function mutedAccounts(me: string, now = Date.now()): PageQuery {
  return {
    from: 'mutes m',
    where: ['m.account_id = ?', '(m.expires_at IS NULL OR m.expires_at > ?)'],
    args: [me, now],
    cursor: 'm.id',
    item: 'm.target_id',
  };
}

export function endorsedAccounts(accountId: string): PageQuery {
  return {
    from: 'endorsements e',
    where: ['e.account_id = ?'],
    args: [accountId],
    cursor: 'e.id',
    item: 'e.target_id',
  };
}

/** An account's accepted followers, or the accounts it follows. */
export function followAccounts(kind: 'followers' | 'following', accountId: string): PageQuery {
  const [mine, theirs] =
    kind === 'followers' ? ['f.target_id', 'f.account_id'] : ['f.account_id', 'f.target_id'];
  return {
    from: 'follows f',
    where: [`${mine} = ?`, "f.state = 'accepted'"],
    args: [accountId],
    cursor: 'f.id',
    item: theirs,
  };
}

/** Who asked to follow a locked account and waits for an answer. */
export function followRequesters(me: string): PageQuery {
  return {
    from: 'follows f',
    where: ['f.target_id = ?', "f.state = 'requested'"],
    args: [me],
    cursor: 'f.id',
    item: 'f.account_id',
  };
}

/** Who boosted, or who favourited, a post. */
export function statusActors(kind: 'reblogged_by' | 'favourited_by', statusId: string): PageQuery {
  return kind === 'reblogged_by'
    ? {
        from: 'statuses x',
        where: ['x.reblog_of_id = ?'],
        args: [statusId],
        cursor: 'x.id',
        item: 'x.account_id',
      }
    : {
        from: 'favourites x',
        where: ['x.status_id = ?'],
        args: [statusId],
        cursor: 'x.id',
        item: 'x.account_id',
      };
}

/** Every custom emoji, by shortcode. */
export function customEmojis(db: Db): EmojiRow[] {
  return sql(db, 'SELECT * FROM custom_emojis ORDER BY shortcode').all() as EmojiRow[];
}

/** How many follow requests wait for a locked account's answer. */
export function followRequestCount(db: Db, accountId: string): number {
  return (
    sql(db, "SELECT COUNT(*) AS n FROM follows WHERE target_id = ? AND state = 'requested'").get(
      accountId,
    ) as {
      n: number;
    }
  ).n;
}
