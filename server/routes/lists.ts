import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { notFound, unprocessable } from '../errors';
import { bool, checkLength, int, list, obj, str } from '../http/params';
import { accountRow } from '../store/accounts';
import {
  addListMembers,
  createList,
  deleteList,
  listMembers,
  listsContaining,
  listsOf,
  ownList,
  removeListMembers,
  updateList,
  type ListFields,
  type ListRow,
} from '../store/lists';
import { pageParams } from '../store/paging';
import { isFollowing } from '../store/visibility';
import { pagedAccounts } from './paged-accounts';

type IdParams = { Params: { id: string } };
const REPLIES_POLICIES = ['followed', 'list', 'none'];
/** Mastodon's limit on a list's title. */
const TITLE_MAX = 256;

const listJson = (row: ListRow) => ({
  id: row.id,
  title: row.title,
  replies_policy: row.replies_policy,
  exclusive: row.exclusive === 1,
});

export function registerListRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const own = (id: string, me: string): ListRow => {
    const row = ownList(ctx.db, id, me);
    if (!row) throw notFound();
    return row;
  };
  const fields = (body: Record<string, unknown>, current?: ListRow): ListFields => {
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
    return listsOf(ctx.db, me).map(listJson);
  });

  app.post('/api/v1/lists', async (req) => {
    const me = requireUser(ctx, req, 'write:lists');
    const f = fields(obj(req.body));
    return listJson(own(createList(ctx.db, me, f), me));
  });

  app.get<IdParams>('/api/v1/lists/:id', async (req) =>
    listJson(own(req.params.id, requireUser(ctx, req, 'read:lists'))),
  );

  app.put<IdParams>('/api/v1/lists/:id', async (req) => {
    const me = requireUser(ctx, req, 'write:lists');
    const f = fields(obj(req.body), own(req.params.id, me));
    updateList(ctx.db, req.params.id, f);
    return listJson(own(req.params.id, me));
  });

  app.delete<IdParams>('/api/v1/lists/:id', async (req) => {
    const me = requireUser(ctx, req, 'write:lists');
    deleteList(ctx.db, own(req.params.id, me).id);
    return {};
  });

  app.get<IdParams>('/api/v1/lists/:id/accounts', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:lists');
    own(req.params.id, me);
    const query = obj(req.query);
    // limit=0 asks for every member at once, as Mastodon allows.
    const all = int(query.limit, 'limit') === 0;
    const page = all ? { limit: 100_000 } : pageParams(query, 40, 80);
    return pagedAccounts(ctx, req, reply, me, listMembers(req.params.id), page, !all);
  });

  app.post<IdParams>('/api/v1/lists/:id/accounts', async (req) => {
    const me = requireUser(ctx, req, 'write:lists');
    own(req.params.id, me);
    const ids = list(obj(req.body).account_ids);
    if (ids.length === 0) throw unprocessable("Validation failed: Account ids can't be blank");
    for (const id of ids) {
      if (!accountRow(ctx.db, id)) throw notFound();
      if (!isFollowing(ctx.db, me, id))
        throw unprocessable('Validation failed: You must follow an account to add it to a list');
    }
    addListMembers(ctx.db, req.params.id, ids);
    return {};
  });

  app.delete<IdParams>('/api/v1/lists/:id/accounts', async (req) => {
    const me = requireUser(ctx, req, 'write:lists');
    own(req.params.id, me);
    const ids = list(obj(req.body).account_ids ?? obj(req.query).account_ids);
    removeListMembers(ctx.db, req.params.id, ids);
    return {};
  });

  app.get<IdParams>('/api/v1/accounts/:id/lists', async (req) => {
    const me = requireUser(ctx, req, 'read:lists');
    return listsContaining(ctx.db, me, req.params.id).map(listJson);
  });
}
