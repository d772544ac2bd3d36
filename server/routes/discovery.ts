import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { optionalUser, requireUser } from '../auth';
import type { ServerContext } from '../context';
import { notFound } from '../errors';
import { baseUrl } from '../http/paging';
import { int, limitParam, obj, str } from '../http/params';
import { cardJson } from '../serialize/card';
import { allCards } from '../store/cards';
import { Renderer } from '../serialize/renderer';

import {
  directoryIds,
  dismissSuggestion,
  postsWithLinks,
  suggestedAccounts,
  trendingStatusIds,
} from '../store/discovery';
import { tagJson, trendingTags } from '../store/tags';
import { accountOr404 } from './accounts';

const DAY = 86_400_000;

function offsetParam(query: Record<string, unknown>): number {
  return Math.max(int(query.offset, 'offset') ?? 0, 0);
}

/** Offset-paged lists link to the next and previous offsets, as Mastodon's trends do. */
function setOffsetLinks(
  req: FastifyRequest,
  reply: FastifyReply,
  offset: number,
  limit: number,
  count: number,
): void {
  const url = new URL(req.url, baseUrl(req));
  const at = (value: number): string => {
    const copy = new URL(url);
    copy.searchParams.set('offset', String(value));
    return copy.toString();
  };
  const links: string[] = [];
  if (count >= limit) links.push(`<${at(offset + limit)}>; rel="next"`);
  if (offset > 0) links.push(`<${at(Math.max(offset - limit, 0))}>; rel="prev"`);
  if (links.length) reply.header('Link', links.join(', '));
}

export function registerDiscoveryRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/v1/trends/tags', async (req) => {
    const viewer = optionalUser(ctx, req);
    const query = obj(req.query);
    const tags = trendingTags(ctx.db, limitParam(query.limit, 10, 20), offsetParam(query), viewer);
    return tags.map((tag) => tagJson(ctx.db, baseUrl(req), tag, viewer));
  });

  // Popular public posts of the last week (favourites, boosts and replies), without replies or boosts.
  app.get('/api/v1/trends/statuses', async (req, reply) => {
    const viewer = optionalUser(ctx, req);
    const query = obj(req.query);
    const limit = limitParam(query.limit, 20, 40);
    const offset = offsetParam(query);
    const ids = trendingStatusIds(ctx.db, viewer, limit, offset);
    setOffsetLinks(req, reply, offset, limit, ids.length);
    return new Renderer(ctx, baseUrl(req), viewer, 'public').timeline(ids);
  });

  // Links from the seed's card table, by how many public posts the viewer may see shared them in the last
  // week (a signed-out visitor's count leaves local-only posts out).
  app.get('/api/v1/trends/links', async (req) => {
    const viewer = optionalUser(ctx, req);
    const query = obj(req.query);
    const limit = limitParam(query.limit, 10, 20);
    const r = new Renderer(ctx, baseUrl(req), viewer);
    const since = Date.now() - 7 * DAY;
    const posts = postsWithLinks(ctx.db, since, viewer);
    const ranked = [...allCards(ctx.db).values()]
      .map((card) => ({ card, shares: posts.filter((p) => p.text.includes(card.url)) }))
      .filter((x) => x.shares.length > 0)
      .sort((a, b) => b.shares.length - a.shares.length);
    return ranked.slice(offsetParam(query), offsetParam(query) + limit).map(({ card, shares }) => {
      const history = Array.from({ length: 7 }, (_, i) => {
        const day = Math.floor(Date.now() / DAY) * DAY - i * DAY;
        const inDay = shares.filter((p) => p.created_at >= day && p.created_at < day + DAY);
        return {
          day: String(day / 1000),
          uses: String(inDay.length),
          accounts: String(new Set(inDay.map((p) => p.account_id)).size),
        };
      });
      return { ...cardJson(r, card), history };
    });
  });

  app.get('/api/v2/suggestions', async (req) => {
    const me = requireUser(ctx, req, 'read');
    const limit = limitParam(obj(req.query).limit, 40, 80);
    const rows = suggestedAccounts(ctx.db, me, limit);
    const r = new Renderer(ctx, baseUrl(req), me);
    return rows.map((row) => {
      const source = row.friends === 1 ? 'friends_of_friends' : 'most_followed';
      return { source: 'global', sources: [source], account: r.account(row.id) };
    });
  });

  app.delete<{ Params: { id: string } }>('/api/v1/suggestions/:id', async (req) => {
    const me = requireUser(ctx, req, 'read');
    dismissSuggestion(ctx.db, me, accountOr404(ctx, req.params.id).id);
    return {};
  });

  app.get('/api/v1/directory', async (req) => {
    const viewer = optionalUser(ctx, req);
    const query = obj(req.query);
    // Every account here is local, so the `local` filter changes nothing.
    const ids = directoryIds(
      ctx.db,
      str(query.order) === 'new' ? 'new' : 'active',
      limitParam(query.limit, 40, 80),
      offsetParam(query),
    );
    const r = new Renderer(ctx, baseUrl(req), viewer);
    return ids.map((id) => r.account(id)).filter((a) => a !== null);
  });

  // Mastodon answers 404 when the server does not show its moderated domains; the client reads that as
  // "not available". A local instance federates with no one, so there is nothing to show.
  app.get('/api/v1/instance/domain_blocks', async () => {
    throw notFound();
  });
}
