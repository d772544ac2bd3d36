import { sql, type ServerContext } from '../context';
import { hiddenAuthors } from './moderation';
import type { StatusRow } from './rows';
import { maySee } from './visibility';

export interface Audience {
  /** Accounts whose home (`user`) stream gets the post, with the viewer each payload is rendered for. */
  homes: string[];
  lists: { id: string; owner: string }[];
  directs: string[];
  tags: string[];
  isPublic: boolean;
}

interface ListTarget {
  id: string;
  owner: string;
  replies_policy: string;
}

/**
 * Whether a post belongs in a viewer's feeds at all: the viewer may see it (`maySee`, blocks both ways
 * included), and neither its author nor the author of the post it boosts is hidden (muted) by the viewer.
 */
export function reachesFeedOf(ctx: ServerContext, viewerId: string, row: StatusRow): boolean {
  if (!maySee(ctx.db, viewerId, row)) return false;
  if (viewerId === row.account_id) return true;
  const hidden = hiddenAuthors(ctx.db, viewerId);
  if (hidden.includes(row.account_id)) return false;
  if (!row.reblog_of_id) return true;
  const boosted = sql(ctx.db, 'SELECT account_id FROM statuses WHERE id = ?').get(row.reblog_of_id) as
    { account_id: string } | undefined;
  return boosted !== undefined && !hidden.includes(boosted.account_id);
}

/** A list's replies policy, as its timeline applies it: which replies of its members it shows. */
function listTakesReply(ctx: ServerContext, row: StatusRow, list: ListTarget): boolean {
  const target = row.in_reply_to_account_id;
  if (!target || target === row.account_id) return true;
  if (list.replies_policy === 'none') return false;
  if (target === list.owner) return true;
  if (list.replies_policy === 'list')
    return (
      sql(ctx.db, 'SELECT 1 FROM list_accounts WHERE list_id = ? AND account_id = ?').get(list.id, target) !==
      undefined
    );
  return replyReaches(ctx, row, list.owner);
}

/** Who receives a post on the streaming API; computed before a delete, as the rows go away. */
export function audienceOf(ctx: ServerContext, row: StatusRow): Audience {
  const db = ctx.db;
  const mentioned = (
    sql(db, 'SELECT account_id FROM mentions WHERE status_id = ?').all(row.id) as { account_id: string }[]
  ).map((m) => m.account_id);
  const homes = new Set<string>([row.account_id]);
  const directs: string[] = [];
  let lists: Audience['lists'] = [];
  if (row.visibility === 'direct') {
    for (const id of [row.account_id, ...mentioned]) if (maySee(db, id, row)) directs.push(id);
    for (const id of mentioned) if (maySee(db, id, row)) homes.add(id);
  } else {
    const followers = sql(
      db,
      "SELECT account_id, show_reblogs FROM follows WHERE target_id = ? AND state = 'accepted'",
    ).all(row.account_id) as { account_id: string; show_reblogs: number }[];
    for (const follower of followers) {
      if (row.reblog_of_id && follower.show_reblogs !== 1) continue;
      if (!reachesFeedOf(ctx, follower.account_id, row)) continue;
      if (!replyReaches(ctx, row, follower.account_id)) continue;
      homes.add(follower.account_id);
    }
    if (row.visibility === 'public' && !row.reblog_of_id) {
      const tagFollowers = sql(
        db,
        'SELECT DISTINCT tf.account_id FROM status_tags t JOIN tag_follows tf ON tf.tag = t.tag WHERE t.status_id = ?',
      ).all(row.id) as { account_id: string }[];
      for (const { account_id: id } of tagFollowers) if (reachesFeedOf(ctx, id, row)) homes.add(id);
    }
    const memberships = sql(
      db,
      `SELECT l.id, l.account_id AS owner, l.replies_policy FROM list_accounts la JOIN lists l ON l.id = la.list_id
       WHERE la.account_id = ?`,
    ).all(row.account_id) as ListTarget[];
    // A list shows what its owner may see, as the list's timeline does: never a followers-only post to
    // an owner who no longer follows its author, nor a post across a block.
    lists = memberships
      .filter((list) => reachesFeedOf(ctx, list.owner, row) && listTakesReply(ctx, row, list))
      .map(({ id, owner }) => ({ id, owner }));
  }
  const tags = row.reblog_of_id
    ? []
    : (sql(db, 'SELECT tag FROM status_tags WHERE status_id = ?').all(row.id) as { tag: string }[]).map((t) =>
        t.tag.toLowerCase(),
      );
  return {
    homes: [...homes],
    lists,
    directs: [...new Set(directs)],
    tags,
    isPublic: row.visibility === 'public' && !row.reblog_of_id,
  };
}

/** Mastodon keeps a reply out of a follower's home unless it answers the author themself or someone they follow. */
export function replyReaches(ctx: ServerContext, row: StatusRow, followerId: string): boolean {
  const target = row.in_reply_to_account_id;
  if (!target || target === row.account_id || target === followerId) return true;
  return (
    sql(ctx.db, "SELECT 1 FROM follows WHERE account_id = ? AND target_id = ? AND state = 'accepted'").get(
      followerId,
      target,
    ) !== undefined
  );
}
