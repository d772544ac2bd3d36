/**
 * A map that forgets its oldest entry past `limit` (a Map keeps insertion order): for results worth
 * keeping while the same inputs come back, such as the HTML and URLs of posts on screen.
 */
export function boundedCache<V>(limit: number) {
  const map = new Map<string, V>();
  return {
    get: (key: string): V | undefined => map.get(key),
    has: (key: string) => map.has(key),
    set(key: string, value: V): V {
      if (map.size >= limit) map.delete(map.keys().next().value as string);
      map.set(key, value);
      return value;
    },
  };
}
