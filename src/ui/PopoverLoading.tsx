import { useLayoutEffect, useRef, type RefObject } from 'react';
import { isRightToLeft } from './direction';
import { LoadingIndicator } from './LoadingIndicator';

type Anchor = RefObject<HTMLElement | null> | HTMLElement | null;

const elementOf = (anchor: Anchor) => (anchor && 'current' in anchor ? anchor.current : anchor);

/**
 * What a menu or picker shows where it will open while its code loads (the first open on a slow
 * network): a spinner under the button that opened it, at once, instead of nothing. Without a button
 * (a full-screen menu) it sits in the middle of the screen.
 */
export function PopoverLoading({ anchor }: { anchor: Anchor }) {
  const box = useRef<HTMLDivElement>(null);
  // Placed before the first paint, under the button.
  useLayoutEffect(() => {
    const element = elementOf(anchor);
    const node = box.current;
    if (!element?.isConnected || !node) return;
    const rect = element.getBoundingClientRect();
    node.style.top = `${rect.bottom + 4}px`;
    // At the button's start edge: its left, or its right under right to left.
    const start = isRightToLeft(element) ? rect.right - node.offsetWidth : rect.left;
    node.style.left = `${Math.max(8, Math.min(start, window.innerWidth - 64))}px`;
  }, [anchor]);
  return (
    <div ref={box} className={anchor ? 'popover-loading' : 'popover-loading popover-loading--centred'}>
      <LoadingIndicator />
    </div>
  );
}
