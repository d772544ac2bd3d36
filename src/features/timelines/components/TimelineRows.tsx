import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Key,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { TimelineItem } from '../../../db/types';

/**
 * The first paint, before the virtual list is loaded, draws the rows that fill the view: it starts
 * with about a screen of short posts and, before the frame is painted, adds as many as the empty part
 * of the view holds at the drawn rows' mean height. Rows below the view cost the first post its time.
 */
export const FIRST_PAINT_START_ROWS = 4;
/** What the first paint draws at most, and after its frame: as many rows as fill a tall screen. */
export const FIRST_PAINT_ROWS = 12;

/**
 * How many rows fill the view: those drawn in `rows`, and enough more to fill what is left of the
 * view (the scrolling body, or the window before it is known) below them.
 */
function rowsFillingView(rows: HTMLElement, view: HTMLElement | null): number {
  const drawn = rows.children.length;
  const height = [...rows.children].reduce((sum, row) => sum + (row as HTMLElement).offsetHeight, 0);
  const viewTop = view ? view.getBoundingClientRect().top : 0;
  const empty =
    (view?.clientHeight || window.innerHeight) - (rows.getBoundingClientRect().top - viewTop) - height;
  if (empty <= 0 || drawn === 0) return drawn;
  const mean = height / drawn;
  return mean > 0 ? drawn + Math.ceil(empty / mean) : FIRST_PAINT_ROWS;
}

/** A row's key: its post's id, or the gap's place. The same in the first paint and the virtual list. */
export const rowKey = (items: readonly TimelineItem[], index: number): Key => items[index] ?? `gap-${index}`;

/** Where the virtual list puts each mounted row, and what the rows need from it. */
export interface RowsLayout {
  /** The items the rows were laid out for (the rows follow them until the next layout). */
  items: readonly TimelineItem[];
  rows: readonly { key: Key; index: number; start: number; size: number; drawn: boolean }[];
  totalSize: number;
  measureElement: (element: HTMLElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Called once the rows of this layout are in the page. */
  rowsDrawn: () => void;
}

/** The virtual list's props: it draws nothing, it lays the rows out (`onLayout`). */
export interface VirtualRowsProps {
  timelineId: string;
  items: TimelineItem[];
  /** The column body that scrolls (null until it is mounted). */
  scrollElement: HTMLDivElement | null;
  /** The element the rows are in. */
  container: { readonly current: HTMLDivElement | null };
  onLayout: (layout: RowsLayout) => void;
  /** The end of the list came into view. */
  onEndReached?: () => void;
  /** How many rows at the top are the user's own boosts. */
  ownBoostsOnTop?: number;
}

export interface TimelineRowsProps extends Omit<VirtualRowsProps, 'container' | 'onLayout'> {
  renderItem: (item: TimelineItem, index: number) => ReactNode;
  /** The virtual list, once its chunk is loaded: until then the first rows are drawn as they come. */
  VirtualRows?: (props: VirtualRowsProps) => ReactNode;
}

/**
 * A timeline's rows. The first paint draws the newest rows one under the other; once the virtual list
 * is there it positions them, and only those near the view stay mounted. Both draw the same rows, with
 * the same keys, here: a row never mounts again when the list takes over or when items arrive above,
 * so what it holds (a playing video, an opened content warning, the focus, a menu) stays.
 */
export function TimelineRows({ items, renderItem, VirtualRows, ...list }: TimelineRowsProps) {
  const container = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState<RowsLayout | null>(null);
  const [firstPaintRows, setFirstPaintRows] = useState(FIRST_PAINT_START_ROWS);
  const shown = layout?.items ?? items;
  const rows =
    layout?.rows ??
    shown
      .slice(0, firstPaintRows)
      .map((_, index) => ({ key: rowKey(shown, index), index, start: 0, size: 0, drawn: true }));
  useLayoutEffect(() => layout?.rowsDrawn());
  const { scrollElement } = list;
  // The virtual list lays the rows out, or the first paint has drawn all it ever draws.
  const firstPaintDone = layout !== null || firstPaintRows >= Math.min(shown.length, FIRST_PAINT_ROWS);
  // Before the frame: more rows while the view is not full (a state set here renders again at once).
  useLayoutEffect(() => {
    if (firstPaintDone || !container.current) return;
    const filling = Math.min(FIRST_PAINT_ROWS, rowsFillingView(container.current, scrollElement));
    if (filling > firstPaintRows) setFirstPaintRows(filling);
  }, [firstPaintDone, firstPaintRows, scrollElement]);
  // After the frame, the rest of a tall screen's rows, for a scroll that comes before the virtual list.
  useEffect(() => {
    if (firstPaintDone) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setFirstPaintRows(FIRST_PAINT_ROWS));
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [firstPaintDone, firstPaintRows]);
  return (
    // Keys reach here from the focused post (j / k): the list itself is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={layout ? 'timeline__rows timeline__rows--virtual' : 'timeline__rows'}
      ref={container}
      onKeyDown={layout?.onKeyDown}
      style={layout ? { height: layout.totalSize } : undefined}
    >
      {VirtualRows && <VirtualRows items={items} container={container} onLayout={setLayout} {...list} />}
      {rows.map((row) => {
        const item = shown[row.index];
        return (
          <div
            key={row.key}
            data-index={row.index}
            data-item={item ?? undefined}
            ref={layout?.measureElement}
            className="timeline__row"
            // Posts are focusable for j / k, as in Mastodon's feed; gaps hold their own button.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={item === null ? undefined : 0}
            style={layout ? { transform: `translateY(${row.start}px)` } : undefined}
          >
            {row.drawn ? renderItem(item, row.index) : <div style={{ height: row.size }} />}
          </div>
        );
      })}
    </div>
  );
}

type VirtualRowsComponent = (props: VirtualRowsProps) => ReactNode;
/** The virtual list's code, once loaded: every column after the first has it at once. */
let loadedVirtualRows: VirtualRowsComponent | undefined;

/**
 * The first posts paint as plain rows; the virtual list (its own chunk) takes over once they are on
 * screen and the browser is idle, so its code never delays the first paint. Every list of rows uses
 * it: the timelines' columns and the notifications column.
 */
export function useVirtualRowsAfterFirstPaint(hasItems: boolean): VirtualRowsComponent | undefined {
  const [VirtualRows, setVirtualRows] = useState(() => loadedVirtualRows);
  useEffect(() => {
    if (!hasItems || VirtualRows) return;
    let live = true;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      void import('./VirtualTimeline').then((m) => {
        loadedVirtualRows = m.VirtualRows;
        if (live) setVirtualRows(() => m.VirtualRows);
      });
    const frame = requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(load, { timeout: 1000 });
      else timer = setTimeout(load, 50);
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      if (idle !== undefined) cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [hasItems, VirtualRows]);
  return VirtualRows;
}
