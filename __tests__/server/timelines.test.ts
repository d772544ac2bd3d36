import { compareIds } from '../../server/ids';
import { accountId, api, lookup, post, tokenFor, useTestServer, type AnyJson } from './helpers';

const ctx = useTestServer({ users: ['demo'] });

function parseLinks(header: string | null): Record<string, string> {
  const links: Record<string, string> = {};
  for (const match of (header ?? '').matchAll(/<([^>]+)>; rel="(\w+)"/g)) links[match[2]] = match[1];
  return links;
}

describe('timelines', () => {
  test('home pages newest first with Link headers, keeping other params, and caps limit at 40', async () => {
    const first = await api(ctx.base, 'GET', '/api/v1/timelines/home?limit=40', { token: ctx.tokens.demo });
    expect(first.body).toHaveLength(40);
    const ids: string[] = first.body.map((s: AnyJson) => s.id);
    expect([...ids].sort(compareIds).reverse()).toEqual(ids);
    const links = parseLinks(first.headers.get('link'));
    expect(links.next).toBe(`${ctx.base}/api/v1/timelines/home?limit=40&max_id=${ids[39]}`);
    expect(links.prev).toBe(`${ctx.base}/api/v1/timelines/home?limit=40&min_id=${ids[0]}`);

    const second = await api(ctx.base, 'GET', links.next.slice(ctx.base.length), { token: ctx.tokens.demo });
    expect(compareIds(second.body[0].id, ids[39])).toBe(-1);

    const capped = await api(ctx.base, 'GET', '/api/v1/timelines/home?limit=100', { token: ctx.tokens.demo });
    expect(capped.body).toHaveLength(40);
    const byDefault = await api(ctx.base, 'GET', '/api/v1/timelines/home', { token: ctx.tokens.demo });
    expect(byDefault.body).toHaveLength(20);

    const newer = await api(ctx.base, 'GET', `/api/v1/timelines/home?min_id=${ids[5]}&limit=3`, {
      token: ctx.tokens.demo,
    });
    expect(newer.body.map((s: AnyJson) => s.id)).toEqual(ids.slice(2, 5));
    const since = await api(ctx.base, 'GET', `/api/v1/timelines/home?since_id=${ids[5]}&limit=3`, {
      token: ctx.tokens.demo,
    });
    expect(since.body.map((s: AnyJson) => s.id)).toEqual(ids.slice(0, 3));
    const empty = await api(ctx.base, 'GET', `/api/v1/timelines/home?min_id=${ids[0]}`, {
      token: ctx.tokens.demo,
    });
    expect(empty.body).toEqual([]);
    expect(empty.headers.get('link')).toBeNull();
  });

  test('home holds own posts and followed posts, not strangers; anonymous gets 401', async () => {
    const mine = await post(ctx.base, ctx.tokens.demo, 'my own post');
    const banned = await lookup(ctx.base, 'alice');
    const home = await api(ctx.base, 'GET', '/api/v1/timelines/home', { token: ctx.tokens.demo });
    expect(home.body[0].id).toBe(mine.id);
    const authors = new Set(home.body.map((s: AnyJson) => s.account.username));
    expect(authors.has('banned')).toBe(false);
    expect(banned.username).toBe('alice');
    expect((await api(ctx.base, 'GET', '/api/v1/timelines/home')).status).toBe(401);
    const invalid = await api(ctx.base, 'GET', '/api/v1/timelines/home', { token: 'nope' });
    expect(invalid.status).toBe(401);
    expect(invalid.body).toEqual({ error: 'The access token is invalid' });
  });

  test('the public timeline shows only public posts; remote is empty', async () => {
    const pub = await api(ctx.base, 'GET', '/api/v1/timelines/public?limit=40');
    expect(pub.body.length).toBe(40);
    expect(pub.body.every((s: AnyJson) => s.visibility === 'public' && s.reblog === null)).toBe(true);
    const local = await api(ctx.base, 'GET', '/api/v1/timelines/public?local=true&limit=5');
    expect(local.body).toHaveLength(5);
    expect(parseLinks(local.headers.get('link')).next).toContain('local=true&limit=5&max_id=');
    expect((await api(ctx.base, 'GET', '/api/v1/timelines/public?remote=true')).body).toEqual([]);
  });

  test('tag timelines honour any, all and none', async () => {
    await post(ctx.base, ctx.tokens.demo, 'one #alpha #beta');
    await post(ctx.base, ctx.tokens.demo, 'two #alpha');
    await post(ctx.base, ctx.tokens.demo, 'three #gamma');
    const alpha = await api(ctx.base, 'GET', '/api/v1/timelines/tag/alpha');
    expect(alpha.body).toHaveLength(2);
    expect((await api(ctx.base, 'GET', '/api/v1/timelines/tag/alpha?all[]=beta')).body).toHaveLength(1);
    expect((await api(ctx.base, 'GET', '/api/v1/timelines/tag/alpha?none[]=beta')).body).toHaveLength(1);
    expect((await api(ctx.base, 'GET', '/api/v1/timelines/tag/alpha?any[]=gamma')).body).toHaveLength(3);
  });

  test('lists: create, add members, list timeline, update and delete', async () => {
    const created = await api(ctx.base, 'POST', '/api/v1/lists', {
      token: ctx.tokens.demo,
      json: { title: 'Robots', replies_policy: 'none' },
    });
    expect(created.body).toMatchObject({ title: 'Robots', replies_policy: 'none', exclusive: false });
    const robot = await lookup(ctx.base, 'robot');
    const add = await api(ctx.base, 'POST', `/api/v1/lists/${created.body.id}/accounts`, {
      token: ctx.tokens.demo,
      form: { 'account_ids[]': robot.id },
    });
    expect(add.status).toBe(200);
    const stranger = await lookup(ctx.base, 'banned');
    expect(
      (
        await api(ctx.base, 'POST', `/api/v1/lists/${created.body.id}/accounts`, {
          token: ctx.tokens.demo,
          json: { account_ids: [stranger.id] },
        })
      ).status,
    ).toBe(422);
    const members = await api(ctx.base, 'GET', `/api/v1/lists/${created.body.id}/accounts?limit=0`, {
      token: ctx.tokens.demo,
    });
    expect(members.body.map((a: AnyJson) => a.username)).toEqual(['robot']);
    const timeline = await api(ctx.base, 'GET', `/api/v1/timelines/list/${created.body.id}`, {
      token: ctx.tokens.demo,
    });
    expect(timeline.body.length).toBeGreaterThan(0);
    expect(timeline.body.every((s: AnyJson) => s.account.username === 'robot')).toBe(true);
    const renamed = await api(ctx.base, 'PUT', `/api/v1/lists/${created.body.id}`, {
      token: ctx.tokens.demo,
      json: { title: 'Bots' },
    });
    expect(renamed.body.title).toBe('Bots');
    const all = await api(ctx.base, 'GET', '/api/v1/lists', { token: ctx.tokens.demo });
    expect(all.body.map((l: AnyJson) => l.title)).toEqual(expect.arrayContaining(['Bots', 'Friends']));
    const alice = await tokenFor(ctx.base, 'alice');
    expect((await api(ctx.base, 'GET', `/api/v1/lists/${created.body.id}`, { token: alice })).status).toBe(
      404,
    );
    expect(
      (
        await api(ctx.base, 'DELETE', `/api/v1/lists/${created.body.id}`, {
          token: ctx.tokens.demo,
          unchecked: true,
        })
      ).status,
    ).toBe(200);
    expect(
      (await api(ctx.base, 'GET', `/api/v1/timelines/list/${created.body.id}`, { token: ctx.tokens.demo }))
        .status,
    ).toBe(404);
  });

  test('direct timeline holds direct posts to or from the user', async () => {
    const alice = await tokenFor(ctx.base, 'alice');
    const dm = await post(ctx.base, alice, '@demo psst', { visibility: 'direct' });
    const direct = await api(ctx.base, 'GET', '/api/v1/timelines/direct', { token: ctx.tokens.demo });
    expect(direct.body[0].id).toBe(dm.id);
    expect(direct.body.every((s: AnyJson) => s.visibility === 'direct')).toBe(true);
    const bob = await tokenFor(ctx.base, 'bob');
    expect((await api(ctx.base, 'GET', `/api/v1/statuses/${dm.id}`, { token: bob })).status).toBe(404);
  });

  test('account statuses filter by pinned, replies, reblogs and tag', async () => {
    const me = await accountId(ctx.base, ctx.tokens.demo);
    const pinned = await api(ctx.base, 'GET', `/api/v1/accounts/${me}/statuses?pinned=true`, {
      token: ctx.tokens.demo,
    });
    expect(pinned.body.length).toBeGreaterThan(0);
    expect(pinned.body.every((s: AnyJson) => s.pinned === true)).toBe(true);
    const noReplies = await api(
      ctx.base,
      'GET',
      `/api/v1/accounts/${me}/statuses?exclude_replies=true&exclude_reblogs=true&limit=40`,
      { token: ctx.tokens.demo },
    );
    expect(
      noReplies.body.every(
        (s: AnyJson) => s.reblog === null && (s.in_reply_to_id === null || s.in_reply_to_account_id === me),
      ),
    ).toBe(true);
    await post(ctx.base, ctx.tokens.demo, 'tagged #zebra');
    const tagged = await api(ctx.base, 'GET', `/api/v1/accounts/${me}/statuses?tagged=zebra`);
    expect(tagged.body).toHaveLength(1);
    const media = await api(ctx.base, 'GET', `/api/v1/accounts/${me}/statuses?only_media=true`);
    expect(media.body).toEqual([]);
  });
});
