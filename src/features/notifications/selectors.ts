import type { RootState } from '../../store/types';
import { compareId } from '../../utils/ids';
import { selectMarker } from '../markers';

/**
 * Notification groups newer than the notifications read marker: the unread badge. With no marker
 * (nothing read on any device yet) every group counts, as in Mastodon's web UI. Groups waiting above
 * a column scrolled down count too, once each.
 */
export function selectUnreadNotificationGroups(state: RootState): number {
  const lastRead = selectMarker(state, 'notifications') ?? '0';
  const { groups, pending = [] } = state.notifications;
  const unread = new Set<string>();
  for (const group of [...pending, ...groups]) {
    if (compareId(group.most_recent_notification_id, lastRead) > 0) unread.add(group.group_key);
  }
  return unread.size;
}
