/**
 * Gathers items and hands them over together once per animation frame, in the order they came. Where
 * no frame comes (a hidden page, a browser without `requestAnimationFrame`), a timer of
 * `fallbackMs` hands them over instead; whichever fires first wins. `requestFrame` asks for a
 * delivery at the next frame even with nothing pushed (work spread over frames); `flush` hands over
 * what waits at once (before a close, say); `cancel` drops it.
 *
 * A library such as raf-schd schedules by frame only, so a hidden page would hold its batches: hence
 * these few lines.
 */
export function createFrameBatcher<T>(deliver: (items: T[]) => void, fallbackMs: number) {
  let items: T[] = [];
  // A frame asked for with nothing in it (`requestFrame`): delivered empty.
  let wanted = false;
  let frame: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clear = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    if (timer !== null) clearTimeout(timer);
    frame = timer = null;
  };
  const flush = () => {
    clear();
    if (items.length === 0 && !wanted) return;
    wanted = false;
    const batch = items;
    items = [];
    deliver(batch);
  };
  const schedule = () => {
    const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
    if (!hidden && typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(flush);
    timer = setTimeout(flush, fallbackMs);
  };

  return {
    push(item: T) {
      items.push(item);
      if (frame === null && timer === null) schedule();
    },
    /** Asks for a delivery at the next frame, empty if nothing is pushed before it. */
    requestFrame() {
      wanted = true;
      if (frame === null && timer === null) schedule();
    },
    flush,
    cancel() {
      clear();
      items = [];
      wanted = false;
    },
  };
}
