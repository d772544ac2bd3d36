import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { unprocessable } from '../errors';
import { setCollectionLinks } from '../http/paging';
import { obj, str } from '../http/params';
import { blockDomain, domainBlocksQuery, unblockDomain } from '../store/moderation';
import { fetchPage, pageParams } from '../store/paging';

/** A domain as Mastodon stores it: a host name, lowercased, without scheme, path or port. */
function domainParam(body: unknown, query: unknown): string {
  const raw = (str(obj(body).domain) ?? str(obj(query).domain) ?? '').trim().toLowerCase();
  if (!raw) throw unprocessable("Validation failed: Domain can't be blank");
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/.test(raw))
    throw unprocessable('Validation failed: Domain is not a valid domain name');
  return raw;
}

/** The domains a user hides: listed newest first and paged by the Link header, as Mastodon does. */
export function registerDomainBlockRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/v1/domain_blocks', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:blocks');
    const page = pageParams(req.query, 100, 200);
    const rows = fetchPage(ctx.db, domainBlocksQuery(me), page);
    setCollectionLinks(req, reply, rows, page.limit);
    return rows.map((row) => row.item);
  });

  app.post('/api/v1/domain_blocks', async (req) => {
    const me = requireUser(ctx, req, 'write:blocks');
    const domain = domainParam(req.body, req.query);
    blockDomain(ctx, me, domain);
    return {};
  });

  app.delete('/api/v1/domain_blocks', async (req) => {
    const me = requireUser(ctx, req, 'write:blocks');
    const domain = domainParam(req.body, req.query);
    unblockDomain(ctx, me, domain);
    return {};
  });
}
