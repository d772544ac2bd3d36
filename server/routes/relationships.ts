import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { accountRows, followRequesters } from '../store/accounts';
import { bool, firstIds, obj } from '../http/params';
import { answerFollowRequest, follow, relationship, relationships, unfollow } from '../store/relationships';
import { accountOr404 } from './accounts';
import { pagedAccounts } from './paged-accounts';

type IdParams = { Params: { id: string } };

/**
 * Accounts asked about at once (the first ones; the rest are not read): the app asks for 100 at a time.
 * Mastodon reads every id it is given, up to Rack's 4,096 parameters.
 */
const RELATIONSHIPS_MAX = 100;

export function registerRelationshipRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/v1/accounts/relationships', async (req) => {
    const me = requireUser(ctx, req, 'read:follows');
    const query = obj(req.query);
    const withSuspended = bool(query.with_suspended) === true;
    const ids = firstIds(query.id, RELATIONSHIPS_MAX);
    const known = accountRows(ctx.db, ids)
      .filter((row) => withSuspended || row.suspended === 0)
      .map((row) => row.id);
    return relationships(ctx, me, known);
  });

  app.post<IdParams>('/api/v1/accounts/:id/follow', async (req) => {
    const me = requireUser(ctx, req, 'write:follows');
    const body = obj(req.body);
    follow(ctx, me, accountOr404(ctx, req.params.id).id, {
      reblogs: bool(body.reblogs),
      notify: bool(body.notify),
    });
    return relationship(ctx, me, req.params.id);
  });

  app.post<IdParams>('/api/v1/accounts/:id/unfollow', async (req) => {
    const me = requireUser(ctx, req, 'write:follows');
    unfollow(ctx, me, accountOr404(ctx, req.params.id).id);
    return relationship(ctx, me, req.params.id);
  });

  app.post<IdParams>('/api/v1/accounts/:id/remove_from_followers', async (req) => {
    const me = requireUser(ctx, req, 'write:follows');
    unfollow(ctx, accountOr404(ctx, req.params.id).id, me);
    return relationship(ctx, me, req.params.id);
  });

  app.get('/api/v1/follow_requests', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:follows');
    return pagedAccounts(ctx, req, reply, me, followRequesters(me));
  });

  for (const action of ['authorize', 'reject'] as const) {
    app.post<IdParams>(`/api/v1/follow_requests/:id/${action}`, async (req) => {
      const me = requireUser(ctx, req, 'write:follows');
      answerFollowRequest(ctx, me, accountOr404(ctx, req.params.id).id, action === 'authorize');
      return relationship(ctx, me, req.params.id);
    });
  }
}
