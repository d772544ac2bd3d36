import type { Account, Notification, NotificationGroup, Status } from '../../api/entities';
import type { GroupedNotificationsParams } from '../../api/endpoints/notifications';
import type { NotificationsV1Params } from '../../api/endpoints/notificationsV1';
import { NOTIFICATIONS_PAGE_SIZE } from '../../constants';
import { aboutItsPost, mergeNotification, type GroupingOptions } from './grouping';

/**
 * The v2 query in v1's terms: v1 knows the types to list or leave out, not which ones to group. The
 * page bounds go along, so a poll or a reconnect asks only for what is newer than the list's newest.
 */
export function v1ParamsOf(params: GroupedNotificationsParams): NotificationsV1Params {
  return {
    ...(params.max_id ? { max_id: params.max_id } : {}),
    ...(params.since_id ? { since_id: params.since_id } : {}),
    ...(params.types ? { types: params.types } : {}),
    ...(params.exclude_types ? { exclude_types: params.exclude_types } : {}),
    limit: NOTIFICATIONS_PAGE_SIZE,
  };
}

const isNotification = (value: unknown): value is Notification =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Notification).id === 'string' &&
  typeof (value as Notification).type === 'string';

/**
 * A v1 page (newest first) grouped as the server would have grouped it, by the rules streamed
 * notifications follow: merged oldest first, so each group ends with its newest notification and
 * accounts, and starts from its oldest.
 */
export function groupNotificationsPage(page: unknown, options: GroupingOptions) {
  const notifications = Array.isArray(page) ? page.filter(isNotification).map(aboutItsPost) : [];
  let groups: NotificationGroup[] = [];
  for (const notification of [...notifications].reverse()) {
    groups = mergeNotification(groups, notification, options);
  }
  const accounts: Account[] = notifications.flatMap((n) => (n.account ? [n.account] : []));
  const statuses: Status[] = notifications.flatMap((n) => (n.status ? [n.status] : []));
  return { groups, accounts, statuses };
}
