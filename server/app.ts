import compress from '@fastify/compress';
import cors from '@fastify/cors';
import zlib from 'node:zlib';
import formbody from '@fastify/formbody';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { ServerContext } from './context';
import { ApiError } from './errors';
import { registerFaults } from './http/fault';
import { registerJsonParser } from './http/json';
import { registerPublicOrigin, TRUSTED_PROXIES } from './http/origin';
import { requestTimeouts, watchBodyRate } from './http/timeouts';
import { registerMultipart } from './http/multipart';
import { expandRailsKeys, parseFormBody } from './http/params';
import { rateLimiterFor } from './http/ratelimit';
import { contentSecurityPolicy, registerStatic, varyOnEncoding } from './http/static';
import { registerAccountActionRoutes } from './routes/account-actions';
import { registerAccountRoutes } from './routes/accounts';
import { registerAnnouncementRoutes } from './routes/announcements';
import { registerConversationRoutes } from './routes/conversations';
import { registerDiscoveryRoutes } from './routes/discovery';
import { registerDomainBlockRoutes } from './routes/domain-blocks';
import { registerEmojiPackRoutes } from './routes/emoji-packs';
import { registerFilterRoutes } from './routes/filters';
import { registerInstanceRoutes } from './routes/instance';
import { registerListRoutes } from './routes/lists';
import { registerMarkerRoutes } from './routes/markers';
import { registerMediaRoutes } from './routes/media';
import { registerNotificationRequestRoutes } from './routes/notification-requests';
import { registerNotificationRoutes } from './routes/notifications';
import { registerOAuthRoutes } from './routes/oauth';
import { registerPushRoutes } from './routes/push';
import { registerQuoteRoutes } from './routes/quotes';
import { registerRelationshipRoutes } from './routes/relationships';
import { registerSearchTagRoutes } from './routes/search-tags';
import { registerStatusActionRoutes } from './routes/status-actions';
import { registerStatusRoutes } from './routes/statuses';
import { registerTimelineRoutes } from './routes/timelines';
import { registerTranslateRoutes } from './routes/translate';
import { registerReportRoutes } from './routes/reports';
import { registerWellKnownRoutes } from './routes/well-known';

// The API, the token calls, the discovery documents and the files under /system (media, avatars, headers,
// emoji) answer to any origin, as Mastodon's do, so a client on another origin can use them.
const CORS_PATHS =
  /^\/(api\/|oauth\/(token|revoke|userinfo)|\.well-known\/|nodeinfo\/|system\/|(avatars|headers)\/original\/)/;
const EXPOSED_HEADERS = [
  'Link',
  'X-RateLimit-Reset',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-Request-Id',
  'Idempotency-Key',
];

function handleError(
  error: FastifyError | ApiError,
  _req: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof ApiError) {
    const body: Record<string, unknown> = { error: error.message };
    if (error.details) body.details = error.details;
    return reply.code(error.statusCode).send(body);
  }
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 500;
  if (status === 500) reply.log.error(error);
  return reply.code(status).send({ error: status === 500 ? 'Internal server error' : error.message });
}

/** An answer to a request carrying a token is the user's own: no shared cache may keep it. */
function authenticated(req: FastifyRequest): boolean {
  if (req.headers.authorization !== undefined) return true;
  const has = (params: unknown): boolean =>
    params !== null && typeof params === 'object' && 'access_token' in params;
  return has(req.query) || has(req.body);
}

export async function buildApp(ctx: ServerContext): Promise<FastifyInstance> {
  const timeouts = requestTimeouts(ctx.options.timeouts);
  const app = Fastify({
    logger: ctx.options.quiet ? false : { level: 'warn' },
    // JSON and form bodies: 1 MiB (web settings need 256 KiB); multipart uploads have their own limits.
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a TLS proxy (TRUST_PROXY=1), X-Forwarded-For gives the address (the hop the proxy added), and
    // X-Forwarded-Proto/Host the protocol and host of URLs unless PUBLIC_URL is set (http/origin.ts).
    trustProxy: ctx.options.trustProxy ? TRUSTED_PROXIES : false,
    requestTimeout: timeouts.request,
    http: {
      headersTimeout: timeouts.headers,
      connectionsCheckingInterval: Math.min(1000, timeouts.headers),
    },
  });
  const limiter = rateLimiterFor(ctx);

  await app.register(cors, {
    delegator: (req, callback) => {
      if (!CORS_PATHS.test(req.url ?? '')) return callback(null, { origin: false });
      callback(null, {
        origin: '*',
        exposedHeaders: EXPOSED_HEADERS,
        maxAge: 86400,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      });
    },
  });
  // Answers over 1 KiB (JSON pages, the HTML shell without a prebuilt copy) go out compressed when the client
  // accepts it: brotli at a fast level (a page of 40 posts in about a millisecond), else gzip. Files the
  // build already compressed carry their Content-Encoding and are left alone, and so are images, video
  // and audio (not compressible types); the streaming socket never passes through here. Request bodies
  // are not decompressed (no zip bombs).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
  await app.register(formbody, { parser: parseFormBody });

  app.setErrorHandler(handleError);
  registerPublicOrigin(app, ctx);
  registerJsonParser(app);
  app.addHook('onRequest', async (req) => watchBodyRate(req.raw, timeouts));
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    limiter.check(req, reply);
  });
  registerFaults(app, ctx);
  await registerMultipart(app, ctx);
  app.addHook('preValidation', async (req) => {
    req.query = expandRailsKeys(req.query);
    if (req.body !== undefined && req.body !== null && typeof req.body === 'object')
      req.body = expandRailsKeys(req.body);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!reply.hasHeader('cache-control') && authenticated(req))
      reply.header('Cache-Control', 'private, no-store');
    if (!/^\/(api|system)\//.test(req.url)) varyOnEncoding(reply);
    if (type.startsWith('text/html')) {
      reply.header('Content-Security-Policy', contentSecurityPolicy());
      // Links out of the app (or the sign-in form) never carry its address, codes or states.
      reply.header('Referrer-Policy', 'same-origin');
    }
    return payload;
  });

  registerOAuthRoutes(app, ctx);
  registerInstanceRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerRelationshipRoutes(app, ctx);
  registerAccountActionRoutes(app, ctx);
  registerDomainBlockRoutes(app, ctx);
  registerStatusRoutes(app, ctx);
  registerStatusActionRoutes(app, ctx);
  registerQuoteRoutes(app, ctx);
  registerTimelineRoutes(app, ctx);
  registerListRoutes(app, ctx);
  registerMarkerRoutes(app, ctx);
  registerFilterRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
  registerPushRoutes(app, ctx);
  registerConversationRoutes(app, ctx);
  registerAnnouncementRoutes(app, ctx);
  registerEmojiPackRoutes(app);
  registerDiscoveryRoutes(app, ctx);
  registerSearchTagRoutes(app, ctx);
  registerTranslateRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerWellKnownRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerNotificationRequestRoutes(app, ctx);
  app.get('/api/v1/streaming/health', async (_req, reply) => reply.type('text/plain').send('OK'));
  registerStatic(app, ctx);
  return app;
}
