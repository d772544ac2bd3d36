import type { ApiClient } from '../client';

export const PUSH_ALERT_TYPES = [
  'follow',
  'follow_request',
  'favourite',
  'reblog',
  'mention',
  'poll',
  'status',
  'update',
  'quote',
] as const;
export type PushAlertType = (typeof PUSH_ALERT_TYPES)[number];
export type PushAlerts = Partial<Record<PushAlertType, boolean>>;
export type PushPolicy = 'all' | 'followed' | 'follower' | 'none';

/** Mastodon's WebPushSubscription. */
export interface WebPushSubscription {
  id: string | number;
  endpoint: string;
  alerts?: PushAlerts;
  policy?: PushPolicy;
  server_key?: string;
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export async function createPushSubscription(
  api: ApiClient,
  subscription: BrowserSubscription,
  alerts: PushAlerts,
  policy: PushPolicy,
) {
  return (
    await api.post<WebPushSubscription>('/api/v1/push/subscription', {
      json: { subscription: { ...subscription, standard: true }, data: { alerts, policy } },
    })
  ).data;
}

export async function updatePushSubscription(api: ApiClient, alerts: PushAlerts, policy: PushPolicy) {
  return (
    await api.request<WebPushSubscription>('PUT', '/api/v1/push/subscription', {
      json: { data: { alerts, policy } },
    })
  ).data;
}

export async function deletePushSubscription(api: ApiClient) {
  await api.request<unknown>('DELETE', '/api/v1/push/subscription');
}

/** The key of servers older than Mastodon 4.3, whose /api/v2/instance does not name it. */
export async function fetchLegacyVapidKey(api: ApiClient): Promise<string | undefined> {
  const { data } = await api.get<{ vapid_key?: unknown }>('/api/v1/instance');
  return typeof data.vapid_key === 'string' && data.vapid_key ? data.vapid_key : undefined;
}
