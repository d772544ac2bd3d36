import { useCallback, useEffect } from 'react';
import { useStore } from 'react-redux';
import { firstPostsPainted, nothingToShow } from '../domain/events';
import { useAppDispatch } from '../store';
import type { RootState } from '../store/types';
import { onFirstScreenDrawn, useReportNothingToShow } from '../ui/firstPaint';

/**
 * The chunks a user most likely opens next, fetched once the first screen is drawn, one per idle
 * slot so none delays a frame: the compose box and its saga, the post menu, the emoji picker and the
 * thread view (so the first thread opens as fast as the next). Fetching only fills the HTTP cache and
 * the module registry; each runs when its view needs it.
 */
export const LIKELY_NEXT: readonly (() => Promise<unknown>)[] = [
  () => import('../features/compose/components/ComposeArea'),
  () => import('../features/compose/boxSaga'),
  () => import(/* webpackChunkName: "post-menu" */ '../features/statuses/components/menu/StatusMenu'),
  () => import(/* webpackChunkName: "emoji-picker" */ '../features/emoji/components/EmojiPicker'),
  () => import('./pages/StatusPage'),
];

const whenIdle = (task: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task);
  else setTimeout(task, 0);
};

/** Fetches each chunk in an idle slot of its own, in order; one that fails is left to its view. */
export function prefetchWhenIdle(loads: readonly (() => Promise<unknown>)[]) {
  const [next, ...rest] = loads;
  if (!next) return;
  whenIdle(() => {
    void next()
      .catch(() => undefined)
      .then(() => prefetchWhenIdle(rest));
  });
}

let prefetched = false;

/**
 * Tells the store when the first screen is drawn (`firstPostsPainted`, or `nothingToShow`): the sagas
 * that wait for it start then. Then the likely next chunks are fetched while the page is idle.
 */
export function useFirstScreenEvents() {
  const dispatch = useAppDispatch();
  useEffect(
    () =>
      onFirstScreenDrawn((how) => {
        dispatch(how === 'posts' ? firstPostsPainted() : nothingToShow());
        if (prefetched) return;
        prefetched = true;
        prefetchWhenIdle(LIKELY_NEXT);
      }),
    [dispatch],
  );
}

/**
 * Drawn with a route's view, once its chunk is there: a view without a timeline (settings, a profile
 * form, a list of accounts) is the first screen itself, so what waited for posts loads after its frame.
 * A timeline's view says so itself, when its first rows are drawn or its first load ends empty.
 */
export function RouteDrawn() {
  const store = useStore<RootState>();
  const noTimelineShown = useCallback(
    () => Object.keys(store.getState().streaming.mounted).length === 0,
    [store],
  );
  useReportNothingToShow(true, noTimelineShown);
  return null;
}
