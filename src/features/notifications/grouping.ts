import type { Notification, NotificationGroup } from '../../api/entities';
import { compareId } from '../../utils/ids';
import { NOTIFICATION_GROUP_SAMPLE_ACCOUNTS } from '../../constants';

export interface GroupingOptions {
  /** The "Group follows" setting (Mastodon's default: on). */
  groupFollows: boolean;
}

/**
 * The group a streamed notification joins: favourites and boosts always by the server's `group_key`
 * (else by post), follows only with "Group follows" on; every other notification stands alone.
 */
export function groupKeyFor(notification: Notification, options: GroupingOptions): string {
  const { type, group_key: key } = notification;
  const grouped = type === 'favourite' || type === 'reblog' || (type === 'follow' && options.groupFollows);
  if (!grouped) return `ungrouped-${notification.id}`;
  if (key && !key.startsWith('ungrouped')) return key;
  return type === 'follow' ? 'follow' : `${type}-${notification.status?.id ?? notification.id}`;
}

const groupOf = (notification: Notification, key: string): NotificationGroup => ({
  group_key: key,
  notifications_count: 1,
  type: notification.type as NotificationGroup['type'],
  most_recent_notification_id: notification.id,
  page_min_id: notification.id,
  page_max_id: notification.id,
  latest_page_notification_at: notification.created_at,
  sample_account_ids: notification.account?.id ? [notification.account.id] : [],
  status_id: notification.status?.id ?? null,
  ...(notification.report ? { report: notification.report } : {}),
  ...(notification.event ? { event: notification.event } : {}),
  ...(notification.moderation_warning ? { moderation_warning: notification.moderation_warning } : {}),
});

/**
 * The group after one more notification: one more in its count, its account first among at most 8
 * samples, its newest id and time. Null when the group already holds it (no newer than its newest).
 */
function joined(existing: NotificationGroup, notification: Notification): NotificationGroup | null {
  if (compareId(notification.id, existing.most_recent_notification_id) <= 0) return null;
  const accountId = notification.account?.id;
  const samples = accountId
    ? [accountId, ...existing.sample_account_ids.filter((id) => id !== accountId)]
    : existing.sample_account_ids;
  return {
    ...existing,
    notifications_count: existing.notifications_count + 1,
    most_recent_notification_id: notification.id,
    page_max_id: notification.id,
    latest_page_notification_at: notification.created_at,
    sample_account_ids: samples.slice(0, NOTIFICATION_GROUP_SAMPLE_ACCOUNTS),
    status_id: notification.status?.id ?? existing.status_id,
  };
}

/**
 * Adds streamed notifications, in the order they came, to a list of groups (newest first). Each one
 * joins its group (see `joined`) or starts one, and that group moves to the top. Only the groups that
 * changed are new objects: every other keeps its object and its place below them, and with nothing
 * changed the list itself is returned. The list is read once, whatever the number of notifications.
 */
export function mergeNotifications(
  groups: NotificationGroup[],
  notifications: readonly Notification[],
  options: GroupingOptions,
): NotificationGroup[] {
  if (notifications.length === 0) return groups;
  let positions: Map<string, number> | null = null;
  // The groups that changed, the last changed last.
  const changed = new Map<string, NotificationGroup>();
  for (const notification of notifications) {
    const key = groupKeyFor(notification, options);
    let existing = changed.get(key);
    if (!existing) {
      positions ??= new Map(groups.map((group, index) => [group.group_key, index]));
      const at = positions.get(key);
      existing = at === undefined ? undefined : groups[at];
    }
    const next = existing ? joined(existing, notification) : groupOf(notification, key);
    if (!next) continue;
    changed.delete(key);
    changed.set(key, next);
  }
  if (changed.size === 0) return groups;
  const top = [...changed.values()].reverse();
  return [...top, ...groups.filter((group) => !changed.has(group.group_key))];
}

/** Adds one streamed notification to a list of groups (newest first): see `mergeNotifications`. */
export function mergeNotification(
  groups: NotificationGroup[],
  notification: Notification,
  options: GroupingOptions,
): NotificationGroup[] {
  return mergeNotifications(groups, [notification], options);
}

/** Groups of `incoming` replace those of the same key; the result stays newest first. */
export function mergeGroups(incoming: NotificationGroup[], groups: NotificationGroup[]): NotificationGroup[] {
  const keys = new Set(incoming.map((group) => group.group_key));
  return [...incoming, ...groups.filter((group) => !keys.has(group.group_key))];
}

/** The newest notification id among the groups, the read marker's next position. */
export function newestNotificationId(groups: readonly NotificationGroup[]): string | null {
  let newest: string | null = null;
  for (const group of groups) {
    const id = group.most_recent_notification_id;
    if (id && (!newest || compareId(id, newest) > 0)) newest = id;
  }
  return newest;
}

/**
 * The id to ask for what is newer than the groups: the newest group's `page_max_id`, the notification id
 * the server pages by (a group's `most_recent_notification_id` may be another kind of id: Hollo's is
 * made of a date, a type and an id, and refused as a cursor), else its most recent notification's.
 */
export function newestPageId(groups: readonly NotificationGroup[]): string | null {
  let newest: string | null = null;
  for (const group of groups) {
    const id = group.page_max_id || group.most_recent_notification_id;
    if (id && (!newest || compareId(id, newest) > 0)) newest = id;
  }
  return newest;
}

/**
 * A notification is about the post it names; a server that names the boost wrapping that post (snac,
 * for a favourite or a boost) is read as naming the post inside, which the notification is about.
 */
export const aboutItsPost = (notification: Notification): Notification =>
  notification.status?.reblog ? { ...notification, status: notification.status.reblog } : notification;
