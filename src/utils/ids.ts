/**
 * Ids are opaque strings that sort by length, then lexically (Mastodon's snowflakes and other
 * servers' numeric ids alike). Positive when `a` is newer than `b`.
 */
export function compareId(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length !== b.length) return a.length - b.length;
  return a > b ? 1 : -1;
}

/** Newest first. */
export const sortIdsDescending = (ids: readonly string[]) => [...ids].sort((a, b) => compareId(b, a));
