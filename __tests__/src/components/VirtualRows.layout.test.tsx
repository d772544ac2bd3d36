import { act, render } from '@testing-library/react';
import { VirtualRows } from '../../../src/features/timelines/components/VirtualTimeline';
import type { RowsLayout } from '../../../src/features/timelines/components/TimelineRows';
import { mockLayout, statusIds } from './timelineHarness';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = mockLayout();
});
afterEach(() => restoreLayout());

/** The ids of a long timeline, counting how often one of them is read by its place. */
function countedItems(count: number) {
  const reads = { count: 0 };
  const items = new Proxy(statusIds(count), {
    get(target, property, receiver) {
      if (typeof property === 'string' && /^\d+$/.test(property)) reads.count += 1;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { items, reads };
}

describe('the virtual list of a long timeline', () => {
  it('lays the rows out again only when the items change, not on every render', () => {
    const { items, reads } = countedItems(500);
    const scrollElement = document.createElement('div');
    scrollElement.className = 'column__body';
    const container = { current: document.createElement('div') };
    const layouts: RowsLayout[] = [];
    const onLayout = (layout: RowsLayout) => layouts.push(layout);
    const list = (onEndReached: () => void, shown = items) => (
      <VirtualRows
        timelineId="home"
        items={shown}
        scrollElement={scrollElement}
        container={container}
        onLayout={onLayout}
        onEndReached={onEndReached}
      />
    );
    const { rerender } = render(list(() => undefined));
    expect(layouts.length).toBeGreaterThan(0);
    expect(reads.count).toBeGreaterThanOrEqual(500);

    // Another render with the same items (the virtualizer re-renders the list on each row measured).
    reads.count = 0;
    act(() => rerender(list(() => undefined)));
    expect(reads.count).toBeLessThan(50);

    // New items are laid out.
    const more = ['100001', ...statusIds(500)];
    act(() => rerender(list(() => undefined, more)));
    expect(layouts[layouts.length - 1].items).toBe(more);
  });

  it('reads no height from the page while rendering (that would lay the page out mid-update)', () => {
    const scrollElement = document.createElement('div');
    scrollElement.className = 'column__body';
    const container = { current: document.createElement('div') };
    const list = (items: string[]) => (
      <VirtualRows
        timelineId="local"
        items={items}
        scrollElement={scrollElement}
        container={container}
        onLayout={() => undefined}
      />
    );
    const { rerender } = render(list(statusIds(20)));
    let heightsRead = 0;
    const clientHeight = jest.spyOn(scrollElement, 'clientHeight', 'get').mockImplementation(() => {
      heightsRead += 1;
      return 600;
    });
    act(() => rerender(list(['100001', ...statusIds(20)])));
    act(() => rerender(list(['100002', '100001', ...statusIds(20)])));
    expect(heightsRead).toBe(0);
    clientHeight.mockRestore();
  });
});
