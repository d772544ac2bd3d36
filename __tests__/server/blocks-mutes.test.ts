import { api, post, tokenFor, useTestServer, type AnyJson } from './helpers';
import { openStream, type StreamClient } from './stream-client';

const streams: StreamClient[] = [];

const ctx = useTestServer({
  users: ['demo'],
  accounts: ['alice', 'bob', 'carol', 'dave', 'oldname', 'banned', 'demo'],
});
afterAll(async () => {
  for (const s of streams) s.close();
});

const rel = async (token: string, id: string): Promise<AnyJson> =>
  (await api(ctx.base, 'GET', `/api/v1/accounts/relationships?id[]=${id}`, { token })).body[0];
const authorsOf = (statuses: AnyJson[]): Set<string> =>
  new Set(statuses.flatMap((s: AnyJson) => [s.account.username, s.reblog?.account.username]));

describe('blocks and mutes', () => {
  test('the seed holds a block, a timed mute, a note and endorsements of demo', async () => {
    const blocks = await api(ctx.base, 'GET', '/api/v1/blocks', { token: ctx.tokens.demo });
    expect(blocks.body.map((a: AnyJson) => a.username)).toEqual(['banned']);
    const mutes = await api(ctx.base, 'GET', '/api/v1/mutes', { token: ctx.tokens.demo });
    expect(mutes.body.map((a: AnyJson) => a.username)).toEqual(['oldname']);
    expect(Date.parse(mutes.body[0].mute_expires_at)).toBeGreaterThan(Date.now());
    const oldname = await rel(ctx.tokens.demo, ctx.ids.oldname);
    expect(oldname).toMatchObject({ muting: true, muting_notifications: false });
    expect((await rel(ctx.tokens.demo, ctx.ids.dave)).note).toMatch(/meetup/);
    const endorsed = await api(ctx.base, 'GET', `/api/v1/accounts/${ctx.ids.demo}/endorsements`);
    expect(endorsed.body.map((a: AnyJson) => a.username).sort()).toEqual(['alice', 'carol']);
    expect((await rel(ctx.tokens.demo, ctx.ids.alice)).endorsed).toBe(true);
  });

  test('blocking shows on both sides, ends follows and hides posts and notifications', async () => {
    const carol = await tokenFor(ctx.base, 'carol');
    expect((await rel(ctx.tokens.demo, ctx.ids.carol)).following).toBe(true);
    const blocked = await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.carol}/block`, {
      token: ctx.tokens.demo,
    });
    expect(blocked.body).toMatchObject({ blocking: true, following: false, followed_by: false });
    expect(await rel(carol, ctx.ids.demo)).toMatchObject({ blocked_by: true, following: false });
    const fresh = await post(ctx.base, carol, 'carol says hello to everyone');
    const pub = await api(ctx.base, 'GET', '/api/v1/timelines/public?limit=40', { token: ctx.tokens.demo });
    expect(pub.body.map((s: AnyJson) => s.id)).not.toContain(fresh.id);
    const home = await api(ctx.base, 'GET', '/api/v1/timelines/home?limit=40', { token: ctx.tokens.demo });
    expect(authorsOf(home.body).has('carol')).toBe(false);
    const signedOut = await api(ctx.base, 'GET', '/api/v1/timelines/public?limit=40');
    expect(signedOut.body.map((s: AnyJson) => s.id)).toContain(fresh.id);
    const mine = await post(ctx.base, ctx.tokens.demo, 'a post carol might like');
    await api(ctx.base, 'POST', `/api/v1/statuses/${mine.id}/favourite`, { token: carol });
    const notes = await api(ctx.base, 'GET', `/api/v1/notifications?account_id=${ctx.ids.carol}`, {
      token: ctx.tokens.demo,
    });
    expect(notes.body).toEqual([]);
    expect(
      (await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.demo}/follow`, { token: carol })).status,
    ).toBe(403);
    const listed = await api(ctx.base, 'GET', '/api/v1/blocks?limit=1', { token: ctx.tokens.demo });
    expect(listed.body.map((a: AnyJson) => a.username)).toEqual(['carol']);
    expect(listed.headers.get('link')).toContain('max_id=');
    const unblocked = await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.carol}/unblock`, {
      token: ctx.tokens.demo,
    });
    expect(unblocked.body.blocking).toBe(false);
    const again = await api(ctx.base, 'GET', '/api/v1/timelines/public?limit=40', { token: ctx.tokens.demo });
    expect(again.body.map((s: AnyJson) => s.id)).toContain(fresh.id);
  });

  test('a mute hides posts and, by default, notifications until it ends', async () => {
    const dave = await tokenFor(ctx.base, 'dave');
    const res = await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.dave}/mute`, {
      token: ctx.tokens.demo,
      json: { duration: 3600 },
    });
    expect(res.body).toMatchObject({ muting: true, muting_notifications: true });
    const ends = Date.parse(res.body.muting_expires_at) - Date.now();
    expect(ends).toBeGreaterThan(3500_000);
    expect(ends).toBeLessThanOrEqual(3600_000);
    const home = await api(ctx.base, 'GET', '/api/v1/timelines/home?limit=40', { token: ctx.tokens.demo });
    expect(authorsOf(home.body).has('dave')).toBe(false);
    const muted = await post(ctx.base, dave, '@demo are you around?');
    const notes = await api(
      ctx.base,
      'GET',
      `/api/v1/notifications?account_id=${ctx.ids.dave}&types[]=mention`,
      {
        token: ctx.tokens.demo,
      },
    );
    expect(notes.body).toEqual([]);
    const postsOnly = await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.dave}/mute`, {
      token: ctx.tokens.demo,
      form: { notifications: 'false' },
    });
    expect(postsOnly.body).toMatchObject({
      muting: true,
      muting_notifications: false,
      muting_expires_at: null,
    });
    const mention = await post(ctx.base, dave, '@demo second try');
    const after = await api(
      ctx.base,
      'GET',
      `/api/v1/notifications?account_id=${ctx.ids.dave}&types[]=mention`,
      {
        token: ctx.tokens.demo,
      },
    );
    const mentioned = after.body.map((n: AnyJson) => n.status.id);
    expect(mentioned).toContain(mention.id);
    expect(mentioned).not.toContain(muted.id);
    const unmuted = await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.dave}/unmute`, {
      token: ctx.tokens.demo,
    });
    expect(unmuted.body.muting).toBe(false);
    const back = await api(ctx.base, 'GET', '/api/v1/timelines/home?limit=40', { token: ctx.tokens.demo });
    expect(authorsOf(back.body).has('dave')).toBe(true);
    const bad = await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.dave}/mute`, {
      token: ctx.tokens.demo,
      json: { duration: 'soon' },
    });
    expect(bad.status).toBe(400);
  });

  test('the public stream skips a blocked author for that viewer only', async () => {
    const bob = await tokenFor(ctx.base, 'bob');
    const mine = await openStream(ctx.base, `stream=public&access_token=${ctx.tokens.demo}`);
    const anon = await openStream(ctx.base, 'stream=public');
    streams.push(mine, anon);
    await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.bob}/block`, { token: ctx.tokens.demo });
    const hidden = await post(ctx.base, bob, 'streamed while blocked');
    await anon.next((m) => m.event === 'update' && JSON.parse(m.payload!).id === hidden.id);
    await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.bob}/unblock`, { token: ctx.tokens.demo });
    const shown = await post(ctx.base, bob, 'streamed after unblocking');
    await mine.next((m) => m.event === 'update' && JSON.parse(m.payload!).id === shown.id);
    expect(mine.messages.some((m) => m.payload && JSON.parse(m.payload).id === hidden.id)).toBe(false);
  });
});

describe('notes, endorsements, featured tags, familiar followers', () => {
  test('a note is set, replaced and cleared; too long is 422', async () => {
    const set = await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.alice}/note`, {
      token: ctx.tokens.demo,
      json: { comment: 'Photographer' },
    });
    expect(set.body.note).toBe('Photographer');
    const cleared = await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.alice}/note`, {
      token: ctx.tokens.demo,
      json: { comment: '' },
    });
    expect(cleared.body.note).toBe('');
    const long = await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.alice}/note`, {
      token: ctx.tokens.demo,
      json: { comment: 'x'.repeat(2001) },
    });
    expect(long.status).toBe(422);
    expect(
      (await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.demo}/note`, { token: ctx.tokens.demo }))
        .status,
    ).toBe(422);
  });

  test('pin and unpin endorse only followed accounts', async () => {
    const pinned = await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.dave}/pin`, {
      token: ctx.tokens.demo,
    });
    expect(pinned.body.endorsed).toBe(true);
    const mine = await api(ctx.base, 'GET', '/api/v1/endorsements', { token: ctx.tokens.demo });
    expect(mine.body.map((a: AnyJson) => a.username)).toContain('dave');
    const unpinned = await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.dave}/unpin`, {
      token: ctx.tokens.demo,
    });
    expect(unpinned.body.endorsed).toBe(false);
    const stranger = await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.oldname}/pin`, {
      token: ctx.tokens.demo,
    });
    expect(stranger.status).toBe(422);
  });

  test('featured tags count the account’s own posts', async () => {
    const res = await api(ctx.base, 'GET', `/api/v1/accounts/${ctx.ids.demo}/featured_tags`);
    expect(res.body.map((t: AnyJson) => t.name)).toEqual(['coffee', 'webdev']);
    const coffee = res.body[0];
    expect(coffee.url).toBe(`${ctx.base}/@demo/tagged/coffee`);
    const before = Number(coffee.statuses_count);
    await post(ctx.base, ctx.tokens.demo, 'another cup #coffee');
    const after = await api(ctx.base, 'GET', `/api/v1/accounts/${ctx.ids.demo}/featured_tags`);
    expect(Number(after.body[0].statuses_count)).toBe(before + 1);
    expect(after.body[0].last_status_at).toBe(new Date().toISOString().slice(0, 10));
  });

  test('familiar followers are followed accounts that follow the target', async () => {
    const res = await api(
      ctx.base,
      'GET',
      `/api/v1/accounts/familiar_followers?id[]=${ctx.ids.alice}&id[]=${ctx.ids.oldname}`,
      { token: ctx.tokens.demo },
    );
    expect(res.body.map((f: AnyJson) => f.id)).toEqual([ctx.ids.alice, ctx.ids.oldname]);
    const names = res.body[0].accounts.map((a: AnyJson) => a.username).sort();
    // Demo blocked (and so stopped following) bob and carol above.
    expect(names).toEqual(['guild', 'remembered']);
    expect(names).not.toContain('alice');
    expect(res.body[1].accounts).toEqual([]);
  });

  test('domain blocks: added once, listed newest first and paged by the Link header (a next page only after a full one, as Mastodon), removed; a blank or malformed domain is refused', async () => {
    const token = ctx.tokens.demo;
    const list = async (query = '') =>
      (await api(ctx.base, 'GET', `/api/v1/domain_blocks${query}`, { token })).body as string[];
    expect(await list()).toEqual([]);
    for (const domain of ['spam.example', 'Noisy.Example', 'spam.example'])
      expect((await api(ctx.base, 'POST', '/api/v1/domain_blocks', { token, form: { domain } })).status).toBe(
        200,
      );
    expect(await list()).toEqual(['noisy.example', 'spam.example']);
    const first = await api(ctx.base, 'GET', '/api/v1/domain_blocks?limit=1', { token });
    expect(first.body).toEqual(['noisy.example']);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1] ?? '';
    const last = await api(ctx.base, 'GET', next.replace(ctx.base, ''), { token });
    expect(last.body).toEqual(['spam.example']);
    // A page as full as asked may have more behind it; a shorter one is the last, and links no next.
    const all = await api(ctx.base, 'GET', '/api/v1/domain_blocks?limit=5', { token });
    expect(all.headers.get('link')).not.toMatch(/rel="next"/);
    expect(all.headers.get('link')).toMatch(/rel="prev"/);
    for (const domain of ['', 'not a domain', 'https://x.example/path'])
      expect((await api(ctx.base, 'POST', '/api/v1/domain_blocks', { token, form: { domain } })).status).toBe(
        422,
      );
    expect(
      (await api(ctx.base, 'DELETE', '/api/v1/domain_blocks?domain=spam.example', { token })).status,
    ).toBe(200);
    expect(await list()).toEqual(['noisy.example']);
    expect((await api(ctx.base, 'GET', '/api/v1/domain_blocks')).status).toBe(401);
  });
});
