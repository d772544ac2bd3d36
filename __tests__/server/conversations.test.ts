import { api, post, useTestServer, type AnyJson } from './helpers';
import { componentErrors } from './schema';
import { openStream, type StreamClient } from './stream-client';

const streams: StreamClient[] = [];

const ctx = useTestServer({ users: ['demo', 'alice'] });
afterAll(async () => {
  for (const s of streams) s.close();
});

describe('conversations', () => {
  test('the seed gives demo conversations, newest first, paged by their last post', async () => {
    const res = await api(ctx.base, 'GET', '/api/v1/conversations?limit=2', { token: ctx.tokens.demo });
    expect(res.body).toHaveLength(2);
    expect(res.headers.get('link')).toContain(`max_id=${res.body[1].last_status.id}`);
    for (const c of res.body) expect(c.last_status.visibility).toBe('direct');
    expect(res.body[0].last_status.id > res.body[1].last_status.id).toBe(true);
  });

  test('a direct thread is one conversation, unread for the recipient, streamed as `conversation`', async () => {
    const direct = await openStream(ctx.base, `stream=direct&access_token=${ctx.tokens.alice}`);
    streams.push(direct);
    const first = await post(ctx.base, ctx.tokens.demo, '@alice just between us', { visibility: 'direct' });
    const event = await direct.next(
      (m) => m.event === 'conversation' && JSON.parse(m.payload!).last_status.id === first.id,
    );
    const streamed = JSON.parse(event.payload!);
    expect(componentErrors('Conversation', streamed)).toBeNull();
    expect(streamed).toMatchObject({ unread: true, accounts: [{ username: 'demo' }] });
    const reply = await post(ctx.base, ctx.tokens.alice, '@demo sure', {
      visibility: 'direct',
      in_reply_to_id: first.id,
    });
    const mine = (await api(ctx.base, 'GET', '/api/v1/conversations', { token: ctx.tokens.alice })).body;
    const conv = mine.find((c: AnyJson) => c.id === streamed.id);
    expect(conv).toMatchObject({ unread: false, last_status: { id: reply.id } });
    const demos = (await api(ctx.base, 'GET', '/api/v1/conversations', { token: ctx.tokens.demo })).body;
    const demoConv = demos.find((c: AnyJson) => c.last_status.id === reply.id);
    expect(demoConv.unread).toBe(true);
    const read = await api(ctx.base, 'POST', `/api/v1/conversations/${demoConv.id}/read`, {
      token: ctx.tokens.demo,
    });
    expect(read.body.unread).toBe(false);

    await api(ctx.base, 'DELETE', `/api/v1/statuses/${reply.id}`, { token: ctx.tokens.alice });
    const after = (await api(ctx.base, 'GET', '/api/v1/conversations', { token: ctx.tokens.demo })).body;
    expect(after.find((c: AnyJson) => c.id === demoConv.id).last_status.id).toBe(first.id);
    expect(
      (await api(ctx.base, 'DELETE', `/api/v1/conversations/${demoConv.id}`, { token: ctx.tokens.demo }))
        .status,
    ).toBe(200);
    const gone = (await api(ctx.base, 'GET', '/api/v1/conversations', { token: ctx.tokens.demo })).body;
    expect(gone.map((c: AnyJson) => c.id)).not.toContain(demoConv.id);
    expect(
      (await api(ctx.base, 'POST', `/api/v1/conversations/${demoConv.id}/read`, { token: ctx.tokens.alice }))
        .status,
    ).toBe(404);
  });
});

describe('conversations and the accounts the user hides, as Mastodon keeps them', () => {
  const hiding = useTestServer({
    users: ['demo', 'alice', 'carol', 'dave'],
    accounts: ['alice', 'carol', 'dave'],
  });
  const conversationsOf = async (token: string) =>
    (await api(hiding.base, 'GET', '/api/v1/conversations', { token })).body as AnyJson[];
  const withAccount = (list: AnyJson[], username: string) =>
    list.filter((c) => c.accounts.some((a: AnyJson) => a.username === username));

  test('a block takes away the conversations with the blocked account (its own stay), and its new direct posts never reach the blocker', async () => {
    await post(hiding.base, hiding.tokens.alice, '@carol a secret', { visibility: 'direct' });
    expect(withAccount(await conversationsOf(hiding.tokens.carol), 'alice')).toHaveLength(1);

    await api(hiding.base, 'POST', `/api/v1/accounts/${hiding.ids.alice}/block`, {
      token: hiding.tokens.carol,
    });
    expect(withAccount(await conversationsOf(hiding.tokens.carol), 'alice')).toEqual([]);
    expect(withAccount(await conversationsOf(hiding.tokens.alice), 'carol')).toHaveLength(1);

    const direct = await openStream(hiding.base, `stream=direct&access_token=${hiding.tokens.carol}`);
    streams.push(direct);
    const again = await post(hiding.base, hiding.tokens.alice, '@carol are you there?', {
      visibility: 'direct',
    });
    expect(withAccount(await conversationsOf(hiding.tokens.carol), 'alice')).toEqual([]);
    expect(withAccount(await conversationsOf(hiding.tokens.alice), 'carol')[0].last_status.id).toBe(again.id);
    // A marker post after it: had the blocked one been streamed, it would have come first.
    const marker = await post(hiding.base, hiding.tokens.dave, '@carol marker', { visibility: 'direct' });
    const first = await direct.next((m) => m.event === 'conversation');
    expect(JSON.parse(first.payload!).last_status.id).toBe(marker.id);
  });

  test('a mute that hides notifications does the same; a mute of posts only keeps them and lets new ones in', async () => {
    await post(hiding.base, hiding.tokens.dave, '@demo first words', { visibility: 'direct' });
    await api(hiding.base, 'POST', `/api/v1/accounts/${hiding.ids.dave}/mute`, {
      token: hiding.tokens.demo,
      json: { notifications: false },
    });
    expect(withAccount(await conversationsOf(hiding.tokens.demo), 'dave')).toHaveLength(1);
    const kept = await post(hiding.base, hiding.tokens.dave, '@demo still here', { visibility: 'direct' });
    expect(withAccount(await conversationsOf(hiding.tokens.demo), 'dave')[0].last_status.id).toBe(kept.id);

    await api(hiding.base, 'POST', `/api/v1/accounts/${hiding.ids.dave}/mute`, {
      token: hiding.tokens.demo,
      json: { notifications: true },
    });
    expect(withAccount(await conversationsOf(hiding.tokens.demo), 'dave')).toEqual([]);
    await post(hiding.base, hiding.tokens.dave, '@demo hello?', { visibility: 'direct' });
    expect(withAccount(await conversationsOf(hiding.tokens.demo), 'dave')).toEqual([]);
  });
});
