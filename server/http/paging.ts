import type { FastifyReply, FastifyRequest } from 'fastify';

/** The public origin Link headers and entity URLs are built on (`http/origin.ts`), never the Host header. */
export function baseUrl(req: FastifyRequest): string {
  return req.publicBase;
}

/**
 * This server's OAuth issuer identifier (RFC 8414): the metadata's `issuer` and the `iss` of every
 * authorization response (RFC 9207), identical strings so that a client can compare them.
 */
export function issuerOf(req: FastifyRequest): string {
  return `${baseUrl(req)}/`;
}

/**
 * Writes the Link header as Mastodon does: `<...?max_id=X>; rel="next", <...?min_id=Y>; rel="prev"`,
 * keeping the request's other query parameters. Nothing is written for an empty page.
 */
export function setLinkHeader(
  req: FastifyRequest,
  reply: FastifyReply,
  nextMaxId?: string,
  prevMinId?: string,
): void {
  if (nextMaxId === undefined && prevMinId === undefined) return;
  const url = new URL(req.url, baseUrl(req));
  for (const key of ['max_id', 'min_id', 'since_id', 'offset']) url.searchParams.delete(key);
  const withParam = (key: string, value: string): string => {
    const copy = new URL(url);
    copy.searchParams.append(key, value);
    return copy.toString();
  };
  const links: string[] = [];
  if (nextMaxId !== undefined) links.push(`<${withParam('max_id', nextMaxId)}>; rel="next"`);
  if (prevMinId !== undefined) links.push(`<${withParam('min_id', prevMinId)}>; rel="prev"`);
  reply.header('Link', links.join(', '));
}

/** Link header for a page of rows carrying their cursors (newest first). */
export function setPageLinks(req: FastifyRequest, reply: FastifyReply, rows: { cursor: string }[]): void {
  if (rows.length === 0) return;
  setLinkHeader(req, reply, rows[rows.length - 1].cursor, rows[0].cursor);
}
