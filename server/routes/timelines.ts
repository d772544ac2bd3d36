import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { optionalUser, requireUser } from '../auth';
import { sql, type ServerContext } from '../context';
import { notFound } from '../errors';
import { baseUrl, setPageLinks } from '../http/paging';
import { bool, list, obj } from '../http/params';
import { Renderer } from '../serialize/renderer';
import type { FilterContext } from '../store/filters';
import { hiddenAuthors, NOT_BY_HIDDEN } from '../store/moderation';
import { fetchPage, pageParams, type PageQuery } from '../store/paging';

export const HAS_MEDIA = 'EXISTS (SELECT 1 FROM media_attachments ma WHERE ma.status_id = s.id)';
const NOT_SUSPENDED = 's.account_id NOT IN (SELECT id FROM accounts WHERE suspended = 1)';
const MENTIONS_VIEWER = 'EXISTS (SELECT 1 FROM mentions m WHERE m.status_id = s.id AND m.account_id = ?)';
const FOLLOWS_REPLY_TARGET =
  "EXISTS (SELECT 1 FROM follows f2 WHERE f2.account_id = ? AND f2.target_id = s.in_reply_to_account_id AND f2.state = 'accepted')";

const FOLLOWED_TAG =
  'EXISTS (SELECT 1 FROM status_tags ft JOIN tag_follows tf ON tf.tag = ft.tag WHERE ft.status_id = s.id AND tf.account_id = ?)';

/** Own posts, and followed accounts' posts and boosts, minus what Mastodon keeps out of home. */
export function homeQuery(me: string): PageQuery {
  return {
    from: "statuses s LEFT JOIN follows f ON f.account_id = ? AND f.target_id = s.account_id AND f.state = 'accepted'",
    where: [
      // Followed accounts, and public posts carrying a followed hashtag (as Mastodon adds them to home).
      `(s.account_id = ? OR f.id IS NOT NULL OR (s.visibility = 'public' AND ${FOLLOWED_TAG}))`,
      `(s.visibility != 'direct' OR s.account_id = ? OR ${MENTIONS_VIEWER})`,
      '(s.reblog_of_id IS NULL OR s.account_id = ? OR f.show_reblogs = 1)',
      `(s.in_reply_to_account_id IS NULL OR s.in_reply_to_account_id = s.account_id OR s.in_reply_to_account_id = ? OR ${FOLLOWS_REPLY_TARGET})`,
    ],
    args: [me, me, me, me, me, me, me, me],
    cursor: 's.id',
  };
}

function publicQuery(query: Record<string, unknown>): PageQuery {
  const where = [
    "s.visibility = 'public'",
    's.reblog_of_id IS NULL',
    '(s.in_reply_to_account_id IS NULL OR s.in_reply_to_account_id = s.account_id)',
  ];
  // Every account here is local: the remote feed is empty.
  if (bool(query.remote)) where.push('0');
  if (bool(query.only_media)) where.push(HAS_MEDIA);
  return { from: 'statuses s', where, args: [], cursor: 's.id' };
}

function tagQuery(tag: string, query: Record<string, unknown>): PageQuery {
  const has = 'EXISTS (SELECT 1 FROM status_tags t WHERE t.status_id = s.id AND t.tag = ?)';
  const any = [tag, ...list(query.any)].map((t) => t.replace(/^#/, ''));
  const where = ["s.visibility = 'public'", 's.reblog_of_id IS NULL', `(${any.map(() => has).join(' OR ')})`];
  const args: unknown[] = [...any];
  for (const t of list(query.all)) {
    where.push(has);
    args.push(t.replace(/^#/, ''));
  }
  for (const t of list(query.none)) {
    where.push(`NOT ${has}`);
    args.push(t.replace(/^#/, ''));
  }
  if (bool(query.remote)) where.push('0');
  if (bool(query.only_media)) where.push(HAS_MEDIA);
  return { from: 'statuses s', where, args, cursor: 's.id' };
}

/**
 * Public posts linking to a trending article (Mastodon 4.3), from accounts that opted in to discovery.
 * The trending links are the card table's, as for /api/v1/trends/links.
 */
function linkQuery(url: string): PageQuery {
  return {
    from: 'statuses s JOIN accounts a ON a.id = s.account_id',
    where: [
      "s.visibility = 'public'",
      's.reblog_of_id IS NULL',
      'a.discoverable = 1',
      'instr(s.text, ?) > 0',
    ],
    args: [url],
    cursor: 's.id',
  };
}

function listQuery(listId: string, me: string, repliesPolicy: string): PageQuery {
  const where = [
    'la.list_id = ?',
    `(s.visibility IN ('public', 'unlisted') OR (s.visibility = 'private' AND f.id IS NOT NULL) OR ${MENTIONS_VIEWER})`,
  ];
  const args: unknown[] = [me, listId, me];
  if (repliesPolicy === 'none')
    where.push('(s.in_reply_to_account_id IS NULL OR s.in_reply_to_account_id = s.account_id)');
  if (repliesPolicy === 'list') {
    where.push(
      '(s.in_reply_to_account_id IS NULL OR s.in_reply_to_account_id = s.account_id OR s.in_reply_to_account_id = ? OR EXISTS (SELECT 1 FROM list_accounts l2 WHERE l2.list_id = la.list_id AND l2.account_id = s.in_reply_to_account_id))',
    );
    args.push(me);
  }
  if (repliesPolicy === 'followed') {
    where.push(
      `(s.in_reply_to_account_id IS NULL OR s.in_reply_to_account_id = s.account_id OR s.in_reply_to_account_id = ? OR ${FOLLOWS_REPLY_TARGET})`,
    );
    args.push(me, me);
  }
  return {
    from: "statuses s JOIN list_accounts la ON la.account_id = s.account_id LEFT JOIN follows f ON f.account_id = ? AND f.target_id = s.account_id AND f.state = 'accepted'",
    where,
    args,
    cursor: 's.id',
  };
}

export function registerTimelineRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const page = (
    req: FastifyRequest,
    reply: FastifyReply,
    viewer: string | null,
    query: PageQuery,
    context: FilterContext,
  ): unknown[] => {
    const hidden = JSON.stringify(hiddenAuthors(ctx.db, viewer));
    const rows = fetchPage(
      ctx.db,
      {
        ...query,
        where: [...query.where, NOT_SUSPENDED, NOT_BY_HIDDEN],
        args: [...query.args, hidden, hidden],
      },
      pageParams(req.query, 20, 40),
    );
    setPageLinks(req, reply, rows);
    return new Renderer(ctx, baseUrl(req), viewer, context).timeline(rows.map((row) => row.item));
  };

  app.get('/api/v1/timelines/home', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:statuses');
    return page(req, reply, me, homeQuery(me), 'home');
  });

  app.get('/api/v1/timelines/link', async (req, reply) => {
    const url = typeof obj(req.query).url === 'string' ? (obj(req.query).url as string) : '';
    const trending = url && sql(ctx.db, 'SELECT 1 FROM preview_cards WHERE url = ?').get(url);
    if (!trending) throw notFound();
    return page(req, reply, optionalUser(ctx, req), linkQuery(url), 'public');
  });

  app.get('/api/v1/timelines/public', async (req, reply) =>
    page(req, reply, optionalUser(ctx, req), publicQuery(obj(req.query)), 'public'),
  );

  app.get<{ Params: { tag: string } }>('/api/v1/timelines/tag/:tag', async (req, reply) =>
    page(
      req,
      reply,
      optionalUser(ctx, req),
      tagQuery(req.params.tag.toLowerCase(), obj(req.query)),
      'public',
    ),
  );

  app.get<{ Params: { id: string } }>('/api/v1/timelines/list/:id', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:lists');
    const row = sql(ctx.db, 'SELECT replies_policy FROM lists WHERE id = ? AND account_id = ?').get(
      req.params.id,
      me,
    ) as { replies_policy: string } | undefined;
    if (!row) throw notFound();
    return page(req, reply, me, listQuery(req.params.id, me, row.replies_policy), 'home');
  });

  app.get('/api/v1/timelines/direct', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:statuses');
    return page(
      req,
      reply,
      me,
      {
        from: 'statuses s',
        where: ["s.visibility = 'direct'", `(s.account_id = ? OR ${MENTIONS_VIEWER})`],
        args: [me, me],
        cursor: 's.id',
      },
      'thread',
    );
  });
}
