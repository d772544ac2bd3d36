import sharp from 'sharp';
import { api, lookup, post, useTestServer, type AnyJson } from './helpers';
import { componentErrors } from './schema';
import { openStream, type StreamClient } from './stream-client';

const streams: StreamClient[] = [];

const ctx = useTestServer({ users: ['demo', 'alice'] });
afterAll(async () => {
  for (const s of streams) s.close();
});

const idsOf = (statuses: AnyJson[]): string[] => statuses.map((s: AnyJson) => s.id);
const timeline = async (path: string, token?: string): Promise<AnyJson[]> =>
  (await api(ctx.base, 'GET', `${path}${path.includes('?') ? '&' : '?'}limit=40`, { token })).body;
const createFilter = async (json: Record<string, unknown>): Promise<AnyJson> => {
  const res = await api(ctx.base, 'POST', '/api/v2/filters', { token: ctx.tokens.demo, json });
  if (res.status !== 200) throw new Error(res.text);
  return res.body;
};

describe('filters v2', () => {
  test('the seeded "spoilers" filter warns on home; the expired one does nothing', async () => {
    const list = await api(ctx.base, 'GET', '/api/v2/filters', { token: ctx.tokens.demo });
    const spoilers = list.body.find((f: AnyJson) => f.title === 'Spoilers');
    expect(spoilers).toMatchObject({ filter_action: 'warn', expires_at: null });
    expect(spoilers.keywords.map((k: AnyJson) => k.keyword)).toEqual(['spoilers']);
    const expired = list.body.find((f: AnyJson) => f.title === 'Bakery week');
    expect(Date.parse(expired.expires_at)).toBeLessThan(Date.now());
    const warned = await post(ctx.base, ctx.tokens.alice, 'No spoilers here, I promise');
    const bakery = await post(ctx.base, ctx.tokens.alice, 'The croissants were perfect');
    const home = await timeline('/api/v1/timelines/home', ctx.tokens.demo);
    const found = home.find((s: AnyJson) => s.id === warned.id);
    expect(found.filtered).toHaveLength(1);
    expect(found.filtered[0]).toMatchObject({ keyword_matches: ['spoilers'], status_matches: null });
    expect(found.filtered[0].filter).toMatchObject({ title: 'Spoilers', filter_action: 'warn' });
    expect(found.filtered[0].filter.keywords).toBeUndefined();
    expect(componentErrors('FilterResult', found.filtered[0])).toBeNull();
    expect(home.find((s: AnyJson) => s.id === bakery.id).filtered).toEqual([]);
    // A boost carries its post's filter result. It comes into home once the post is past the feed's 40
    // newest entries (a boost of a post among them stays out).
    for (let i = 0; i < 40; i += 1)
      await post(ctx.base, ctx.tokens.demo, `between the post and its boost ${i}`);
    const boost = await api(ctx.base, 'POST', `/api/v1/statuses/${warned.id}/reblog`, {
      token: ctx.tokens.alice,
    });
    const boosted = (await timeline('/api/v1/timelines/home', ctx.tokens.demo)).find(
      (s: AnyJson) => s.id === boost.body.id,
    );
    expect(boosted.filtered[0].keyword_matches).toEqual(['spoilers']);
  });

  test('a hide filter drops posts only in its contexts; editing its context moves it', async () => {
    const filter = await api(ctx.base, 'POST', '/api/v2/filters', {
      token: ctx.tokens.demo,
      form: {
        title: 'Weather',
        'context[]': 'public',
        filter_action: 'hide',
        'keywords_attributes[0][keyword]': 'thunderstorm',
        'keywords_attributes[0][whole_word]': 'true',
      },
    });
    expect(filter.status).toBe(200);
    expect(filter.body.keywords).toEqual([
      { id: expect.any(String), keyword: 'thunderstorm', whole_word: true },
    ]);
    const stormy = await post(ctx.base, ctx.tokens.alice, 'A Thunderstorm is coming!');
    const partial = await post(ctx.base, ctx.tokens.alice, 'thunderstorms all week');
    expect(idsOf(await timeline('/api/v1/timelines/public', ctx.tokens.demo))).not.toContain(stormy.id);
    // Whole word: the plural does not match.
    expect(idsOf(await timeline('/api/v1/timelines/public', ctx.tokens.demo))).toContain(partial.id);
    expect(idsOf(await timeline('/api/v1/timelines/public'))).toContain(stormy.id);
    // Home keeps it, with the result of every filter it matches whatever its contexts (the client
    // applies only those of where it shows), as Mastodon renders posts.
    const home = await timeline('/api/v1/timelines/home', ctx.tokens.demo);
    expect(home.find((s: AnyJson) => s.id === stormy.id).filtered).toEqual([
      expect.objectContaining({ filter: expect.objectContaining({ title: 'Weather', context: ['public'] }) }),
    ]);
    const single = await api(ctx.base, 'GET', `/api/v1/statuses/${stormy.id}`, { token: ctx.tokens.demo });
    expect(single.body.filtered[0].filter.filter_action).toBe('hide');

    const moved = await api(ctx.base, 'PUT', `/api/v2/filters/${filter.body.id}`, {
      token: ctx.tokens.demo,
      json: {
        context: ['home'],
        keywords_attributes: [{ id: filter.body.keywords[0].id, whole_word: false }],
      },
    });
    expect(moved.body.context).toEqual(['home']);
    expect(moved.body.keywords[0].whole_word).toBe(false);
    const homeAfter = idsOf(await timeline('/api/v1/timelines/home', ctx.tokens.demo));
    expect(homeAfter).not.toContain(stormy.id);
    expect(homeAfter).not.toContain(partial.id);
    expect(idsOf(await timeline('/api/v1/timelines/public', ctx.tokens.demo))).toContain(stormy.id);

    const removed = await api(ctx.base, 'DELETE', `/api/v2/filters/${filter.body.id}`, {
      token: ctx.tokens.demo,
    });
    expect(removed.status).toBe(200);
    expect(
      (await api(ctx.base, 'GET', `/api/v2/filters/${filter.body.id}`, { token: ctx.tokens.demo })).status,
    ).toBe(404);
    expect(idsOf(await timeline('/api/v1/timelines/home', ctx.tokens.demo))).toContain(stormy.id);
  });

  test('keywords and statuses are added to a filter; status matches are reported', async () => {
    const filter = await createFilter({ title: 'Specific', context: ['thread', 'account'] });
    const target = await post(ctx.base, ctx.tokens.alice, 'Filter this very post');
    const added = await api(ctx.base, 'POST', `/api/v2/filters/${filter.id}/statuses`, {
      token: ctx.tokens.demo,
      json: { status_id: target.id },
    });
    expect(added.body).toEqual({ id: expect.any(String), status_id: target.id });
    const again = await api(ctx.base, 'POST', `/api/v2/filters/${filter.id}/statuses`, {
      token: ctx.tokens.demo,
      json: { status_id: target.id },
    });
    expect(again.status).toBe(422);
    const keyword = await api(ctx.base, 'POST', `/api/v2/filters/${filter.id}/keywords`, {
      token: ctx.tokens.demo,
      json: { keyword: 'very', whole_word: false },
    });
    expect(keyword.body).toMatchObject({ keyword: 'very', whole_word: false });
    const aliceId = (await lookup(ctx.base, 'alice')).id;
    const profile = await timeline(`/api/v1/accounts/${aliceId}/statuses`, ctx.tokens.demo);
    const shown = profile.find((s: AnyJson) => s.id === target.id);
    expect(shown.filtered[0]).toMatchObject({ keyword_matches: ['very'], status_matches: [target.id] });
    const listed = await api(ctx.base, 'GET', `/api/v2/filters/${filter.id}/statuses`, {
      token: ctx.tokens.demo,
    });
    expect(listed.body.map((s: AnyJson) => s.status_id)).toEqual([target.id]);
    const gone = await api(ctx.base, 'DELETE', `/api/v2/filters/statuses/${added.body.id}`, {
      token: ctx.tokens.demo,
    });
    expect(gone.status).toBe(200);
    const single = await api(ctx.base, 'GET', `/api/v1/statuses/${target.id}`, { token: ctx.tokens.demo });
    expect(single.body.filtered[0].status_matches).toBeNull();
  });

  test('notifications carry blur results and leave out hidden ones', async () => {
    await createFilter({
      title: 'Blurry',
      context: ['notifications'],
      filter_action: 'blur',
      keywords_attributes: [{ keyword: 'blurry' }],
    });
    await createFilter({
      title: 'Gone',
      context: ['notifications'],
      filter_action: 'hide',
      keywords_attributes: [{ keyword: 'vanish' }],
    });
    const blurred = await post(ctx.base, ctx.tokens.alice, '@demo a blurry photo');
    const vanished = await post(ctx.base, ctx.tokens.alice, '@demo this will vanish');
    const res = await api(ctx.base, 'GET', '/api/v1/notifications?types[]=mention', {
      token: ctx.tokens.demo,
    });
    const byStatus = new Map(res.body.map((n: AnyJson) => [n.status.id, n]));
    expect((byStatus.get(blurred.id) as AnyJson).status.filtered[0].filter.filter_action).toBe('blur');
    expect(byStatus.has(vanished.id)).toBe(false);
    const grouped = await api(ctx.base, 'GET', '/api/v2/notifications', { token: ctx.tokens.demo });
    expect(grouped.body.notification_groups.map((g: AnyJson) => g.status_id)).not.toContain(vanished.id);
  });

  test('keywords match media descriptions too', async () => {
    await createFilter({
      title: 'Volcanoes',
      context: ['home'],
      keywords_attributes: [{ keyword: 'volcano' }],
    });
    const form = new FormData();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'v.png');
    form.append('description', 'A red volcano at night');
    const media = await api(ctx.base, 'POST', '/api/v2/media', { token: ctx.tokens.alice, multipart: form });
    const status = await post(ctx.base, ctx.tokens.alice, 'Look at this', { media_ids: [media.body.id] });
    const home = await timeline('/api/v1/timelines/home', ctx.tokens.demo);
    const found = home.find((s: AnyJson) => s.id === status.id);
    expect(found.filtered[0]).toMatchObject({ keyword_matches: ['volcano'], filter: { title: 'Volcanoes' } });
  });

  test('an expiring filter stops applying when it ends', async () => {
    await createFilter({
      title: 'Brief',
      context: ['home'],
      expires_in: 1,
      keywords_attributes: [{ keyword: 'momentary' }],
    });
    const status = await post(ctx.base, ctx.tokens.alice, 'a momentary thought');
    const during = (await timeline('/api/v1/timelines/home', ctx.tokens.demo)).find(
      (s: AnyJson) => s.id === status.id,
    );
    expect(during.filtered.map((r: AnyJson) => r.filter.title)).toEqual(['Brief']);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = (await timeline('/api/v1/timelines/home', ctx.tokens.demo)).find(
      (s: AnyJson) => s.id === status.id,
    );
    expect(after.filtered).toEqual([]);
  });

  test('bad input is 422; another account’s filter is 404', async () => {
    const cases: Record<string, unknown>[] = [
      { context: ['home'] },
      { title: 'x', context: ['nowhere'] },
      { title: 'x', context: ['home'], filter_action: 'explode' },
      { title: 'x', context: ['home'], keywords_attributes: [{ keyword: '  ' }] },
    ];
    for (const json of cases)
      expect((await api(ctx.base, 'POST', '/api/v2/filters', { token: ctx.tokens.demo, json })).status).toBe(
        422,
      );
    const mine = await createFilter({ title: 'Private', context: ['home'] });
    expect(
      (await api(ctx.base, 'GET', `/api/v2/filters/${mine.id}`, { token: ctx.tokens.alice })).status,
    ).toBe(404);
    expect(
      (await api(ctx.base, 'DELETE', `/api/v2/filters/${mine.id}`, { token: ctx.tokens.alice })).status,
    ).toBe(404);
  });

  test('streams: filters_changed on a change, results per recipient of every context, hide not sent where it hides', async () => {
    const user = await openStream(ctx.base, `stream=user&access_token=${ctx.tokens.demo}`);
    const pub = await openStream(ctx.base, `stream=public&access_token=${ctx.tokens.demo}`);
    const anon = await openStream(ctx.base, 'stream=public');
    streams.push(user, pub, anon);
    await createFilter({
      title: 'Streamed',
      context: ['public'],
      filter_action: 'hide',
      keywords_attributes: [{ keyword: 'eclipse' }],
    });
    const changed = await user.next((m) => m.event === 'filters_changed');
    expect(changed).toEqual({ stream: ['user'], event: 'filters_changed' });
    const hidden = await post(ctx.base, ctx.tokens.alice, 'Watching the eclipse');
    const warned = await post(ctx.base, ctx.tokens.alice, 'spoilers ahead');
    const anonMessage = await anon.next(
      (m) => m.event === 'update' && JSON.parse(m.payload!).id === hidden.id,
    );
    expect(JSON.parse(anonMessage.payload!).filtered).toBeUndefined();
    const warnedPublic = await pub.next(
      (m) => m.event === 'update' && JSON.parse(m.payload!).id === warned.id,
    );
    expect(JSON.parse(warnedPublic.payload!).filtered[0].filter.title).toBe('Spoilers');
    const homeEclipse = await user.next(
      (m) => m.event === 'update' && JSON.parse(m.payload!).id === hidden.id,
    );
    expect(JSON.parse(homeEclipse.payload!).filtered).toEqual([
      expect.objectContaining({ filter: expect.objectContaining({ title: 'Streamed', context: ['public'] }) }),
    ]);
    expect(pub.messages.some((m) => m.payload?.includes(hidden.id))).toBe(false);
  });
});
