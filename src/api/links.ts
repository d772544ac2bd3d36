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
