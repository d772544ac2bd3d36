import type { RootState } from '../../store/types';
import { compareId } from '../../utils/ids';
import { selectMarker } from '../markers';

/**
 * Notification groups newer than the notifications read marker: the unread badge. With no marker
 * (nothing read on any device yet) every group counts, as in Mastodon's web UI.
 */
export function selectUnreadNotificationGroups(state: RootState): number {
  const lastRead = selectMarker(state, 'notifications') ?? '0';
  let count = 0;
  for (const group of state.notifications.groups) {
    if (compareId(group.most_recent_notification_id, lastRead) > 0) count += 1;
  }
  return count;
}
