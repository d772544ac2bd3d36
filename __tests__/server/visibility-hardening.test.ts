import { browserKeys, decrypt, startPushService } from '../../e2e/pushService';
import { api, post, useTestServer, type AnyJson } from './helpers';
import { openStream, type StreamClient, type StreamMessage } from './stream-client';

/** Long enough for an event published during a request to have reached a socket or a push service. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

const updateOf = (id: string) => (m: StreamMessage) =>
  m.event === 'update' && (JSON.parse(m.payload ?? '{}') as { id?: string }).id === id;

describe("a former follower's list stream", () => {
  const t = useTestServer({
    users: ['alice', 'carol', 'dave', 'robot'],
    accounts: ['alice', 'carol', 'dave', 'robot'],
  });
  const streams: StreamClient[] = [];
  afterAll(() => streams.forEach((s) => s.close()));

  type User = 'alice' | 'carol' | 'dave' | 'robot';

  /**
   * `owner` follows `author` and lists them; the list's stream gets the author's followers-only post.
   * Then the follow ends as `end` ends it: the author leaves the list, and the list's stream gets none
   * of the author's later posts, followers-only or public.
   */
  async function afterTheFollowEnds(owner: User, author: User, end: () => Promise<unknown>) {
    const followed = await api(t.base, 'POST', `/api/v1/accounts/${t.ids[author]}/follow`, {
      token: t.tokens[owner],
    });
    expect(followed.body.following).toBe(true);
    const list = await api(t.base, 'POST', '/api/v1/lists', {
      token: t.tokens[owner],
      json: { title: `${author} and co` },
    });
    const added = await api(t.base, 'POST', `/api/v1/lists/${list.body.id}/accounts`, {
      token: t.tokens[owner],
      json: { account_ids: [t.ids[author]] },
    });
    expect(added.status).toBe(200);
    const stream = await openStream(
      t.base,
      `stream=list&list=${list.body.id}&access_token=${t.tokens[owner]}`,
    );
    streams.push(stream);
    const before = await post(t.base, t.tokens[author], 'for my followers, before', {
      visibility: 'private',
    });
    await stream.next(updateOf(before.id));

    await end();
    const after = await post(t.base, t.tokens[author], 'for my followers, after', { visibility: 'private' });
    const open = await post(t.base, t.tokens[author], 'for everyone, after');
    await settle();
    expect(stream.messages.filter(updateOf(after.id))).toEqual([]);
    expect(stream.messages.filter(updateOf(open.id))).toEqual([]);

    const members = await api(t.base, 'GET', `/api/v1/lists/${list.body.id}/accounts`, {
      token: t.tokens[owner],
    });
    expect(members.status).toBe(200);
    expect(members.body.map((a: AnyJson) => a.id)).not.toContain(t.ids[author]);
    const timeline = await api(t.base, 'GET', `/api/v1/timelines/list/${list.body.id}`, {
      token: t.tokens[owner],
    });
    expect(timeline.body.map((s: AnyJson) => s.id)).not.toContain(after.id);
  }

  test('gets no followers-only post after unfollowing, and the account leaves the list', async () => {
    await afterTheFollowEnds('dave', 'carol', () =>
      api(t.base, 'POST', `/api/v1/accounts/${t.ids.carol}/unfollow`, { token: t.tokens.dave }),
    );
  });

  test("gets no followers-only post after the author's block, and the author leaves the list", async () => {
    await afterTheFollowEnds('alice', 'dave', () =>
      api(t.base, 'POST', `/api/v1/accounts/${t.ids.alice}/block`, { token: t.tokens.dave }),
    );
  });

  test('gets no followers-only post after the author removes them from followers, and the author leaves the list', async () => {
    await afterTheFollowEnds('robot', 'alice', () =>
      api(t.base, 'POST', `/api/v1/accounts/${t.ids.robot}/remove_from_followers`, {
        token: t.tokens.alice,
      }),
    );
  });
});

describe('the quoted author of a post they may not see', () => {
  const t = useTestServer({
    users: ['demo', 'guild'],
    accounts: ['demo', 'guild', 'alice'],
    // The push service of these tests listens on 127.0.0.1.
    server: { pushAllowLoopback: true },
  });
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  beforeAll(async () => {
    pushService = await startPushService();
  });
  afterAll(() => pushService.close());

  test('gets no notification, no stream event and no push for a followers-only or direct post quoting them', async () => {
    const keys = browserKeys();
    const subscribed = await api(t.base, 'POST', '/api/v1/push/subscription', {
      token: t.tokens.demo,
      json: {
        subscription: {
          endpoint: `${pushService.url}/demo`,
          keys: { p256dh: keys.p256dh, auth: keys.authText },
          standard: true,
        },
        data: { alerts: { quote: true, mention: true }, policy: 'all' },
      },
    });
    expect(subscribed.status).toBe(200);
    // Demo does not follow guild, so guild's followers-only posts are not for demo.
    await api(t.base, 'POST', `/api/v1/accounts/${t.ids.guild}/unfollow`, { token: t.tokens.demo });
    const stream = await openStream(t.base, `stream=user:notification&access_token=${t.tokens.demo}`);
    const count = async () =>
      (await api(t.base, 'GET', '/api/v1/notifications/unread_count', { token: t.tokens.demo })).body.count;
    const unreadBefore = await count();
    const original = await post(t.base, t.tokens.demo, 'a thought anyone may quote');
    const pushedBefore = pushService.received.length;

    const quotes = [
      await post(t.base, t.tokens.guild, 'quoting demo for my followers only', {
        visibility: 'private',
        quoted_status_id: original.id,
      }),
      await post(t.base, t.tokens.guild, '@alice quoting demo behind their back', {
        visibility: 'direct',
        quoted_status_id: original.id,
      }),
    ];
    for (const quote of quotes)
      expect(
        (await api(t.base, 'GET', `/api/v1/statuses/${quote.id}`, { token: t.tokens.demo })).status,
      ).toBe(404);
    await settle();
    stream.close();

    expect(pushService.received.slice(pushedBefore)).toEqual([]);
    expect(stream.messages.filter((m) => m.event === 'notification')).toEqual([]);
    expect(await count()).toBe(unreadBefore);
    const listed = await api(t.base, 'GET', '/api/v1/notifications?types[]=quote', { token: t.tokens.demo });
    expect(listed.body.map((n: AnyJson) => n.status?.id)).not.toEqual(expect.arrayContaining([quotes[0].id]));

    // A public quote still notifies and pushes, with its text.
    const seen = await post(t.base, t.tokens.guild, 'quoting demo in public', {
      quoted_status_id: original.id,
    });
    await pushService.waitFor(pushedBefore + 1);
    const payload = JSON.parse(decrypt(pushService.received[pushedBefore].body, keys.ecdh, keys.auth));
    expect(payload).toMatchObject({ notification_type: 'quote', body: 'quoting demo in public' });
    const after = await api(t.base, 'GET', '/api/v1/notifications?types[]=quote', { token: t.tokens.demo });
    expect(after.body[0].status.id).toBe(seen.id);
  });
});

describe('a block between two accounts', () => {
  const t = useTestServer({
    users: ['alice', 'carol', 'dave'],
    accounts: ['alice', 'carol', 'dave'],
  });
  let carolsPost: AnyJson;
  let davesPost: AnyJson;
  let favouritedBefore: AnyJson;
  beforeAll(async () => {
    carolsPost = await post(t.base, t.tokens.carol, 'carol in public');
    davesPost = await post(t.base, t.tokens.dave, 'dave in public');
    favouritedBefore = await post(t.base, t.tokens.carol, 'dave liked this before the block');
    await api(t.base, 'POST', `/api/v1/statuses/${favouritedBefore.id}/favourite`, { token: t.tokens.dave });
    const blocked = await api(t.base, 'POST', `/api/v1/accounts/${t.ids.dave}/block`, {
      token: t.tokens.carol,
    });
    expect(blocked.body.blocking).toBe(true);
  });

  /** Every way of reading or acting on a post that a block closes, with each answer's status. */
  async function attempts(token: string, id: string): Promise<Record<string, number>> {
    const status = async (method: string, path: string, json?: unknown) =>
      (await api(t.base, method, path, { token, json })).status;
    return {
      read: await status('GET', `/api/v1/statuses/${id}`),
      context: await status('GET', `/api/v1/statuses/${id}/context`),
      favourited_by: await status('GET', `/api/v1/statuses/${id}/favourited_by`),
      reblogged_by: await status('GET', `/api/v1/statuses/${id}/reblogged_by`),
      favourite: await status('POST', `/api/v1/statuses/${id}/favourite`),
      reblog: await status('POST', `/api/v1/statuses/${id}/reblog`),
      bookmark: await status('POST', `/api/v1/statuses/${id}/bookmark`),
      reply: await status('POST', '/api/v1/statuses', { status: 'a reply', in_reply_to_id: id }),
      quote: await status('POST', '/api/v1/statuses', { status: 'a quote', quoted_status_id: id }),
      many:
        (await api(t.base, 'GET', `/api/v1/statuses?id[]=${id}`, { token })).body.length === 0 ? 404 : 200,
    };
  }
  const allNotFound = {
    read: 404,
    context: 404,
    favourited_by: 404,
    reblogged_by: 404,
    favourite: 404,
    reblog: 404,
    bookmark: 404,
    reply: 404,
    quote: 404,
    many: 404,
  };

  test("the blocked account gets 404 reading, favouriting, boosting, bookmarking, quoting and replying to the blocker's post", async () => {
    expect(await attempts(t.tokens.dave, carolsPost.id)).toEqual(allNotFound);
    // A favourite given before the block can still be taken back, as in Mastodon.
    const undone = await api(t.base, 'POST', `/api/v1/statuses/${favouritedBefore.id}/unfavourite`, {
      token: t.tokens.dave,
    });
    expect(undone.status).toBe(200);
    expect(undone.body.favourited).toBe(false);
  });

  test("the blocker likewise gets 404 for the blocked account's post", async () => {
    expect(await attempts(t.tokens.carol, davesPost.id)).toEqual(allNotFound);
  });

  test("a thread's context leaves out the posts across a block", async () => {
    const root = await post(t.base, t.tokens.alice, 'a thread everyone answers');
    const byDave = await post(t.base, t.tokens.dave, 'dave answers', { in_reply_to_id: root.id });
    const byCarol = await post(t.base, t.tokens.carol, 'carol answers', { in_reply_to_id: root.id });
    const ids = async (token: string) =>
      (await api(t.base, 'GET', `/api/v1/statuses/${root.id}/context`, { token })).body.descendants.map(
        (s: AnyJson) => s.id,
      );
    expect(await ids(t.tokens.alice)).toEqual([byDave.id, byCarol.id]);
    expect(await ids(t.tokens.carol)).toEqual([byCarol.id]);
    expect(await ids(t.tokens.dave)).toEqual([byDave.id]);
  });

  test('a direct post from the blocker mentioning the blocked account reaches neither its notifications nor its direct stream', async () => {
    const unread = async () =>
      (await api(t.base, 'GET', '/api/v1/notifications/unread_count', { token: t.tokens.dave })).body.count;
    const unreadBefore = await unread();
    const direct = await openStream(t.base, `stream=direct&access_token=${t.tokens.dave}`);
    const user = await openStream(t.base, `stream=user&access_token=${t.tokens.dave}`);
    const dm = await post(t.base, t.tokens.carol, '@dave you will not read this', { visibility: 'direct' });
    const mention = await post(t.base, t.tokens.carol, '@dave nor this');
    await settle();
    direct.close();
    user.close();
    expect(direct.messages.filter((m) => m.event === 'conversation')).toEqual([]);
    expect(user.messages.filter((m) => m.event === 'notification' || updateOf(dm.id)(m))).toEqual([]);
    const notes = await api(t.base, 'GET', `/api/v1/notifications?account_id=${t.ids.carol}`, {
      token: t.tokens.dave,
    });
    expect(notes.body).toEqual([]);
    expect(await unread()).toBe(unreadBefore);
    const all = await api(t.base, 'GET', '/api/v1/notifications?limit=40', { token: t.tokens.dave });
    expect(all.body.map((n: AnyJson) => n.status?.id)).not.toContain(mention.id);
    const conversations = await api(t.base, 'GET', '/api/v1/conversations', { token: t.tokens.dave });
    expect(conversations.body.map((c: AnyJson) => c.last_status?.id)).not.toContain(dm.id);
  });
});
