import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import { sql, type ServerContext } from '../context';
import { notFound } from '../errors';
import { baseUrl, setPageLinks } from '../http/paging';
import { list, obj } from '../http/params';
import { Renderer } from '../serialize/renderer';
import { iso, type Json } from '../store/rows';
import { policyOf, policySummary, updatePolicy } from '../store/notification-policy';
import { fetchPage, pageParams } from '../store/paging';

interface RequestRow {
  id: string;
  account_id: string;
  from_account_id: string;
  last_status_id: string | null;
  created_at: number;
  updated_at: number;
}

type IdParams = { Params: { id: string } };

export function registerNotificationRequestRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const requestJson = (r: Renderer, row: RequestRow): Json | null => {
    const account = r.account(row.from_account_id);
    if (!account) return null;
    const count = sql(
      ctx.db,
      'SELECT COUNT(*) AS n FROM notifications WHERE account_id = ? AND from_account_id = ? AND filtered = 1',
    ).get(row.account_id, row.from_account_id) as { n: number };
    return {
      id: row.id,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      account,
      // Mastodon sends this count as a string.
      notifications_count: String(count.n),
      last_status: row.last_status_id ? r.status(row.last_status_id) : null,
    };
  };
  const ownRequest = (me: string, id: string): RequestRow => {
    const row = sql(ctx.db, 'SELECT * FROM notification_requests WHERE id = ? AND account_id = ?').get(
      id,
      me,
    ) as RequestRow | undefined;
    if (!row) throw notFound();
    return row;
  };
  /** Accepting lets the sender's notifications through, now and later; dismissing drops the held ones. */
  const settle = (me: string, row: RequestRow, accept: boolean): void => {
    ctx.db.transaction(() => {
      if (accept) {
        sql(
          ctx.db,
          'UPDATE notifications SET filtered = 0 WHERE account_id = ? AND from_account_id = ? AND filtered = 1',
        ).run(me, row.from_account_id);
        sql(
          ctx.db,
          'INSERT OR IGNORE INTO notification_permissions (account_id, from_account_id) VALUES (?, ?)',
        ).run(me, row.from_account_id);
      } else {
        sql(
          ctx.db,
          'DELETE FROM notifications WHERE account_id = ? AND from_account_id = ? AND filtered = 1',
        ).run(me, row.from_account_id);
      }
      sql(ctx.db, 'DELETE FROM notification_requests WHERE id = ?').run(row.id);
    })();
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
    const rows = fetchPage(
      ctx.db,
      { from: 'notification_requests nr', where: ['nr.account_id = ?'], args: [me], cursor: 'nr.id' },
      pageParams(req.query, 40, 80),
    );
    setPageLinks(req, reply, rows);
    const r = new Renderer(ctx, baseUrl(req), me, 'notifications');
    return rows
      .map((row) => requestJson(r, ownRequest(me, row.item)))
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
      ownRequest(me, req.params.id),
    );
    if (!json) throw notFound();
    return json;
  });

  for (const action of ['accept', 'dismiss'] as const) {
    app.post<IdParams>(`/api/v1/notifications/requests/:id/${action}`, async (req) => {
      const me = requireUser(ctx, req, 'write:notifications');
      settle(me, ownRequest(me, req.params.id), action === 'accept');
      return {};
    });

    app.post(`/api/v1/notifications/requests/${action}`, async (req) => {
      const me = requireUser(ctx, req, 'write:notifications');
      // Unknown or foreign ids are skipped, as Mastodon's batch calls do.
      for (const id of list(obj(req.body).id)) {
        const row = sql(ctx.db, 'SELECT * FROM notification_requests WHERE id = ? AND account_id = ?').get(
          id,
          me,
        ) as RequestRow | undefined;
        if (row) settle(me, row, action === 'accept');
      }
      return {};
    });
  }
}
