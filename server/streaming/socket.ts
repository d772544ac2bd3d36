import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { lookupToken, hasScope, type TokenInfo } from '../auth';
import type { ServerContext } from '../context';
import { ownList } from '../store/lists';
import { SUBSCRIPTIONS_PER_SOCKET, type HubClient, type Subscription } from './hub';

/** The largest message a client may send; a subscribe message is a few dozen bytes. Larger: closed with 1009. */
export const MAX_MESSAGE_BYTES = 64 * 1024;

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

class StreamError extends Error {}

export function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
}

/** Maps a Mastodon stream name (with its tag or list parameter) to a hub channel and the message's stream array. */
export function resolveStream(
  ctx: ServerContext,
  token: TokenInfo | null,
  name: string,
  params: { tag?: string; list?: string },
): Subscription {
  const accountId = token?.accountId ?? null;
  if (!PUBLIC_STREAMS.has(name) && !accountId) throw new StreamError('Missing access token');
  switch (name) {
    case 'user':
      return { channel: `user:${accountId}`, stream: ['user'] };
    case 'user:notification':
      return { channel: `user:notification:${accountId}`, stream: ['user:notification'] };
    case 'direct':
      return { channel: `direct:${accountId}`, stream: ['direct'] };
    case 'list': {
      if (!accountId || !ownList(ctx.db, params.list ?? '', accountId)) throw new StreamError('Unknown list');
      return { channel: `list:${params.list}`, stream: ['list', params.list!] };
    }
    case 'hashtag':
    case 'hashtag:local': {
      const tag = (params.tag ?? '').replace(/^#/, '').toLowerCase();
      if (!tag) throw new StreamError('No tag for stream provided');
      return { channel: `${name}:${tag}`, stream: [name, tag] };
    }
    default:
      if (PUBLIC_STREAMS.has(name)) return { channel: name, stream: [name] };
      throw new StreamError('Unknown stream type');
  }
}

function authenticate(ctx: ServerContext, req: IncomingMessage, url: URL): TokenInfo | null | 'invalid' {
  const protocol = req.headers['sec-websocket-protocol']?.split(',')[0]?.trim();
  const header = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const token = url.searchParams.get('access_token') ?? header ?? protocol;
  if (!token) return null;
  const info = lookupToken(ctx, token);
  if (!info || !hasScope(info.scopes, 'read:statuses')) return 'invalid';
  return info;
}

function reject(socket: Duplex, status: number, message: string): void {
  socket.write(
    `HTTP/1.1 ${status} ${message}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n`,
  );
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
    client.socket.send(JSON.stringify({ error: (error as Error).message, status: 400 }));
  }
}

/** `/api/v1/streaming` (and its path forms such as `/api/v1/streaming/user`) on the HTTP server. */
export function attachStreaming(ctx: ServerContext, server: Server): WebSocketServer {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    handleProtocols: (protocols) => protocols.values().next().value ?? false,
  });
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
        return reject(
          socket,
          (error as Error).message === 'Missing access token' ? 401 : 400,
          (error as Error).message,
        );
      }
    } else if (!token) {
      return reject(socket, 401, 'Missing access token');
    }
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      const client = ctx.hub.add(ws, token?.accountId ?? null, token?.token ?? null);
      if (initial) ctx.hub.subscribe(client, initial);
      ws.on('message', (data) => handleMessage(ctx, client, token, rawText(data)));
      ws.on('error', () => ws.terminate());
    });
  });
  return wss;
}
