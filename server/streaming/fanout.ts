import type { ServerContext } from '../context';
import { Renderer } from '../serialize/renderer';
import type { Json, StatusRow } from '../store/rows';
import { announcementJson } from '../serialize/announcement';
import { conversationJson } from '../serialize/conversation';
import { serializeNotification } from '../serialize/notification';
import { conversationByThread } from '../store/conversations';
import { FilterSet, isHiddenByFilter, type FilterContext } from '../store/filters';
import { audienceOf, reachesFeedOf, type Audience } from '../store/audience';
import { seesNotifiedPost } from '../store/notifications';
import { ANNOUNCEMENTS_CHANNEL } from './hub';
import { getStatusRow } from '../store/visibility';

/** The payload for one viewer in a filter context; null when a hide filter of that context matches. */
function render(
  ctx: ServerContext,
  row: StatusRow,
  viewerId: string | null,
  context: FilterContext | null = 'home',
): string | null {
  const json = new Renderer(ctx, ctx.publicBase, viewerId, context).statusFromRow(row);
  return json && !isHiddenByFilter(json, context) ? JSON.stringify(json) : null;
}

interface PublicPayload {
  /** The payload for one viewer (null: nothing for this viewer). */
  forViewer: (viewerId: string | null) => string | null;
  /** Whether the post has media, for the `:media` streams. */
  hasMedia: boolean;
}

/**
 * Public streams carry the signed-out rendering, as Mastodon's streaming server sends it, minus the posts
 * a signed-in viewer may not see (across a block either way) or has muted.
 */
function publicPayload(ctx: ServerContext, row: StatusRow): PublicPayload | null {
  const anonymous = new Renderer(ctx, ctx.publicBase, null).statusFromRow(row);
  if (anonymous === null) return null;
  const text = JSON.stringify(anonymous);
  const media = anonymous.media_attachments as Json[];
  // A local-only post quoted here is left out of the signed-out rendering: signed-in viewers get their own.
  const quoted = row.quote_of_id ? getStatusRow(ctx.db, row.quote_of_id) : undefined;
  const quotesLocalOnly = quoted?.local_only === 1;
  const forViewer = (viewerId: string | null) => {
    if (viewerId === null) return text;
    if (!reachesFeedOf(ctx, viewerId, row)) return null;
    if (quotesLocalOnly) return render(ctx, row, viewerId, 'public');
    // As Mastodon's streaming server does, the viewer's filter results are added to the shared rendering.
    const descriptions = media.flatMap((m) => (typeof m.description === 'string' ? [m.description] : []));
    const json = {
      ...anonymous,
      filtered: new FilterSet(ctx.db, viewerId).resultsFor(row, null, descriptions),
    };
    return isHiddenByFilter(json, 'public') ? null : JSON.stringify(json);
  };
  return { forViewer, hasMedia: media.length > 0 };
}

/**
 * The public and hashtag streams a post goes to, with their payload. A local-only post goes to the local
 * streams only (`public:local`, `public:local:media`, `hashtag:local`), and only to signed-in viewers (every
 * account here is local): never to a visitor, and never on the federated streams (`public`, `public:media`,
 * `hashtag`), whatever the subscriber asked. A client that lists local-only posts in its federated timeline
 * (allow_local_only) gets them there by fetching the timeline again, not from the stream.
 */
function publicChannels(row: StatusRow, tags: string[], hasMedia: boolean): string[] {
  const localOnly = row.local_only === 1;
  const scopes = localOnly ? ['public:local'] : ['public', 'public:local'];
  const channels = hasMedia ? scopes.flatMap((scope) => [scope, `${scope}:media`]) : scopes;
  for (const tag of tags) {
    if (!localOnly) channels.push(`hashtag:${tag}`);
    channels.push(`hashtag:local:${tag}`);
  }
  return channels;
}

/** Sends `update` (new post) or `status.update` (edit) to every stream the post belongs to. */
function publishStatus(ctx: ServerContext, row: StatusRow, event: 'update' | 'status.update'): void {
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
      const conv = conversationByThread(ctx.db, accountId, row.conversation_id ?? row.id);
      const json = conv && conversationJson(new Renderer(ctx, ctx.publicBase, accountId, 'thread'), conv);
      if (!json || isHiddenByFilter(json.last_status, 'thread')) continue;
      ctx.hub.publish(`direct:${accountId}`, 'conversation', JSON.stringify(json));
    }
  }
  if (audience.isPublic) {
    const payload = publicPayload(ctx, row);
    if (!payload) return;
    const { forViewer } = payload;
    const send =
      row.local_only === 1
        ? (viewerId: string | null) => (viewerId === null ? null : forViewer(viewerId))
        : forViewer;
    for (const channel of publicChannels(row, audience.tags, payload.hasMedia))
      ctx.hub.publish(channel, event, send);
  }
}

/** Sends `delete` (payload: the id) to the streams computed before the post was removed. */
function publishDelete(ctx: ServerContext, statusId: string, audience: Audience): void {
  const channels = new Set<string>();
  for (const id of audience.homes) channels.add(`user:${id}`);
  for (const list of audience.lists) channels.add(`list:${list.id}`);
  for (const id of audience.directs) channels.add(`direct:${id}`);
  if (audience.isPublic) {
    // The media streams get every public delete: the post's media are gone by now, and a stray id is ignored.
    for (const channel of ['public', 'public:local', 'public:media', 'public:local:media'])
      channels.add(channel);
    for (const tag of audience.tags) {
      channels.add(`hashtag:${tag}`);
      channels.add(`hashtag:local:${tag}`);
    }
  }
  for (const channel of channels) ctx.hub.publish(channel, 'delete', statusId);
}

/** Streams what the store reports: new and edited posts, deletes, notifications, announcements. */
export function subscribeStreaming(ctx: ServerContext): void {
  ctx.events.on('statusPublished', ({ row, event }) => publishStatus(ctx, row, event));
  ctx.events.on('statusDeleted', ({ statusId, audience }) => publishDelete(ctx, statusId, audience));
  ctx.events.on('notificationCreated', ({ row }) => {
    if (!seesNotifiedPost(ctx.db, row.account_id, row.status_id)) return;
    const json = serializeNotification(
      new Renderer(ctx, ctx.publicBase, row.account_id, 'notifications'),
      row,
    );
    if (!json) return;
    // The user:notification stream listens here, and so does the user stream of a token that may read
    // notifications (read or read:notifications), as Mastodon's streaming server joins the channels.
    ctx.hub.publish(`user:notification:${row.account_id}`, 'notification', JSON.stringify(json));
  });
  ctx.events.on('announcementPublished', ({ row }) =>
    ctx.hub.publish(
      ANNOUNCEMENTS_CHANNEL,
      'announcement',
      JSON.stringify(announcementJson(new Renderer(ctx, ctx.publicBase, null), row)),
    ),
  );
}
