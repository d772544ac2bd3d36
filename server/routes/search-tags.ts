import type { FastifyInstance } from 'fastify';
import { optionalUser, requireUser } from '../auth';
import type { ServerContext } from '../context';
import { ApiError, notFound, unprocessable } from '../errors';
import { baseUrl, setPageLinks } from '../http/paging';
import { bool, int, limitParam, obj, str } from '../http/params';
import { Renderer } from '../serialize/renderer';
import type { Json } from '../store/rows';
import { accountByUsername } from '../store/accounts';
import { fetchPage, pageParams } from '../store/paging';
import { searchAccounts, searchStatuses, searchTags } from '../store/search';
import {
  featuredTagState,
  followedTags,
  normalizeTag,
  setTagFeatured,
  setTagFollowed,
  tagJson,
} from '../store/tags';
import { getStatusRow, maySee } from '../store/visibility';

const FEATURED_MAX = 10;

export function registerSearchTagRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const tagOr404 = (raw: string): string => {
    const name = normalizeTag(raw);
    if (!name) throw notFound();
    return name;
  };

  /** A local post or profile URL pasted into search resolves to it, as Mastodon resolves URLs it knows. */
  const resolveUrl = (
    q: string,
    base: string,
    viewer: string | null,
  ): { status?: string; account?: string } => {
    const match = /^https?:\/\/[^/]+\/@([A-Za-z0-9_]+)(?:\/(\d+))?\/?$/.exec(q);
    if (!match || !q.startsWith(base)) return {};
    if (match[2]) {
      const row = getStatusRow(ctx.db, match[2]);
      return row && maySee(ctx.db, viewer, row) ? { status: row.id } : {};
    }
    const account = accountByUsername(ctx.db, match[1], true);
    return account ? { account: account.id } : {};
  };

  app.get('/api/v2/search', async (req) => {
    const viewer = optionalUser(ctx, req);
    const query = obj(req.query);
    const q = (str(query.q) ?? '').trim();
    const type = str(query.type);
    const limit = limitParam(query.limit, 20, 40);
    const offset = Math.max(int(query.offset, 'offset') ?? 0, 0);
    if (offset > 0 && viewer === null)
      throw new ApiError(401, 'Search queries with offset require a signed-in user');
    const r = new Renderer(ctx, baseUrl(req), viewer);
    const result: Json = { accounts: [], statuses: [], hashtags: [] };
    if (q === '') return result;
    const wants = (kind: string): boolean => type === undefined || type === '' || type === kind;
    const resolved =
      bool(query.resolve) === true || /^https?:\/\//.test(q) ? resolveUrl(q, baseUrl(req), viewer) : {};
    if (wants('accounts')) {
      const term = q.replace(/^@/, '').split('@')[0];
      const following = bool(query.following) === true && viewer !== null;
      const ids = resolved.account
        ? [resolved.account]
        : searchAccounts(ctx.db, term, { viewerId: viewer, limit, offset, following });
      result.accounts = ids.map((id) => r.account(id)).filter(Boolean);
    }
    // Like Mastodon, post search needs a signed-in user, and covers posts of accounts that opted into
    // search plus the user's own.
    if (wants('statuses') && viewer !== null) {
      const byAccount = str(query.account_id);
      const ids = resolved.status
        ? [resolved.status]
        : searchStatuses(ctx.db, q, { viewerId: viewer, limit, offset, accountId: byAccount });
      result.statuses = r.statuses(ids);
    }
    if (wants('hashtags')) {
      const term = q.replace(/^#/, '');
      const names = searchTags(ctx.db, term, limit, offset);
      // Shortest first, as Mastodon orders them; a valid tag nobody used yet is offered so it can be followed.
      const exact = normalizeTag(term);
      if (exact && offset === 0 && names.length === 0) names.push(exact);
      result.hashtags = names.slice(0, limit).map((name) => tagJson(ctx.db, baseUrl(req), name, viewer));
    }
    return result;
  });

  app.get<{ Params: { name: string } }>('/api/v1/tags/:name', async (req) =>
    tagJson(ctx.db, baseUrl(req), tagOr404(req.params.name), optionalUser(ctx, req)),
  );

  app.post<{ Params: { name: string } }>('/api/v1/tags/:name/follow', async (req) => {
    const me = requireUser(ctx, req, 'write:follows');
    const name = tagOr404(req.params.name);
    setTagFollowed(ctx.db, me, name, true);
    return tagJson(ctx.db, baseUrl(req), name, me);
  });

  app.post<{ Params: { name: string } }>('/api/v1/tags/:name/unfollow', async (req) => {
    const me = requireUser(ctx, req, 'write:follows');
    const name = tagOr404(req.params.name);
    setTagFollowed(ctx.db, me, name, false);
    return tagJson(ctx.db, baseUrl(req), name, me);
  });

  app.post<{ Params: { name: string } }>('/api/v1/tags/:name/feature', async (req) => {
    const me = requireUser(ctx, req, 'write:accounts');
    const name = tagOr404(req.params.name);
    const { count, featured } = featuredTagState(ctx.db, me, name);
    if (!featured && count >= FEATURED_MAX)
      throw unprocessable(`Validation failed: You can feature at most ${FEATURED_MAX} hashtags`);
    setTagFeatured(ctx.db, me, name, true);
    return tagJson(ctx.db, baseUrl(req), name, me);
  });

  app.post<{ Params: { name: string } }>('/api/v1/tags/:name/unfeature', async (req) => {
    const me = requireUser(ctx, req, 'write:accounts');
    const name = tagOr404(req.params.name);
    setTagFeatured(ctx.db, me, name, false);
    return tagJson(ctx.db, baseUrl(req), name, me);
  });

  app.get('/api/v1/followed_tags', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:follows');
    const rows = fetchPage(ctx.db, followedTags(me), pageParams(req.query, 100, 200));
    setPageLinks(req, reply, rows);
    return rows.map((row) => tagJson(ctx.db, baseUrl(req), row.item, me));
  });
}
