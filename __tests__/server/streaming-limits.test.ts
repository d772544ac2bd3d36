import WebSocket from 'ws';
import { StreamingHub, type Subscription } from '../../server/streaming/hub';
import { api, createApp, post, useTestServer, type AnyJson } from './helpers';
import { openStream, type StreamClient, type StreamMessage } from './stream-client';

/** Long enough for an event published during a request to have reached a socket. */
const settle = (ms = 400) => new Promise((resolve) => setTimeout(resolve, ms));

const opened: WebSocket[] = [];
const streams: StreamClient[] = [];
afterAll(() => {
  for (const socket of opened) socket.terminate();
  for (const stream of streams) stream.close();
});

const wsUrl = (base: string, query: string) => `${base.replace('http', 'ws')}/api/v1/streaming?${query}`;

/** Opens a socket and answers how the upgrade went: `open`, or the HTTP status it was refused with. */
function attempt(
  base: string,
  query: string,
  options: WebSocket.ClientOptions = {},
): Promise<{ socket: WebSocket; outcome: 'open' | number; body: string }> {
  const socket = new WebSocket(wsUrl(base, query), options);
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, outcome: 'open', body: '' }));
    socket.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ socket, outcome: res.statusCode ?? 0, body }));
      res.on('error', () => resolve({ socket, outcome: res.statusCode ?? 0, body }));
    });
    socket.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}

const closed = (socket: WebSocket, timeoutMs: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve(true);
    const timer = setTimeout(() => resolve(false), timeoutMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/** A token of the user with exactly these scopes (password grant). */
async function scopedToken(base: string, username: string, scope: string): Promise<string> {
  const app = await createApp(base);
  const res = await api(base, 'POST', '/oauth/token', {
    form: {
      grant_type: 'password',
      username,
      password: username === 'demo' ? 'demo' : 'password',
      client_id: app.client_id,
      client_secret: app.client_secret,
      scope,
    },
  });
  expect(res.status).toBe(200);
  expect(res.body.scope).toBe(scope);
  return res.body.access_token as string;
}

describe('sockets per address and per token', () => {
  const t = useTestServer({ users: ['demo', 'alice'] });

  test('an address opening more sockets than its share (50) is refused at the upgrade with 429', async () => {
    const mine: WebSocket[] = [];
    for (let i = 0; i < 50; i++) {
      const { socket, outcome } = await attempt(t.base, 'stream=public');
      expect(outcome).toBe('open');
      mine.push(socket);
    }
    const refused = await attempt(t.base, 'stream=public:local');
    expect(refused.outcome).toBe(429);
    expect(JSON.parse(refused.body).error).toMatch(/Too many streaming connections/);
    // Signed-in sockets from the same address count too.
    expect((await attempt(t.base, `stream=user&access_token=${t.tokens.demo}`)).outcome).toBe(429);
    // Once one closes, its place is free again.
    mine[0].close();
    await closed(mine[0], 2000);
    await settle(100);
    const again = await attempt(t.base, 'stream=public');
    expect(again.outcome).toBe('open');
    for (const socket of [...mine, again.socket]) socket.terminate();
    await settle(200);
  });

  test('a token opening more sockets than its share (20) is refused at the upgrade with 429', async () => {
    const mine: WebSocket[] = [];
    for (let i = 0; i < 20; i++) {
      const { socket, outcome } = await attempt(t.base, `stream=user&access_token=${t.tokens.demo}`);
      expect(outcome).toBe('open');
      mine.push(socket);
    }
    const refused = await attempt(t.base, `stream=public&access_token=${t.tokens.demo}`);
    expect(refused.outcome).toBe(429);
    expect(JSON.parse(refused.body).error).toMatch(/access token/);
    // The token in the protocol header is the same token.
    const byProtocol = new WebSocket(wsUrl(t.base, 'stream=user'), t.tokens.demo);
    opened.push(byProtocol);
    const protocolOutcome = await new Promise<number | 'open'>((resolve) => {
      byProtocol.once('open', () => resolve('open'));
      byProtocol.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      byProtocol.once('error', () => undefined);
    });
    expect(protocolOutcome).toBe(429);
    // Another user's token is not held back.
    expect((await attempt(t.base, `stream=user&access_token=${t.tokens.alice}`)).outcome).toBe('open');
    for (const socket of mine) socket.terminate();
  });
});

describe('caps and heartbeat as options, behind a trusted proxy', () => {
  const t = useTestServer({
    server: { trustProxy: true, streaming: { heartbeatMs: 150, socketsPerAddress: 2 } },
  });

  test('a client cannot pass the address cap by writing its own X-Forwarded-For', async () => {
    // The proxy in front appends the address it saw; what the client wrote comes before it.
    const through = (spoofed: string, seen: string) =>
      attempt(t.base, 'stream=public', { headers: { 'X-Forwarded-For': `${spoofed}, ${seen}` } });
    const sockets = [await through('10.0.0.1', '203.0.113.7'), await through('10.0.0.2', '203.0.113.7')];
    expect(sockets.map((s) => s.outcome)).toEqual(['open', 'open']);
    expect((await through('10.0.0.3', '203.0.113.7')).outcome).toBe(429);
    const other = await through('10.0.0.3', '203.0.113.8');
    expect(other.outcome).toBe('open');
    for (const { socket } of [...sockets, other]) socket.terminate();
  });

  test('a socket that stops answering pings is closed, one that answers stays open', async () => {
    const silent = await attempt(t.base, 'stream=public', { autoPong: false });
    const answering = await attempt(t.base, 'stream=public');
    expect(silent.outcome).toBe('open');
    expect(answering.outcome).toBe('open');
    let pings = 0;
    silent.socket.on('ping', () => (pings += 1));
    expect(await closed(silent.socket, 5000)).toBe(true);
    expect(pings).toBeGreaterThanOrEqual(1);
    await settle(600);
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    // The dead socket gave its place back: the address cap (2) counts it no more.
    const third = await attempt(t.base, 'stream=public');
    expect(third.outcome).toBe('open');
    expect((await attempt(t.base, 'stream=public')).outcome).toBe(429);
    answering.socket.terminate();
    third.socket.terminate();
  }, 15_000);
});

describe('hashtag names', () => {
  const t = useTestServer({ users: ['demo', 'alice'] });

  test('a 60,000-character hashtag subscription is refused with 422 and the socket stays open', async () => {
    const stream = await openStream(t.base, 'stream=public');
    streams.push(stream);
    stream.send(JSON.stringify({ type: 'subscribe', stream: 'hashtag', tag: 'a'.repeat(60_000) }));
    const error = (await stream.next((m) => (m as AnyJson).error !== undefined)) as AnyJson;
    expect(error.status).toBe(422);
    expect(error.error).toMatch(/hashtag/i);
    // Nor a name that is no hashtag at all.
    stream.send(JSON.stringify({ type: 'subscribe', stream: 'hashtag:local', tag: 'no spaces!' }));
    await settle(200);
    expect(stream.messages.filter((m) => (m as AnyJson).status === 422)).toHaveLength(2);
    // Still open, and a valid name works.
    stream.send(JSON.stringify({ type: 'subscribe', stream: 'hashtag', tag: '#Stillhere' }));
    await settle(100);
    const status = await post(t.base, t.tokens.alice, 'tagged #stillhere');
    const tagged = await stream.next((m) => m.stream?.[0] === 'hashtag');
    expect(tagged.stream).toEqual(['hashtag', 'stillhere']);
    expect(JSON.parse(tagged.payload!).id).toBe(status.id);
  });

  test('a hashtag stream of an over-long name is refused at the upgrade with 422; 500 characters pass', async () => {
    const refused = await attempt(t.base, `stream=hashtag&tag=${'b'.repeat(501)}`);
    expect(refused.outcome).toBe(422);
    expect((await attempt(t.base, `stream=hashtag&tag=${'b'.repeat(500)}`)).outcome).toBe('open');
    expect((await attempt(t.base, `stream=hashtag:local&tag=${encodeURIComponent('a b')}`)).outcome).toBe(
      422,
    );
  });

  test('names Mastodon takes (a middle dot, a ZWNJ, digits joined by an underscore) are hashtags', async () => {
    for (const name of ['café·bar', 'می\u200Cخواهم', '1_2']) {
      const res = await api(t.base, 'GET', `/api/v1/tags/${encodeURIComponent(name)}`);
      expect(res.status).toBe(200);
      expect(res.body.name).toBe(name);
    }
    const stream = await openStream(t.base, `stream=hashtag&tag=${encodeURIComponent('#café·bar')}`);
    streams.push(stream);
    expect(stream.messages).toEqual([]);
  });
});

describe('channel index', () => {
  interface FakeSocket {
    readyState: number;
    OPEN: number;
    sent: string[];
    send(data: string): void;
    on(): void;
    ping(): void;
    terminate(): void;
    close(): void;
  }
  const fakeSocket = (): FakeSocket => ({
    readyState: 1,
    OPEN: 1,
    sent: [],
    send(data: string) {
      this.sent.push(data);
    },
    on: () => undefined,
    ping: () => undefined,
    terminate: () => undefined,
    close: () => undefined,
  });

  test('a post reaches only the sockets subscribed to its channels, without looking at the others', () => {
    const hub = new StreamingHub();
    let lookedAt = 0;
    /** A subscription that counts every read of what it listens on, once subscribed. */
    const counted = (channel: string, stream: string[]) => {
      const value = {
        get channel() {
          lookedAt += 1;
          return channel;
        },
        get channels() {
          lookedAt += 1;
          return [channel];
        },
        get stream() {
          lookedAt += 1;
          return stream;
        },
      };
      return value as unknown as Subscription;
    };
    const others: FakeSocket[] = [];
    for (let i = 0; i < 1000; i++) {
      const socket = fakeSocket();
      others.push(socket);
      hub.subscribe(hub.add(socket as unknown as WebSocket), counted('public', ['public']));
    }
    const tagged = fakeSocket();
    hub.subscribe(hub.add(tagged as unknown as WebSocket), counted('hashtag:cats', ['hashtag', 'cats']));
    lookedAt = 0;

    hub.publish('hashtag:cats', 'update', '{"id":"1"}');
    expect(tagged.sent.map((m) => JSON.parse(m) as StreamMessage)).toEqual([
      { stream: ['hashtag', 'cats'], event: 'update', payload: '{"id":"1"}' },
    ]);
    expect(others.every((socket) => socket.sent.length === 0)).toBe(true);
    // The 1,000 sockets on another channel were not walked.
    expect(lookedAt).toBe(0);
    expect(hub.subscriberCount('public')).toBe(1000);
    expect(hub.subscriberCount('hashtag:cats')).toBe(1);
  });

  test('a closed socket leaves the channel index', () => {
    const hub = new StreamingHub();
    const listeners: Record<string, () => void> = {};
    const socket = {
      ...fakeSocket(),
      on: (event: string, listener: () => void) => (listeners[event] = listener),
    };
    const client = hub.add(socket as unknown as WebSocket);
    hub.subscribe(client, { channels: ['hashtag:gone'], stream: ['hashtag', 'gone'] });
    expect(hub.subscriberCount('hashtag:gone')).toBe(1);
    listeners.close();
    expect(hub.subscriberCount('hashtag:gone')).toBe(0);
    expect(hub.publish('hashtag:gone', 'update', '{}')).toBe(0);
  });
});

describe('scopes per stream', () => {
  const t = useTestServer({ users: ['demo', 'alice'] });

  const favouriteANewPostOfDemo = async (): Promise<string> => {
    const mine = await post(t.base, t.tokens.demo, `Favourite me ${Date.now()}`);
    const fav = await api(t.base, 'POST', `/api/v1/statuses/${mine.id}/favourite`, { token: t.tokens.alice });
    expect(fav.status).toBe(200);
    return mine.id as string;
  };

  test('a read:statuses token gets no notification on the user stream', async () => {
    const statusesOnly = await scopedToken(t.base, 'demo', 'read:statuses');
    const limited = await openStream(t.base, `stream=user&access_token=${statusesOnly}`);
    const full = await openStream(t.base, `stream=user&access_token=${t.tokens.demo}`);
    streams.push(limited, full);
    const statusId = await favouriteANewPostOfDemo();
    const notified = await full.next(
      (m) => m.event === 'notification' && JSON.parse(m.payload!).status?.id === statusId,
    );
    expect(notified.stream).toEqual(['user']);
    await settle();
    expect(limited.messages.filter((m) => m.event === 'notification')).toEqual([]);
    // Its own posts still reach it.
    const own = await post(t.base, t.tokens.demo, 'still streamed');
    await limited.next((m) => m.event === 'update' && JSON.parse(m.payload!).id === own.id);
  });

  test('a read:notifications token may follow user:notification, not the user stream', async () => {
    const notificationsOnly = await scopedToken(t.base, 'demo', 'read:notifications');
    const stream = await openStream(t.base, `stream=user:notification&access_token=${notificationsOnly}`);
    streams.push(stream);
    const statusId = await favouriteANewPostOfDemo();
    const notified = await stream.next(
      (m) => m.event === 'notification' && JSON.parse(m.payload!).status?.id === statusId,
    );
    expect(notified.stream).toEqual(['user:notification']);
    expect((await attempt(t.base, `stream=user&access_token=${notificationsOnly}`)).outcome).toBe(401);
    // Asked for by message, the user stream answers the same.
    stream.send(JSON.stringify({ type: 'subscribe', stream: 'direct' }));
    const error = (await stream.next((m) => (m as AnyJson).error !== undefined)) as AnyJson;
    expect(error).toEqual({ error: 'Access token does not cover required scopes', status: 401 });
  });
});

describe('announcement reactions', () => {
  const t = useTestServer({ users: ['demo', 'alice', 'carol'] });

  test('deleting a reaction nobody made broadcasts nothing and answers 404', async () => {
    const listening = await openStream(t.base, `stream=user&access_token=${t.tokens.demo}`);
    streams.push(listening);
    const list = await api(t.base, 'GET', '/api/v1/announcements', { token: t.tokens.carol });
    const [first] = list.body as AnyJson[];
    const reactionPath = (name: string) =>
      `/api/v1/announcements/${first.id}/reactions/${encodeURIComponent(name)}`;
    const statuses: number[] = [];
    for (const name of ['<script>alert(1)</script>', 'x'.repeat(90), '🎈', 'blobcat'])
      statuses.push((await api(t.base, 'DELETE', reactionPath(name), { token: t.tokens.carol })).status);
    // A reaction given again is no change either.
    expect((await api(t.base, 'PUT', reactionPath('🦊'), { token: t.tokens.alice })).status).toBe(200);
    await listening.next((m) => m.event === 'announcement.reaction');
    expect((await api(t.base, 'PUT', reactionPath('🦊'), { token: t.tokens.alice })).status).toBe(200);
    // A real change afterwards shows the stream was listening all along.
    expect((await api(t.base, 'DELETE', reactionPath('🦊'), { token: t.tokens.alice })).status).toBe(200);
    await listening.next((m) => m.event === 'announcement.reaction' && JSON.parse(m.payload!).count === 0);
    await settle(200);
    const reactions = listening.messages
      .filter((m) => m.event === 'announcement.reaction')
      .map((m) => JSON.parse(m.payload!));
    expect(reactions).toEqual([
      { name: '🦊', count: 1, announcement_id: first.id },
      { name: '🦊', count: 0, announcement_id: first.id },
    ]);
    // As Mastodon answers withdrawing a reaction one did not give.
    expect(statuses).toEqual([404, 404, 404, 404]);
  });
});
