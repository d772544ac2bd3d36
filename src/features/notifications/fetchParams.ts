import type { GroupedNotificationsParams } from '../../api/endpoints/notifications';

interface NotificationSettings {
  shows?: Record<string, boolean>;
  group?: { follow?: boolean };
}

/** Whether follows are grouped: Mastodon's "Group follows", on unless turned off. */
export const groupsFollows = (settings?: NotificationSettings) => settings?.group?.follow !== false;

/**
 * What every notifications request asks for: favourites and boosts grouped (follows too with "Group
 * follows"), and without the types the user chose not to show.
 */
export const notificationTypeParams = (settings?: NotificationSettings): GroupedNotificationsParams => ({
  grouped_types: ['favourite', 'reblog'].concat(groupsFollows(settings) ? 'follow' : []),
  exclude_types: Object.entries(settings?.shows ?? {}).flatMap(([type, shown]) => (shown ? [] : type)),
});
