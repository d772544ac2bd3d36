import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether the first posts have been drawn. The parts of a post whose code is a lazy chunk (polls,
 * quotes, link cards, translations, the players, the blurhash decoder) ask for it only after that frame, so their
 * requests never compete with the first paint; they fill in a frame later, as they would once loaded.
 */
let painted = false;
let scheduled = false;
const listeners = new Set<() => void>();

function schedule() {
  if (scheduled || painted) return;
  scheduled = true;
  const done = () => {
    painted = true;
    for (const listener of listeners) listener();
  };
  // The frame being prepared is drawn first; the task after it runs once it is on screen.
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(done, 0));
  else setTimeout(done, 0);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  schedule();
  return () => {
    listeners.delete(listener);
  };
}

const isPainted = () => painted;

/** False during the first frame a post is drawn in, true from the next one. */
export function useFirstPaintDone(): boolean {
  return useSyncExternalStore(subscribe, isPainted, () => false);
}

function listen(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Like `useFirstPaintDone`, for a part drawn beside the posts rather than in them (the deck's compose
 * box): it waits for posts to be drawn without starting the wait itself, so its chunk is not requested
 * before the first post; where no post comes (an empty timeline), it gives up waiting after `fallbackMs`.
 */
export function useFirstPostsPainted(fallbackMs: number): boolean {
  const done = useSyncExternalStore(listen, isPainted, () => false);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (done) return undefined;
    const timer = setTimeout(() => setWaited(true), fallbackMs);
    return () => clearTimeout(timer);
  }, [done, fallbackMs]);
  return done || waited;
}

/** Runs `task` once the first frame with posts is on screen (at once if it already is). */
export function afterFirstPaint(task: () => void): () => void {
  if (painted) {
    task();
    return () => undefined;
  }
  const listener = () => {
    listeners.delete(listener);
    task();
  };
  return subscribe(listener);
}
