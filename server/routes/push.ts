import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireToken } from '../auth';
import type { ServerContext } from '../context';
import { ApiError, notFound, unprocessable } from '../errors';
import { obj } from '../http/params';
import { refusedUrl } from '../push/endpoint';
import {
  alertsFrom,
  deletePushByToken,
  ownPush,
  policyFrom,
  pushByToken,
  pushJson,
  savePush,
  subscriptionFrom,
  updatePush,
  type PushRow,
} from '../store/push';

/** The signed-in user and the token the subscription belongs to (Mastodon keys subscriptions by token). */
function userToken(ctx: ServerContext, req: FastifyRequest): { me: string; token: string } {
  const info = requireToken(ctx, req, 'push');
  if (!info.accountId) throw new ApiError(422, 'This method requires an authenticated user');
  return { me: info.accountId, token: info.token };
}

export function registerPushRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const current = (token: string): PushRow => {
    const row = pushByToken(ctx.db, token);
    if (!row) throw notFound();
    return row;
  };
  const create = (req: FastifyRequest): PushRow => {
    const { me, token } = userToken(ctx, req);
    const body = obj(req.body);
    const data = obj(body.data);
    const subscription = subscriptionFrom(body.subscription);
    // Only a public https push service: never an address of the instance's own network.
    const refused = refusedUrl(subscription.endpoint, {
      allowLoopback: ctx.options.pushAllowLoopback === true,
    });
    if (refused !== null) throw unprocessable(`Validation failed: Endpoint is ${refused}`);
    return savePush(ctx, me, token, {
      ...subscription,
      alerts: alertsFrom(data.alerts),
      policy: policyFrom(data.policy),
    });
  };
  const update = (row: PushRow, body: Record<string, unknown>): PushRow => {
    const data = obj(body.data);
    const alerts = alertsFrom(data.alerts, JSON.parse(row.alerts_json) as Record<string, boolean>);
    const policy = policyFrom(data.policy, row.policy);
    return updatePush(ctx.db, row, alerts, policy);
  };

  app.post('/api/v1/push/subscription', async (req) => pushJson(ctx, create(req)));

  app.get('/api/v1/push/subscription', async (req) => pushJson(ctx, current(userToken(ctx, req).token)));

  app.put('/api/v1/push/subscription', async (req) => {
    const row = current(userToken(ctx, req).token);
    return pushJson(ctx, update(row, obj(req.body)));
  });

  app.delete('/api/v1/push/subscription', async (req) => {
    deletePushByToken(ctx.db, userToken(ctx, req).token);
    return {};
  });

  // The web app's own calls: a browser subscription (`standard: true`) and later changes of its alerts.
  app.post('/api/web/push_subscriptions', async (req) => pushJson(ctx, create(req)));

  app.put<{ Params: { id: string } }>('/api/web/push_subscriptions/:id', async (req) => {
    const { me } = userToken(ctx, req);
    const row = ownPush(ctx.db, me, req.params.id);
    if (!row) throw notFound();
    return pushJson(ctx, update(row, obj(req.body)));
  });
}
