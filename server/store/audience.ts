import { sql, type ServerContext } from '../context';
import { hiddenAuthors } from './moderation';
import type { StatusRow } from './rows';

export interface Audience {
  /** Accounts whose home (`user`) stream gets the post, with the viewer each payload is rendered for. */
  homes: string[];
  lists: { id: string; owner: string }[];
  directs: string[];
  tags: string[];
  isPublic: boolean;
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
    for (const id of [row.account_id, ...mentioned]) directs.push(id);
    for (const id of mentioned) homes.add(id);
  } else {
    const followers = sql(
      db,
      "SELECT account_id, show_reblogs FROM follows WHERE target_id = ? AND state = 'accepted'",
    ).all(row.account_id) as { account_id: string; show_reblogs: number }[];
    const rebloggedAuthor = row.reblog_of_id
      ? (sql(db, 'SELECT account_id FROM statuses WHERE id = ?').get(row.reblog_of_id) as
          { account_id: string } | undefined)
      : undefined;
    for (const follower of followers) {
      if (row.reblog_of_id && follower.show_reblogs !== 1) continue;
      const hidden = hiddenAuthors(db, follower.account_id);
      if (hidden.includes(row.account_id) || (rebloggedAuthor && hidden.includes(rebloggedAuthor.account_id)))
        continue;
      if (!replyReaches(ctx, row, follower.account_id)) continue;
      homes.add(follower.account_id);
    }
    if (row.visibility === 'public' && !row.reblog_of_id) {
      const tagFollowers = sql(
        db,
        'SELECT DISTINCT tf.account_id FROM status_tags t JOIN tag_follows tf ON tf.tag = t.tag WHERE t.status_id = ?',
      ).all(row.id) as { account_id: string }[];
      for (const { account_id: id } of tagFollowers)
        if (!hiddenAuthors(db, id).includes(row.account_id)) homes.add(id);
    }
    lists = sql(
      db,
      `SELECT l.id, l.account_id AS owner FROM list_accounts la JOIN lists l ON l.id = la.list_id
       WHERE la.account_id = ?`,
    ).all(row.account_id) as Audience['lists'];
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
