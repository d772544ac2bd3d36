/**
 * An absolute http(s) URL, or null: URLs from other servers with other schemes (javascript:, data:,
 * ...) are never linked or loaded. Relative URLs resolve against `base` when one is given.
 */
export function safeHttpUrl(value: string | null | undefined, base?: string): string | null {
  if (!value || typeof value !== 'string') return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
