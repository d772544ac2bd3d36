import type { IncomingMessage, Server } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { lookupToken, hasScope, type TokenInfo } from '../auth';
import type { ServerContext } from '../context';
import { ownList } from '../store/lists';
import { normalizeTag, TAG_NAME_MAX } from '../store/tags';
import { ANNOUNCEMENTS_CHANNEL, SUBSCRIPTIONS_PER_SOCKET, type HubClient, type Subscription } from './hub';

/** The largest message a client may send; a subscribe message is a few dozen bytes. Larger: closed with 1009. */
export const MAX_MESSAGE_BYTES = 64 * 1024;

/** How often sockets are pinged, and how many may be open at once from one address and with one token. */
export interface StreamingLimits {
  /** Milliseconds between pings; a socket that did not answer the previous ping is ended. */
  heartbeatMs: number;
  /** Open sockets from one address, signed in or not. */
  socketsPerAddress: number;
  /** Open sockets with one access token. */
  socketsPerToken: number;
}

/**
 * Mastodon's streaming server pings every 30 seconds and ends a socket that did not answer the previous
 * ping. It caps nothing per address or token; a browser tab opens one socket (a client multiplexes its
 * streams over it), so 20 per token is a user with many tabs and devices, and 50 per address a household
 * or a small office behind one address.
 */
export const STREAMING_LIMITS: StreamingLimits = {
  heartbeatMs: 30_000,
  socketsPerAddress: 50,
  socketsPerToken: 20,
};

const PUBLIC_STREAMS = new Set([
  'public',
  'public:local',
  'public:remote',
  'public:media',
  'public:local:media',
  'public:remote:media',
  'hashtag',
  'hashtag:local',
]);

class StreamError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
}

/**
 * The scope a stream needs, as Mastodon's streaming server checks them: none for the public and hashtag
 * streams, `read:notifications` for `user:notification`, `read:statuses` for the others (`read` grants both).
 */
function requiredScope(name: string): string | null {
  if (PUBLIC_STREAMS.has(name)) return null;
  return name === 'user:notification' ? 'read:notifications' : 'read:statuses';
}

/** Maps a Mastodon stream name (with its tag or list parameter) to hub channels and the message's stream array. */
export function resolveStream(
  ctx: ServerContext,
  token: TokenInfo | null,
  name: string,
  params: { tag?: string; list?: string },
): Subscription {
  const accountId = token?.accountId ?? null;
  if (!PUBLIC_STREAMS.has(name) && !accountId) throw new StreamError('Missing access token', 401);
  const scope = requiredScope(name);
  if (scope && !hasScope(token?.scopes ?? [], scope))
    throw new StreamError('Access token does not cover required scopes', 401);
  switch (name) {
    case 'user': {
      // Notifications come on the user stream only to a token that may read them, as on Mastodon.
      const channels = [`user:${accountId}`, ANNOUNCEMENTS_CHANNEL];
      if (hasScope(token!.scopes, 'read:notifications')) channels.push(`user:notification:${accountId}`);
      return { channels, stream: ['user'] };
    }
    case 'user:notification':
      return { channels: [`user:notification:${accountId}`], stream: ['user:notification'] };
    case 'direct':
      return { channels: [`direct:${accountId}`], stream: ['direct'] };
    case 'list': {
      if (!accountId || !ownList(ctx.db, params.list ?? '', accountId)) throw new StreamError('Unknown list');
      return { channels: [`list:${params.list}`], stream: ['list', params.list!] };
    }
    case 'hashtag':
    case 'hashtag:local': {
      const raw = params.tag ?? '';
      if (!raw.replace(/^#/, '')) throw new StreamError('No tag for stream provided');
      const tag = normalizeTag(raw);
      if (!tag)
        throw new StreamError(
          `Invalid hashtag name (letters, digits, underscores, at most ${TAG_NAME_MAX} characters)`,
          422,
        );
      return { channels: [`${name}:${tag}`], stream: [name, tag] };
    }
    default:
      if (PUBLIC_STREAMS.has(name)) return { channels: [name], stream: [name] };
      throw new StreamError('Unknown stream type');
  }
}

function authenticate(ctx: ServerContext, req: IncomingMessage, url: URL): TokenInfo | null | 'invalid' {
  const protocol = req.headers['sec-websocket-protocol']?.split(',')[0]?.trim();
  const header = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const token = url.searchParams.get('access_token') ?? header ?? protocol;
  if (!token) return null;
  return lookupToken(ctx, token) ?? 'invalid';
}

/**
 * Proxies trusted behind TRUST_PROXY, as for every other request (`TRUSTED_PROXIES` in `http/origin.ts`):
 * loopback, link-local and private (unique local) addresses.
 */
const TRUSTED_PROXY_RANGES = (() => {
  const list = new BlockList();
  for (const [net, prefix] of [
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
  ] as const)
    list.addSubnet(net, prefix, 'ipv4');
  list.addAddress('::1', 'ipv6');
  list.addSubnet('fe80::', 10, 'ipv6');
  list.addSubnet('fc00::', 7, 'ipv6');
  return list;
})();

function isTrustedProxy(address: string): boolean {
  const v4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1] ?? address;
  if (isIPv4(v4)) return TRUSTED_PROXY_RANGES.check(v4, 'ipv4');
  return isIPv6(address) && TRUSTED_PROXY_RANGES.check(address, 'ipv6');
}

/**
 * The address a socket counts against: the peer, or behind trusted proxies (trustProxy) the right-most
 * X-Forwarded-For address that is not one of them, what the proxy itself saw: never a value the client
 * wrote to the left of it.
 */
function clientAddress(ctx: ServerContext, req: IncomingMessage): string {
  let address = req.socket.remoteAddress ?? '';
  const forwarded = req.headers['x-forwarded-for'];
  if (!ctx.options.trustProxy || forwarded === undefined) return address;
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',');
  for (let i = hops.length - 1; i >= 0 && isTrustedProxy(address); i--) {
    const hop = hops[i].trim();
    if (hop) address = hop;
  }
  return address;
}

/** Open sockets per key; an entry goes when its last socket closes. */
class OpenCount {
  private readonly counts = new Map<string, number>();

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: string): () => void {
    this.counts.set(key, this.get(key) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = this.get(key) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
    };
  }
}

function reject(socket: Duplex, status: number, message: string): void {
  const reason =
    {
      400: 'Bad Request',
      401: 'Unauthorized',
      404: 'Not Found',
      422: 'Unprocessable Entity',
      429: 'Too Many Requests',
    }[status] ?? 'Error';
  socket.write(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n`);
  socket.write(JSON.stringify({ error: message }));
  socket.destroy();
}

function handleMessage(ctx: ServerContext, client: HubClient, token: TokenInfo | null, data: string): void {
  let message: { type?: unknown; stream?: unknown; tag?: unknown; list?: unknown };
  try {
    message = JSON.parse(data) as typeof message;
  } catch {
    client.socket.send(JSON.stringify({ error: 'Invalid JSON', status: 400 }));
    return;
  }
  if (
    message === null ||
    typeof message !== 'object' ||
    typeof message.stream !== 'string' ||
    (message.type !== 'subscribe' && message.type !== 'unsubscribe')
  ) {
    client.socket.send(JSON.stringify({ error: 'Unknown message', status: 400 }));
    return;
  }
  try {
    const subscription = resolveStream(ctx, token, message.stream, {
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      list:
        typeof message.list === 'string' || typeof message.list === 'number'
          ? String(message.list)
          : undefined,
    });
    if (message.type === 'unsubscribe') ctx.hub.unsubscribe(client, subscription.stream);
    else if (!ctx.hub.subscribe(client, subscription))
      client.socket.send(
        JSON.stringify({
          error: `Too many subscriptions (at most ${SUBSCRIPTIONS_PER_SOCKET} on one connection)`,
          status: 422,
        }),
      );
  } catch (error) {
    const status = error instanceof StreamError ? error.status : 400;
    client.socket.send(JSON.stringify({ error: (error as Error).message, status }));
  }
}

/** `/api/v1/streaming` (and its path forms such as `/api/v1/streaming/user`) on the HTTP server. */
export function attachStreaming(ctx: ServerContext, server: Server): WebSocketServer {
  const given = ctx.options.streaming ?? {};
  const limits: StreamingLimits = {
    heartbeatMs: given.heartbeatMs ?? STREAMING_LIMITS.heartbeatMs,
    socketsPerAddress: given.socketsPerAddress ?? STREAMING_LIMITS.socketsPerAddress,
    socketsPerToken: given.socketsPerToken ?? STREAMING_LIMITS.socketsPerToken,
  };
  const byAddress = new OpenCount();
  const byToken = new OpenCount();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    handleProtocols: (protocols) => protocols.values().next().value ?? false,
  });
  const heartbeat = setInterval(() => ctx.hub.heartbeat(), limits.heartbeatMs);
  heartbeat.unref();
  server.once('close', () => clearInterval(heartbeat));

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/api\/v1\/streaming\/?(.*)$/.exec(url.pathname);
    if (!match) return reject(socket, 404, 'Not Found');
    const token = authenticate(ctx, req, url);
    if (token === 'invalid') return reject(socket, 401, 'Invalid access token');
    const pathStream = match[1] ? match[1].replace(/\//g, ':') : null;
    const streamName = url.searchParams.get('stream') ?? pathStream;
    let initial: Subscription | null = null;
    if (streamName) {
      try {
        initial = resolveStream(ctx, token, streamName, {
          tag: url.searchParams.get('tag') ?? undefined,
          list: url.searchParams.get('list') ?? undefined,
        });
      } catch (error) {
        const status = error instanceof StreamError ? error.status : 400;
        return reject(socket, status, (error as Error).message);
      }
    } else if (!token) {
      return reject(socket, 401, 'Missing access token');
    }
    // The caps count sockets from the moment they are accepted until their connection ends, so a burst
    // of upgrades cannot pass them before the first ones are open.
    const address = clientAddress(ctx, req);
    if (byAddress.get(address) >= limits.socketsPerAddress)
      return reject(
        socket,
        429,
        `Too many streaming connections from this address (at most ${limits.socketsPerAddress})`,
      );
    if (token && byToken.get(token.token) >= limits.socketsPerToken)
      return reject(
        socket,
        429,
        `Too many streaming connections with this access token (at most ${limits.socketsPerToken})`,
      );
    const releases = [byAddress.add(address)];
    if (token) releases.push(byToken.add(token.token));
    const release = (): void => {
      for (const done of releases) done();
    };
    if (socket.destroyed) return release();
    socket.once('close', release);
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      const client = ctx.hub.add(ws, token?.accountId ?? null, token?.token ?? null);
      if (initial) ctx.hub.subscribe(client, initial);
      ws.on('message', (data) => handleMessage(ctx, client, token, rawText(data)));
      ws.on('error', () => ws.terminate());
    });
  });
  return wss;
}
