import type { ApiClient } from '../client';
import type { GroupedNotificationsResults } from '../entities';

export interface GroupedNotificationsParams {
  max_id?: string;
  since_id?: string;
  min_id?: string;
  limit?: number;
  types?: string[];
  exclude_types?: string[];
  grouped_types?: string[];
  account_id?: string;
}

/** Paged: follow `links.next` for older groups. */
export const fetchGroupedNotifications = (
  api: ApiClient,
  params: GroupedNotificationsParams = {},
  signal?: AbortSignal,
) => api.get<GroupedNotificationsResults>('/api/v2/notifications', { query: { ...params }, signal });
