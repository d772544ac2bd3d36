import webpush from 'web-push';
import type { ServerContext } from '../context';
import { Renderer } from '../serialize/renderer';
import { getSetting } from '../store/db';
import { accountRow } from '../store/accounts';
import { deletePush, pushSubscriptionsOf, type PushRow } from '../store/push';
import type { Json, NotificationRow } from '../store/rows';
import { getStatusRow, isFollowing } from '../store/visibility';

const BODY_MAX = 140;
const VAPID_SUBJECT = 'mailto:admin@instance.invalid';

const plain = (html: string): string =>
  html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/p><p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
    );

function title(type: string, name: string, own: boolean): string {
  const titles: Record<string, string> = {
    mention: `You were mentioned by ${name}`,
    status: `${name} just posted`,
    reblog: `${name} boosted your post`,
    follow: `${name} is now following you`,
    follow_request: `New follow request from ${name}`,
    favourite: `${name} favorited your post`,
    poll: own ? 'Your poll has ended' : 'A poll you have voted in has ended',
    update: `${name} edited a post`,
    quote: `${name} quoted your post`,
    quoted_update: `${name} edited a post you have quoted`,
    'admin.sign_up': `${name} signed up`,
    'admin.report': `New report on ${name}`,
  };
  return titles[type] ?? `New notification from ${name}`;
}

/** Mastodon's Web Push payload: what the service worker needs to show the notification. */
export function pushPayload(ctx: ServerContext, sub: PushRow, notification: NotificationRow): Json {
  const r = new Renderer(ctx, ctx.publicBase, notification.account_id);
  const from = r.account(notification.from_account_id)!;
  const status = notification.status_id ? getStatusRow(ctx.db, notification.status_id) : undefined;
  const statusJson = status ? r.statusFromRow(status) : null;
  const text = statusJson
    ? statusJson.spoiler_text || plain(statusJson.content)
    : plain(typeof from.note === 'string' ? from.note : '');
  const locale = accountRow(ctx.db, notification.account_id);
  return {
    access_token: sub.token,
    preferred_locale: locale?.default_language ?? 'en',
    notification_id: notification.id,
    notification_type: notification.type,
    icon: from.avatar_static,
    title: title(
      notification.type,
      from.display_name || from.username,
      status?.account_id === notification.account_id,
    ),
    body: [...text].length > BODY_MAX ? `${[...text].slice(0, BODY_MAX - 1).join('')}…` : text,
  };
}

function wanted(ctx: ServerContext, sub: PushRow, notification: NotificationRow): boolean {
  const alerts = JSON.parse(sub.alerts_json) as Record<string, boolean>;
  if (!alerts[notification.type]) return false;
  const { account_id: me, from_account_id: them } = notification;
  switch (sub.policy) {
    case 'none':
      return false;
    case 'followed':
      return isFollowing(ctx.db, me, them);
    case 'follower':
      return isFollowing(ctx.db, them, me);
    default:
      return true;
  }
}

/**
 * Sends a notification to each of the recipient's subscriptions that asked for its type: encrypted by
 * `web-push` (aes128gcm for standard subscriptions, the older aesgcm otherwise) with the instance's VAPID
 * keys, and posted with fetch so that http endpoints work too. An endpoint answering 404 or 410 is gone:
 * its subscription is removed. Answers when every delivery has ended.
 */
export async function deliverPush(ctx: ServerContext, notification: NotificationRow): Promise<void> {
  const subs = pushSubscriptionsOf(ctx.db, notification.account_id);
  const keys = JSON.parse(getSetting(ctx.db, 'vapid_keys') ?? '{}') as {
    publicKey?: string;
    privateKey?: string;
  };
  if (!keys.publicKey || !keys.privateKey) return;
  await Promise.all(
    subs
      .filter((sub) => wanted(ctx, sub, notification))
      .map(async (sub) => {
        try {
          const details = webpush.generateRequestDetails(
            { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
            JSON.stringify(pushPayload(ctx, sub, notification)),
            {
              vapidDetails: {
                subject: VAPID_SUBJECT,
                publicKey: keys.publicKey!,
                privateKey: keys.privateKey!,
              },
              contentEncoding: sub.standard === 1 ? 'aes128gcm' : 'aesgcm',
              TTL: 48 * 3600,
              urgency: 'normal',
            },
          );
          const res = await fetch(details.endpoint, {
            method: details.method,
            headers: details.headers as Record<string, string>,
            body: details.body === null ? undefined : new Uint8Array(details.body),
            signal: AbortSignal.timeout(10_000),
          });
          if (res.status === 404 || res.status === 410) deletePush(ctx.db, sub.id);
        } catch {
          // An unreachable push service must never break the action that notified.
        }
      }),
  );
}

/** Sends each new notification to the recipient's push subscriptions that want it. */
export function subscribePush(ctx: ServerContext): void {
  ctx.events.on('notificationCreated', ({ row }) => void deliverPush(ctx, row));
}
