// Which requests the service worker answers itself. Pure functions so that the rules are testable
// outside a worker.
import { parse } from 'regexparam';
import { DECK_PREFIX, OAUTH_CALLBACK_PATH } from '../src/constants';
import { ROUTES } from '../src/app/routeTable';
import type { IMAGE_CACHES } from '../src/domain/accountStorage';

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
 * A path the app's router shows (`ROUTES`, each also under the deck's /deck prefix, and the OAuth
 * callback), matched as wouter matches it: its patterns through regexparam, wouter's own parser,
 * regular expressions as they are, and the /deck base taken off as the router does. Only these get the
 * app shell, so a file or a server page the app does not know (a media file opened in a new tab, an
 * admin page) is fetched for real rather than shown as the app.
 */
const APP_PATHS: readonly RegExp[] = ROUTES.map(([pattern]) =>
  pattern instanceof RegExp ? pattern : parse(pattern).pattern,
);

function isAppPath(path: string): boolean {
  if (path === OAUTH_CALLBACK_PATH) return true;
  const lower = path.toLowerCase();
  const inDeck = lower === DECK_PREFIX || lower.startsWith(`${DECK_PREFIX}/`);
  const relative = inDeck ? path.slice(DECK_PREFIX.length) || '/' : path;
  return APP_PATHS.some((pattern) => pattern.test(relative));
}

/** wouter decodes the address before it matches; one that cannot be decoded is matched as it is. */
function decoded(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

/** Whether a navigation (a path with any query and fragment) is answered with the app shell. */
export function isAppNavigationPath(pathAndSearch: string): boolean {
  if (NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch))) return false;
  return isAppPath(decoded(pathAndSearch.replace(/[?#].*$/, '')));
}

/** The page drops them once no account is signed in here (`src/domain/accountStorage.ts`). */
export type ImageCacheName = (typeof IMAGE_CACHES)[number];

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
