import { RECENT_SEARCHES_LIMIT } from '../../constants';

/** A search the user ran, kept to run again: an account or hashtag opened, or a text searched. */
export interface RecentSearch {
  type: 'account' | 'hashtag' | 'text';
  q: string;
}

export const RECENT_SEARCHES_KEY = 'fedideck:recentSearches';

const isRecentSearch = (value: unknown): value is RecentSearch =>
  typeof value === 'object' &&
  value !== null &&
  ['account', 'hashtag', 'text'].includes((value as RecentSearch).type) &&
  typeof (value as RecentSearch).q === 'string';

export function loadRecentSearches(): RecentSearch[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecentSearch).slice(0, RECENT_SEARCHES_LIMIT) : [];
  } catch {
    return [];
  }
}

function save(entries: RecentSearch[]): RecentSearch[] {
  try {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(entries));
  } catch {
    // A full or disabled storage only costs the history.
  }
  return entries;
}

const same = (a: RecentSearch, b: RecentSearch) =>
  a.type === b.type && a.q.toLowerCase() === b.q.toLowerCase();

/** Puts the search first, once, and keeps the newest few. */
export function addRecentSearch(entry: RecentSearch): RecentSearch[] {
  const rest = loadRecentSearches().filter((other) => !same(other, entry));
  return save([entry, ...rest].slice(0, RECENT_SEARCHES_LIMIT));
}

export function removeRecentSearch(entry: RecentSearch): RecentSearch[] {
  return save(loadRecentSearches().filter((other) => !same(other, entry)));
}
