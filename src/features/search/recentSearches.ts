import { RECENT_SEARCHES_LIMIT } from '../../constants';
import { recentSearchesKey } from '../../domain/accountStorage';

/** A search the user ran, kept to run again: an account or hashtag opened, or a text searched. */
export interface RecentSearch {
  type: 'account' | 'hashtag' | 'text';
  q: string;
}

/**
 * Recent searches are kept per account (its id @ its server) in this browser's localStorage, so another
 * account signed in here never sees them, and signing out or losing the sign-in removes them.
 */
export { recentSearchesKey };

/**
 * The one list all accounts of a browser once shared. Nothing tells whose searches it holds, so it is
 * dropped, never handed to whichever account reads it first.
 */
export const SHARED_RECENT_SEARCHES_KEY = 'fedideck:recentSearches';

/** A signed-out visitor's searches live only as long as the page. */
let visitorSearches: RecentSearch[] = [];

const isRecentSearch = (value: unknown): value is RecentSearch =>
  typeof value === 'object' &&
  value !== null &&
  ['account', 'hashtag', 'text'].includes((value as RecentSearch).type) &&
  typeof (value as RecentSearch).q === 'string';

/** The account's recent searches (null: the signed-out visitor's, kept in memory). */
export function loadRecentSearches(storage: Storage, accountKey: string | null): RecentSearch[] {
  try {
    storage.removeItem(SHARED_RECENT_SEARCHES_KEY);
    if (accountKey === null) return visitorSearches;
    const stored: unknown = JSON.parse(storage.getItem(recentSearchesKey(accountKey)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecentSearch).slice(0, RECENT_SEARCHES_LIMIT) : [];
  } catch {
    return accountKey === null ? visitorSearches : [];
  }
}

function save(storage: Storage, accountKey: string | null, entries: RecentSearch[]): RecentSearch[] {
  if (accountKey === null) return (visitorSearches = entries);
  try {
    storage.setItem(recentSearchesKey(accountKey), JSON.stringify(entries));
  } catch {
    // A full or disabled storage only costs the history.
  }
  return entries;
}

const same = (a: RecentSearch, b: RecentSearch) =>
  a.type === b.type && a.q.toLowerCase() === b.q.toLowerCase();

/** Puts the search first, once, and keeps the newest few. */
export function addRecentSearch(
  storage: Storage,
  accountKey: string | null,
  entry: RecentSearch,
): RecentSearch[] {
  const rest = loadRecentSearches(storage, accountKey).filter((other) => !same(other, entry));
  return save(storage, accountKey, [entry, ...rest].slice(0, RECENT_SEARCHES_LIMIT));
}

export function removeRecentSearch(
  storage: Storage,
  accountKey: string | null,
  entry: RecentSearch,
): RecentSearch[] {
  return save(
    storage,
    accountKey,
    loadRecentSearches(storage, accountKey).filter((other) => !same(other, entry)),
  );
}
