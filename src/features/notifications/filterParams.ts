import type { GroupedNotificationsParams } from '../../api/endpoints/notifications';

interface NotificationFilterSettings {
  shows?: Record<string, boolean>;
  group?: { follow?: boolean };
  quickFilter?: { active?: string };
}

/** Whether follows are grouped: Mastodon's "Group follows", on unless turned off. */
export const groupsFollows = (settings?: NotificationFilterSettings) => settings?.group?.follow !== false;

/**
 * The query the column loads with, as Mastodon's web UI builds it: favourites and boosts grouped
 * (follows too with "Group follows"); one type when a quick filter is chosen, otherwise every type but
 * those the user does not show.
 */
export function notificationFilterParams(
  settings: NotificationFilterSettings = {},
): GroupedNotificationsParams {
  const grouped_types = ['favourite', 'reblog'].concat(groupsFollows(settings) ? 'follow' : []);
  const active = settings.quickFilter?.active ?? 'all';
  if (active !== 'all') return { types: [active], grouped_types };
  const hidden = Object.entries(settings.shows ?? {}).filter(([, shown]) => shown === false);
  return hidden.length > 0
    ? { grouped_types, exclude_types: hidden.map(([type]) => type) }
    : { grouped_types };
}

/** Whether a notification of this type belongs in the column under the current filter. */
export function notificationTypeListed(settings: NotificationFilterSettings = {}, type: string) {
  const active = settings.quickFilter?.active ?? 'all';
  return active === 'all' ? settings.shows?.[type] !== false : active === type;
}
