import type { FastifyInstance } from 'fastify';
import { optionalUser, requireUser } from '../auth';
import { sql, type ServerContext } from '../context';
import { ApiError, notFound, unprocessable } from '../errors';
import { baseUrl, setPageLinks } from '../http/paging';
import { bool, int, limitParam, obj, str } from '../http/params';
import { snowflakeId } from '../ids';
import { Renderer } from '../serialize/renderer';
import type { Json } from '../store/rows';
import { hiddenAuthors } from '../store/moderation';
import { fetchPage, pageParams } from '../store/paging';
import { normalizeTag, tagJson } from '../store/tags';
import { canView, getStatusRow } from '../store/visibility';

const FEATURED_MAX = 10;
const like = (term: string): string => `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

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
      return row && canView(ctx.db, viewer, row) ? { status: row.id } : {};
    }
    const account = sql(ctx.db, 'SELECT id FROM accounts WHERE username = ? AND suspended = 0').get(
      match[1],
    ) as { id: string } | undefined;
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
    const hidden = JSON.stringify(hiddenAuthors(ctx.db, viewer));
    if (wants('accounts')) {
      const term = q.replace(/^@/, '').split('@')[0];
      const following = bool(query.following) === true && viewer !== null;
      const rows = resolved.account
        ? [{ id: resolved.account }]
        : (sql(
            ctx.db,
            `SELECT a.id FROM accounts a WHERE a.suspended = 0 AND a.id NOT IN (SELECT value FROM json_each(?))
             AND (a.username LIKE ? ESCAPE '\\' OR a.display_name LIKE ? ESCAPE '\\')
             ${following ? "AND a.id IN (SELECT target_id FROM follows WHERE account_id = ? AND state = 'accepted')" : ''}
             ORDER BY (LOWER(a.username) = LOWER(?)) DESC, a.followers_count DESC, a.id LIMIT ? OFFSET ?`,
          ).all(hidden, like(term), like(term), ...(following ? [viewer] : []), term, limit, offset) as {
            id: string;
          }[]);
      result.accounts = rows.map((row) => r.account(row.id)).filter(Boolean);
    }
    // Like Mastodon, post search needs a signed-in user, and covers posts of accounts that opted into
    // search plus the user's own.
    if (wants('statuses') && viewer !== null) {
      const byAccount = str(query.account_id);
      const rows = resolved.status
        ? [{ id: resolved.status }]
        : (sql(
            ctx.db,
            `SELECT s.id FROM statuses s JOIN accounts a ON a.id = s.account_id
             WHERE s.reblog_of_id IS NULL AND (s.text LIKE ? ESCAPE '\\' OR s.spoiler_text LIKE ? ESCAPE '\\')
               AND a.suspended = 0 AND s.account_id NOT IN (SELECT value FROM json_each(?))
               AND ((s.visibility = 'public' AND a.indexable = 1) OR s.account_id = ?)
               ${byAccount ? 'AND s.account_id = ?' : ''}
             ORDER BY s.id DESC LIMIT ? OFFSET ?`,
          ).all(like(q), like(q), hidden, viewer, ...(byAccount ? [byAccount] : []), limit, offset) as {
            id: string;
          }[]);
      result.statuses = r.statuses(rows.map((row) => row.id));
    }
    if (wants('hashtags')) {
      const term = q.replace(/^#/, '');
      const rows = sql(
        ctx.db,
        `SELECT LOWER(tag) AS tag, COUNT(*) AS n FROM status_tags WHERE tag LIKE ? ESCAPE '\\'
         GROUP BY LOWER(tag) ORDER BY LENGTH(tag), LOWER(tag) LIMIT ? OFFSET ?`,
      ).all(`${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`, limit, offset) as { tag: string }[];
      const names = rows.map((row) => row.tag);
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
    sql(ctx.db, 'INSERT OR IGNORE INTO tag_follows (id, account_id, tag) VALUES (?, ?, ?)').run(
      snowflakeId(),
      me,
      name,
    );
    return tagJson(ctx.db, baseUrl(req), name, me);
  });

  app.post<{ Params: { name: string } }>('/api/v1/tags/:name/unfollow', async (req) => {
    const me = requireUser(ctx, req, 'write:follows');
    const name = tagOr404(req.params.name);
    sql(ctx.db, 'DELETE FROM tag_follows WHERE account_id = ? AND tag = ?').run(me, name);
    return tagJson(ctx.db, baseUrl(req), name, me);
  });

  app.post<{ Params: { name: string } }>('/api/v1/tags/:name/feature', async (req) => {
    const me = requireUser(ctx, req, 'write:accounts');
    const name = tagOr404(req.params.name);
    const count = sql(ctx.db, 'SELECT COUNT(*) AS n FROM featured_tags WHERE account_id = ?').get(me) as {
      n: number;
    };
    const already = sql(ctx.db, 'SELECT 1 FROM featured_tags WHERE account_id = ? AND tag = ?').get(me, name);
    if (!already && count.n >= FEATURED_MAX)
      throw unprocessable(`Validation failed: You can feature at most ${FEATURED_MAX} hashtags`);
    const now = Date.now();
    sql(
      ctx.db,
      'INSERT OR IGNORE INTO featured_tags (id, account_id, tag, created_at) VALUES (?, ?, ?, ?)',
    ).run(snowflakeId(now), me, name, now);
    return tagJson(ctx.db, baseUrl(req), name, me);
  });

  app.post<{ Params: { name: string } }>('/api/v1/tags/:name/unfeature', async (req) => {
    const me = requireUser(ctx, req, 'write:accounts');
    const name = tagOr404(req.params.name);
    sql(ctx.db, 'DELETE FROM featured_tags WHERE account_id = ? AND tag = ?').run(me, name);
    return tagJson(ctx.db, baseUrl(req), name, me);
  });

  app.get('/api/v1/followed_tags', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:follows');
    const rows = fetchPage(
      ctx.db,
      { from: 'tag_follows tf', where: ['tf.account_id = ?'], args: [me], cursor: 'tf.id', item: 'tf.tag' },
      pageParams(req.query, 100, 200),
    );
    setPageLinks(req, reply, rows);
    return rows.map((row) => tagJson(ctx.db, baseUrl(req), row.item, me));
  });
}
