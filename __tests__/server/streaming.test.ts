import WebSocket from 'ws';
import { rawText } from '../../server/streaming/socket';
import { api, post, useTestServer, type AnyJson } from './helpers';
import { componentErrors } from './schema';

const sockets: WebSocket[] = [];

const ctx = useTestServer({ users: ['demo', 'alice'] });
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
});

interface Message {
  stream: string[];
  event: string;
  payload: string;
}

/** A socket that records every message, with a way to wait for the first one matching a predicate. */
async function connect(
  query: string,
  protocols?: string,
): Promise<{
  socket: WebSocket;
  next: (match: (m: Message) => boolean) => Promise<Message>;
  messages: Message[];
}> {
  const socket = new WebSocket(`${ctx.base.replace('http', 'ws')}/api/v1/streaming?${query}`, protocols);
  sockets.push(socket);
  const messages: Message[] = [];
  const waiters: { match: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(rawText(data)) as Message;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = (match: (m: Message) => boolean): Promise<Message> => {
    const found = messages.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching streaming message')), 4000);
      waiters.push({ match, resolve: (m: AnyJson) => (clearTimeout(timer), resolve(m)) });
    });
  };
  return { socket, next, messages };
}

describe('streaming (one connection, Mastodon events)', () => {
  test('health answers OK', async () => {
    const res = await fetch(`${ctx.base}/api/v1/streaming/health`);
    expect(await res.text()).toBe('OK');
  });

  test('posting, editing, boosting and deleting reach the user and public streams', async () => {
    const user = await connect(`stream=user&access_token=${ctx.tokens.demo}`);
    const pub = await connect('stream=public:local');
    const status = await post(ctx.base, ctx.tokens.alice, 'Streaming hello #streamtest');
    const update = await user.next(
      (m: AnyJson) => m.event === 'update' && JSON.parse(m.payload).id === status.id,
    );
    expect(update.stream).toEqual(['user']);
    expect(componentErrors('Status', JSON.parse(update.payload))).toBeNull();
    const local = await pub.next((m: AnyJson) => m.event === 'update');
    expect(local.stream).toEqual(['public:local']);

    await api(ctx.base, 'PUT', `/api/v1/statuses/${status.id}`, {
      token: ctx.tokens.alice,
      json: { status: 'Edited hello' },
    });
    const edit = await user.next((m: AnyJson) => m.event === 'status.update');
    expect(JSON.parse(edit.payload).content).toBe('<p>Edited hello</p>');

    // A boost reaches home when the post is not among its newest entries already (a fresh post is, and
    // its boost stays out): alice boosts an older post of hers, past the newest page of demo's home.
    const aliceId = JSON.parse(update.payload).account.id as string;
    const older = await api(
      ctx.base,
      'GET',
      `/api/v1/accounts/${aliceId}/statuses?exclude_reblogs=true&exclude_replies=true&limit=40`,
      { token: ctx.tokens.alice },
    );
    const old = (older.body as AnyJson[]).filter((s) => !s.reblogged && s.visibility === 'public').at(-1);
    const boost = await api(ctx.base, 'POST', `/api/v1/statuses/${old.id}/reblog`, {
      token: ctx.tokens.alice,
    });
    const boosted = await user.next(
      (m: AnyJson) => m.event === 'update' && JSON.parse(m.payload).id === boost.body.id,
    );
    expect(JSON.parse(boosted.payload).reblog.id).toBe(old.id);
    await api(ctx.base, 'POST', `/api/v1/statuses/${old.id}/unreblog`, { token: ctx.tokens.alice });

    await api(ctx.base, 'DELETE', `/api/v1/statuses/${status.id}`, { token: ctx.tokens.alice });
    const deleted = await user.next((m: AnyJson) => m.event === 'delete' && m.payload === status.id);
    expect(deleted.stream).toEqual(['user']);
    await pub.next((m: AnyJson) => m.event === 'delete' && m.payload === status.id);
  });

  test('subscribe messages add hashtag and list streams; the token may come as a protocol', async () => {
    const client = await connect('', ctx.tokens.demo);
    client.socket.send(JSON.stringify({ type: 'subscribe', stream: 'hashtag', tag: 'Kittens' }));
    const lists = await api(ctx.base, 'GET', '/api/v1/lists', { token: ctx.tokens.demo });
    const friends = lists.body.find((l: AnyJson) => l.title === 'Friends');
    client.socket.send(JSON.stringify({ type: 'subscribe', stream: 'list', list: friends.id }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const status = await post(ctx.base, ctx.tokens.alice, 'so cute #kittens');
    const tagged = await client.next((m: AnyJson) => m.stream[0] === 'hashtag');
    expect(tagged.stream).toEqual(['hashtag', 'kittens']);
    const listed = await client.next((m: AnyJson) => m.stream[0] === 'list');
    expect(listed.stream).toEqual(['list', friends.id]);
    expect(JSON.parse(listed.payload).id).toBe(status.id);

    client.socket.send(JSON.stringify({ type: 'unsubscribe', stream: 'hashtag', tag: 'kittens' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const count = client.messages.length;
    await post(ctx.base, ctx.tokens.demo, 'more #kittens', { visibility: 'unlisted' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.messages.slice(count).filter((m: AnyJson) => m.stream[0] === 'hashtag')).toEqual([]);
  });

  test('notifications go out on user and user:notification', async () => {
    const user = await connect(`stream=user:notification&access_token=${ctx.tokens.demo}`);
    const mine = await post(ctx.base, ctx.tokens.demo, 'Favourite this');
    await api(ctx.base, 'POST', `/api/v1/statuses/${mine.id}/favourite`, { token: ctx.tokens.alice });
    const notification = await user.next((m: AnyJson) => m.event === 'notification');
    expect(notification.stream).toEqual(['user:notification']);
    const payload = JSON.parse(notification.payload);
    expect(payload).toMatchObject({
      type: 'favourite',
      account: { username: 'alice' },
      status: { id: mine.id },
    });
    expect(componentErrors('Notification', payload)).toBeNull();
  });

  test('user streams need a valid token', async () => {
    await expect(connect('stream=user')).rejects.toThrow(/401/);
    await expect(connect('stream=user&access_token=bad')).rejects.toThrow(/401/);
  });
});
