import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { forbidden, notFound, unprocessable } from '../errors';
import { baseUrl, setPageLinks } from '../http/paging';
import { obj, str } from '../http/params';
import { Renderer } from '../serialize/renderer';
import { fetchPage, pageParams } from '../store/paging';
import { quotesOf, revokeQuote, setQuotePolicy } from '../store/quotes';
import { visibleTo } from '../store/timelines';
import { canView, getStatusRow } from '../store/visibility';

type IdParams = { Params: { id: string } };
const POLICIES = ['public', 'followers', 'nobody'];

export function registerQuoteRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** The caller's own post (404 when unseen, 403 when someone else's), as Mastodon checks it. */
  const ownStatus = (me: string, id: string) => {
    const row = getStatusRow(ctx.db, id);
    if (!row || row.reblog_of_id || !canView(ctx.db, me, row)) throw notFound();
    if (row.account_id !== me) throw forbidden();
    return row;
  };

  app.put<IdParams>('/api/v1/statuses/:id/interaction_policy', async (req) => {
    const me = requireUser(ctx, req, 'write:statuses');
    const row = ownStatus(me, req.params.id);
    const policy = str(obj(req.body).quote_approval_policy);
    if (policy === undefined || !POLICIES.includes(policy))
      throw unprocessable('Validation failed: Quote approval policy is not included in the list');
    // Private and direct posts stay unquotable whatever is asked; past quotes stay as they are.
    const stored = row.visibility === 'private' || row.visibility === 'direct' ? 'nobody' : policy;
    return new Renderer(ctx, baseUrl(req), me).statusFromRow(setQuotePolicy(ctx, row.id, stored));
  });

  app.get<IdParams>('/api/v1/statuses/:id/quotes', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:statuses');
    const row = ownStatus(me, req.params.id);
    const rows = fetchPage(ctx.db, visibleTo(me, quotesOf(row.id)), pageParams(req.query, 20, 40));
    setPageLinks(req, reply, rows);
    return new Renderer(ctx, baseUrl(req), me).statuses(rows.map((r) => r.item));
  });

  app.post<{ Params: { id: string; quoting: string } }>(
    '/api/v1/statuses/:id/quotes/:quoting/revoke',
    async (req) => {
      const me = requireUser(ctx, req, 'write:statuses');
      const quoted = ownStatus(me, req.params.id);
      const quoting = getStatusRow(ctx.db, req.params.quoting);
      if (!quoting || quoting.quote_of_id !== quoted.id || !canView(ctx.db, me, quoting)) throw notFound();
      return new Renderer(ctx, baseUrl(req), me).statusFromRow(revokeQuote(ctx, quoting));
    },
  );
}
