import { api, lookup, post, startTestServer, tokenFor, type AnyJson, type TestServer } from './helpers';
import { openStream, type StreamClient } from './stream-client';

let server: TestServer;
let base: string;
let demo: string;
let ids: Record<string, string>;
const streams: StreamClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  demo = await tokenFor(base, 'demo');
  ids = {};
  for (const name of ['alice', 'bob', 'carol', 'dave', 'oldname', 'banned', 'demo'])
    ids[name] = (await lookup(base, name)).id as string;
}, 60_000);
afterAll(async () => {
  for (const s of streams) s.close();
  await server.close();
});

const rel = async (token: string, id: string): Promise<AnyJson> =>
  (await api(base, 'GET', `/api/v1/accounts/relationships?id[]=${id}`, { token })).body[0];
const authorsOf = (statuses: AnyJson[]): Set<string> =>
  new Set(statuses.flatMap((s: AnyJson) => [s.account.username, s.reblog?.account.username]));

describe('blocks and mutes (SPEC 7 Accounts, GET v1/blocks and v1/mutes)', () => {
  test('the seed holds a block, a timed mute, a note and endorsements of demo', async () => {
    const blocks = await api(base, 'GET', '/api/v1/blocks', { token: demo });
    expect(blocks.body.map((a: AnyJson) => a.username)).toEqual(['banned']);
    const mutes = await api(base, 'GET', '/api/v1/mutes', { token: demo });
    expect(mutes.body.map((a: AnyJson) => a.username)).toEqual(['oldname']);
    expect(Date.parse(mutes.body[0].mute_expires_at)).toBeGreaterThan(Date.now());
    const oldname = await rel(demo, ids.oldname);
    expect(oldname).toMatchObject({ muting: true, muting_notifications: false });
    expect((await rel(demo, ids.dave)).note).toMatch(/meetup/);
    const endorsed = await api(base, 'GET', `/api/v1/accounts/${ids.demo}/endorsements`);
    expect(endorsed.body.map((a: AnyJson) => a.username).sort()).toEqual(['alice', 'carol']);
    expect((await rel(demo, ids.alice)).endorsed).toBe(true);
  });

  test('blocking shows on both sides, ends follows and hides posts and notifications', async () => {
    const carol = await tokenFor(base, 'carol');
    expect((await rel(demo, ids.carol)).following).toBe(true);
    const blocked = await api(base, 'POST', `/api/v1/accounts/${ids.carol}/block`, { token: demo });
    expect(blocked.body).toMatchObject({ blocking: true, following: false, followed_by: false });
    expect(await rel(carol, ids.demo)).toMatchObject({ blocked_by: true, following: false });
    const fresh = await post(base, carol, 'carol says hello to everyone');
    const pub = await api(base, 'GET', '/api/v1/timelines/public?limit=40', { token: demo });
    expect(pub.body.map((s: AnyJson) => s.id)).not.toContain(fresh.id);
    const home = await api(base, 'GET', '/api/v1/timelines/home?limit=40', { token: demo });
    expect(authorsOf(home.body).has('carol')).toBe(false);
    const signedOut = await api(base, 'GET', '/api/v1/timelines/public?limit=40');
    expect(signedOut.body.map((s: AnyJson) => s.id)).toContain(fresh.id);
    const mine = await post(base, demo, 'a post carol might like');
    await api(base, 'POST', `/api/v1/statuses/${mine.id}/favourite`, { token: carol });
    const notes = await api(base, 'GET', `/api/v1/notifications?account_id=${ids.carol}`, { token: demo });
    expect(notes.body).toEqual([]);
    expect((await api(base, 'POST', `/api/v1/accounts/${ids.demo}/follow`, { token: carol })).status).toBe(
      403,
    );
    const listed = await api(base, 'GET', '/api/v1/blocks?limit=1', { token: demo });
    expect(listed.body.map((a: AnyJson) => a.username)).toEqual(['carol']);
    expect(listed.headers.get('link')).toContain('max_id=');
    const unblocked = await api(base, 'POST', `/api/v1/accounts/${ids.carol}/unblock`, { token: demo });
    expect(unblocked.body.blocking).toBe(false);
    const again = await api(base, 'GET', '/api/v1/timelines/public?limit=40', { token: demo });
    expect(again.body.map((s: AnyJson) => s.id)).toContain(fresh.id);
  });

  test('a mute hides posts and, by default, notifications until it ends', async () => {
    const dave = await tokenFor(base, 'dave');
    const res = await api(base, 'POST', `/api/v1/accounts/${ids.dave}/mute`, {
      token: demo,
      json: { duration: 3600 },
    });
    expect(res.body).toMatchObject({ muting: true, muting_notifications: true });
    const ends = Date.parse(res.body.muting_expires_at) - Date.now();
    expect(ends).toBeGreaterThan(3500_000);
    expect(ends).toBeLessThanOrEqual(3600_000);
    const home = await api(base, 'GET', '/api/v1/timelines/home?limit=40', { token: demo });
    expect(authorsOf(home.body).has('dave')).toBe(false);
    const muted = await post(base, dave, '@demo are you around?');
    const notes = await api(base, 'GET', `/api/v1/notifications?account_id=${ids.dave}&types[]=mention`, {
      token: demo,
    });
    expect(notes.body).toEqual([]);
    const postsOnly = await api(base, 'POST', `/api/v1/accounts/${ids.dave}/mute`, {
      token: demo,
      form: { notifications: 'false' },
    });
    expect(postsOnly.body).toMatchObject({
      muting: true,
      muting_notifications: false,
      muting_expires_at: null,
    });
    const mention = await post(base, dave, '@demo second try');
    const after = await api(base, 'GET', `/api/v1/notifications?account_id=${ids.dave}&types[]=mention`, {
      token: demo,
    });
    const mentioned = after.body.map((n: AnyJson) => n.status.id);
    expect(mentioned).toContain(mention.id);
    expect(mentioned).not.toContain(muted.id);
    const unmuted = await api(base, 'POST', `/api/v1/accounts/${ids.dave}/unmute`, { token: demo });
    expect(unmuted.body.muting).toBe(false);
    const back = await api(base, 'GET', '/api/v1/timelines/home?limit=40', { token: demo });
    expect(authorsOf(back.body).has('dave')).toBe(true);
    const bad = await api(base, 'POST', `/api/v1/accounts/${ids.dave}/mute`, {
      token: demo,
      json: { duration: 'soon' },
    });
    expect(bad.status).toBe(400);
  });

  test('the public stream skips a blocked author for that viewer only', async () => {
    const bob = await tokenFor(base, 'bob');
    const mine = await openStream(base, `stream=public&access_token=${demo}`);
    const anon = await openStream(base, 'stream=public');
    streams.push(mine, anon);
    await api(base, 'POST', `/api/v1/accounts/${ids.bob}/block`, { token: demo });
    const hidden = await post(base, bob, 'streamed while blocked');
    await anon.next((m) => m.event === 'update' && JSON.parse(m.payload!).id === hidden.id);
    await api(base, 'POST', `/api/v1/accounts/${ids.bob}/unblock`, { token: demo });
    const shown = await post(base, bob, 'streamed after unblocking');
    await mine.next((m) => m.event === 'update' && JSON.parse(m.payload!).id === shown.id);
    expect(mine.messages.some((m) => m.payload && JSON.parse(m.payload).id === hidden.id)).toBe(false);
  });
});

describe('notes, endorsements, featured tags, familiar followers (SPEC 7 Accounts)', () => {
  test('a note is set, replaced and cleared; too long is 422', async () => {
    const set = await api(base, 'POST', `/api/v1/accounts/${ids.alice}/note`, {
      token: demo,
      json: { comment: 'Photographer' },
    });
    expect(set.body.note).toBe('Photographer');
    const cleared = await api(base, 'POST', `/api/v1/accounts/${ids.alice}/note`, {
      token: demo,
      json: { comment: '' },
    });
    expect(cleared.body.note).toBe('');
    const long = await api(base, 'POST', `/api/v1/accounts/${ids.alice}/note`, {
      token: demo,
      json: { comment: 'x'.repeat(2001) },
    });
    expect(long.status).toBe(422);
    expect((await api(base, 'POST', `/api/v1/accounts/${ids.demo}/note`, { token: demo })).status).toBe(422);
  });

  test('pin and unpin endorse only followed accounts', async () => {
    const pinned = await api(base, 'POST', `/api/v1/accounts/${ids.dave}/pin`, { token: demo });
    expect(pinned.body.endorsed).toBe(true);
    const mine = await api(base, 'GET', '/api/v1/endorsements', { token: demo });
    expect(mine.body.map((a: AnyJson) => a.username)).toContain('dave');
    const unpinned = await api(base, 'POST', `/api/v1/accounts/${ids.dave}/unpin`, { token: demo });
    expect(unpinned.body.endorsed).toBe(false);
    const stranger = await api(base, 'POST', `/api/v1/accounts/${ids.oldname}/pin`, { token: demo });
    expect(stranger.status).toBe(422);
  });

  test('featured tags count the account’s own posts', async () => {
    const res = await api(base, 'GET', `/api/v1/accounts/${ids.demo}/featured_tags`);
    expect(res.body.map((t: AnyJson) => t.name)).toEqual(['coffee', 'webdev']);
    const coffee = res.body[0];
    expect(coffee.url).toBe(`${base}/@demo/tagged/coffee`);
    const before = Number(coffee.statuses_count);
    await post(base, demo, 'another cup #coffee');
    const after = await api(base, 'GET', `/api/v1/accounts/${ids.demo}/featured_tags`);
    expect(Number(after.body[0].statuses_count)).toBe(before + 1);
    expect(after.body[0].last_status_at).toBe(new Date().toISOString().slice(0, 10));
  });

  test('familiar followers are followed accounts that follow the target', async () => {
    const res = await api(
      base,
      'GET',
      `/api/v1/accounts/familiar_followers?id[]=${ids.alice}&id[]=${ids.oldname}`,
      { token: demo },
    );
    expect(res.body.map((f: AnyJson) => f.id)).toEqual([ids.alice, ids.oldname]);
    const names = res.body[0].accounts.map((a: AnyJson) => a.username).sort();
    // Demo blocked (and so stopped following) bob and carol above.
    expect(names).toEqual(['guild', 'remembered']);
    expect(names).not.toContain('alice');
    expect(res.body[1].accounts).toEqual([]);
  });
});
