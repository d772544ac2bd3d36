import { sql, type ServerContext } from '../context';
import { Renderer } from '../serialize/renderer';
import type { StatusRow } from '../serialize/rows';

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
    for (const follower of followers) {
      if (row.reblog_of_id && follower.show_reblogs !== 1) continue;
      if (!replyReaches(ctx, row, follower.account_id)) continue;
      homes.add(follower.account_id);
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

function render(ctx: ServerContext, row: StatusRow, viewerId: string | null): string | null {
  const json = new Renderer(ctx, ctx.publicBase, viewerId).statusFromRow(row);
  return json ? JSON.stringify(json) : null;
}

/** Sends `update` (new post) or `status.update` (edit) to every stream the post belongs to. */
export function publishStatus(ctx: ServerContext, row: StatusRow, event: 'update' | 'status.update'): void {
  const audience = audienceOf(ctx, row);
  for (const accountId of audience.homes) {
    const payload = render(ctx, row, accountId);
    if (payload) ctx.hub.publish(`user:${accountId}`, event, payload);
  }
  for (const list of audience.lists) {
    const payload = render(ctx, row, list.owner);
    if (payload) ctx.hub.publish(`list:${list.id}`, event, payload);
  }
  if (row.visibility === 'direct' && event === 'update') {
    for (const accountId of audience.directs) {
      const renderer = new Renderer(ctx, ctx.publicBase, accountId);
      const lastStatus = renderer.statusFromRow(row);
      const others = audience.directs.filter((id) => id !== accountId).map((id) => renderer.account(id));
      const conversation = {
        id: row.id,
        unread: accountId !== row.account_id,
        accounts: others,
        last_status: lastStatus,
      };
      ctx.hub.publish(`direct:${accountId}`, 'conversation', JSON.stringify(conversation));
    }
  }
  if (audience.isPublic) {
    const payload = render(ctx, row, null);
    if (!payload) return;
    for (const channel of ['public', 'public:local']) ctx.hub.publish(channel, event, payload);
    for (const tag of audience.tags) {
      ctx.hub.publish(`hashtag:${tag}`, event, payload);
      ctx.hub.publish(`hashtag:local:${tag}`, event, payload);
    }
  }
}

/** Sends `delete` (payload: the id) to the streams computed before the post was removed. */
export function publishDelete(ctx: ServerContext, statusId: string, audience: Audience): void {
  const channels = new Set<string>();
  for (const id of audience.homes) channels.add(`user:${id}`);
  for (const list of audience.lists) channels.add(`list:${list.id}`);
  for (const id of audience.directs) channels.add(`direct:${id}`);
  if (audience.isPublic) {
    channels.add('public');
    channels.add('public:local');
    for (const tag of audience.tags) {
      channels.add(`hashtag:${tag}`);
      channels.add(`hashtag:local:${tag}`);
    }
  }
  for (const channel of channels) ctx.hub.publish(channel, 'delete', statusId);
}
