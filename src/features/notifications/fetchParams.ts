import type { GroupedNotificationsParams } from '../../api/endpoints/notifications';

interface NotificationSettings {
  shows?: Record<string, boolean>;
  group?: { follow?: boolean };
}

/** Whether follows are grouped: Mastodon's "Group follows", on unless turned off. */
export const groupsFollows = (settings: NotificationSettings | undefined) => settings?.group?.follow !== false;

/**
 * What every notifications request asks for: favourites and boosts grouped (follows too with "Group
 * follows"), and without the types the user chose not to show.
 */
export function notificationTypeParams(settings: NotificationSettings | undefined): GroupedNotificationsParams {
  const shows = settings?.shows ?? {};
  return {
    grouped_types: ['favourite', 'reblog', ...(groupsFollows(settings) ? ['follow'] : [])],
    exclude_types: Object.keys(shows).filter((type) => shows[type] === false),
  };
}
