import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { notFound } from '../errors';
import { baseUrl, setPageLinks } from '../http/paging';
import { Renderer } from '../serialize/renderer';

import { conversationJson } from '../serialize/conversation';
import {
  conversationsOf,
  deleteConversation,
  markConversationRead,
  ownConversation,
  type ConversationRow,
} from '../store/conversations';
import { fetchPage, pageParams } from '../store/paging';

type IdParams = { Params: { id: string } };

export function registerConversationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const own = (me: string, id: string): ConversationRow => {
    const row = ownConversation(ctx.db, me, id);
    if (!row) throw notFound();
    return row;
  };

  // Paged by the newest post of each conversation, as Mastodon does.
  app.get('/api/v1/conversations', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:statuses');
    const rows = fetchPage(ctx.db, conversationsOf(me), pageParams(req.query, 20, 40));
    setPageLinks(req, reply, rows);
    const r = new Renderer(ctx, baseUrl(req), me, 'thread');
    r.cache.load(rows.map((row) => row.cursor));
    return rows.map((row) => conversationJson(r, own(me, row.item))).filter((json) => json !== null);
  });

  app.post<IdParams>('/api/v1/conversations/:id/read', async (req) => {
    const me = requireUser(ctx, req, 'write:conversations');
    const row = own(me, req.params.id);
    markConversationRead(ctx.db, row.id);
    const json = conversationJson(new Renderer(ctx, baseUrl(req), me, 'thread'), { ...row, unread: 0 });
    if (!json) throw notFound();
    return json;
  });

  app.delete<IdParams>('/api/v1/conversations/:id', async (req) => {
    const me = requireUser(ctx, req, 'write:conversations');
    deleteConversation(ctx.db, own(me, req.params.id).id);
    return {};
  });
}
