export interface PageLinks {
  next?: string;
  prev?: string;
}

/** One link of the header: `<uri>` and its parameters, a quoted value possibly holding `,` or `;`. */
const LINK = /<([^>]*)>((?:\s*;\s*[^\s=;,]+\s*(?:=\s*(?:"(?:[^"\\]|\\.)*"|[^;,]*))?)*)/g;
const REL = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i;

/**
 * Reads the `next` and `prev` page URLs of a Link header (RFC 8288, as Mastodon pages with it); a
 * malformed header gives no links. A `rel` may name several relations ("next last").
 */
export function parseLinkHeader(header: string | null | undefined): PageLinks {
  const links: PageLinks = {};
  if (!header) return links;
  for (const [, uri, params] of header.matchAll(LINK)) {
    const match = REL.exec(params);
    const rels = (match?.[1] ?? match?.[2] ?? '').toLowerCase().split(/\s+/);
    for (const rel of rels) {
      if ((rel === 'next' || rel === 'prev') && uri && !links[rel]) links[rel] = uri.trim();
    }
  }
  return links;
}
