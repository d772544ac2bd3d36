// Which requests the service worker answers itself. Pure functions so that the rules are testable
// outside a worker.
import { OAUTH_CALLBACK_PATH } from '../src/constants';

/**
 * Navigations to these paths go to the network: server pages, endpoints and files (media under
 * /system and /media), never the app shell.
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/api\//,
  /^\/oauth\//,
  /^\/packs\//,
  /^\/system\//,
  /^\/media\//,
  /^\/__fault/,
];

/**
 * The app's own routes (src/app/Routes.tsx, each also under the deck's /deck prefix, and the OAuth
 * callback), with any query since workbox matches the path and the query. Only these get the app
 * shell, so a file or a server page the app does not know (a media file opened in a new tab, an
 * admin page) is fetched for real rather than shown as the app.
 */
const APP_ROUTE =
  /^(\/deck)?(\/|\/(home|notifications|links|conversations|preferences|publish|search|explore|bookmarks|favourites|statuses\/new)\/?|\/(public|lists|tags)(\/[^/]+)*\/?|\/@[^/]+(\/[^/]+)*\/?)(\?.*)?$/;

export const NAVIGATION_ALLOWLIST: readonly RegExp[] = [
  APP_ROUTE,
  /^\/deck\/?(\?.*)?$/,
  new RegExp(`^${OAUTH_CALLBACK_PATH}(\\?.*)?$`),
];

/** As workbox's NavigationRoute decides, for a path with its query. */
export function isAppNavigationPath(pathAndSearch: string): boolean {
  return (
    NAVIGATION_ALLOWLIST.some((pattern) => pattern.test(pathAndSearch)) &&
    !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch))
  );
}

export type ImageCacheName = 'fedideck-emoji' | 'fedideck-avatars';

/**
 * Custom emoji and avatars are small, immutable once uploaded and seen over and over, so they are
 * worth keeping. Mastodon serves them under `/system/custom_emojis/` and `/system/accounts/avatars/`
 * (or the same paths without `/system` on a media host); other instances' files come through the
 * same paths on their own hosts.
 */
export function imageCacheFor(url: URL, destination: string): ImageCacheName | null {
  if (destination !== 'image' || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (url.pathname.includes('/custom_emojis/')) return 'fedideck-emoji';
  if (url.pathname.includes('/accounts/avatars/') || url.pathname.includes('/avatars/original/')) {
    return 'fedideck-avatars';
  }
  return null;
}

/** The page asks a waiting worker to take over (the "Reload" of the update banner). */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}
