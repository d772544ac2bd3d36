import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * Whether the first posts have been drawn. The parts of a post whose code is a lazy chunk (polls,
 * quotes, link cards, translations, the players, the blurhash decoder) ask for it only after that frame, so their
 * requests never compete with the first paint; they fill in a frame later, as they would once loaded.
 */
let painted = false;
let scheduled = false;
/** How the first screen ended up drawn: posts on it, or a first load with nothing to show. */
export type FirstScreen = 'posts' | 'nothing';
let drawn: FirstScreen = 'posts';
const listeners = new Set<() => void>();

function done(how: FirstScreen) {
  if (painted) return;
  painted = true;
  drawn = how;
  for (const listener of [...listeners]) listener();
}

/** The frame being prepared is drawn first; the task after it runs once it is on screen. */
function afterNextFrame(task: () => void) {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task, 0));
  else setTimeout(task, 0);
}

function schedule() {
  if (scheduled || painted) return;
  scheduled = true;
  afterNextFrame(() => done('posts'));
}

/**
 * The first screen's main view finished its first load with nothing to show (an empty timeline,
 * offline with nothing saved, a page that is not a list of posts): what waited for posts loads now.
 */
export function reportNothingToShow(stillNothing: () => boolean = () => true) {
  afterNextFrame(() => {
    if (stillNothing()) done('nothing');
  });
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
 * box): it waits for the first screen to be drawn without starting the wait itself, so its chunk is
 * not requested before the first post. Where no post comes, the view that had nothing to show says so
 * (`reportNothingToShow`): an event, never a timer that a slow device would outrun.
 */
export function useFirstPostsPainted(): boolean {
  return useSyncExternalStore(listen, isPainted, () => false);
}

/** Calls `listener` once, when the first screen is drawn (at once if it is), without starting the wait. */
export function onFirstScreenDrawn(listener: (how: FirstScreen) => void): () => void {
  if (painted) {
    listener(drawn);
    return () => undefined;
  }
  const once = () => {
    listeners.delete(once);
    listener(drawn);
  };
  return listen(once);
}

/**
 * For a view whose first load decides the first screen (a timeline): once that load has ended with
 * nothing to show, the first screen is drawn without posts.
 */
export function useReportNothingToShow(loadEndedEmpty: boolean, stillNothing?: () => boolean) {
  const reported = useRef(false);
  useEffect(() => {
    if (!loadEndedEmpty || reported.current || painted) return;
    reported.current = true;
    reportNothingToShow(stillNothing);
  }, [loadEndedEmpty, stillNothing]);
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
