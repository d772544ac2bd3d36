import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { optionalUser, requireUser } from '../auth';
import type { ServerContext } from '../context';
import { notFound, unprocessable } from '../errors';
import { baseUrl, setPageLinks } from '../http/paging';
import { bool, list, obj } from '../http/params';
import { Renderer } from '../serialize/renderer';
import type { FilterContext } from '../store/filters';
import { ownList } from '../store/lists';
import { pageParams, type PageQuery } from '../store/paging';
import {
  directTimeline,
  homeTimeline,
  isTrendingLink,
  linkTimeline,
  listTimeline,
  publicTimeline,
  statusPage,
  tagTimeline,
  type PublicOptions,
} from '../store/timelines';

/** A timeline's public options from the query string (tags without their #). */
function publicOptions(query: Record<string, unknown>): PublicOptions {
  return { remote: bool(query.remote) === true, onlyMedia: bool(query.only_media) === true };
}

/** Extra tags read for each of any[], all[] and none[]: Mastodon's TagFeed::LIMIT_PER_MODE. */
export const TAGS_PER_MODE = 4;

/** A tag list (without #, each name once); more than four answer 422 before any query is built. */
function tagNames(value: unknown, mode: string): string[] {
  const names = [...new Set(list(value).map((t) => t.replace(/^#/, '').toLowerCase()))];
  if (names.length > TAGS_PER_MODE)
    throw unprocessable(`Validation failed: ${mode} takes at most ${TAGS_PER_MODE} tags`);
  return names;
}

export function registerTimelineRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const page = (
    req: FastifyRequest,
    reply: FastifyReply,
    viewer: string | null,
    query: PageQuery,
    context: FilterContext,
  ): unknown[] => {
    const rows = statusPage(ctx.db, viewer, query, pageParams(req.query, 20, 40));
    setPageLinks(req, reply, rows);
    return new Renderer(ctx, baseUrl(req), viewer, context).timeline(rows.map((row) => row.item));
  };

  app.get('/api/v1/timelines/home', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:statuses');
    return page(req, reply, me, homeTimeline(me), 'home');
  });

  app.get('/api/v1/timelines/link', async (req, reply) => {
    const url = typeof obj(req.query).url === 'string' ? (obj(req.query).url as string) : '';
    if (!url || !isTrendingLink(ctx.db, url)) throw notFound();
    return page(req, reply, optionalUser(ctx, req), linkTimeline(url), 'public');
  });

  app.get('/api/v1/timelines/public', async (req, reply) =>
    page(req, reply, optionalUser(ctx, req), publicTimeline(publicOptions(obj(req.query))), 'public'),
  );

  app.get<{ Params: { tag: string } }>('/api/v1/timelines/tag/:tag', async (req, reply) =>
    page(
      req,
      reply,
      optionalUser(ctx, req),
      tagTimeline(req.params.tag.toLowerCase().replace(/^#/, ''), {
        ...publicOptions(obj(req.query)),
        any: tagNames(obj(req.query).any, 'any'),
        all: tagNames(obj(req.query).all, 'all'),
        none: tagNames(obj(req.query).none, 'none'),
      }),
      'public',
    ),
  );

  app.get<{ Params: { id: string } }>('/api/v1/timelines/list/:id', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:lists');
    const row = ownList(ctx.db, req.params.id, me);
    if (!row) throw notFound();
    return page(req, reply, me, listTimeline(row.id, me, row.replies_policy), 'home');
  });

  app.get('/api/v1/timelines/direct', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:statuses');
    return page(req, reply, me, directTimeline(me), 'thread');
  });
}
