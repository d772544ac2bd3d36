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
  localOnlyAllowed,
  listTimeline,
  publicTimeline,
  statusPage,
  tagTimeline,
  type PublicOptions,
} from '../store/timelines';

/** A public or hashtag timeline's options from the query string, for this viewer. */
function publicOptions(query: Record<string, unknown>, viewerId: string | null): PublicOptions {
  const local = bool(query.local) === true;
  const remote = bool(query.remote) === true;
  const allowLocalOnly = bool(query.allow_local_only) === true;
  return {
    local,
    remote,
    onlyMedia: bool(query.only_media) === true,
    withLocalOnly: localOnlyAllowed(viewerId, { local, remote, allowLocalOnly }),
  };
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

  app.get('/api/v1/timelines/public', async (req, reply) => {
    const viewer = optionalUser(ctx, req);
    return page(req, reply, viewer, publicTimeline(publicOptions(obj(req.query), viewer)), 'public');
  });

  app.get<{ Params: { tag: string } }>('/api/v1/timelines/tag/:tag', async (req, reply) => {
    const viewer = optionalUser(ctx, req);
    return page(
      req,
      reply,
      viewer,
      tagTimeline(req.params.tag.toLowerCase().replace(/^#/, ''), {
        ...publicOptions(obj(req.query), viewer),
        any: tagNames(obj(req.query).any, 'any'),
        all: tagNames(obj(req.query).all, 'all'),
        none: tagNames(obj(req.query).none, 'none'),
      }),
      'public',
    );
  });

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
