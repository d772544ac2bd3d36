import { api, post, useTestServer } from './helpers';

const t = useTestServer({ users: ['demo', 'alice', 'bob'], accounts: ['demo'] });

const statusOf = (id: string, token = t.tokens.demo) =>
  api(t.base, 'GET', `/api/v1/statuses/${id}`, { token }).then((r) => r.body);

describe('notifications', () => {
  test('dismissing another user’s notification answers 404 and leaves it in place', async () => {
    const mention = await post(t.base, t.tokens.alice, '@demo hello there');
    const list = await api(t.base, 'GET', '/api/v1/notifications?types[]=mention', { token: t.tokens.demo });
    const mine = list.body.find((n: { status?: { id: string } }) => n.status?.id === mention.id);
    expect(mine).toBeDefined();
    const other = await api(t.base, 'POST', `/api/v1/notifications/${mine.id}/dismiss`, {
      token: t.tokens.bob,
      unchecked: true,
    });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'Record not found' });
    expect(
      (await api(t.base, 'GET', `/api/v1/notifications/${mine.id}`, { token: t.tokens.demo })).status,
    ).toBe(200);
    const own = await api(t.base, 'POST', `/api/v1/notifications/${mine.id}/dismiss`, {
      token: t.tokens.demo,
    });
    expect(own.status).toBe(200);
    const again = await api(t.base, 'POST', `/api/v1/notifications/${mine.id}/dismiss`, {
      token: t.tokens.demo,
      unchecked: true,
    });
    expect(again.status).toBe(404);
  });
});

describe('posting', () => {
  test('duplicate poll options answer 422', async () => {
    const res = await api(t.base, 'POST', '/api/v1/statuses', {
      token: t.tokens.demo,
      json: { status: 'Pick one', poll: { options: ['Tea', 'Coffee', 'Tea'], expires_in: 3600 } },
      unchecked: true,
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('Validation failed: Poll options contain duplicate items');
  });

  test('500 family emoji are one post: the limit counts grapheme clusters', async () => {
    const family = '👨‍👩‍👧‍👦';
    const ok = await api(t.base, 'POST', '/api/v1/statuses', {
      token: t.tokens.demo,
      json: { status: family.repeat(500) },
    });
    expect(ok.status).toBe(200);
    const over = await api(t.base, 'POST', '/api/v1/statuses', {
      token: t.tokens.demo,
      json: { status: family.repeat(501) },
      unchecked: true,
    });
    expect(over.status).toBe(422);
  });

  test('POST /statuses/{id}/reblog answers the boost with reblogged: true, as the post it boosts', async () => {
    const original = await post(t.base, t.tokens.alice, 'boost me');
    const res = await api(t.base, 'POST', `/api/v1/statuses/${original.id}/reblog`, { token: t.tokens.demo });
    expect(res.status).toBe(200);
    expect(res.body.id).not.toBe(original.id);
    expect(res.body.reblog.id).toBe(original.id);
    expect(res.body.reblogged).toBe(true);
    expect(res.body.reblog.reblogged).toBe(true);
  });

  test('a quote with a content warning and empty text is valid', async () => {
    const quoted = await post(t.base, t.tokens.alice, 'quote me');
    const res = await api(t.base, 'POST', '/api/v1/statuses', {
      token: t.tokens.demo,
      json: { status: '', spoiler_text: 'about this', quoted_status_id: quoted.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.spoiler_text).toBe('about this');
    expect(res.body.quote.quoted_status.id).toBe(quoted.id);
    const blank = await api(t.base, 'POST', '/api/v1/statuses', {
      token: t.tokens.demo,
      json: { status: '', spoiler_text: 'nothing here' },
      unchecked: true,
    });
    expect(blank.status).toBe(422);
  });
});

describe('muting a conversation', () => {
  test('POST /statuses/{id}/mute marks the thread muted; unmute clears it', async () => {
    const root = await post(t.base, t.tokens.demo, 'a thread of mine');
    const reply = await post(t.base, t.tokens.alice, '@demo replying', { in_reply_to_id: root.id });
    const muted = await api(t.base, 'POST', `/api/v1/statuses/${root.id}/mute`, { token: t.tokens.demo });
    expect(muted.status).toBe(200);
    expect(muted.body.muted).toBe(true);
    expect((await statusOf(reply.id)).muted).toBe(true);
    expect((await statusOf(reply.id, t.tokens.bob)).muted).toBe(false);
    const unmuted = await api(t.base, 'POST', `/api/v1/statuses/${root.id}/unmute`, { token: t.tokens.demo });
    expect(unmuted.status).toBe(200);
    expect(unmuted.body.muted).toBe(false);
    expect((await statusOf(reply.id)).muted).toBe(false);
  });

  test('a muted thread notifies of nothing: replies, mentions, favourites', async () => {
    const root = await post(t.base, t.tokens.demo, 'a thread to mute');
    await api(t.base, 'POST', `/api/v1/statuses/${root.id}/mute`, { token: t.tokens.demo });
    const reply = await post(t.base, t.tokens.alice, '@demo still here?', { in_reply_to_id: root.id });
    await api(t.base, 'POST', `/api/v1/statuses/${root.id}/favourite`, { token: t.tokens.bob });
    const elsewhere = await post(t.base, t.tokens.alice, '@demo outside the thread');
    const list = await api(t.base, 'GET', '/api/v1/notifications?limit=40', { token: t.tokens.demo });
    const statusIds = list.body.map((n: { status?: { id: string } }) => n.status?.id);
    expect(statusIds).not.toContain(reply.id);
    expect(statusIds).not.toContain(root.id);
    expect(statusIds).toContain(elsewhere.id);
  });
});

describe('free text has limits', () => {
  test('a list title over 256 characters answers 422', async () => {
    const res = await api(t.base, 'POST', '/api/v1/lists', {
      token: t.tokens.demo,
      json: { title: 'x'.repeat(257) },
      unchecked: true,
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('Validation failed: Title is too long (maximum is 256 characters)');
    expect(
      (await api(t.base, 'POST', '/api/v1/lists', { token: t.tokens.demo, json: { title: 'x'.repeat(256) } }))
        .status,
    ).toBe(200);
  });

  test('a filter title over 256 characters answers 422', async () => {
    const res = await api(t.base, 'POST', '/api/v2/filters', {
      token: t.tokens.demo,
      json: { title: 'y'.repeat(257), context: ['home'] },
      unchecked: true,
    });
    expect(res.status).toBe(422);
  });

  test('profile field names and values over 255 characters answer 422', async () => {
    const res = await api(t.base, 'PATCH', '/api/v1/accounts/update_credentials', {
      token: t.tokens.bob,
      json: { fields_attributes: [{ name: 'Site', value: 'v'.repeat(256) }] },
      unchecked: true,
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('Validation failed: Fields value is too long (maximum is 255 characters)');
  });

  test('an application name over 60 characters answers 422', async () => {
    const res = await api(t.base, 'POST', '/api/v1/apps', {
      form: { client_name: 'n'.repeat(61), redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' },
      unchecked: true,
    });
    expect(res.status).toBe(422);
  });
});
