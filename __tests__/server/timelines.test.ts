import { compareIds } from '../../server/ids';
import {
  accountId,
  api,
  lookup,
  post,
  startTestServer,
  tokenFor,
  type TestServer,
  type AnyJson,
} from './helpers';

let server: TestServer;
let base: string;
let demo: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  demo = await tokenFor(base, 'demo');
}, 60_000);
afterAll(async () => server.close());

function parseLinks(header: string | null): Record<string, string> {
  const links: Record<string, string> = {};
  for (const match of (header ?? '').matchAll(/<([^>]+)>; rel="(\w+)"/g)) links[match[2]] = match[1];
  return links;
}

describe('timelines (SPEC 4 Timelines, 7 Timelines)', () => {
  test('home pages newest first with Link headers, keeping other params, and caps limit at 40', async () => {
    const first = await api(base, 'GET', '/api/v1/timelines/home?limit=40', { token: demo });
    expect(first.body).toHaveLength(40);
    const ids: string[] = first.body.map((s: AnyJson) => s.id);
    expect([...ids].sort(compareIds).reverse()).toEqual(ids);
    const links = parseLinks(first.headers.get('link'));
    expect(links.next).toBe(`${base}/api/v1/timelines/home?limit=40&max_id=${ids[39]}`);
    expect(links.prev).toBe(`${base}/api/v1/timelines/home?limit=40&min_id=${ids[0]}`);

    const second = await api(base, 'GET', links.next.slice(base.length), { token: demo });
    expect(compareIds(second.body[0].id, ids[39])).toBe(-1);

    const capped = await api(base, 'GET', '/api/v1/timelines/home?limit=100', { token: demo });
    expect(capped.body).toHaveLength(40);
    const byDefault = await api(base, 'GET', '/api/v1/timelines/home', { token: demo });
    expect(byDefault.body).toHaveLength(20);

    const newer = await api(base, 'GET', `/api/v1/timelines/home?min_id=${ids[5]}&limit=3`, { token: demo });
    expect(newer.body.map((s: AnyJson) => s.id)).toEqual(ids.slice(2, 5));
    const since = await api(base, 'GET', `/api/v1/timelines/home?since_id=${ids[5]}&limit=3`, {
      token: demo,
    });
    expect(since.body.map((s: AnyJson) => s.id)).toEqual(ids.slice(0, 3));
    const empty = await api(base, 'GET', `/api/v1/timelines/home?min_id=${ids[0]}`, { token: demo });
    expect(empty.body).toEqual([]);
    expect(empty.headers.get('link')).toBeNull();
  });

  test('home holds own posts and followed posts, not strangers; anonymous gets 401', async () => {
    const mine = await post(base, demo, 'my own post');
    const banned = await lookup(base, 'alice');
    const home = await api(base, 'GET', '/api/v1/timelines/home', { token: demo });
    expect(home.body[0].id).toBe(mine.id);
    const authors = new Set(home.body.map((s: AnyJson) => s.account.username));
    expect(authors.has('banned')).toBe(false);
    expect(banned.username).toBe('alice');
    expect((await api(base, 'GET', '/api/v1/timelines/home')).status).toBe(401);
    const invalid = await api(base, 'GET', '/api/v1/timelines/home', { token: 'nope' });
    expect(invalid.status).toBe(401);
    expect(invalid.body).toEqual({ error: 'The access token is invalid' });
  });

  test('the public timeline shows only public posts; remote is empty', async () => {
    const pub = await api(base, 'GET', '/api/v1/timelines/public?limit=40');
    expect(pub.body.length).toBe(40);
    expect(pub.body.every((s: AnyJson) => s.visibility === 'public' && s.reblog === null)).toBe(true);
    const local = await api(base, 'GET', '/api/v1/timelines/public?local=true&limit=5');
    expect(local.body).toHaveLength(5);
    expect(parseLinks(local.headers.get('link')).next).toContain('local=true&limit=5&max_id=');
    expect((await api(base, 'GET', '/api/v1/timelines/public?remote=true')).body).toEqual([]);
  });

  test('tag timelines honour any, all and none', async () => {
    await post(base, demo, 'one #alpha #beta');
    await post(base, demo, 'two #alpha');
    await post(base, demo, 'three #gamma');
    const alpha = await api(base, 'GET', '/api/v1/timelines/tag/alpha');
    expect(alpha.body).toHaveLength(2);
    expect((await api(base, 'GET', '/api/v1/timelines/tag/alpha?all[]=beta')).body).toHaveLength(1);
    expect((await api(base, 'GET', '/api/v1/timelines/tag/alpha?none[]=beta')).body).toHaveLength(1);
    expect((await api(base, 'GET', '/api/v1/timelines/tag/alpha?any[]=gamma')).body).toHaveLength(3);
  });

  test('lists: create, add members, list timeline, update and delete', async () => {
    const created = await api(base, 'POST', '/api/v1/lists', {
      token: demo,
      json: { title: 'Robots', replies_policy: 'none' },
    });
    expect(created.body).toMatchObject({ title: 'Robots', replies_policy: 'none', exclusive: false });
    const robot = await lookup(base, 'robot');
    const add = await api(base, 'POST', `/api/v1/lists/${created.body.id}/accounts`, {
      token: demo,
      form: { 'account_ids[]': robot.id },
    });
    expect(add.status).toBe(200);
    const stranger = await lookup(base, 'banned');
    expect(
      (
        await api(base, 'POST', `/api/v1/lists/${created.body.id}/accounts`, {
          token: demo,
          json: { account_ids: [stranger.id] },
        })
      ).status,
    ).toBe(422);
    const members = await api(base, 'GET', `/api/v1/lists/${created.body.id}/accounts?limit=0`, {
      token: demo,
    });
    expect(members.body.map((a: AnyJson) => a.username)).toEqual(['robot']);
    const timeline = await api(base, 'GET', `/api/v1/timelines/list/${created.body.id}`, { token: demo });
    expect(timeline.body.length).toBeGreaterThan(0);
    expect(timeline.body.every((s: AnyJson) => s.account.username === 'robot')).toBe(true);
    const renamed = await api(base, 'PUT', `/api/v1/lists/${created.body.id}`, {
      token: demo,
      json: { title: 'Bots' },
    });
    expect(renamed.body.title).toBe('Bots');
    const all = await api(base, 'GET', '/api/v1/lists', { token: demo });
    expect(all.body.map((l: AnyJson) => l.title)).toEqual(expect.arrayContaining(['Bots', 'Friends']));
    const alice = await tokenFor(base, 'alice');
    expect((await api(base, 'GET', `/api/v1/lists/${created.body.id}`, { token: alice })).status).toBe(404);
    expect(
      (await api(base, 'DELETE', `/api/v1/lists/${created.body.id}`, { token: demo, unchecked: true }))
        .status,
    ).toBe(200);
    expect(
      (await api(base, 'GET', `/api/v1/timelines/list/${created.body.id}`, { token: demo })).status,
    ).toBe(404);
  });

  test('direct timeline holds direct posts to or from the user', async () => {
    const alice = await tokenFor(base, 'alice');
    const dm = await post(base, alice, '@demo psst', { visibility: 'direct' });
    const direct = await api(base, 'GET', '/api/v1/timelines/direct', { token: demo });
    expect(direct.body[0].id).toBe(dm.id);
    expect(direct.body.every((s: AnyJson) => s.visibility === 'direct')).toBe(true);
    const bob = await tokenFor(base, 'bob');
    expect((await api(base, 'GET', `/api/v1/statuses/${dm.id}`, { token: bob })).status).toBe(404);
  });

  test('account statuses filter by pinned, replies, reblogs and tag', async () => {
    const me = await accountId(base, demo);
    const pinned = await api(base, 'GET', `/api/v1/accounts/${me}/statuses?pinned=true`, { token: demo });
    expect(pinned.body.length).toBeGreaterThan(0);
    expect(pinned.body.every((s: AnyJson) => s.pinned === true)).toBe(true);
    const noReplies = await api(
      base,
      'GET',
      `/api/v1/accounts/${me}/statuses?exclude_replies=true&exclude_reblogs=true&limit=40`,
      { token: demo },
    );
    expect(
      noReplies.body.every(
        (s: AnyJson) => s.reblog === null && (s.in_reply_to_id === null || s.in_reply_to_account_id === me),
      ),
    ).toBe(true);
    await post(base, demo, 'tagged #zebra');
    const tagged = await api(base, 'GET', `/api/v1/accounts/${me}/statuses?tagged=zebra`);
    expect(tagged.body).toHaveLength(1);
    const media = await api(base, 'GET', `/api/v1/accounts/${me}/statuses?only_media=true`);
    expect(media.body).toEqual([]);
  });
});
