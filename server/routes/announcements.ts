import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { notFound, unprocessable } from '../errors';
import { baseUrl } from '../http/paging';
import { announcementJson } from '../serialize/announcement';
import { Renderer } from '../serialize/renderer';
import {
  activeAnnouncements,
  dismissAnnouncement,
  hasReactionName,
  reactionCount,
  reactionNameCount,
  setReaction,
  startAnnouncementScheduler,
  validReaction,
  type AnnouncementRow,
} from '../store/announcements';
import { ANNOUNCEMENTS_CHANNEL } from '../streaming/hub';

type IdParams = { Params: { id: string } };
type ReactionParams = { Params: { id: string; name: string } };
/** Distinct reactions on one announcement: Mastodon's ReactionValidator::LIMIT. */
const REACTIONS_MAX = 8;

export function registerAnnouncementRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const stop = startAnnouncementScheduler(ctx);
  app.addHook('onClose', async () => stop());

  const active = (id: string): AnnouncementRow => {
    const row = activeAnnouncements(ctx).find((a) => a.id === id);
    if (!row) throw notFound();
    return row;
  };
  /**
   * Tells every user stream the new count, as Mastodon's `announcement.reaction` event does. Called only
   * after a reaction was really added or withdrawn, so only names the instance took reach the streams.
   */
  const reactionChanged = (id: string, name: string): void => {
    const count = reactionCount(ctx.db, id, name);
    ctx.hub.publish(
      ANNOUNCEMENTS_CHANNEL,
      'announcement.reaction',
      JSON.stringify({ name, count, announcement_id: id }),
    );
  };

  app.get('/api/v1/announcements', async (req) => {
    const me = requireUser(ctx, req, 'read');
    const r = new Renderer(ctx, baseUrl(req), me);
    return activeAnnouncements(ctx).map((row) => announcementJson(r, row));
  });

  app.post<IdParams>('/api/v1/announcements/:id/dismiss', async (req) => {
    const me = requireUser(ctx, req, 'write:accounts');
    dismissAnnouncement(ctx.db, active(req.params.id).id, me);
    return {};
  });

  app.put<ReactionParams>('/api/v1/announcements/:id/reactions/:name', async (req) => {
    const me = requireUser(ctx, req, 'write:favourites');
    const row = active(req.params.id);
    const name = req.params.name;
    if (!validReaction(ctx, name)) throw unprocessable('Validation failed: Name is not a recognized emoji');
    if (!hasReactionName(ctx.db, row.id, name) && reactionNameCount(ctx.db, row.id) >= REACTIONS_MAX)
      throw unprocessable('Validation failed: Limit of different reactions reached');
    // Giving a reaction again changes nothing and tells nobody.
    if (setReaction(ctx.db, row.id, me, name, true)) reactionChanged(row.id, name);
    return {};
  });

  // Only the user's own reaction can be withdrawn, and it was a valid name when given. Withdrawing one the
  // user did not give answers 404, as Mastodon's `find_by!` does, and tells nobody.
  app.delete<ReactionParams>('/api/v1/announcements/:id/reactions/:name', async (req) => {
    const me = requireUser(ctx, req, 'write:favourites');
    const row = active(req.params.id);
    if (!setReaction(ctx.db, row.id, me, req.params.name, false)) throw notFound();
    reactionChanged(row.id, req.params.name);
    return {};
  });
}
