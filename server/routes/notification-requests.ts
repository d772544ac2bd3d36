import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { notFound } from '../errors';
import { baseUrl, setPageLinks } from '../http/paging';
import { list, obj } from '../http/params';
import { Renderer } from '../serialize/renderer';
import { iso, type Json } from '../store/rows';
import {
  filteredCount,
  ownRequest,
  policyOf,
  policySummary,
  requestsOf,
  settleRequest,
  updatePolicy,
  type RequestRow,
} from '../store/notification-policy';
import { fetchPage, pageParams } from '../store/paging';

type IdParams = { Params: { id: string } };

export function registerNotificationRequestRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const requestJson = (r: Renderer, row: RequestRow): Json | null => {
    const account = r.account(row.from_account_id);
    if (!account) return null;
    const count = filteredCount(ctx.db, row.account_id, row.from_account_id);
    return {
      id: row.id,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      account,
      // Mastodon sends this count as a string.
      notifications_count: String(count),
      last_status: row.last_status_id ? r.status(row.last_status_id) : null,
    };
  };
  const ownOr404 = (me: string, id: string): RequestRow => {
    const row = ownRequest(ctx.db, me, id);
    if (!row) throw notFound();
    return row;
  };

  app.get('/api/v2/notifications/policy', async (req) => {
    const me = requireUser(ctx, req, 'read:notifications');
    return { ...policyOf(ctx.db, me), summary: policySummary(ctx.db, me) };
  });

  app.patch('/api/v2/notifications/policy', async (req) => {
    const me = requireUser(ctx, req, 'write:notifications');
    return { ...updatePolicy(ctx.db, me, obj(req.body)), summary: policySummary(ctx.db, me) };
  });

  app.get('/api/v1/notifications/requests', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:notifications');
    const rows = fetchPage(ctx.db, requestsOf(me), pageParams(req.query, 40, 80));
    setPageLinks(req, reply, rows);
    const r = new Renderer(ctx, baseUrl(req), me, 'notifications');
    return rows
      .map((row) => requestJson(r, ownOr404(me, row.item)))
      .filter((json): json is Json => json !== null);
  });

  app.get('/api/v1/notifications/requests/merged', async (req) => {
    requireUser(ctx, req, 'read:notifications');
    // Accepting and dismissing happen at once here, so there is never a merge in progress.
    return { merged: true };
  });

  app.get<IdParams>('/api/v1/notifications/requests/:id', async (req) => {
    const me = requireUser(ctx, req, 'read:notifications');
    const json = requestJson(
      new Renderer(ctx, baseUrl(req), me, 'notifications'),
      ownOr404(me, req.params.id),
    );
    if (!json) throw notFound();
    return json;
  });

  for (const action of ['accept', 'dismiss'] as const) {
    app.post<IdParams>(`/api/v1/notifications/requests/:id/${action}`, async (req) => {
      const me = requireUser(ctx, req, 'write:notifications');
      settleRequest(ctx.db, ownOr404(me, req.params.id), action === 'accept');
      return {};
    });

    app.post(`/api/v1/notifications/requests/${action}`, async (req) => {
      const me = requireUser(ctx, req, 'write:notifications');
      // Unknown or foreign ids are skipped, as Mastodon's batch calls do.
      for (const id of list(obj(req.body).id)) {
        const row = ownRequest(ctx.db, me, id);
        if (row) settleRequest(ctx.db, row, action === 'accept');
      }
      return {};
    });
  }
}
