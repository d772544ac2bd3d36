import type { NotificationGroup } from '../../api/entities';
import type { NotificationGap } from '../../domain/notificationGaps';
import { compareId } from '../../utils/ids';
import { gapBelow, gapIndex, maxIdOf, type NewerPage } from './gaps';
import { mergeGroups } from './grouping';

/** A group's newest notification, by the id the server pages by (see `newestPageId`). */
export const newestIdOf = (group: NotificationGroup) =>
  group.page_max_id || group.most_recent_notification_id;

/** The groups held when a first page was asked for: each group's key and its newest notification then. */
export type HeldGroups = Record<string, string>;

export const heldGroupsOf = (groups: readonly NotificationGroup[]): HeldGroups =>
  Object.fromEntries(groups.map((group) => [group.group_key, newestIdOf(group)]));

/** The list's parts a first page reconciles. */
export interface ReconciledList {
  groups: NotificationGroup[];
  pending?: NotificationGroup[];
  gaps?: NotificationGap[];
  next: string | null;
  /** Below this id the groups were left unchecked by a first page: they go back at the top. */
  checkedTo?: string;
}

/**
 * The list once its current first page (asked for without since_id) arrived over the groups it held
 * then (`held`), by the timelines' rule: within the page's range (down to its oldest notification, or
 * everything when it links no next page) a held group the page does not return is gone from the
 * server (its post deleted, its account blocked or muted, filtered, dismissed), and a returned one
 * replaces the held one, unless the stream brought a newer one since. At the top (`top`), the page is
 * the list with what was streamed since above it: held groups beyond the page go, and its next link
 * is "Load more". Scrolled down, nothing under the reader moves but what went: new and renewed
 * groups wait above (a page that did not reach the held groups leaves a gap below it, as a reconnect
 * does), and the groups beyond it stay until the column is back at its top.
 */
export function reconcileGroups(
  list: ReconciledList,
  page: NewerPage,
  held: HeldGroups,
  top: boolean,
): ReconciledList {
  const oldestInPage = page.groups.reduce<string | undefined>((oldest, group) => {
    const id = group.page_min_id || newestIdOf(group);
    return !oldest || compareId(id, oldest) < 0 ? id : oldest;
  }, undefined);
  const bottom = maxIdOf(page.next) ?? oldestInPage;
  const covers = (id: string) => page.next === null || (bottom !== undefined && compareId(id, bottom) >= 0);
  const returned = new Map(page.groups.map((group) => [group.group_key, group]));
  // Streamed since the page was asked for: new, or renewed with a newer notification.
  const streamed = (group: NotificationGroup) => held[group.group_key] !== newestIdOf(group);
  const gone = (group: NotificationGroup) =>
    !returned.has(group.group_key) && !streamed(group) && covers(newestIdOf(group));
  const newer = (group: NotificationGroup, than: NotificationGroup | undefined) =>
    !than || compareId(newestIdOf(group), newestIdOf(than)) > 0;
  const pendingLeft = (list.pending ?? []).filter((group) => !gone(group));
  if (top) {
    const since = list.groups.filter(
      (group) => streamed(group) && newer(group, returned.get(group.group_key)),
    );
    return { groups: mergeGroups(since, page.groups), pending: pendingLeft, next: page.next };
  }
  // A held group is renewed in place (counts, samples); a group new or newer than the one listed waits above.
  const groups = list.groups
    .filter((group) => !gone(group))
    .map((group) => {
      const fresh = returned.get(group.group_key);
      return fresh && !streamed(group) && !newer(fresh, group) ? fresh : group;
    });
  const listed = new Map([...list.groups, ...pendingLeft].map((group) => [group.group_key, group]));
  const waiting = page.groups.filter((group) => newer(group, listed.get(group.group_key)));
  const pending = mergeGroups(waiting, pendingLeft);
  let newestHeld: string | undefined;
  for (const id of Object.values(held)) if (!newestHeld || compareId(id, newestHeld) > 0) newestHeld = id;
  const gap = newestHeld && !covers(newestHeld) ? gapBelow(page, newestHeld) : null;
  const gaps = [...(list.gaps ?? []).filter((known) => !covers(known.sinceId)), ...(gap ? [gap] : [])];
  const beyond = groups.some((group) => !covers(newestIdOf(group)));
  return {
    groups,
    pending,
    gaps,
    next: list.next,
    ...(beyond && bottom !== undefined ? { checkedTo: bottom } : {}),
  };
}

/** Back at the top: the groups a first page left unchecked below it go; they load again. */
export function dropUnchecked(list: ReconciledList): ReconciledList {
  const to = list.checkedTo;
  if (to === undefined) return list;
  const cut = list.groups.findIndex((group) => compareId(newestIdOf(group), to) < 0);
  const rest = { ...list, checkedTo: undefined };
  if (cut < 0) return rest;
  const groups = list.groups.slice(0, cut);
  return {
    ...rest,
    groups,
    // The page reached down to `to`: what is below it loads again from there.
    next: `/api/v2/notifications?max_id=${to}`,
    gaps: (list.gaps ?? []).filter((gap) => gapIndex(groups, gap) < groups.length),
  };
}
