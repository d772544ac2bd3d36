import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { ApiError } from '../errors';
import { setRateLimitHeaders } from './ratelimit';
import { obj, str } from './params';

type FailStatus = 500 | 429 | 'malformed';

export interface FaultState {
  latencyMs: number;
  fail: { status: FailStatus; remaining: number | null; share: number | null; pathPrefix: string } | null;
}

export const createFaultState = (): FaultState => ({ latencyMs: 0, fail: null });

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function parseFail(value: unknown): FaultState['fail'] {
  const fail = obj(value);
  const status = fail.status === 'malformed' ? 'malformed' : Number(fail.status);
  if (status !== 500 && status !== 429 && status !== 'malformed') {
    throw new ApiError(422, 'fail.status must be 500, 429 or "malformed"');
  }
  const count = fail.count === undefined ? null : Number(fail.count);
  const share = fail.share === undefined ? null : Number(fail.share);
  if (count !== null && !(Number.isInteger(count) && count >= 0))
    throw new ApiError(422, 'fail.count must be an integer');
  if (share !== null && !(share >= 0 && share <= 1))
    throw new ApiError(422, 'fail.share must be between 0 and 1');
  return {
    status,
    remaining: count ?? (share === null ? 1 : null),
    share,
    pathPrefix: str(fail.path_prefix) ?? '/api',
  };
}

/** The test-only `/__fault` endpoint and the hook that applies its latency and failures to /api answers. */
export function registerFaults(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/__fault', async (req, reply) => {
    if (!ctx.options.faultMode) throw new ApiError(404, 'Not Found');
    if (!LOOPBACK.has(req.socket.remoteAddress ?? ''))
      throw new ApiError(403, 'Fault injection is loopback only');
    const body = obj(req.body);
    if (body.reset === true) {
      ctx.fault.latencyMs = 0;
      ctx.fault.fail = null;
    }
    if (body.latency_ms !== undefined) {
      const latency = Number(body.latency_ms);
      if (!(latency >= 0 && latency <= 60_000))
        throw new ApiError(422, 'latency_ms must be between 0 and 60000');
      ctx.fault.latencyMs = latency;
    }
    if (body.fail !== undefined) ctx.fault.fail = body.fail === null ? null : parseFail(body.fail);
    let dropped = 0;
    if (body.drop_websockets === true) dropped = ctx.hub.dropAll();
    return reply.send({ latency_ms: ctx.fault.latencyMs, fail: ctx.fault.fail, dropped_websockets: dropped });
  });

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!ctx.options.faultMode || !req.url.startsWith('/api/')) return;
    if (ctx.fault.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, ctx.fault.latencyMs));
    const fail = ctx.fault.fail;
    if (!fail || !req.url.startsWith(fail.pathPrefix)) return;
    if (fail.remaining !== null) {
      if (fail.remaining <= 0) return;
      if (fail.share === null || Math.random() < fail.share) fail.remaining -= 1;
      else return;
    } else if (fail.share !== null && Math.random() >= fail.share) {
      return;
    }
    if (fail.status === 429) {
      setRateLimitHeaders(reply, 300, 0, Date.now() + 30_000);
      return reply.code(429).send({ error: 'Too many requests' });
    }
    if (fail.status === 500) return reply.code(500).send({ error: 'Injected failure' });
    return reply.code(200).type('application/json; charset=utf-8').send('{"id": "1", "truncated');
  });
}
