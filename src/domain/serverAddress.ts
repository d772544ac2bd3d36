/**
 * What a person types as "their server" turned into the base URL every API call starts with:
 * `https://example.social`, `https://example.social/mastodon`, `http://127.0.0.1:4000`.
 */

export type ServerAddressError = 'invalidAddress' | 'httpsRequired';

/** `httpFallback`: the same server over http, tried when https finds nothing there (loopback only). */
export type ParsedServerAddress = { baseUrl: string; httpFallback?: string } | { error: ServerAddressError };

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;
// "@me@example.social" or "me@example.social": the server is what follows the last "@".
const HANDLE = /^@?[^@\s/:]+@([^@\s/]+)$/;

// The first path segment that is a page of the web interface rather than part of a path prefix, so a
// pasted profile or post URL ("https://host/@me/123", "https://host/users/me") leads to its server.
const WEB_PAGE_SEGMENTS = new Set([
  'about',
  'api',
  'auth',
  'deck',
  'directory',
  'explore',
  'home',
  'notes',
  'notifications',
  'oauth',
  'privacy-policy',
  'public',
  'search',
  'settings',
  'statuses',
  'tags',
  'users',
  'web',
  '.well-known',
]);

function ipv4(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  return parts.map(Number);
}

/** localhost, 127.0.0.0/8 and [::1]: the machine itself, where https is rarely set up. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return true;
  return ipv4(host)?.[0] === 127;
}

/** Loopback or a private network (10/8, 172.16/12, 192.168/16, *.local): http is allowed there. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (isLoopbackHost(host) || host.endsWith('.local')) return true;
  const ip = ipv4(host);
  if (!ip) return false;
  return ip[0] === 10 || (ip[0] === 172 && ip[1] >= 16 && ip[1] <= 31) || (ip[0] === 192 && ip[1] === 168);
}

function pathPrefix(pathname: string): string {
  const kept: string[] = [];
  for (const segment of pathname.split('/').filter(Boolean)) {
    if (segment.startsWith('@') || WEB_PAGE_SEGMENTS.has(segment.toLowerCase())) break;
    kept.push(segment);
  }
  return kept.length ? `/${kept.join('/')}` : '';
}

export function parseServerAddress(input: string): ParsedServerAddress {
  let raw = input.trim();
  if (!raw || /\s/.test(raw)) return { error: 'invalidAddress' };
  const handle = HANDLE.exec(raw);
  if (handle) raw = handle[1];

  const scheme = SCHEME.exec(raw)?.[1].toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') return { error: 'invalidAddress' };
  let url: URL;
  try {
    url = new URL(scheme ? raw : `https://${raw}`);
  } catch {
    return { error: 'invalidAddress' };
  }

  const { hostname } = url;
  const plausibleHost =
    hostname.startsWith('[') || isLoopbackHost(hostname) || /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(hostname);
  if (!plausibleHost) return { error: 'invalidAddress' };
  if (url.protocol === 'http:' && !isPrivateHost(hostname)) return { error: 'httpsRequired' };
  const rest = `${url.host}${pathPrefix(url.pathname)}`;
  // Without a scheme, the machine itself may serve https (a server behind a local proxy) or only http
  // (a development server): https is tried first.
  return !scheme && isLoopbackHost(hostname)
    ? { baseUrl: `https://${rest}`, httpFallback: `http://${rest}` }
    : { baseUrl: `${url.protocol}//${rest}` };
}
