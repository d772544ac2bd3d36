import { api, post, useTestServer, type AnyJson } from './helpers';
import { openStream, type StreamClient, type StreamMessage } from './stream-client';

/*
 * Local-only posts are for signed-in accounts of this server (every account here): a signed-out visitor
 * never reads one, whatever the way in (the post, threads, profiles, boosts, quotes, streams, link and
 * trend lists, history, interactions, polls); a signed-in user reads them as any public post. A block
 * closes an account's profile posts both ways.
 */

const ctx = useTestServer({
  users: ['demo', 'alice', 'bob', 'carol', 'dave'],
  accounts: ['alice', 'bob', 'carol', 'dave'],
});

const streams: StreamClient[] = [];
afterAll(() => {
  for (const stream of streams) stream.close();
});

const TRENDING = 'https://news.example/2026/river-festival';

async function get(path: string, token?: string): Promise<AnyJson> {
  const res = await api(ctx.base, 'GET', path, { token });
  return res;
}

async function ids(path: string, token?: string): Promise<string[]> {
  const res = await get(path, token);
  expect(res.status).toBe(200);
  return (res.body as AnyJson[]).map((s) => s.id as string);
}

/** Every post a paged-by-offset trend list holds, page after page. */
async function allTrendingIds(path: string, token?: string): Promise<string[]> {
  const found: string[] = [];
  for (let offset = 0; offset < 2000; offset += 40) {
    const page = await ids(`${path}?limit=40&offset=${offset}`, token);
    found.push(...page);
    if (page.length < 40) break;
  }
  return found;
}

async function localOnlyPost(text: string, extra: Record<string, unknown> = {}): Promise<AnyJson> {
  const status = await post(ctx.base, ctx.tokens.alice, text, { local_only: true, ...extra });
  expect(status.local_only).toBe(true);
  return status;
}

const updateOf = (id: string) => (m: StreamMessage) =>
  m.event === 'update' && typeof m.payload === 'string' && JSON.parse(m.payload).id === id;

describe('a signed-out visitor cannot read a local-only post', () => {
  test('a signed-out visitor cannot read a local-only post by its id', async () => {
    const status = await localOnlyPost('Only for this server, by id');
    expect((await get(`/api/v1/statuses/${status.id}`)).status).toBe(404);
    const signedIn = await get(`/api/v1/statuses/${status.id}`, ctx.tokens.demo);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.id).toBe(status.id);
  });

  test('a signed-out visitor cannot read a local-only post through ?id[]', async () => {
    const status = await localOnlyPost('Only for this server, many at once');
    const open = await post(ctx.base, ctx.tokens.alice, 'For everyone, many at once');
    const query = `/api/v1/statuses?id[]=${status.id}&id[]=${open.id}`;
    expect(await ids(query)).toEqual([open.id]);
    expect(await ids(query, ctx.tokens.demo)).toEqual([status.id, open.id]);
  });

  test("a signed-out visitor cannot read a local-only post in a thread's context", async () => {
    const root = await post(ctx.base, ctx.tokens.alice, 'A public start of a thread');
    const middle = await localOnlyPost('A local-only answer in the thread', { in_reply_to_id: root.id });
    const leaf = await post(ctx.base, ctx.tokens.bob, 'A public answer to the local-only one', {
      in_reply_to_id: middle.id,
    });
    const anonymousRoot = await get(`/api/v1/statuses/${root.id}/context`);
    expect(anonymousRoot.body.descendants.map((s: AnyJson) => s.id)).not.toContain(middle.id);
    const anonymousLeaf = await get(`/api/v1/statuses/${leaf.id}/context`);
    expect(anonymousLeaf.body.ancestors.map((s: AnyJson) => s.id)).toEqual([root.id]);
    expect((await get(`/api/v1/statuses/${middle.id}/context`)).status).toBe(404);
    const signedIn = await get(`/api/v1/statuses/${root.id}/context`, ctx.tokens.demo);
    expect(signedIn.body.descendants.map((s: AnyJson) => s.id)).toEqual([middle.id, leaf.id]);
    const signedInLeaf = await get(`/api/v1/statuses/${leaf.id}/context`, ctx.tokens.demo);
    expect(signedInLeaf.body.ancestors.map((s: AnyJson) => s.id)).toEqual([root.id, middle.id]);
  });

  test("a signed-out visitor cannot read a local-only post on its author's profile, pinned or not", async () => {
    const status = await localOnlyPost('Only for this server, on the profile');
    const pinned = await api(ctx.base, 'POST', `/api/v1/statuses/${status.id}/pin`, {
      token: ctx.tokens.alice,
    });
    expect(pinned.status).toBe(200);
    const profile = `/api/v1/accounts/${ctx.ids.alice}/statuses?limit=40`;
    expect(await ids(profile)).not.toContain(status.id);
    expect(await ids(`${profile}&pinned=true`)).not.toContain(status.id);
    expect(await ids(profile, ctx.tokens.demo)).toContain(status.id);
    expect(await ids(`${profile}&pinned=true`, ctx.tokens.demo)).toContain(status.id);
    // The visitor's page is still a full page of what it may read.
    expect(await ids(`/api/v1/accounts/${ctx.ids.alice}/statuses?limit=1`)).toHaveLength(1);
  });

  test("a signed-out visitor cannot read a local-only post through a boost on the booster's profile", async () => {
    const status = await localOnlyPost('Only for this server, boosted');
    const boost = await api(ctx.base, 'POST', `/api/v1/statuses/${status.id}/reblog`, {
      token: ctx.tokens.bob,
    });
    expect(boost.status).toBe(200);
    const profile = `/api/v1/accounts/${ctx.ids.bob}/statuses?limit=40`;
    const visitor = await get(profile);
    expect(visitor.body.map((s: AnyJson) => s.id)).not.toContain(boost.body.id);
    expect(visitor.text).not.toContain('Only for this server, boosted');
    expect((await get(`/api/v1/statuses/${boost.body.id}`)).status).toBe(404);
    const signedIn = await get(profile, ctx.tokens.demo);
    const shown = (signedIn.body as AnyJson[]).find((s) => s.id === boost.body.id);
    expect(shown?.reblog?.id).toBe(status.id);
  });

  test('a signed-out visitor cannot read a local-only post quoted in a public post (REST)', async () => {
    const status = await localOnlyPost('Only for this server, quoted');
    const quote = await post(ctx.base, ctx.tokens.dave, 'Quoting a local-only post', {
      quoted_status_id: status.id,
    });
    const visitor = await get(`/api/v1/statuses/${quote.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.quote).toEqual({ state: 'unauthorized', quoted_status: null });
    expect(visitor.text).not.toContain('Only for this server, quoted');
    const listed = await get(`/api/v1/accounts/${ctx.ids.dave}/statuses?limit=5`);
    expect(listed.text).not.toContain('Only for this server, quoted');
    const signedIn = await get(`/api/v1/statuses/${quote.id}`, ctx.tokens.demo);
    expect(signedIn.body.quote.state).toBe('accepted');
    expect(signedIn.body.quote.quoted_status.id).toBe(status.id);
  });

  test('a signed-out visitor cannot read a local-only post quoted in a public post on the anonymous public stream', async () => {
    const visitor = await openStream(ctx.base, 'stream=public');
    const signedIn = await openStream(ctx.base, `stream=public&access_token=${ctx.tokens.demo}`);
    streams.push(visitor, signedIn);
    const status = await localOnlyPost('Only for this server, quoted on a stream');
    const quote = await post(ctx.base, ctx.tokens.dave, 'Quoting it where everyone listens', {
      quoted_status_id: status.id,
    });
    const anonymous = await visitor.next(updateOf(quote.id));
    expect(anonymous.payload).not.toContain('Only for this server, quoted on a stream');
    expect(JSON.parse(anonymous.payload!).quote).toEqual({ state: 'unauthorized', quoted_status: null });
    const member = JSON.parse((await signedIn.next(updateOf(quote.id))).payload!);
    expect(member.quote.state).toBe('accepted');
    expect(member.quote.quoted_status.id).toBe(status.id);
  });

  test('a signed-out visitor cannot read a local-only post in the link timeline', async () => {
    const status = await localOnlyPost(`Only for this server: ${TRENDING}`);
    const path = `/api/v1/timelines/link?url=${encodeURIComponent(TRENDING)}&limit=40`;
    const visitor = await ids(path);
    expect(visitor).not.toContain(status.id);
    expect(visitor.length).toBeGreaterThan(0);
    expect(await ids(path, ctx.tokens.demo)).toContain(status.id);
  });

  test('a signed-out visitor cannot read a local-only post in trending posts', async () => {
    const status = await localOnlyPost('Only for this server, and popular');
    for (const user of ['demo', 'bob', 'carol', 'dave'] as const)
      expect(
        (await api(ctx.base, 'POST', `/api/v1/statuses/${status.id}/favourite`, { token: ctx.tokens[user] }))
          .status,
      ).toBe(200);
    expect(await allTrendingIds('/api/v1/trends/statuses')).not.toContain(status.id);
    expect(await allTrendingIds('/api/v1/trends/statuses', ctx.tokens.demo)).toContain(status.id);
  });

  test('a signed-out visitor does not see local-only posts counted in trending links', async () => {
    const uses = async (token?: string): Promise<number> => {
      const links = await get('/api/v1/trends/links?limit=20', token);
      const link = (links.body as AnyJson[]).find((l) => l.url === TRENDING);
      return link ? Number(link.history[0].uses) : 0;
    };
    const visitorBefore = await uses();
    const signedInBefore = await uses(ctx.tokens.demo);
    await localOnlyPost(`Counted for this server only: ${TRENDING}`);
    await localOnlyPost(`Counted for this server only, again: ${TRENDING}`);
    expect(await uses()).toBe(visitorBefore);
    expect(await uses(ctx.tokens.demo)).toBe(signedInBefore + 2);
  });

  test('a signed-out visitor does not see local-only posts counted in a hashtag or trending hashtags', async () => {
    await localOnlyPost('Only for this server #localonlytagcount');
    await localOnlyPost('Only for this server, again #localonlytagcount');
    const visitor = await get('/api/v1/tags/localonlytagcount');
    expect(visitor.body.history[0].uses).toBe('0');
    const signedIn = await get('/api/v1/tags/localonlytagcount', ctx.tokens.demo);
    expect(signedIn.body.history[0].uses).toBe('2');
    const trending = async (token?: string): Promise<string[]> => {
      const names: string[] = [];
      for (let offset = 0; offset < 400; offset += 20) {
        const page = await get(`/api/v1/trends/tags?limit=20&offset=${offset}`, token);
        names.push(...(page.body as AnyJson[]).map((t) => t.name as string));
        if (page.body.length < 20) break;
      }
      return names;
    };
    expect(await trending()).not.toContain('localonlytagcount');
    expect(await trending(ctx.tokens.demo)).toContain('localonlytagcount');
  });

  test('a signed-out visitor cannot read a local-only post in its edit history', async () => {
    const status = await localOnlyPost('Only for this server, first version');
    const edited = await api(ctx.base, 'PUT', `/api/v1/statuses/${status.id}`, {
      token: ctx.tokens.alice,
      json: { status: 'Only for this server, second version' },
    });
    expect(edited.status).toBe(200);
    const visitor = await get(`/api/v1/statuses/${status.id}/history`);
    expect(visitor.status).toBe(404);
    expect(visitor.text).not.toContain('first version');
    const signedIn = await get(`/api/v1/statuses/${status.id}/history`, ctx.tokens.demo);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toHaveLength(2);
  });

  test('a signed-out visitor cannot read a local-only post through favourited_by or reblogged_by', async () => {
    const status = await localOnlyPost('Only for this server, liked');
    await api(ctx.base, 'POST', `/api/v1/statuses/${status.id}/favourite`, { token: ctx.tokens.carol });
    await api(ctx.base, 'POST', `/api/v1/statuses/${status.id}/reblog`, { token: ctx.tokens.carol });
    for (const path of ['favourited_by', 'reblogged_by']) {
      expect((await get(`/api/v1/statuses/${status.id}/${path}`)).status).toBe(404);
      const signedIn = await get(`/api/v1/statuses/${status.id}/${path}`, ctx.tokens.demo);
      expect(signedIn.body.map((a: AnyJson) => a.id)).toEqual([ctx.ids.carol]);
    }
  });

  test('a signed-out visitor cannot read a local-only post through its poll', async () => {
    const status = await localOnlyPost('Only for this server, a question', {
      poll: { options: ['yes', 'no'], expires_in: 3600 },
    });
    expect((await get(`/api/v1/polls/${status.poll.id}`)).status).toBe(404);
    const signedIn = await get(`/api/v1/polls/${status.poll.id}`, ctx.tokens.demo);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.options.map((o: AnyJson) => o.title)).toEqual(['yes', 'no']);
  });
});

describe('blocks and profile posts', () => {
  test("a blocked account gets an empty list of the blocker's posts, and the blocker of the blocked's", async () => {
    // Carol blocks bob.
    const mine = await post(ctx.base, ctx.tokens.carol, 'Carol writes before the block');
    const his = await post(ctx.base, ctx.tokens.bob, 'Bob writes before the block');
    await api(ctx.base, 'POST', `/api/v1/statuses/${mine.id}/pin`, { token: ctx.tokens.carol });
    const blocked = await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.bob}/block`, {
      token: ctx.tokens.carol,
    });
    expect(blocked.status).toBe(200);
    const carolProfile = `/api/v1/accounts/${ctx.ids.carol}/statuses`;
    const bobProfile = `/api/v1/accounts/${ctx.ids.bob}/statuses`;
    expect(await ids(carolProfile, ctx.tokens.bob)).toEqual([]);
    expect(await ids(`${carolProfile}?pinned=true`, ctx.tokens.bob)).toEqual([]);
    expect(await ids(bobProfile, ctx.tokens.carol)).toEqual([]);
    // Anyone else still reads both profiles.
    expect(await ids(carolProfile, ctx.tokens.demo)).toContain(mine.id);
    expect(await ids(`${carolProfile}?pinned=true`, ctx.tokens.demo)).toContain(mine.id);
    expect(await ids(bobProfile)).toContain(his.id);
    await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.bob}/unblock`, { token: ctx.tokens.carol });
    expect(await ids(carolProfile, ctx.tokens.bob)).toContain(mine.id);
  });
});
