// Web Push display: Mastodon sends JSON { title, body, icon, notification_id, notification_type,
// preferred_locale, access_token }. Anything else (bad JSON, missing title) still shows a plain
// notification, because a push the user cannot see is worse than a generic one.

export interface PushPayload {
  title: string;
  body: string;
  icon?: string;
  notificationId?: string;
  notificationType?: string;
}

export const NOTIFICATIONS_PATH = '/notifications';
const FALLBACK_TITLE = 'New notification';

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
  if (typeof parsed !== 'object' || parsed === null) return { title: FALLBACK_TITLE, body: '' };
  const record = parsed as Record<string, unknown>;
  return {
    title: stringField(record, 'title') || FALLBACK_TITLE,
    body: stringField(record, 'body') ?? '',
    icon: safeIcon(stringField(record, 'icon')),
    notificationId: stringField(record, 'notification_id'),
    notificationType: stringField(record, 'notification_type'),
  };
}

export interface NotificationData {
  url: string;
  notificationId?: string;
  notificationType?: string;
}

export function notificationOptions(payload: PushPayload): NotificationOptions {
  const data: NotificationData = {
    url: NOTIFICATIONS_PATH,
    notificationId: payload.notificationId,
    notificationType: payload.notificationType,
  };
  return {
    body: payload.body,
    icon: payload.icon,
    // One notification per Mastodon notification: a repeated push replaces instead of stacking.
    tag: payload.notificationId ? `notification-${payload.notificationId}` : undefined,
    data,
  };
}

export function showPush(
  registration: ServiceWorkerRegistration,
  text: string | null | undefined,
): Promise<void> {
  const payload = parsePushPayload(text);
  return registration.showNotification(payload.title, notificationOptions(payload));
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

/** Focuses an open tab of the app (moving it to the notifications) or opens one. */
export async function openFromNotification(notification: Notification, clients: ClientsLike, origin: string) {
  notification.close();
  const data = notification.data as Partial<NotificationData> | null;
  const path = typeof data?.url === 'string' && data.url.startsWith('/') ? data.url : NOTIFICATIONS_PATH;
  const target = new URL(path, origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const existing = windows.find((client) => new URL(client.url).origin === origin);
  if (!existing) {
    await clients.openWindow(target);
    return;
  }
  await existing.focus();
  if (existing.navigate && existing.url !== target) await existing.navigate(target);
}
