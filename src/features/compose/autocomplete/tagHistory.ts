import { TAG_HISTORY_LIMIT } from '../../../constants';
import { tagHistoryKey } from '../../../domain/accountStorage';

/**
 * The hashtags the user published or picked, most recent first, kept per account in this browser's
 * localStorage: the `#` suggestions read it on every keystroke, and it is too long to sync with the
 * settings document the server stores.
 */
export { tagHistoryKey };

export function loadTagHistory(storage: Storage, accountKey: string): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(tagHistoryKey(accountKey)) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((tag): tag is string => typeof tag === 'string').slice(0, TAG_HISTORY_LIMIT)
      : [];
  } catch {
    return [];
  }
}

/** Puts the tags first (once each, whatever their case) and keeps the newest 1000. */
export function addToTagHistory(storage: Storage, accountKey: string, tags: string[]): string[] {
  const added = tags.filter(
    (tag, index) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index,
  );
  const lower = new Set(added.map((tag) => tag.toLowerCase()));
  const rest = loadTagHistory(storage, accountKey).filter((tag) => !lower.has(tag.toLowerCase()));
  const history = [...added, ...rest].slice(0, TAG_HISTORY_LIMIT);
  try {
    storage.setItem(tagHistoryKey(accountKey), JSON.stringify(history));
  } catch {
    // A full or disabled storage only costs the history.
  }
  return history;
}

/** The hashtags written in a post's text. */
export function hashtagsIn(text: string): string[] {
  return [...text.matchAll(/(?:^|[^\p{L}\p{N}_/#])#([\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*)/gu)].map(
    (m) => m[1],
  );
}

/** Tags of the history that start with what was typed after `#`. */
export const historyMatches = (history: string[], typed: string) =>
  history.filter((tag) => tag.toLowerCase().startsWith(typed.toLowerCase()));
