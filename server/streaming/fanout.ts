import { sql, type ServerContext } from '../context';
import { Renderer } from '../serialize/renderer';
import type { Json, StatusRow } from '../serialize/rows';
import { conversationJson, type ConversationRow } from '../store/conversations';
import { FilterSet, isHiddenByFilter, type FilterContext } from '../store/filters';
import { hiddenAuthors } from '../store/moderation';

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

/** The payload for one viewer in a filter context; null when a hide filter of that context matches. */
function render(
  ctx: ServerContext,
  row: StatusRow,
  viewerId: string | null,
  context: FilterContext | null = 'home',
): string | null {
  const json = new Renderer(ctx, ctx.publicBase, viewerId, context).statusFromRow(row);
  return json && !isHiddenByFilter(json) ? JSON.stringify(json) : null;
}

/**
 * Public streams carry the signed-out rendering, as Mastodon's streaming server sends it, minus the posts
 * a signed-in viewer has blocked or muted (or whose author blocks them).
 */
function publicPayload(
  ctx: ServerContext,
  row: StatusRow,
): ((viewerId: string | null) => string | null) | null {
  const anonymous = new Renderer(ctx, ctx.publicBase, null).statusFromRow(row);
  if (anonymous === null) return null;
  const text = JSON.stringify(anonymous);
  return (viewerId) => {
    if (viewerId === null) return text;
    if (hiddenAuthors(ctx.db, viewerId).includes(row.account_id)) return null;
    // As Mastodon's streaming server does, the viewer's filter results are added to the shared rendering.
    const descriptions = (anonymous.media_attachments as Json[]).flatMap((m) =>
      typeof m.description === 'string' ? [m.description] : [],
    );
    const json = {
      ...anonymous,
      filtered: new FilterSet(ctx.db, viewerId).resultsFor(row, 'public', descriptions),
    };
    return isHiddenByFilter(json) ? null : JSON.stringify(json);
  };
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
      const conv = sql(
        ctx.db,
        'SELECT * FROM account_conversations WHERE account_id = ? AND conversation_id = ?',
      ).get(accountId, row.conversation_id ?? row.id) as ConversationRow | undefined;
      const json = conv && conversationJson(new Renderer(ctx, ctx.publicBase, accountId, 'thread'), conv);
      if (!json || isHiddenByFilter(json.last_status as Json)) continue;
      ctx.hub.publish(`direct:${accountId}`, 'conversation', JSON.stringify(json));
    }
  }
  if (audience.isPublic) {
    const payload = publicPayload(ctx, row);
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
