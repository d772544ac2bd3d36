import { parseLinkHeader as parseLinks } from '@web3-storage/parse-link-header';

export interface PageLinks {
  next?: string;
  prev?: string;
}

/** Reads the `next` and `prev` page URLs of a Link header; a malformed header gives no links. */
export function parseLinkHeader(header: string | null | undefined): PageLinks {
  if (!header) return {};
  try {
    const parsed = parseLinks(header);
    const links: PageLinks = {};
    const next = parsed?.next?.url;
    const prev = parsed?.prev?.url;
    if (next) links.next = next;
    if (prev) links.prev = prev;
    return links;
  } catch {
    return {};
  }
}

/** Mastodon's smallest page size, for a request that names none. */
const DEFAULT_PAGE_SIZE = 20;

/**
 * A list shorter than the page asked for is the last one: Mastodon links a next page after any page, so
 * its `next` is kept only after a full page (the request's `limit`, else the smallest default).
 */
export function withoutNextAfterShortPage(links: PageLinks, data: unknown, url: string): PageLinks {
  if (!links.next || !Array.isArray(data)) return links;
  const limit = Number(/[?&]limit=(\d+)/.exec(url)?.[1]) || DEFAULT_PAGE_SIZE;
  return data.length < limit ? { prev: links.prev } : links;
}
