import LinkHeader from 'http-link-header';

export interface PageLinks {
  next?: string;
  prev?: string;
}

/** Reads the `next` and `prev` page URLs of a Link header; a malformed header gives no links. */
export function parseLinkHeader(header: string | null | undefined): PageLinks {
  if (!header) return {};
  try {
    const parsed = LinkHeader.parse(header);
    const links: PageLinks = {};
    const next = parsed.rel('next')[0]?.uri;
    const prev = parsed.rel('prev')[0]?.uri;
    if (next) links.next = next;
    if (prev) links.prev = prev;
    return links;
  } catch {
    return {};
  }
}
