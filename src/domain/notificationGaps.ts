import type { NotificationGroup } from '../api/entities';
import { compareId } from '../utils/ids';

/**
 * Notifications not loaded between `sinceId` (the newest one listed before) and `maxId` (where the newer
 * page loaded above them ended, exclusive): that page was as full as the server serves, so more may sit
 * below it.
 */
export interface NotificationGap {
  sinceId: string;
  maxId: string;
  /** Its page is loading ("Load more" was pressed). */
  loading?: boolean;
}

/**
 * Where a gap is drawn, by ids rather than by index: before the first group whose newest notification
 * is no newer than the gap's lower bound (`groups.length`: after the last group). Groups that move to
 * the top, wait above a column scrolled down or leave the list never carry a gap along with them.
 */
export function gapIndex(groups: readonly NotificationGroup[], gap: NotificationGap): number {
  const index = groups.findIndex((group) => compareId(group.most_recent_notification_id, gap.sinceId) <= 0);
  return index === -1 ? groups.length : index;
}
