// Web Push: Mastodon sends JSON { title, body, icon, notification_id, notification_type,
// preferred_locale, access_token }. The worker shows it, then asks the account's instance for the whole
// notification to add what the payload lacks (where a click leads, the quick actions). Anything else
// (bad JSON, missing title, an instance that does not answer) still shows a plain notification, because
// a push the user cannot see is worse than a generic one.
import { pushAccountFor } from '../src/features/push/pushAccounts';
import { pushDirection, pushLocale, pushText, type PushTextKey } from './pushTexts';

export interface PushPayload {
  title: string;
  body: string;
  icon?: string;
  notificationId?: string;
  notificationType?: string;
  accessToken?: string;
  /** The account's language as the server sent it (`preferred_locale`). */
  locale?: string;
}

export const NOTIFICATIONS_PATH = '/notifications';

function stringField(source: Record<string, unknown>, key: string): string | undefined {
  const value = source[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function safeIcon(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function parsePushPayload(text: string | null | undefined): PushPayload {
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null)
    return { title: pushText('en', 'fallbackTitle'), body: '' };
  const record = parsed as Record<string, unknown>;
  const locale = stringField(record, 'preferred_locale');
  return {
    title: stringField(record, 'title') || pushText(pushLocale(locale), 'fallbackTitle'),
    body: stringField(record, 'body') ?? '',
    icon: safeIcon(stringField(record, 'icon')),
    notificationId: stringField(record, 'notification_id'),
    notificationType: stringField(record, 'notification_type'),
    accessToken: stringField(record, 'access_token'),
    locale,
  };
}

/** What the worker reads of GET /api/v1/notifications/{id}; every field may be missing. */
export interface FullNotification {
  id?: string;
  type?: string;
  account?: { id?: string; acct?: string; username?: string; display_name?: string };
  status?: { id?: string; visibility?: string; account?: { acct?: string } } | null;
}

export interface NotificationData {
  /** A path of the app. */
  url: string;
  notificationId?: string;
  notificationType?: string;
  /** The token and instance of the account the push is for: the actions act as that account. */
  accessToken?: string;
  baseUrl?: string;
  statusId?: string;
  accountId?: string;
}

const ACCT = /^[\w.-]+(@[\w.-]+)?$/;

/** The post for notifications about one, the account for follows, the notifications otherwise. */
export function targetPath(full: FullNotification | null): string {
  const status = full?.status;
  const statusAcct = status?.account?.acct;
  if (status?.id && statusAcct && ACCT.test(statusAcct) && /^\w+$/.test(status.id))
    return `/@${statusAcct}/${status.id}`;
  const acct = full?.account?.acct;
  if ((full?.type === 'follow' || full?.type === 'follow_request') && acct && ACCT.test(acct))
    return `/@${acct}`;
  return NOTIFICATIONS_PATH;
}

export type PushAction = 'reply' | 'favourite' | 'reblog' | 'authorize' | 'reject';

/** The quick actions: answering a mention, or a follow request, without opening the app. */
export function notificationActions(
  full: FullNotification | null,
  locale = 'en',
): { action: PushAction; title: string }[] {
  const pick = (actions: PushAction[]) =>
    actions.map((action) => ({ action, title: pushText(locale, action) }));
  if (full?.type === 'mention' && full.status?.id) {
    // Boosting a private or direct post is refused by the server: not offered. Reply comes last:
    // Chromium shows two actions, and the body opens the post, where the reply is, anyway.
    const boostable = full.status.visibility === 'public' || full.status.visibility === 'unlisted';
    return pick(boostable ? ['favourite', 'reblog', 'reply'] : ['favourite', 'reply']);
  }
  if (full?.type === 'follow_request' && full.account?.id) return pick(['authorize', 'reject']);
  return [];
}

/** The notification types whose title the worker writes itself in the account's language. */
const TITLED_TYPES = new Set([
  'mention',
  'status',
  'reblog',
  'favourite',
  'follow',
  'follow_request',
  'update',
  'quote',
  'quoted_update',
  'admin.sign_up',
]);

/**
 * The title in the account's language: written here from the whole notification (its type and who it
 * is from, by display name, else username) when the worker has it, as servers word it differently and
 * not all translate; the payload's title (which Mastodon writes in that language) otherwise.
 */
export function notificationTitle(payload: PushPayload, full: FullNotification | null = null): string {
  const name = full?.account?.display_name || full?.account?.username || full?.account?.acct;
  if (!full?.type || !TITLED_TYPES.has(full.type) || !name) return payload.title;
  return pushText(pushLocale(payload.locale), `title.${full.type}` as PushTextKey, name);
}

export function notificationOptions(
  payload: PushPayload,
  full: FullNotification | null = null,
  baseUrl?: string,
): NotificationOptions & { actions: { action: string; title: string }[] } {
  const locale = pushLocale(payload.locale);
  const data: NotificationData = {
    url: targetPath(full),
    notificationId: payload.notificationId,
    notificationType: payload.notificationType,
    accessToken: payload.accessToken,
    baseUrl,
    statusId: full?.status?.id ?? undefined,
    accountId: full?.account?.id,
  };
  return {
    body: payload.body,
    icon: payload.icon,
    // One notification per Mastodon notification: a repeated push replaces instead of stacking.
    tag: payload.notificationId ? `notification-${payload.notificationId}` : undefined,
    lang: locale,
    dir: pushDirection(locale),
    data,
    actions: notificationActions(full, locale),
  };
}

/** How long a push waits for its whole notification before it shows the payload's words alone. */
export const FULL_NOTIFICATION_WAIT_MS = 4_000;

async function fetchFullNotification(
  baseUrl: string,
  token: string,
  id: string,
  fetchFn: typeof fetch,
): Promise<FullNotification | null> {
  try {
    const response = await fetchFn(`${baseUrl}/api/v1/notifications/${encodeURIComponent(id)}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      // A slow instance never holds the notification back: past the wait, the payload's own words show.
      signal: AbortSignal.timeout(FULL_NOTIFICATION_WAIT_MS),
    });
    if (!response.ok) return null;
    const json: unknown = await response.json();
    return json && typeof json === 'object' ? json : null;
  } catch {
    return null;
  }
}

export interface PushContext {
  registration: Pick<ServiceWorkerRegistration, 'showNotification' | 'getNotifications'>;
  /** The app's origin: the instance of a token no page recorded (the app served by its instance). */
  origin: string;
  fetch?: typeof fetch;
  lookup?: (token: string) => Promise<{ baseUrl: string } | undefined>;
  badge?: { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
}

async function instanceFor(ctx: PushContext, token: string): Promise<string> {
  try {
    return (await (ctx.lookup ?? pushAccountFor)(token))?.baseUrl ?? ctx.origin;
  } catch {
    return ctx.origin;
  }
}

/** The badge counts the notifications shown and not yet dealt with; none clears it. */
async function updateBadge(
  registration: Pick<ServiceWorkerRegistration, 'getNotifications'> | undefined,
  badge: PushContext['badge'],
) {
  if (!registration || !badge?.setAppBadge) return;
  try {
    const count = (await registration.getNotifications()).length;
    if (count > 0) await badge.setAppBadge(count);
    else await (badge.clearAppBadge?.() ?? badge.setAppBadge(0));
  } catch {
    // Badges are a nicety some platforms refuse.
  }
}

export async function showPush(ctx: PushContext, text: string | null | undefined): Promise<void> {
  const payload = parsePushPayload(text);
  let full: FullNotification | null = null;
  let baseUrl: string | undefined;
  if (payload.accessToken) {
    baseUrl = await instanceFor(ctx, payload.accessToken);
    if (payload.notificationId)
      full = await fetchFullNotification(
        baseUrl,
        payload.accessToken,
        payload.notificationId,
        ctx.fetch ?? fetch,
      );
  }
  await ctx.registration.showNotification(
    notificationTitle(payload, full),
    notificationOptions(payload, full, baseUrl),
  );
  await updateBadge(ctx.registration, ctx.badge);
}

interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/** Focuses an open tab of the app (moving it to the notification's target) or opens one. */
export async function openFromNotification(notification: Notification, clients: ClientsLike, origin: string) {
  notification.close();
  const data = notification.data as Partial<NotificationData> | null;
  const path =
    typeof data?.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//')
      ? data.url
      : NOTIFICATIONS_PATH;
  const target = new URL(path, origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const existing = windows.find((client) => new URL(client.url).origin === origin);
  if (!existing) {
    await clients.openWindow(target);
    return;
  }
  // Focusing needs the click's user activation, which a browser may not grant: the tab moves regardless.
  await existing.focus().catch((error: unknown) => console.warn('Focusing the app failed.', error));
  if (existing.navigate && existing.url !== target) await existing.navigate(target);
}

function apiPathFor(action: string, data: Partial<NotificationData>): string | null {
  const statusId = data.statusId ? encodeURIComponent(data.statusId) : null;
  const accountId = data.accountId ? encodeURIComponent(data.accountId) : null;
  if ((action === 'favourite' || action === 'reblog') && statusId)
    return `/api/v1/statuses/${statusId}/${action}`;
  if ((action === 'authorize' || action === 'reject') && accountId)
    return `/api/v1/follow_requests/${accountId}/${action}`;
  return null;
}

export interface ClickContext {
  clients: ClientsLike;
  origin: string;
  fetch?: typeof fetch;
  registration?: Pick<ServiceWorkerRegistration, 'getNotifications'>;
  badge?: PushContext['badge'];
}

/**
 * A click on the body or on Reply shows the target in the app; Favorite, Boost, Accept and Reject
 * act from here with the account's token and open nothing. An action the server refuses
 * leaves the notification, so the user can still open it.
 */
export async function handleNotificationClick(notification: Notification, action: string, ctx: ClickContext) {
  const data = (notification.data ?? {}) as Partial<NotificationData>;
  const path = action ? apiPathFor(action, data) : null;
  if (path && data.accessToken) {
    const baseUrl = data.baseUrl ?? ctx.origin;
    try {
      const response = await (ctx.fetch ?? fetch)(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${data.accessToken}`, Accept: 'application/json' },
      });
      if (response.ok) notification.close();
    } catch {
      // No connection: the notification stays for another try.
    }
  } else {
    await openFromNotification(notification, ctx.clients, ctx.origin);
  }
  await updateBadge(ctx.registration, ctx.badge);
}
