import type { ApiClient } from '../client';
import type {
  Account,
  Notification,
  NotificationPolicy,
  NotificationRequest,
  Relationship,
} from '../entities';

/** Follow requests, filtered notifications (requests) and the policy that filters them. */

/** Paged: `url` is the Link header's next page when expanding. */
export const fetchFollowRequests = (api: ApiClient, url = '/api/v1/follow_requests') =>
  api.get<Account[]>(url);

export const answerFollowRequest = (api: ApiClient, accountId: string, authorize: boolean) =>
  api.post<Relationship>(
    `/api/v1/follow_requests/${encodeURIComponent(accountId)}/${authorize ? 'authorize' : 'reject'}`,
  );

export const fetchNotificationRequests = (api: ApiClient, url = '/api/v1/notifications/requests') =>
  api.get<NotificationRequest[]>(url);

export const fetchNotificationRequest = (api: ApiClient, id: string) =>
  api.get<NotificationRequest>(`/api/v1/notifications/requests/${encodeURIComponent(id)}`);

/** The filtered notifications of one account, as Mastodon's web UI lists them for a request. */
export const fetchFilteredNotificationsFrom = (api: ApiClient, accountId: string) =>
  api.get<Notification[]>('/api/v1/notifications', {
    query: { account_id: accountId, include_filtered: true },
  });

/** One request through its own endpoint, a selection through the batch one (`id[]`). */
export const settleNotificationRequests = (api: ApiClient, ids: string[], accept: boolean, bulk = false) => {
  const action = accept ? 'accept' : 'dismiss';
  return ids.length === 1 && !bulk
    ? api.post<object>(`/api/v1/notifications/requests/${encodeURIComponent(ids[0])}/${action}`)
    : api.post<object>(`/api/v1/notifications/requests/${action}`, { json: { id: ids } });
};

export const fetchNotificationPolicy = (api: ApiClient) =>
  api.get<NotificationPolicy>('/api/v2/notifications/policy');

export const updateNotificationPolicy = (api: ApiClient, changes: Partial<NotificationPolicy>) =>
  api.patch<NotificationPolicy>('/api/v2/notifications/policy', { json: changes });

export const clearNotifications = (api: ApiClient) => api.post<object>('/api/v1/notifications/clear');
