import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import type { ServerContext } from '../context';
import { negotiateLocale } from '../i18n/locales';
import { pushTitle } from '../i18n/push-titles';
import { Renderer } from '../serialize/renderer';
import { getSetting } from '../store/db';
import { accountRow } from '../store/accounts';
import { deletePush, pushSubscriptionsOf, type PushRow } from '../store/push';
import type { Json, NotificationRow } from '../store/rows';
import { seesNotifiedPost } from '../store/notifications';
import { getStatusRow, isFollowing } from '../store/visibility';
import { deliverableAddress, type PinnedAddress } from './endpoint';

const BODY_MAX = 140;
const VAPID_SUBJECT = 'mailto:admin@instance.invalid';
const DELIVERY_TIMEOUT_MS = 10_000;

const plain = (html: string): string =>
  html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/p><p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
    );

/** The payload's title in the account's language, as Mastodon writes it for the recipient. */
function title(locale: string, type: string, name: string, own: boolean): string {
  const key = type === 'poll' && own ? 'ownPoll' : type;
  return pushTitle(negotiateLocale(locale.replace(/_/g, '-')), key, name);
}

/** Mastodon's Web Push payload: what the service worker needs to show the notification. */
export function pushPayload(ctx: ServerContext, sub: PushRow, notification: NotificationRow): Json {
  const r = new Renderer(ctx, ctx.publicBase, notification.account_id);
  const from = r.account(notification.from_account_id)!;
  const status = notification.status_id ? getStatusRow(ctx.db, notification.status_id) : undefined;
  // Rendered for the recipient: a post they may not see gives no text.
  const statusJson = status ? r.status(status.id) : null;
  const text = statusJson
    ? statusJson.spoiler_text || plain(statusJson.content)
    : plain(typeof from.note === 'string' ? from.note : '');
  // Mastodon sends the user's interface language; this instance keeps none, so the account's posting
  // language (`source.language`) stands for it, English when that is unset.
  const account = accountRow(ctx.db, notification.account_id);
  const locale = account?.default_language || 'en';
  return {
    access_token: sub.token,
    preferred_locale: locale,
    notification_id: notification.id,
    notification_type: notification.type,
    icon: from.avatar_static,
    title: title(
      locale,
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

interface PushRequest {
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/**
 * Posts to an endpoint, connecting to the address that was checked (the host name still names the
 * server for TLS and the Host header) on a fresh connection, for at most 10 seconds. Redirects are not
 * followed: the answer's status is all that is read. Answers that status.
 */
function postTo(endpoint: string, pinned: PinnedAddress, request: PushRequest): Promise<number> {
  const url = new URL(endpoint);
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers: request.headers,
        lookup,
        agent: false,
        timeout: DELIVERY_TIMEOUT_MS,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('timeout', () => req.destroy(new Error('push service timed out')));
    req.on('error', reject);
    req.end(request.body ?? undefined);
  });
}

/**
 * Sends a notification to each of the recipient's subscriptions that asked for its type: encrypted by
 * `web-push` (aes128gcm for standard subscriptions, the older aesgcm otherwise) with the instance's VAPID
 * keys. Nothing is sent about a post the recipient may not see. Each endpoint is checked before anything
 * is sent (https, a public address: `endpoint.ts`), so an internal host is never contacted and its
 * subscription is left as it is; a public endpoint answering 404 or 410 is gone and its subscription is
 * removed. Only the subscriptions of tokens still in force are sent to. Answers when every delivery has
 * ended.
 */
export async function deliverPush(ctx: ServerContext, notification: NotificationRow): Promise<void> {
  if (!seesNotifiedPost(ctx.db, notification.account_id, notification.status_id)) return;
  const subs = pushSubscriptionsOf(ctx.db, notification.account_id);
  const keys = JSON.parse(getSetting(ctx.db, 'vapid_keys') ?? '{}') as {
    publicKey?: string;
    privateKey?: string;
  };
  if (!keys.publicKey || !keys.privateKey) return;
  const rules = { allowLoopback: ctx.options.pushAllowLoopback === true };
  await Promise.all(
    subs
      .filter((sub) => wanted(ctx, sub, notification))
      .map(async (sub) => {
        try {
          const pinned = await deliverableAddress(sub.endpoint, rules);
          if (!pinned) return;
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
          const status = await postTo(sub.endpoint, pinned, {
            method: details.method,
            headers: details.headers,
            body: details.body,
          });
          if (status === 404 || status === 410) deletePush(ctx.db, sub.id);
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
