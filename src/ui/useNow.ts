import { useSyncExternalStore } from 'react';

// One clock for every timestamp on screen: a single interval, started with the first subscriber and
// stopped with the last, instead of one timer per post.
const TICK_MS = 30_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((notify) => notify());
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/**
 * A value computed from the shared clock (a label such as "5m"). A component renders again only when
 * its value changes: at a tick, the posts whose label stays the same (older ones, dates) do nothing.
 * `compute` must return a primitive.
 */
export function useClock<T extends string | number | boolean | null>(compute: (now: number) => T): T {
  const read = () => compute(now);
  return useSyncExternalStore(subscribe, read, read);
}

/** The clock's time without following it: for values that are only as fresh as their render. */
export const clockNow = () => (timer === null ? Date.now() : now);
