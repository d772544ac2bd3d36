import { useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Key,
  type KeyboardEvent,
} from 'react';
import { nextTask } from '../../../utils/nextTask';
import type { TimelineItem } from '../../../db/types';
import { recallScroll, rememberScroll } from './scrollMemory';
import { rowKey, type VirtualRowsProps } from './TimelineRows';

/** Rows rendered beyond the visible ones on each side: enough for smooth scrolling, few mounted. */
const OVERSCAN = 3;
/** A post's height before it is measured; measured heights replace it. */
const ESTIMATED_ROW_PX = 180;
/**
 * Rows whose post is drawn for the first time, at most, in one render: the others keep their height
 * empty and are drawn in the next task. A burst of new posts at the top of a column replaces every
 * row in view; drawn all at once, that is one long task.
 */
export const NEW_ROWS_PER_TASK = 2;
const estimateSize = () => ESTIMATED_ROW_PX;
/** Older posts are asked for when the last rows come this close to view. */
const END_THRESHOLD_ROWS = 3;

/**
 * Timeline rows through a virtualizer with measured heights: however long the timeline, only the rows
 * around the view are mounted. The scroll position and measurements are remembered per timeline, and
 * j / k move the focus to the next / previous post. It draws nothing itself: it gives the rows' layout
 * to `TimelineRows`, which draws the same rows the first paint drew.
 */
export const VirtualRows = memo(function VirtualRows({
  timelineId,
  items,
  scrollElement,
  container,
  onLayout,
  onEndReached,
  ownBoostsOnTop = 0,
}: VirtualRowsProps) {
  const saved = useRef(recallScroll(timelineId)).current;
  // The same function while the items are: the virtualizer lays every row out again (all of a long
  // timeline) whenever its key function changes, and it re-renders this component on each row measured.
  const getItemKey = useCallback((index: number) => rowKey(items, index), [items]);
  // The virtualizer re-renders this component itself; nothing here relies on memoisation.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollElement,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    initialOffset: saved?.offset ?? 0,
    initialMeasurementsCache: saved?.measurements,
  });
  // A row measured above the view moves the list by its change of height, so what is on screen stays.
  // The offset the list last read lags behind one just set (a "new items" button scrolls to the top and
  // rows drawn before the scroll event are measured): "above the view" is above both, or the list would
  // scroll back down to where it was.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) => {
    const offset = Math.min(instance.scrollOffset ?? 0, scrollElement?.scrollTop ?? Infinity);
    if (!instance.itemSizeCache.has(item.key)) return item.start < offset;
    return item.end <= offset && instance.scrollDirection !== 'backward';
  };

  useLayoutEffect(() => {
    const element = scrollElement;
    if (element && saved && saved.offset > 0) element.scrollTop = saved.offset;
    return () => {
      rememberScroll(timelineId, {
        offset: element?.scrollTop ?? virtualizer.scrollOffset ?? 0,
        measurements: virtualizer.takeSnapshot(),
      });
    };
    // Saved once per mount: on the way out, read from the mounted list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timelineId, scrollElement]);

  const virtualItems = virtualizer.getVirtualItems();
  const drawn = useDrawnRows(
    virtualItems,
    virtualizer.scrollOffset ?? 0,
    // The view's height as the virtualizer last observed it: reading the element's while rendering
    // would lay the page out there and then, after every change made since.
    virtualizer.scrollRect?.height ?? 0,
    virtualizer.isScrolling,
  );
  const lastIndex = virtualItems.length > 0 ? virtualItems[virtualItems.length - 1].index : -1;
  useEffect(() => {
    if (items.length > 0 && lastIndex >= items.length - END_THRESHOLD_ROWS) onEndReached?.();
  }, [lastIndex, items.length, onEndReached]);

  useOwnBoostsKeepPlace(items, ownBoostsOnTop, {
    scrollElement: () => scrollElement,
    heightOf: (index) =>
      container.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.offsetHeight ??
      ESTIMATED_ROW_PX,
  });
  const pendingFocus = useRef<number | null>(null);
  const focusRow = useCallback(
    (index: number) => {
      const row = container.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
      if (!row) return false;
      row.focus({ preventScroll: true });
      row.scrollIntoView?.({ block: 'nearest' });
      return true;
    },
    [container],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'j' && event.key !== 'k') return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    const current = target.closest<HTMLElement>('[data-index]');
    const from = current ? Number(current.dataset.index) : -1;
    const step = event.key === 'j' ? 1 : -1;
    let to = from + step;
    while (to >= 0 && to < items.length && items[to] === null) to += step;
    if (to < 0 || to >= items.length) return;
    event.preventDefault();
    virtualizer.scrollToIndex(to, { align: 'auto' });
    if (!focusRow(to)) pendingFocus.current = to;
  };

  const layout = {
    items,
    rows: virtualItems.map((row) => ({
      key: row.key,
      index: row.index,
      start: row.start,
      size: row.size,
      drawn: drawn.has(row.key),
    })),
    totalSize: virtualizer.getTotalSize(),
    measureElement: virtualizer.measureElement,
    onKeyDown,
    // A row scrolled to by j / k may mount only after the virtualizer re-renders.
    rowsDrawn: () => {
      if (pendingFocus.current !== null && focusRow(pendingFocus.current)) pendingFocus.current = null;
    },
  };
  // Every render's layout goes to the rows, before the browser paints; except a first one made before
  // the list has measured its view, which has no rows yet and would unmount those drawn.
  const measured = virtualItems.length > 0 || items.length === 0;
  useLayoutEffect(() => {
    if (measured) onLayout(layout);
  });
  return null;
});

/**
 * The user's own boost, streamed to the top of the timeline while they are at the top, arrives above
 * the post they just boosted: the list scrolls by the new rows' height so that the posts on screen,
 * and the one under the pointer, stay where they were. (Away from the top, new posts wait as pending
 * items and nothing moves anyway.) A row drawn later at another height is corrected by the virtualizer,
 * which keeps the offset of rows above the view when it measures them.
 */
function useOwnBoostsKeepPlace(
  items: TimelineItem[],
  ownBoostsOnTop: number,
  list: { scrollElement: () => HTMLDivElement | null; heightOf: (index: number) => number },
) {
  const previousFirst = useRef(items[0]);
  useLayoutEffect(() => {
    const before = previousFirst.current;
    previousFirst.current = items[0];
    const element = list.scrollElement();
    if (!element || before == null || items[0] === before) return;
    const added = items.indexOf(before);
    if (added <= 0 || added > ownBoostsOnTop) return;
    let height = 0;
    for (let index = 0; index < added; index += 1) height += list.heightOf(index);
    element.scrollTop += height;
    // Only a change of the rows moves anything.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, ownBoostsOnTop]);
}

interface RowPlace {
  key: Key;
  start: number;
  end: number;
}

/**
 * New rows drawn in the current task, across every list on the page: a render can be followed by
 * others in the same task (the virtualizer re-renders once it has measured the new rows), and each
 * must not draw another NEW_ROWS_PER_TASK.
 */
const taskBudget = { used: 0, resetScheduled: false };

/** What is left of the current task's budget. */
const taskAllowance = () => Math.max(0, NEW_ROWS_PER_TASK - taskBudget.used);

/** Spends the budget for rows a render draws; it is whole again in the next task. */
function spendTaskBudget(drawn: number) {
  if (drawn === 0) return;
  taskBudget.used += drawn;
  if (taskBudget.resetScheduled) return;
  taskBudget.resetScheduled = true;
  void nextTask().then(() => {
    taskBudget.used = 0;
    taskBudget.resetScheduled = false;
  });
}

/**
 * Which rows may draw their post in this render: every row drawn before, then new ones while the
 * task's budget lasts (NEW_ROWS_PER_TASK), those in view first. When some had to wait, another
 * render follows in the next task, until all are drawn. Rows that leave the range are forgotten.
 * While the user scrolls, and until the list has settled after mounting, every row is drawn at once.
 */
function useDrawnRows(
  rows: readonly RowPlace[],
  offset: number,
  viewport: number,
  scrolling: boolean,
): ReadonlySet<Key> {
  // The rows the last commit drew: kept across renders without causing any.
  const [known] = useState(() => new Set<Key>());
  const [, drawMore] = useState(0);
  // Until the task after mounting, every row is drawn: the list takes over from the plain rows, all
  // on screen, and its first renders (before the scroll element is measured) must not blank them.
  const [settled, settle] = useState(false);
  useEffect(() => {
    let live = true;
    void nextTask().then(() => {
      if (live) settle(true);
    });
    return () => {
      live = false;
    };
  }, []);
  // Rendering reads what earlier commits drew and spends the budget for what it draws; the commit
  // records what is drawn.
  const inView = (row: RowPlace) => row.end > offset && row.start < offset + Math.max(viewport, 1);
  const waiting = [...rows.filter(inView), ...rows.filter((row) => !inView(row))].filter(
    (row) => !known.has(row.key),
  );
  // Rows the user scrolls to are drawn at once: an empty row under the finger is worse than a long task.
  const budgeted = settled && !scrolling;
  const newlyDrawn = waiting.slice(0, budgeted ? taskAllowance() : waiting.length).map((row) => row.key);
  // Spent as the rows are chosen, not when they are committed: lists rendered together (one update
  // reaching several columns, or their next turns falling in one task) share the task's budget, where
  // each would otherwise read it whole before any of them committed.
  if (budgeted) spendTaskBudget(newlyDrawn.length);
  const drawn = new Set(rows.flatMap((row) => (known.has(row.key) ? [row.key] : [])));
  for (const key of newlyDrawn) drawn.add(key);
  const more = waiting.length > newlyDrawn.length;
  useLayoutEffect(() => {
    // Rows that left the range are forgotten: coming back, they are new again.
    known.clear();
    for (const key of drawn) known.add(key);
  });
  useEffect(() => {
    if (!more) return;
    let live = true;
    void nextTask().then(() => {
      if (live) drawMore((n) => n + 1);
    });
    return () => {
      live = false;
    };
  });
  return drawn;
}
