import { act, renderHook } from '@testing-library/react';
import { useFirstPaintDone, useFirstPostsPainted } from '../../../src/ui/firstPaint';

// One module for the file, nothing drawn when it starts: the fallback case comes first, as it draws nothing.
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a part drawn beside the posts (the deck compose box)', () => {
  it('where no post is ever drawn, it shows after the fallback delay', async () => {
    const beside = renderHook(() => useFirstPostsPainted(100));
    await act(() => wait(30));
    expect(beside.result.current).toBe(false);
    await act(() => wait(150));
    expect(beside.result.current).toBe(true);
  });

  it('does not start the wait itself: it shows once posts are drawn, not before', async () => {
    const beside = renderHook(() => useFirstPostsPainted(10_000));
    await act(() => wait(50));
    expect(beside.result.current).toBe(false);
    // A post subscribes: its frame is drawn, then the part beside it follows.
    renderHook(() => useFirstPaintDone());
    await act(() => wait(50));
    expect(beside.result.current).toBe(true);
  });
});
