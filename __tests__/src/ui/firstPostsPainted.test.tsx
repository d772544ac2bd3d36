import * as React from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';

type FirstPaint = typeof import('../../../src/ui/firstPaint');

// A fresh module per test (the first screen is drawn once per page), with the test's React.
function freshFirstPaint(): FirstPaint {
  let loaded: FirstPaint | undefined;
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    loaded = jest.requireActual<FirstPaint>('../../../src/ui/firstPaint');
  });
  return loaded!;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a part drawn beside the posts (the deck compose box)', () => {
  it('where no post is drawn, no timer shows it: only the report that there is nothing to show', async () => {
    const { useFirstPostsPainted, reportNothingToShow } = freshFirstPaint();
    const beside = renderHook(() => useFirstPostsPainted());
    await act(() => wait(2_000));
    expect(beside.result.current).toBe(false);
    act(() => reportNothingToShow());
    // After the next frame (a loaded CI machine may take well over 50 ms for it).
    await waitFor(() => expect(beside.result.current).toBe(true));
  });

  it('a report checked after its frame that finds posts on the way is dropped', async () => {
    const { useFirstPostsPainted, reportNothingToShow } = freshFirstPaint();
    const beside = renderHook(() => useFirstPostsPainted());
    act(() => reportNothingToShow(() => false));
    await act(() => wait(50));
    expect(beside.result.current).toBe(false);
  });

  it('does not start the wait itself: it shows once posts are drawn, not before', async () => {
    const { useFirstPaintDone, useFirstPostsPainted } = freshFirstPaint();
    const beside = renderHook(() => useFirstPostsPainted());
    await act(() => wait(50));
    expect(beside.result.current).toBe(false);
    // A post subscribes: its frame is drawn, then the part beside it follows.
    renderHook(() => useFirstPaintDone());
    await waitFor(() => expect(beside.result.current).toBe(true));
  });

  it('tells how the first screen was drawn, once, to a listener added before or after', async () => {
    const { onFirstScreenDrawn, reportNothingToShow } = freshFirstPaint();
    const before = jest.fn();
    onFirstScreenDrawn(before);
    act(() => reportNothingToShow());
    await waitFor(() => expect(before).toHaveBeenCalled());
    reportNothingToShow();
    await act(() => wait(50));
    const after = jest.fn();
    onFirstScreenDrawn(after);
    expect(before.mock.calls).toEqual([['nothing']]);
    expect(after.mock.calls).toEqual([['nothing']]);
  });
});
