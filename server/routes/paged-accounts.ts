import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { baseUrl, setCollectionLinks } from '../http/paging';
import { Renderer } from '../serialize/renderer';
import { fetchPage, pageParams, type PageParams, type PageQuery } from '../store/paging';
import type { Json } from '../store/rows';

/**
 * A page of accounts as Mastodon lists them (blocks, endorsements, followers, follow requests, list
 * members, who boosted or favourited): 40 by default and 80 at most, newest first, with the Link
 * header; `item` of the query names the listed account. Accounts the viewer cannot see are left out.
 */
export function pagedAccounts(
  ctx: ServerContext,
  req: FastifyRequest,
  reply: FastifyReply,
  viewerId: string | null,
  query: PageQuery,
  page: PageParams = pageParams(req.query, 40, 80),
  links = true,
): Json[] {
  const rows = fetchPage(ctx.db, query, page);
  if (links) setCollectionLinks(req, reply, rows, page.limit);
  const r = new Renderer(ctx, baseUrl(req), viewerId);
  return rows.flatMap((row) => {
    const account = r.account(row.item);
    return account ? [account] : [];
  });
}
