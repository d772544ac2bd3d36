import { select, take } from 'typed-redux-saga/macro';
import type { RootState } from '../../store/types';
import { selectUnreadNotificationGroups } from './selectors';

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

/** Keeps the document title and the app badge on the unread notifications count. */
export function* unreadBadgeSaga() {
  let shown = -1;
  for (;;) {
    const count = yield* select((state: RootState) => selectUnreadNotificationGroups(state));
    if (count !== shown) {
      shown = count;
      document.title = titleWithCount(document.title, count);
      showAppBadge(typeof navigator === 'undefined' ? undefined : navigator, count);
    }
    yield* take('*');
  }
}
