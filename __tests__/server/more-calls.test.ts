// API calls not covered by the other files; every 200 answer is validated against the schema.
import { accountId, api, post, useTestServer, type AnyJson } from './helpers';

const ctx = useTestServer({ users: ['demo', 'alice'] });

const TRENDING = 'https://blog.example/posts/local-first-software';

describe('link timeline (v1/timelines/link with url)', () => {
  test('lists public posts linking to a trending article, newest first, paged by Link', async () => {
    const res = await api(
      ctx.base,
      'GET',
      `/api/v1/timelines/link?url=${encodeURIComponent(TRENDING)}&limit=2`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    for (const status of res.body as AnyJson[]) {
      expect(status.visibility).toBe('public');
      expect(status.content).toContain('blog.example');
    }
    expect(BigInt(res.body[0].id)).toBeGreaterThan(BigInt(res.body[1].id));
    // The next page keeps the url parameter.
    expect(res.headers.get('link')).toContain('url=');
  });

  test('a new public post with the link joins it; a private one does not', async () => {
    const open = await post(ctx.base, ctx.tokens.alice, `Worth reading: ${TRENDING}`, {
      visibility: 'public',
    });
    const quiet = await post(ctx.base, ctx.tokens.alice, `Just for followers: ${TRENDING}`, {
      visibility: 'private',
    });
    const res = await api(ctx.base, 'GET', `/api/v1/timelines/link?url=${encodeURIComponent(TRENDING)}`);
    const ids = (res.body as AnyJson[]).map((s) => s.id);
    expect(ids[0]).toBe(open.id);
    expect(ids).not.toContain(quiet.id);
  });

  test('a link that is not trending, or none, answers 404', async () => {
    const unknown = await api(
      ctx.base,
      'GET',
      `/api/v1/timelines/link?url=${encodeURIComponent('https://nowhere.example/')}`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Record not found' });
    expect((await api(ctx.base, 'GET', '/api/v1/timelines/link')).status).toBe(404);
  });
});

describe('who boosted and favourited a post', () => {
  test('reblogged_by and favourited_by list the accounts', async () => {
    const status = await post(ctx.base, ctx.tokens.alice, 'Boost and star me', { visibility: 'public' });
    const demoId = await accountId(ctx.base, ctx.tokens.demo);
    expect(
      (await api(ctx.base, 'POST', `/api/v1/statuses/${status.id}/favourite`, { token: ctx.tokens.demo }))
        .status,
    ).toBe(200);
    expect(
      (await api(ctx.base, 'POST', `/api/v1/statuses/${status.id}/reblog`, { token: ctx.tokens.demo }))
        .status,
    ).toBe(200);
    const favourited = await api(ctx.base, 'GET', `/api/v1/statuses/${status.id}/favourited_by`, {
      token: ctx.tokens.alice,
    });
    const reblogged = await api(ctx.base, 'GET', `/api/v1/statuses/${status.id}/reblogged_by`, {
      token: ctx.tokens.alice,
    });
    expect((favourited.body as AnyJson[]).map((a) => a.id)).toEqual([demoId]);
    expect((reblogged.body as AnyJson[]).map((a) => a.id)).toEqual([demoId]);
  });
});

describe('remove from followers', () => {
  test('the follower no longer follows, and the relationship says so', async () => {
    const demoId = await accountId(ctx.base, ctx.tokens.demo);
    const aliceId = await accountId(ctx.base, ctx.tokens.alice);
    await api(ctx.base, 'POST', `/api/v1/accounts/${demoId}/follow`, { token: ctx.tokens.alice });
    const before = await api(ctx.base, 'GET', `/api/v1/accounts/relationships?id[]=${aliceId}`, {
      token: ctx.tokens.demo,
    });
    expect(before.body[0].followed_by).toBe(true);
    const res = await api(ctx.base, 'POST', `/api/v1/accounts/${aliceId}/remove_from_followers`, {
      token: ctx.tokens.demo,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: aliceId, followed_by: false });
    const after = await api(ctx.base, 'GET', `/api/v1/accounts/relationships?id[]=${aliceId}`, {
      token: ctx.tokens.demo,
    });
    expect(after.body[0].followed_by).toBe(false);
  });
});

describe('server information', () => {
  test('extended description', async () => {
    const res = await api(ctx.base, 'GET', '/api/v1/instance/extended_description');
    expect(res.status).toBe(200);
    expect(typeof res.body.content).toBe('string');
  });

  test('translation languages: an object from source language to target languages (no schema; as Mastodon)', async () => {
    const res = await api(ctx.base, 'GET', '/api/v1/instance/translation_languages');
    expect(res.status).toBe(200);
    expect(res.body !== null && typeof res.body === 'object' && !Array.isArray(res.body)).toBe(true);
    for (const targets of Object.values(res.body as Record<string, unknown>))
      expect(Array.isArray(targets)).toBe(true);
  });
});
