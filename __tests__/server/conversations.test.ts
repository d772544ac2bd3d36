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
