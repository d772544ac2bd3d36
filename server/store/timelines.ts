import { sql } from '../context';
import type { Db } from './db';
import { hiddenAuthors, NOT_BY_HIDDEN } from './blocks-mutes';
import { fetchPage, type PageParams, type PageQuery, type PageRow } from './paging';
import { maySeeSql } from './visibility';

/*
 * The pages of posts the API lists: each builder answers the FROM and WHERE of one list, and
 * `statusPage` fetches a page of it for a viewer, with only the posts the viewer may see (`maySeeSql`, the
 * SQL form of `maySee`) and without the authors the viewer hides.
 */

const HAS_MEDIA = 'EXISTS (SELECT 1 FROM media_attachments ma WHERE ma.status_id = s.id)';
const NOT_SUSPENDED = 's.account_id NOT IN (SELECT id FROM accounts WHERE suspended = 1)';
const MENTIONS_VIEWER = 'EXISTS (SELECT 1 FROM mentions m WHERE m.status_id = s.id AND m.account_id = ?)';
const FOLLOWS_REPLY_TARGET =
  "EXISTS (SELECT 1 FROM follows f2 WHERE f2.account_id = ? AND f2.target_id = s.in_reply_to_account_id AND f2.state = 'accepted')";
const FOLLOWED_TAG =
  'EXISTS (SELECT 1 FROM status_tags ft JOIN tag_follows tf ON tf.tag = ft.tag WHERE ft.status_id = s.id AND tf.account_id = ?)';
const HAS_TAG = 'EXISTS (SELECT 1 FROM status_tags t WHERE t.status_id = s.id AND t.tag = ?)';

/** A page of a timeline's status ids for a viewer (the timeline's own rules, then moderation). */
export function statusPage(db: Db, viewerId: string | null, query: PageQuery, page: PageParams): PageRow[] {
  const hidden = JSON.stringify(hiddenAuthors(db, viewerId));
  const seen = query.seenByItsRules && viewerId !== null ? query : visibleTo(viewerId, query);
  return fetchPage(
    db,
    {
      ...seen,
      where: [...seen.where, NOT_SUSPENDED, NOT_BY_HIDDEN],
      args: [...seen.args, hidden, hidden],
    },
    page,
  );
}

/** A list of posts (over `statuses s`) narrowed to those the viewer may see, as `maySee` answers. */
export function visibleTo(viewerId: string | null, query: PageQuery): PageQuery {
  const rule = maySeeSql(viewerId);
  return { ...query, where: [...query.where, rule.where], args: [...query.args, ...rule.args] };
}

/** Own posts, and followed accounts' posts and boosts, minus what Mastodon keeps out of home. */
export function homeTimeline(me: string): PageQuery {
  return {
    from: "statuses s LEFT JOIN follows f ON f.account_id = ? AND f.target_id = s.account_id AND f.state = 'accepted'",
    where: [
      // Followed accounts, and public posts carrying a followed hashtag (as Mastodon adds them to home).
      `(s.account_id = ? OR f.id IS NOT NULL OR (s.visibility = 'public' AND ${FOLLOWED_TAG}))`,
      `(s.visibility != 'direct' OR s.account_id = ? OR ${MENTIONS_VIEWER})`,
      '(s.reblog_of_id IS NULL OR s.account_id = ? OR f.show_reblogs = 1)',
      `(s.in_reply_to_account_id IS NULL OR s.in_reply_to_account_id = s.account_id OR s.in_reply_to_account_id = ? OR ${FOLLOWS_REPLY_TARGET})`,
      NOT_SKIPPED_BOOST,
    ],
    args: [me, me, me, me, me, me, me, me, me],
    cursor: 's.id',
    // Own posts, followed accounts' (followers-only ones because they are followed), direct posts that
    // mention the viewer and public ones of followed hashtags: all for the viewer, and the authors the
    // viewer hides leave in `statusPage`. Repeating `maySee` in SQL here tripled the cost of the busiest
    // page the instance serves.
    seenByItsRules: true,
  };
}

/** How many of the newest entries of a home feed a boost is checked against (Mastodon's REBLOG_FALLOFF). */
export const REBLOG_FALLOFF = 40;

const NOT_SKIPPED_BOOST =
  'NOT EXISTS (SELECT 1 FROM home_feed_skips hs WHERE hs.account_id = ? AND hs.status_id = s.id)';

/**
 * Whether a boost stays out of a home feed, as Mastodon's feed manager decides when it inserts one: the
 * boosted post, or another boost of it, is already among the REBLOG_FALLOFF newest entries of that feed
 * before the boost. The feed then shows the post once, where it first came in.
 */
export function boostAlreadyInHome(
  db: Db,
  viewerId: string,
  boost: { id: string; reblog_of_id: string },
): boolean {
  const recent = statusPage(db, viewerId, homeTimeline(viewerId), { maxId: boost.id, limit: REBLOG_FALLOFF });
  if (recent.length === 0) return false;
  const ids = JSON.stringify(recent.map((row) => row.item));
  return (
    sql(
      db,
      'SELECT 1 FROM statuses WHERE id IN (SELECT value FROM json_each(?)) AND (id = ? OR reblog_of_id = ?) LIMIT 1',
    ).get(ids, boost.reblog_of_id, boost.reblog_of_id) !== undefined
  );
}

/** Records, for each home feed the boost would reach, whether it stays out of it (`boostAlreadyInHome`). */
export function recordBoostSkips(
  db: Db,
  boost: { id: string; account_id: string; reblog_of_id: string },
): void {
  const followers = sql(
    db,
    "SELECT account_id FROM follows WHERE target_id = ? AND state = 'accepted' AND show_reblogs = 1",
  ).all(boost.account_id) as { account_id: string }[];
  const insert = sql(db, 'INSERT OR IGNORE INTO home_feed_skips (account_id, status_id) VALUES (?, ?)');
  for (const viewerId of [boost.account_id, ...followers.map((f) => f.account_id)])
    if (boostAlreadyInHome(db, viewerId, boost)) insert.run(viewerId, boost.id);
}

/** The home feeds a boost was kept out of. */
export function boostSkippedBy(db: Db, statusId: string): Set<string> {
  return new Set(
    (
      sql(db, 'SELECT account_id FROM home_feed_skips WHERE status_id = ?').all(statusId) as {
        account_id: string;
      }[]
    ).map((row) => row.account_id),
  );
}

export interface PublicOptions {
  /** Only local accounts' posts (`local=true`); with `remote` as well, both cancel out. */
  local?: boolean;
  /** Only remote accounts' posts (`remote=true`); with `local` as well, both cancel out. */
  remote?: boolean;
  onlyMedia?: boolean;
  /** Whether local-only posts may be listed: `localOnlyAllowed` decides it for a request. */
  withLocalOnly?: boolean;
}

/**
 * Local-only posts stay out of public and hashtag timelines unless the viewer is a signed-in account of
 * this server and asks for the local feed (local without remote) or says allow_local_only. A visitor never
 * gets them. Every account here is local, so being signed in is enough for the first half.
 */
export function localOnlyAllowed(
  viewerId: string | null,
  query: { local: boolean; remote: boolean; allowLocalOnly: boolean },
): boolean {
  return viewerId !== null && ((query.local && !query.remote) || query.allowLocalOnly);
}

/** The rules public and hashtag timelines share: the feed's scope, media only and local-only posts. */
function publicRules(options: PublicOptions): string[] {
  const where: string[] = [];
  // Every account here is local: the remote-only feed is empty, and the local-only feed is everything.
  if (options.remote && !options.local) where.push('0');
  if (!options.withLocalOnly) where.push('s.local_only = 0');
  if (options.onlyMedia) where.push(HAS_MEDIA);
  return where;
}

export function publicTimeline(options: PublicOptions): PageQuery {
  const where = [
    "s.visibility = 'public'",
    's.reblog_of_id IS NULL',
    '(s.in_reply_to_account_id IS NULL OR s.in_reply_to_account_id = s.account_id)',
    ...publicRules(options),
  ];
  return { from: 'statuses s', where, args: [], cursor: 's.id' };
}

export interface TagOptions extends PublicOptions {
  /** Posts carrying any of these tags as well as the first. */
  any: string[];
  all: string[];
  none: string[];
}

export function tagTimeline(tag: string, options: TagOptions): PageQuery {
  const any = [tag, ...options.any];
  const where = [
    "s.visibility = 'public'",
    's.reblog_of_id IS NULL',
    `(${any.map(() => HAS_TAG).join(' OR ')})`,
  ];
  const args: unknown[] = [...any];
  for (const t of options.all) {
    where.push(HAS_TAG);
    args.push(t);
  }
  for (const t of options.none) {
    where.push(`NOT ${HAS_TAG}`);
    args.push(t);
  }
  where.push(...publicRules(options));
  return { from: 'statuses s', where, args, cursor: 's.id' };
}

/** Whether a link is one of the card table's (the trending links); only those have a timeline. */
export function isTrendingLink(db: Db, url: string): boolean {
  return sql(db, 'SELECT 1 FROM preview_cards WHERE url = ?').get(url) !== undefined;
}

/**
 * Public posts linking to a trending article (Mastodon 4.3), from accounts that opted in to discovery.
 * The trending links are the card table's, as for /api/v1/trends/links.
 */
export function linkTimeline(url: string): PageQuery {
  return {
    from: 'statuses s JOIN accounts a ON a.id = s.account_id',
    where: [
      "s.visibility = 'public'",
      's.reblog_of_id IS NULL',
      'a.discoverable = 1',
      'instr(s.text, ?) > 0',
    ],
    args: [url],
    cursor: 's.id',
  };
}

/** A list's posts: its members' posts the owner may see, replies as the list's policy says. */
export function listTimeline(listId: string, me: string, repliesPolicy: string): PageQuery {
  const where = [
    'la.list_id = ?',
    `(s.visibility IN ('public', 'unlisted') OR (s.visibility = 'private' AND f.id IS NOT NULL) OR ${MENTIONS_VIEWER})`,
  ];
  const args: unknown[] = [me, listId, me];
  if (repliesPolicy === 'none')
    where.push('(s.in_reply_to_account_id IS NULL OR s.in_reply_to_account_id = s.account_id)');
  if (repliesPolicy === 'list') {
    where.push(
      '(s.in_reply_to_account_id IS NULL OR s.in_reply_to_account_id = s.account_id OR s.in_reply_to_account_id = ? OR EXISTS (SELECT 1 FROM list_accounts l2 WHERE l2.list_id = la.list_id AND l2.account_id = s.in_reply_to_account_id))',
    );
    args.push(me);
  }
  if (repliesPolicy === 'followed') {
    where.push(
      `(s.in_reply_to_account_id IS NULL OR s.in_reply_to_account_id = s.account_id OR s.in_reply_to_account_id = ? OR ${FOLLOWS_REPLY_TARGET})`,
    );
    args.push(me, me);
  }
  return {
    from: "statuses s JOIN list_accounts la ON la.account_id = s.account_id LEFT JOIN follows f ON f.account_id = ? AND f.target_id = s.account_id AND f.state = 'accepted'",
    where,
    args,
    cursor: 's.id',
  };
}

/** Direct posts the user wrote or is mentioned in. */
export function directTimeline(me: string): PageQuery {
  return {
    from: 'statuses s',
    where: ["s.visibility = 'direct'", `(s.account_id = ? OR ${MENTIONS_VIEWER})`],
    args: [me, me],
    cursor: 's.id',
  };
}

export interface AccountStatusOptions {
  pinned?: boolean;
  onlyMedia?: boolean;
  excludeReplies?: boolean;
  excludeReblogs?: boolean;
  tagged?: string;
}

/**
 * Which of an account's posts (and boosts) a viewer may list: those the viewer may see (`maySeeSql`), so
 * none at all across a block, either way, and no local-only post for a signed-out visitor.
 */
export function accountTimeline(
  targetId: string,
  viewerId: string | null,
  options: AccountStatusOptions,
): PageQuery {
  const rule = maySeeSql(viewerId);
  const where = ['s.account_id = ?', rule.where];
  const args: unknown[] = [targetId, ...rule.args];
  const from = options.pinned ? 'statuses s JOIN pins p ON p.status_id = s.id' : 'statuses s';
  if (options.onlyMedia) where.push(HAS_MEDIA);
  if (options.excludeReplies)
    where.push('(s.in_reply_to_id IS NULL OR s.in_reply_to_account_id = s.account_id)');
  if (options.excludeReblogs) where.push('s.reblog_of_id IS NULL');
  if (options.tagged) {
    where.push(HAS_TAG);
    args.push(options.tagged);
  }
  return { from, where, args, cursor: 's.id' };
}

/** The user's favourites or bookmarks, newest first (paged by the favourite's or bookmark's id). */
export function savedStatuses(kind: 'favourites' | 'bookmarks', me: string): PageQuery {
  return { from: `${kind} x`, where: ['x.account_id = ?'], args: [me], cursor: 'x.id', item: 'x.status_id' };
}
