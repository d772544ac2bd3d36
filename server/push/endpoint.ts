import dns from 'node:dns';
import net from 'node:net';

/*
 * Where the instance may post a Web Push message. A push service is a public https host: an endpoint on
 * a private, loopback, link-local, shared (CGNAT), multicast, reserved or cloud-metadata address would
 * make the instance a way into its own network. Endpoints are checked when a subscription is made (the
 * URL and a literal address) and again at each delivery, after resolving the host name; the connection
 * then goes to the address that was checked, so a second, different answer of the name server is never
 * used.
 */

export interface EndpointRules {
  /** Loopback endpoints (http or https) are taken: a test push service on 127.0.0.1. */
  allowLoopback: boolean;
}

/** Why an endpoint is refused, or null when it may be used (as far as its URL tells). */
export type Refusal = string | null;

type Bytes = number[];

/** An IPv4 or IPv6 address as bytes (4 or 16), or null when the text is not one. */
function addressBytes(text: string): Bytes | null {
  const address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const kind = net.isIP(address);
  if (kind === 4) return address.split('.').map(Number);
  if (kind !== 6) return null;
  let tail: Bytes = [];
  let head = address;
  // An IPv4 address written at the end (::ffff:127.0.0.1) fills the last four bytes.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) {
    tail = dotted[1].split('.').map(Number);
    head = address.slice(0, -dotted[1].length);
    head = head.endsWith('::') ? head : head.replace(/:$/, '');
  }
  const groups = (part: string): Bytes =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          const value = parseInt(group, 16);
          return [value >> 8, value & 0xff];
        });
  const [left, right] = head.includes('::') ? head.split('::') : [head, undefined];
  const start = groups(left);
  const end = right === undefined ? [] : groups(right);
  const fill = 16 - start.length - end.length - tail.length;
  return [...start, ...new Array<number>(Math.max(fill, 0)).fill(0), ...end, ...tail];
}

/** Whether `bytes` starts with the first `bits` bits of `prefix`. */
function inPrefix(bytes: Bytes, prefix: Bytes, bits: number): boolean {
  for (let i = 0; i < bits; i++) {
    const mask = 0x80 >> (i % 8);
    if (((bytes[i >> 3] ?? 0) & mask) !== ((prefix[i >> 3] ?? 0) & mask)) return false;
  }
  return true;
}

type Range = [prefix: Bytes, bits: number, what: string];

const LOOPBACK_V4: Range = [[127], 8, 'a loopback address'];
const V4_RANGES: Range[] = [
  [[0], 8, 'an unspecified address'],
  [[10], 8, 'a private address'],
  [[100, 64], 10, 'a shared (CGNAT) address'],
  [[169, 254], 16, 'a link-local address'],
  [[172, 16], 12, 'a private address'],
  [[192, 0, 0], 24, 'a reserved address'],
  [[192, 0, 2], 24, 'a reserved address'],
  [[192, 88, 99], 24, 'a reserved address'],
  [[192, 168], 16, 'a private address'],
  [[198, 18], 15, 'a reserved address'],
  [[198, 51, 100], 24, 'a reserved address'],
  [[203, 0, 113], 24, 'a reserved address'],
  [[224], 4, 'a multicast address'],
  [[240], 4, 'a reserved address'],
  // Cloud metadata services outside the ranges above (Azure's wire server).
  [[168, 63, 129, 16], 32, 'a metadata address'],
];
const LOOPBACK_V6: Range = [[...new Array<number>(15).fill(0), 1], 128, 'a loopback address'];
const V6_RANGES: Range[] = [
  [[], 128, 'an unspecified address'],
  [[0x01, 0x00], 64, 'a reserved address'],
  [[0x20, 0x01, 0x00, 0x00], 32, 'a reserved address'],
  [[0x20, 0x01, 0x0d, 0xb8], 32, 'a reserved address'],
  [[0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48, 'a reserved address'],
  [[0xfc], 7, 'a private address'],
  [[0xfe, 0x80], 10, 'a link-local address'],
  [[0xfe, 0xc0], 10, 'a private address'],
  [[0xff], 8, 'a multicast address'],
];

/** The IPv4 address an IPv6 one carries (mapped, compatible, NAT64, 6to4), if any. */
function embeddedV4(bytes: Bytes): Bytes | null {
  const zeros = (n: number): Bytes => new Array<number>(n).fill(0);
  if (inPrefix(bytes, [...zeros(10), 0xff, 0xff], 96)) return bytes.slice(12);
  if (inPrefix(bytes, zeros(12), 96)) return bytes.slice(12);
  if (inPrefix(bytes, [0x00, 0x64, 0xff, 0x9b, ...zeros(8)], 96)) return bytes.slice(12);
  if (inPrefix(bytes, [0x20, 0x02], 16)) return bytes.slice(2, 6);
  return null;
}

/** Why a push may not go to this address, or null when it may. */
export function refusedAddress(address: string, rules: EndpointRules): Refusal {
  const bytes = addressBytes(address);
  if (!bytes) return 'not an address';
  const v4 = bytes.length === 4 ? bytes : embeddedV4(bytes);
  if (v4) {
    // ::1 and :: are written like IPv4-compatible addresses; they are IPv6's own loopback and unspecified.
    if (bytes.length === 16 && inPrefix(bytes, LOOPBACK_V6[0], 128))
      return rules.allowLoopback ? null : LOOPBACK_V6[2];
    if (inPrefix(v4, LOOPBACK_V4[0], LOOPBACK_V4[1])) return rules.allowLoopback ? null : LOOPBACK_V4[2];
    for (const [prefix, bits, what] of V4_RANGES) if (inPrefix(v4, prefix, bits)) return what;
    if (bytes.length === 16 && inPrefix(bytes, new Array<number>(12).fill(0), 96))
      return 'a reserved address';
    return null;
  }
  if (inPrefix(bytes, LOOPBACK_V6[0], 128)) return rules.allowLoopback ? null : LOOPBACK_V6[2];
  for (const [prefix, bits, what] of V6_RANGES) if (inPrefix(bytes, prefix, bits)) return what;
  return null;
}

/** A URL's host without brackets and trailing dots, lower-cased. */
function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
}

/** `localhost` and its subdomains always mean this machine (RFC 6761). */
const isLocalhostName = (host: string): boolean => host === 'localhost' || host.endsWith('.localhost');

/**
 * What can be told from the URL alone: an https URL (http only to loopback, when allowed), without
 * credentials, whose host is neither a forbidden literal address nor `localhost`.
 */
export function refusedUrl(endpoint: string, rules: EndpointRules): Refusal {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a valid URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'not an https URL';
  if (url.username || url.password) return 'a URL with credentials';
  const host = hostOf(url);
  if (!host) return 'not a valid URL';
  const loopbackName = isLocalhostName(host);
  const literal = net.isIP(host) !== 0;
  const loopback = loopbackName || (literal && isLoopback(host));
  if (url.protocol === 'http:' && !(rules.allowLoopback && loopback)) return 'not an https URL';
  if (loopbackName && !rules.allowLoopback) return 'a loopback address';
  if (literal) return refusedAddress(host, rules);
  return null;
}

function isLoopback(address: string): boolean {
  return refusedAddress(address, { allowLoopback: false }) === 'a loopback address';
}

export interface PinnedAddress {
  address: string;
  family: 4 | 6;
}

/** The addresses a host name resolves to (through `dns.lookup`, as the rest of Node resolves). */
function lookupAll(host: string): Promise<dns.LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dns.lookup(host, { all: true, verbatim: true }, (error, addresses) => {
      if (error) reject(error);
      else resolve(addresses);
    });
  });
}

/**
 * The address a delivery connects to: the URL is checked again, the host resolved, and every address it
 * resolves to must be allowed (one forbidden answer refuses the endpoint). Null when refused or when the
 * name does not resolve.
 */
export async function deliverableAddress(
  endpoint: string,
  rules: EndpointRules,
): Promise<PinnedAddress | null> {
  if (refusedUrl(endpoint, rules) !== null) return null;
  const host = hostOf(new URL(endpoint));
  let addresses: dns.LookupAddress[];
  if (net.isIP(host) !== 0) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await lookupAll(isLocalhostName(host) ? 'localhost' : host);
    } catch {
      return null;
    }
  }
  if (addresses.length === 0) return null;
  if (addresses.some((a) => refusedAddress(a.address, rules) !== null)) return null;
  const first = addresses[0];
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
