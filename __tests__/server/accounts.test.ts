import { accountId, api, lookup, useTestServer, type AnyJson } from './helpers';

const ctx = useTestServer({ users: ['demo'] });

describe('instance', () => {
  test('v2 instance carries the limits, streaming URL and VAPID key', async () => {
    const v2 = await api(ctx.base, 'GET', '/api/v2/instance');
    expect(v2.body.configuration.statuses).toEqual({
      max_characters: 500,
      max_media_attachments: 4,
      characters_reserved_per_url: 23,
    });
    expect(v2.body.configuration.polls).toEqual({
      max_options: 4,
      max_characters_per_option: 50,
      min_expiration: 300,
      max_expiration: 2629746,
    });
    expect(v2.body.configuration.urls.streaming).toBe(ctx.base.replace('http', 'ws'));
    expect(v2.body.configuration.vapid.public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const v1 = await api(ctx.base, 'GET', '/api/v1/instance');
    expect(v1.body.urls.streaming_api).toBe(ctx.base.replace('http', 'ws'));
    const emojis = await api(ctx.base, 'GET', '/api/v1/custom_emojis');
    expect(emojis.body.map((e: AnyJson) => e.shortcode)).toEqual(expect.arrayContaining(['fedi', 'blobcat']));
  });
});

describe('accounts', () => {
  test('the seed has every kind of account', async () => {
    expect((await lookup(ctx.base, 'bob')).locked).toBe(true);
    expect((await lookup(ctx.base, 'robot')).bot).toBe(true);
    expect((await lookup(ctx.base, 'guild')).group).toBe(true);
    expect((await lookup(ctx.base, 'oldname')).moved.username).toBe('alice');
    expect((await lookup(ctx.base, 'remembered')).memorial).toBe(true);
    expect((await lookup(ctx.base, 'banned')).suspended).toBe(true);
    const alice = await lookup(ctx.base, 'alice');
    const website = alice.fields.find((f: AnyJson) => f.name === 'Website');
    expect(website.verified_at).not.toBeNull();
    expect(website.value).toContain('href="https://alice.example"');
    expect(alice.emojis.map((e: AnyJson) => e.shortcode)).toEqual(['sparkle']);
    const demoAccount = await lookup(ctx.base, '@demo');
    expect(demoAccount.roles).toEqual([{ id: '2', name: 'Moderator', color: expect.stringMatching(/^#/) }]);
  });

  test('lookup of an unknown account is 404; get by id works', async () => {
    const res = await api(ctx.base, 'GET', '/api/v1/accounts/lookup?acct=nobody');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Record not found' });
    expect((await api(ctx.base, 'GET', '/api/v1/accounts/999')).status).toBe(404);
    const alice = await lookup(ctx.base, 'alice');
    expect((await api(ctx.base, 'GET', `/api/v1/accounts/${alice.id}`)).body.username).toBe('alice');
  });

  test('relationships, follow and unfollow keep counts', async () => {
    const robot = await lookup(ctx.base, 'robot');
    const alice = await lookup(ctx.base, 'alice');
    const banned = await lookup(ctx.base, 'banned');
    const rel = await api(
      ctx.base,
      'GET',
      `/api/v1/accounts/relationships?id[]=${alice.id}&id[]=${banned.id}`,
      {
        token: ctx.tokens.demo,
      },
    );
    expect(rel.body).toHaveLength(1);
    expect(rel.body[0]).toMatchObject({ id: alice.id, following: true, followed_by: true });
    const withSuspended = await api(
      ctx.base,
      'GET',
      `/api/v1/accounts/relationships?id[]=${banned.id}&with_suspended=true`,
      { token: ctx.tokens.demo },
    );
    expect(withSuspended.body).toHaveLength(1);
    const unfollow = await api(ctx.base, 'POST', `/api/v1/accounts/${robot.id}/unfollow`, {
      token: ctx.tokens.demo,
    });
    expect(unfollow.body.following).toBe(false);
    expect((await lookup(ctx.base, 'robot')).followers_count).toBe(robot.followers_count - 1);
    const follow = await api(ctx.base, 'POST', `/api/v1/accounts/${robot.id}/follow`, {
      token: ctx.tokens.demo,
      json: { reblogs: false, notify: true },
    });
    expect(follow.body).toMatchObject({ following: true, showing_reblogs: false, notifying: true });
    const followers = await api(ctx.base, 'GET', `/api/v1/accounts/${robot.id}/followers`);
    expect(followers.body.map((a: AnyJson) => a.username)).toContain('demo');
    const following = await api(
      ctx.base,
      'GET',
      `/api/v1/accounts/${await accountId(ctx.base, ctx.tokens.demo)}/following?limit=2`,
    );
    expect(following.body).toHaveLength(2);
    expect(
      (await api(ctx.base, 'POST', '/api/v1/accounts/999/follow', { token: ctx.tokens.demo })).status,
    ).toBe(404);
  });

  test('update_credentials takes multipart fields and an avatar', async () => {
    const form = new FormData();
    form.append('display_name', 'Demo Renamed');
    form.append('note', 'New bio with #tags');
    form.append('discoverable', 'false');
    form.append('fields_attributes[0][name]', 'Site');
    form.append('fields_attributes[0][value]', 'https://demo.example');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    form.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
    const res = await api(ctx.base, 'PATCH', '/api/v1/accounts/update_credentials', {
      token: ctx.tokens.demo,
      multipart: form,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      display_name: 'Demo Renamed',
      discoverable: false,
      source: { note: 'New bio with #tags' },
    });
    expect(res.body.fields[0].name).toBe('Site');
    expect(res.body.avatar).toMatch(/\/system\/avatars\/.+\.png$/);
    const image = await fetch(res.body.avatar as string);
    expect(image.status).toBe(200);
    const bad = new FormData();
    bad.append('avatar', new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'x.svg');
    expect(
      (
        await api(ctx.base, 'PATCH', '/api/v1/accounts/update_credentials', {
          token: ctx.tokens.demo,
          multipart: bad,
        })
      ).status,
    ).toBe(422);
    const long = await api(ctx.base, 'PATCH', '/api/v1/accounts/update_credentials', {
      token: ctx.tokens.demo,
      json: { display_name: 'x'.repeat(31) },
    });
    expect(long.status).toBe(422);
  });

  test("update_credentials names a refused field in the 422's details, as Mastodon does", async () => {
    const long = await api(ctx.base, 'PATCH', '/api/v1/accounts/update_credentials', {
      token: ctx.tokens.demo,
      json: { note: 'x'.repeat(501) },
    });
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({
      details: { note: [{ error: 'ERR_TOO_LONG', description: 'is too long (maximum is 500 characters)' }] },
    });
    const svg = new FormData();
    svg.append('header', new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'x.svg');
    const refused = await api(ctx.base, 'PATCH', '/api/v1/accounts/update_credentials', {
      token: ctx.tokens.demo,
      multipart: svg,
    });
    expect(refused.body).toMatchObject({ details: { header: [{ error: 'ERR_INVALID' }] } });
  });
});
