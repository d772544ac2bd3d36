import { boundedCache } from '../utils/boundedCache';

/** Recent answers: avatars, emoji and links repeat on every row that shows them. */
const checked = boundedCache<string | null>(1000);

/**
 * An absolute http(s) URL, or null: URLs from other servers with other schemes (javascript:, data:,
 * ...) are never linked or loaded. Relative URLs resolve against `base` when one is given.
 */
export function safeHttpUrl(value: string | null | undefined, base?: string): string | null {
  if (!value || typeof value !== 'string') return null;
  const key = base ? `${base} ${value}` : value;
  if (checked.has(key)) return checked.get(key) ?? null;
  let safe: string | null = null;
  try {
    const url = new URL(value, base);
    if (url.protocol === 'https:' || url.protocol === 'http:') safe = url.href;
  } catch {
    // not a URL
  }
  return checked.set(key, safe);
}
