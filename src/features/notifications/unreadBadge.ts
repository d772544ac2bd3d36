import { select, take } from 'typed-redux-saga/macro';
import type { RootState } from '../../store/types';
import { createFrameBatcher } from '../../utils/frameBatcher';
import { selectUnreadNotificationGroups } from './selectors';

/** Where no animation frame comes (a hidden page), the title waits at most this long for its count. */
const TITLE_FALLBACK_MS = 100;

const COUNT_PREFIX = /^\(\d+\+?\) /;

/** "(3) Fedideck": the unread count before the page's own title, none at 0. */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
}

interface BadgeNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** The installed app's icon badge, where the browser has one (it may refuse: not installed, say). */
export function showAppBadge(nav: BadgeNavigator | undefined, count: number) {
  const done = count > 0 ? nav?.setAppBadge?.(count) : nav?.clearAppBadge?.();
  void done?.catch(() => undefined);
}

/**
 * Keeps the document title and the app badge on the unread notifications count, written at most once
 * an animation frame: a count that goes up and back down before the frame (a notification streamed
 * into a column at its top, read at once) writes nothing.
 */
export function* unreadBadgeSaga() {
  let shown = -1;
  const writes = createFrameBatcher<number>((counts) => {
    const count = counts[counts.length - 1];
    if (count === shown) return;
    shown = count;
    document.title = titleWithCount(document.title, count);
    showAppBadge(typeof navigator === 'undefined' ? undefined : navigator, count);
  }, TITLE_FALLBACK_MS);
  let counted = -1;
  try {
    for (;;) {
      const count = yield* select((state: RootState) => selectUnreadNotificationGroups(state));
      if (count !== counted) {
        counted = count;
        writes.push(count);
      }
      yield* take('*');
    }
  } finally {
    writes.cancel();
  }
}
