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
