import type { NotificationGroup } from '../../api/entities';
import { NOTIFICATIONS_PAGE_SIZE } from '../../constants';
import { compareId } from '../../utils/ids';
import { gapIndex, type NotificationGap } from '../../domain/notificationGaps';

/**
 * Gaps in the notifications list, as Mastodon's web UI keeps them: a reconnect (or a load over the
 * groups kept on this device) that brings a page as full as the server serves leaves a gap below it,
 * drawn with "Load more" where it sits (`gapIndex`), so nothing older than that page is silently lost.
 */
export { gapIndex };

/**
 * The gaps newest first, where two with nothing listed between them are one: it loads from the newer
 * one's top down to the older one's bottom.
 */
export function normalizeGaps(
  groups: readonly NotificationGroup[],
  gaps: readonly NotificationGap[],
): NotificationGap[] {
  const merged: NotificationGap[] = [];
  for (const gap of [...gaps].sort((a, b) => compareId(b.sinceId, a.sinceId))) {
    const last = merged[merged.length - 1];
    if (last && gapIndex(groups, last) === gapIndex(groups, gap)) {
      merged[merged.length - 1] = {
        sinceId: gap.sinceId,
        maxId: compareId(last.maxId, gap.maxId) >= 0 ? last.maxId : gap.maxId,
      };
    } else merged.push(gap);
  }
  return merged;
}

/** A page of groups newer than `sinceId`, as fetched: its groups, its next page and how many it holds. */
export interface NewerPage {
  groups: NotificationGroup[];
  /** The Link header's next page (its max_id continues below this page). */
  next: string | null;
  /** The page held as many as the server serves in one (40 groups in v2, 40 notifications in v1). */
  full: boolean;
}

export const maxIdOf = (next: string | null) =>
  next ? (new URL(next, 'http://x').searchParams.get('max_id') ?? undefined) : undefined;

/**
 * The gap a page newer than `sinceId` leaves below it: none when the page was not full (it reached
 * down to `sinceId`), else from `sinceId` up to where the page ended.
 */
export function gapBelow(page: NewerPage, sinceId: string): NotificationGap | null {
  if (!page.full || page.groups.length === 0) return null;
  const last = page.groups[page.groups.length - 1];
  const maxId = maxIdOf(page.next) ?? last.page_min_id ?? last.most_recent_notification_id;
  return compareId(maxId, sinceId) > 0 ? { sinceId, maxId } : null;
}

/** Whether a page holds as many notifications (or groups) as the server serves in one. */
export const pageIsFull = (count: number) => count >= NOTIFICATIONS_PAGE_SIZE;

export const sameGap = (a: NotificationGap, b: NotificationGap) =>
  a.sinceId === b.sinceId && a.maxId === b.maxId;

/**
 * The list once a gap's page arrived: the page's groups take the gap's place; a group listed above the
 * gap is newer than the page's and stays as it is, a group listed below it gives way to the page's
 * newer version. The gap goes, or shrinks to what is still below a full page.
 */
export function fillGap(
  groups: readonly NotificationGroup[],
  gaps: readonly NotificationGap[],
  gap: NotificationGap,
  page: NewerPage,
): { groups: NotificationGroup[]; gaps: NotificationGap[] } | null {
  if (!gaps.some((known) => sameGap(known, gap))) return null;
  const index = gapIndex(groups, gap);
  const above = groups.slice(0, index);
  const aboveKeys = new Set(above.map((group) => group.group_key));
  const incoming = page.groups.filter((group) => !aboveKeys.has(group.group_key));
  const incomingKeys = new Set(incoming.map((group) => group.group_key));
  const below = groups.slice(index).filter((group) => !incomingKeys.has(group.group_key));
  const filled = [...above, ...incoming, ...below];
  const rest = gaps.filter((known) => !sameGap(known, gap));
  const remaining = gapBelow(page, gap.sinceId);
  return { groups: filled, gaps: normalizeGaps(filled, remaining ? [...rest, remaining] : rest) };
}
