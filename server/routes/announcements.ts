import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import { sql, type ServerContext } from '../context';
import { notFound, unprocessable } from '../errors';
import { baseUrl } from '../http/paging';
import { announcementJson } from '../serialize/announcement';
import { Renderer } from '../serialize/renderer';
import {
  activeAnnouncements,
  startAnnouncementScheduler,
  validReaction,
  type AnnouncementRow,
} from '../store/announcements';

type IdParams = { Params: { id: string } };
type ReactionParams = { Params: { id: string; name: string } };

export function registerAnnouncementRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const stop = startAnnouncementScheduler(ctx);
  app.addHook('onClose', async () => stop());

  const active = (id: string): AnnouncementRow => {
    const row = activeAnnouncements(ctx).find((a) => a.id === id);
    if (!row) throw notFound();
    return row;
  };
  /** Tells every user stream the new count, as Mastodon's `announcement.reaction` event does. */
  const reactionChanged = (id: string, name: string): void => {
    const count = sql(
      ctx.db,
      'SELECT COUNT(*) AS n FROM announcement_reactions WHERE announcement_id = ? AND name = ?',
    ).get(id, name) as { n: number };
    ctx.hub.broadcast(
      'user',
      'announcement.reaction',
      JSON.stringify({ name, count: count.n, announcement_id: id }),
    );
  };

  app.get('/api/v1/announcements', async (req) => {
    const me = requireUser(ctx, req, 'read');
    const r = new Renderer(ctx, baseUrl(req), me);
    return activeAnnouncements(ctx).map((row) => announcementJson(r, row));
  });

  app.post<IdParams>('/api/v1/announcements/:id/dismiss', async (req) => {
    const me = requireUser(ctx, req, 'write:accounts');
    sql(
      ctx.db,
      'INSERT OR IGNORE INTO announcement_dismissals (announcement_id, account_id) VALUES (?, ?)',
    ).run(active(req.params.id).id, me);
    return {};
  });

  app.put<ReactionParams>('/api/v1/announcements/:id/reactions/:name', async (req) => {
    const me = requireUser(ctx, req, 'write:favourites');
    const row = active(req.params.id);
    const name = req.params.name;
    if (!validReaction(ctx, name)) throw unprocessable('Validation failed: Name is not a recognized emoji');
    sql(
      ctx.db,
      'INSERT OR IGNORE INTO announcement_reactions (announcement_id, account_id, name, created_at) VALUES (?, ?, ?, ?)',
    ).run(row.id, me, name, Date.now());
    reactionChanged(row.id, name);
    return {};
  });

  app.delete<ReactionParams>('/api/v1/announcements/:id/reactions/:name', async (req) => {
    const me = requireUser(ctx, req, 'write:favourites');
    const row = active(req.params.id);
    sql(
      ctx.db,
      'DELETE FROM announcement_reactions WHERE announcement_id = ? AND account_id = ? AND name = ?',
    ).run(row.id, me, req.params.name);
    reactionChanged(row.id, req.params.name);
    return {};
  });
}
