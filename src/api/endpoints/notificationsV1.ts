import type { ApiClient } from '../client';
import type { Notification } from '../entities';

export interface NotificationsV1Params {
  max_id?: string;
  since_id?: string;
  limit?: number;
  types?: string[];
  exclude_types?: string[];
}

/** Ungrouped notifications, for servers without `/api/v2/notifications`. Paged: follow `links.next`. */
export const fetchNotificationsV1 = (
  api: ApiClient,
  params: NotificationsV1Params = {},
  signal?: AbortSignal,
) => api.get<Notification[]>('/api/v1/notifications', { query: { ...params }, signal });
