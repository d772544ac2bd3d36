import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import { sql, type ServerContext } from '../context';
import { notFound } from '../errors';
import { baseUrl, setPageLinks } from '../http/paging';
import { Renderer } from '../serialize/renderer';
import type { Json } from '../store/rows';
import { conversationJson } from '../serialize/conversation';
import type { ConversationRow } from '../store/conversations';
import { fetchPage, pageParams } from '../store/paging';

type IdParams = { Params: { id: string } };

export function registerConversationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const own = (me: string, id: string): ConversationRow => {
    const row = sql(ctx.db, 'SELECT * FROM account_conversations WHERE id = ? AND account_id = ?').get(
      id,
      me,
    ) as ConversationRow | undefined;
    if (!row) throw notFound();
    return row;
  };

  // Paged by the newest post of each conversation, as Mastodon does.
  app.get('/api/v1/conversations', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:statuses');
    const rows = fetchPage(
      ctx.db,
      {
        from: 'account_conversations c',
        where: ['c.account_id = ?'],
        args: [me],
        cursor: 'c.last_status_id',
        item: 'c.id',
      },
      pageParams(req.query, 20, 40),
    );
    setPageLinks(req, reply, rows);
    const r = new Renderer(ctx, baseUrl(req), me, 'thread');
    r.cache.load(rows.map((row) => row.cursor));
    return rows
      .map((row) => conversationJson(r, own(me, row.item)))
      .filter((json): json is Json => json !== null);
  });

  app.post<IdParams>('/api/v1/conversations/:id/read', async (req) => {
    const me = requireUser(ctx, req, 'write:conversations');
    const row = own(me, req.params.id);
    sql(ctx.db, 'UPDATE account_conversations SET unread = 0 WHERE id = ?').run(row.id);
    const json = conversationJson(new Renderer(ctx, baseUrl(req), me, 'thread'), { ...row, unread: 0 });
    if (!json) throw notFound();
    return json;
  });

  app.delete<IdParams>('/api/v1/conversations/:id', async (req) => {
    const me = requireUser(ctx, req, 'write:conversations');
    sql(ctx.db, 'DELETE FROM account_conversations WHERE id = ?').run(own(me, req.params.id).id);
    return {};
  });
}
