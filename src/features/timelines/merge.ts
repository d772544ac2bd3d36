import type { TimelineItem } from '../../db/types';
import { compareId } from '../../utils/ids';

/**
 * Splices a page of ids (newest first, one contiguous run of the server's timeline) into a timeline:
 * old items inside the page's id range, gap markers included, are replaced by the page; items and gaps
 * outside it stay where they are.
 */
export function mergePage(oldItems: readonly TimelineItem[], page: readonly string[]): TimelineItem[] {
  if (page.length === 0) return [...oldItems];
  const newest = page[0];
  const oldest = page[page.length - 1];
  let end = 0;
  for (let i = oldItems.length - 1; i >= 0; i--) {
    const id = oldItems[i];
    if (id !== null && compareId(id, oldest) >= 0) {
      end = i + 1;
      break;
    }
  }
  let start = -1;
  for (let i = end - 1; i >= 0; i--) {
    const id = oldItems[i];
    if (id !== null && compareId(id, newest) > 0) {
      start = i;
      break;
    }
  }
  const pageIds = new Set(page);
  const tail = oldItems.slice(end).filter((id) => id === null || !pageIds.has(id));
  const head = oldItems.slice(0, start + 1).filter((id) => id === null || !pageIds.has(id));
  return [...head, ...page, ...tail];
}

/**
 * Puts posts newer than the top item in front. When the server had more than one page of them
 * (`moreBetween`), a gap marks the posts still missing; otherwise a gap at the old top is closed.
 */
export function prependRecent(
  oldItems: readonly TimelineItem[],
  page: readonly string[],
  moreBetween: boolean,
): TimelineItem[] {
  const known = new Set(oldItems);
  const fresh = page.filter((id) => !known.has(id));
  let rest = [...oldItems];
  if (!moreBetween) while (rest[0] === null) rest = rest.slice(1);
  else if (fresh.length > 0 && rest[0] !== null && rest.length > 0) rest = [null, ...rest];
  return [...fresh, ...rest];
}

/**
 * What a timeline's current first page (asked for without since_id) says of the posts the timeline
 * held when it was asked for (`checked`). The page is the server's newest, so every post it would list
 * down to its oldest (down to the end when it links no next page) is in it, or gone from the server:
 * deleted, its author blocked or muted, filtered away, no longer visible. Posts that came after it was
 * asked for (streamed, the user's own) are not judged by it; held posts older than its oldest are
 * beyond it, unchecked.
 */
export function firstPageRange(page: readonly string[], next: string | null, checked: readonly string[]) {
  const returned = new Set(page);
  const held = new Set(checked);
  const oldest = page.length > 0 ? page[page.length - 1] : undefined;
  const covers = (id: string) => next === null || (oldest !== undefined && compareId(id, oldest) >= 0);
  let newestHeld: string | undefined;
  for (const id of checked) if (!newestHeld || compareId(id, newestHeld) > 0) newestHeld = id;
  return {
    oldest,
    /** A post held before the page that the server no longer lists. */
    gone: (id: TimelineItem) => id !== null && held.has(id) && !returned.has(id) && covers(id),
    /** A post older than the page's oldest, with more to load below the page. */
    beyond: (id: TimelineItem) => id !== null && !covers(id),
    /** A post the page does not judge: not held when it was asked for, newer than its newest. */
    since: (id: TimelineItem): id is string =>
      id !== null && !held.has(id) && !returned.has(id) && (page.length === 0 || compareId(id, page[0]) > 0),
    /** The page reached down to the posts held (or none were): nothing is missing between them. */
    reachesHeld: newestHeld === undefined || covers(newestHeld),
  };
}

/** Without a gap marker that follows another or ends the list (its posts below it went). */
export function withoutLooseGaps(items: readonly TimelineItem[]): TimelineItem[] {
  const kept = items.filter((id, i) => id !== null || i === 0 || items[i - 1] !== null);
  while (kept.length > 0 && kept[kept.length - 1] === null) kept.pop();
  return kept;
}
