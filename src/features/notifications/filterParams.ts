import type { GroupedNotificationsParams } from '../../api/endpoints/notifications';

interface NotificationFilterSettings {
  shows?: Record<string, boolean>;
  quickFilter?: { active?: string };
}

/**
 * The query the column loads with, as Mastodon's web UI builds it: one type when a quick filter is
 * chosen, otherwise every type but those the user does not show.
 */
export function notificationFilterParams(settings: NotificationFilterSettings): GroupedNotificationsParams {
  const active = settings.quickFilter?.active ?? 'all';
  if (active !== 'all') return { types: [active] };
  const hidden = Object.entries(settings.shows ?? {}).filter(([, shown]) => shown === false);
  return hidden.length > 0 ? { exclude_types: hidden.map(([type]) => type) } : {};
}
