import { createSelector } from '@reduxjs/toolkit';
import type { NotificationGroup } from '../../api/entities';
import type { RootState } from '../../store/types';
import { compareId } from '../../utils/ids';
import { selectMarker } from '../markers/public';

const NO_GROUPS: NotificationGroup[] = [];

/**
 * Notification groups newer than the notifications read marker: the unread badge. With no marker
 * (nothing read on any device yet) every group counts, as in Mastodon's web UI. Groups waiting above
 * a column scrolled down count too, once each. Counted again only when the marker, the groups or the
 * waiting groups change, however many actions go by (the title and the navigation read it on each).
 */
export const selectUnreadNotificationGroups: (state: RootState) => number = createSelector(
  [
    (state: RootState) => selectMarker(state, 'notifications') ?? '0',
    (state: RootState) => state.notifications.groups,
    (state: RootState) => state.notifications.pending ?? NO_GROUPS,
  ],
  (lastRead, groups, pending) => {
    const unread = new Set<string>();
    for (const list of [pending, groups]) {
      for (const group of list) {
        if (compareId(group.most_recent_notification_id, lastRead) > 0) unread.add(group.group_key);
      }
    }
    return unread.size;
  },
);
