import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import { sql, type ServerContext } from '../context';
import { notFound, unprocessable } from '../errors';
import { bool, checkLength, int, list, obj, str } from '../http/params';
import { snowflakeId } from '../ids';
import { pageParams } from '../store/paging';
import { isFollowing } from '../store/visibility';
import { pagedAccounts } from './paged-accounts';

type IdParams = { Params: { id: string } };
const REPLIES_POLICIES = ['followed', 'list', 'none'];
/** Mastodon's limit on a list's title. */
const TITLE_MAX = 256;

interface ListRow {
  id: string;
  account_id: string;
  title: string;
  replies_policy: string;
  exclusive: number;
}

const listJson = (row: ListRow) => ({
  id: row.id,
  title: row.title,
  replies_policy: row.replies_policy,
  exclusive: row.exclusive === 1,
});

export function registerListRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const own = (id: string, me: string): ListRow => {
    const row = sql(ctx.db, 'SELECT * FROM lists WHERE id = ? AND account_id = ?').get(id, me) as
      ListRow | undefined;
    if (!row) throw notFound();
    return row;
  };
  const fields = (body: Record<string, unknown>, current?: ListRow) => {
    const title = str(body.title)?.trim() ?? current?.title ?? '';
    if (!title) throw unprocessable("Validation failed: Title can't be blank");
    checkLength(title, TITLE_MAX, 'Title');
    const policy = str(body.replies_policy) ?? current?.replies_policy ?? 'list';
    if (!REPLIES_POLICIES.includes(policy))
      throw unprocessable('Validation failed: Replies policy is not included in the list');
    const exclusive = bool(body.exclusive) ?? current?.exclusive === 1;
    return { title, policy, exclusive: exclusive ? 1 : 0 };
  };

  app.get('/api/v1/lists', async (req) => {
    const me = requireUser(ctx, req, 'read:lists');
    return (
      sql(ctx.db, 'SELECT * FROM lists WHERE account_id = ? ORDER BY title COLLATE NOCASE, id').all(
        me,
      ) as ListRow[]
    ).map(listJson);
  });

  app.post('/api/v1/lists', async (req) => {
    const me = requireUser(ctx, req, 'write:lists');
    const f = fields(obj(req.body));
    const id = snowflakeId();
    sql(
      ctx.db,
      'INSERT INTO lists (id, account_id, title, replies_policy, exclusive) VALUES (?, ?, ?, ?, ?)',
    ).run(id, me, f.title, f.policy, f.exclusive);
    return listJson(own(id, me));
  });

  app.get<IdParams>('/api/v1/lists/:id', async (req) =>
    listJson(own(req.params.id, requireUser(ctx, req, 'read:lists'))),
  );

  app.put<IdParams>('/api/v1/lists/:id', async (req) => {
    const me = requireUser(ctx, req, 'write:lists');
    const f = fields(obj(req.body), own(req.params.id, me));
    sql(ctx.db, 'UPDATE lists SET title = ?, replies_policy = ?, exclusive = ? WHERE id = ?').run(
      f.title,
      f.policy,
      f.exclusive,
      req.params.id,
    );
    return listJson(own(req.params.id, me));
  });

  app.delete<IdParams>('/api/v1/lists/:id', async (req) => {
    const me = requireUser(ctx, req, 'write:lists');
    own(req.params.id, me);
    sql(ctx.db, 'DELETE FROM list_accounts WHERE list_id = ?').run(req.params.id);
    sql(ctx.db, 'DELETE FROM lists WHERE id = ?').run(req.params.id);
    return {};
  });

  app.get<IdParams>('/api/v1/lists/:id/accounts', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:lists');
    own(req.params.id, me);
    const query = obj(req.query);
    // limit=0 asks for every member at once, as Mastodon allows.
    const all = int(query.limit, 'limit') === 0;
    const page = all ? { limit: 100_000 } : pageParams(query, 40, 80);
    const members = {
      from: 'list_accounts la',
      where: ['la.list_id = ?'],
      args: [req.params.id],
      cursor: 'la.id',
      item: 'la.account_id',
    };
    return pagedAccounts(ctx, req, reply, me, members, page, !all);
  });

  app.post<IdParams>('/api/v1/lists/:id/accounts', async (req) => {
    const me = requireUser(ctx, req, 'write:lists');
    own(req.params.id, me);
    const ids = list(obj(req.body).account_ids);
    if (ids.length === 0) throw unprocessable("Validation failed: Account ids can't be blank");
    for (const id of ids) {
      if (!sql(ctx.db, 'SELECT 1 FROM accounts WHERE id = ?').get(id)) throw notFound();
      if (!isFollowing(ctx.db, me, id))
        throw unprocessable('Validation failed: You must follow an account to add it to a list');
    }
    for (const id of ids)
      sql(ctx.db, 'INSERT OR IGNORE INTO list_accounts (id, list_id, account_id) VALUES (?, ?, ?)').run(
        snowflakeId(),
        req.params.id,
        id,
      );
    return {};
  });

  app.delete<IdParams>('/api/v1/lists/:id/accounts', async (req) => {
    const me = requireUser(ctx, req, 'write:lists');
    own(req.params.id, me);
    const ids = list(obj(req.body).account_ids ?? obj(req.query).account_ids);
    for (const id of ids)
      sql(ctx.db, 'DELETE FROM list_accounts WHERE list_id = ? AND account_id = ?').run(req.params.id, id);
    return {};
  });

  app.get<IdParams>('/api/v1/accounts/:id/lists', async (req) => {
    const me = requireUser(ctx, req, 'read:lists');
    const rows = sql(
      ctx.db,
      'SELECT l.* FROM lists l JOIN list_accounts la ON la.list_id = l.id WHERE l.account_id = ? AND la.account_id = ?',
    ).all(me, req.params.id) as ListRow[];
    return rows.map(listJson);
  });
}
