// Calls of SPEC.md section 7 not covered elsewhere; every 200 answer is validated against the schema.
import { accountId, api, post, startTestServer, tokenFor, type AnyJson, type TestServer } from './helpers';

let server: TestServer;
let base: string;
let demo: string;
let alice: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  demo = await tokenFor(base, 'demo');
  alice = await tokenFor(base, 'alice');
}, 60_000);
afterAll(async () => server.close());

const TRENDING = 'https://blog.example/posts/local-first-software';

describe('link timeline (SPEC 7 Timelines: v1/timelines/link with url)', () => {
  test('lists public posts linking to a trending article, newest first, paged by Link', async () => {
    const res = await api(base, 'GET', `/api/v1/timelines/link?url=${encodeURIComponent(TRENDING)}&limit=2`);
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
    const open = await post(base, alice, `Worth reading: ${TRENDING}`, { visibility: 'public' });
    const quiet = await post(base, alice, `Just for followers: ${TRENDING}`, { visibility: 'private' });
    const res = await api(base, 'GET', `/api/v1/timelines/link?url=${encodeURIComponent(TRENDING)}`);
    const ids = (res.body as AnyJson[]).map((s) => s.id);
    expect(ids[0]).toBe(open.id);
    expect(ids).not.toContain(quiet.id);
  });

  test('a link that is not trending, or none, answers 404', async () => {
    const unknown = await api(
      base,
      'GET',
      `/api/v1/timelines/link?url=${encodeURIComponent('https://nowhere.example/')}`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Record not found' });
    expect((await api(base, 'GET', '/api/v1/timelines/link')).status).toBe(404);
  });
});

describe('who boosted and favourited a post (SPEC 7 Statuses)', () => {
  test('reblogged_by and favourited_by list the accounts', async () => {
    const status = await post(base, alice, 'Boost and star me', { visibility: 'public' });
    const demoId = await accountId(base, demo);
    expect((await api(base, 'POST', `/api/v1/statuses/${status.id}/favourite`, { token: demo })).status).toBe(
      200,
    );
    expect((await api(base, 'POST', `/api/v1/statuses/${status.id}/reblog`, { token: demo })).status).toBe(
      200,
    );
    const favourited = await api(base, 'GET', `/api/v1/statuses/${status.id}/favourited_by`, {
      token: alice,
    });
    const reblogged = await api(base, 'GET', `/api/v1/statuses/${status.id}/reblogged_by`, { token: alice });
    expect((favourited.body as AnyJson[]).map((a) => a.id)).toEqual([demoId]);
    expect((reblogged.body as AnyJson[]).map((a) => a.id)).toEqual([demoId]);
  });
});

describe('remove from followers (SPEC 7 Accounts)', () => {
  test('the follower no longer follows, and the relationship says so', async () => {
    const demoId = await accountId(base, demo);
    const aliceId = await accountId(base, alice);
    await api(base, 'POST', `/api/v1/accounts/${demoId}/follow`, { token: alice });
    const before = await api(base, 'GET', `/api/v1/accounts/relationships?id[]=${aliceId}`, { token: demo });
    expect(before.body[0].followed_by).toBe(true);
    const res = await api(base, 'POST', `/api/v1/accounts/${aliceId}/remove_from_followers`, { token: demo });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: aliceId, followed_by: false });
    const after = await api(base, 'GET', `/api/v1/accounts/relationships?id[]=${aliceId}`, { token: demo });
    expect(after.body[0].followed_by).toBe(false);
  });
});

describe('server information (SPEC 7 Server information)', () => {
  test('extended description', async () => {
    const res = await api(base, 'GET', '/api/v1/instance/extended_description');
    expect(res.status).toBe(200);
    expect(typeof res.body.content).toBe('string');
  });

  test('translation languages: an object from source language to target languages (no schema; as Mastodon)', async () => {
    const res = await api(base, 'GET', '/api/v1/instance/translation_languages');
    expect(res.status).toBe(200);
    expect(res.body !== null && typeof res.body === 'object' && !Array.isArray(res.body)).toBe(true);
    for (const targets of Object.values(res.body as Record<string, unknown>))
      expect(Array.isArray(targets)).toBe(true);
  });
});
