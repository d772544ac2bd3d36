import sharp from 'sharp';
import { api, post, useTestServer, type AnyJson } from './helpers';
import { openStream, type StreamClient, type StreamMessage } from './stream-client';

/*
 * Local-only posts (not federated) in the public and hashtag timelines and streams: a visitor never gets
 * them; a signed-in account of this server gets them from the local feed (local=true without remote) or
 * when it asks with allow_local_only=true. Every account here is local.
 */

const ctx = useTestServer({ users: ['demo', 'alice'] });

const streams: StreamClient[] = [];
afterAll(() => {
  for (const stream of streams) stream.close();
});

async function stream(query: string): Promise<StreamClient> {
  const client = await openStream(ctx.base, query);
  streams.push(client);
  return client;
}

async function ids(path: string, token?: string): Promise<string[]> {
  const res = await api(ctx.base, 'GET', path, { token });
  expect(res.status).toBe(200);
  return res.body.map((s: AnyJson) => s.id as string);
}

/** A public post and a local-only one, both by alice, carrying the given tag. */
async function pair(tag: string): Promise<{ shared: string; localOnly: string }> {
  const shared = await post(ctx.base, ctx.tokens.alice, `Everyone may read this #${tag}`);
  const localOnly = await post(ctx.base, ctx.tokens.alice, `Only for this server #${tag}`, {
    local_only: true,
  });
  expect(localOnly.local_only).toBe(true);
  return { shared: shared.id, localOnly: localOnly.id };
}

const updateOf = (id: string) => (m: StreamMessage) =>
  m.event === 'update' && typeof m.payload === 'string' && JSON.parse(m.payload).id === id;

const png = (): Promise<Buffer> =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** A public post with one image; local-only when asked. */
async function mediaPost(text: string, localOnly: boolean): Promise<AnyJson> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'image.png');
  const media = await api(ctx.base, 'POST', '/api/v2/media', { token: ctx.tokens.alice, multipart: form });
  expect(media.status).toBe(200);
  return post(ctx.base, ctx.tokens.alice, text, { media_ids: [media.body.id], local_only: localOnly });
}

describe('local-only posts in public timelines', () => {
  test('a visitor never gets local-only posts, whatever local or allow_local_only say', async () => {
    const { shared, localOnly } = await pair('visitorrule');
    for (const query of ['', 'local=true', 'allow_local_only=true', 'local=true&allow_local_only=true']) {
      const page = await ids(`/api/v1/timelines/public?limit=40&${query}`);
      expect(page).toContain(shared);
      expect(page).not.toContain(localOnly);
    }
  });

  test('a signed-in viewer gets them in the federated feed only with allow_local_only=true', async () => {
    const { shared, localOnly } = await pair('federatedrule');
    const plain = await ids('/api/v1/timelines/public?limit=40', ctx.tokens.demo);
    expect(plain).toContain(shared);
    expect(plain).not.toContain(localOnly);
    const refused = await ids('/api/v1/timelines/public?limit=40&allow_local_only=false', ctx.tokens.demo);
    expect(refused).not.toContain(localOnly);
    const allowed = await ids('/api/v1/timelines/public?limit=40&allow_local_only=true', ctx.tokens.demo);
    expect(allowed).toEqual(expect.arrayContaining([shared, localOnly]));
  });

  test('a signed-in viewer gets them in the local feed; local with remote is the federated feed, remote alone is empty', async () => {
    const { shared, localOnly } = await pair('localrule');
    const local = await ids('/api/v1/timelines/public?limit=40&local=true', ctx.tokens.demo);
    expect(local).toEqual(expect.arrayContaining([shared, localOnly]));
    const both = await ids('/api/v1/timelines/public?limit=40&local=true&remote=true', ctx.tokens.demo);
    expect(both).toContain(shared);
    expect(both).not.toContain(localOnly);
    const bothAllowed = await ids(
      '/api/v1/timelines/public?limit=40&local=true&remote=true&allow_local_only=true',
      ctx.tokens.demo,
    );
    expect(bothAllowed).toEqual(expect.arrayContaining([shared, localOnly]));
    expect(await ids('/api/v1/timelines/public?remote=true&allow_local_only=true', ctx.tokens.demo)).toEqual(
      [],
    );
  });

  test('hashtag timelines follow the public rule', async () => {
    const { shared, localOnly } = await pair('tagrule');
    for (const query of ['', 'local=true', 'allow_local_only=true']) {
      const page = await ids(`/api/v1/timelines/tag/tagrule?${query}`);
      expect(page).toEqual([shared]);
    }
    expect(await ids('/api/v1/timelines/tag/tagrule', ctx.tokens.demo)).toEqual([shared]);
    expect(await ids('/api/v1/timelines/tag/tagrule?local=true', ctx.tokens.demo)).toEqual([
      localOnly,
      shared,
    ]);
    expect(await ids('/api/v1/timelines/tag/tagrule?allow_local_only=true', ctx.tokens.demo)).toEqual([
      localOnly,
      shared,
    ]);
  });
});

describe('local-only posts in public streams', () => {
  test('public:local streams them to signed-in viewers only; the federated streams never carry them', async () => {
    const signedInLocal = await stream(`stream=public:local&access_token=${ctx.tokens.demo}`);
    const visitorLocal = await stream('stream=public:local');
    const signedInFederated = await stream(`stream=public&access_token=${ctx.tokens.demo}`);
    const visitorFederated = await stream('stream=public');
    const localOnly = await post(ctx.base, ctx.tokens.alice, 'Streamed on this server only', {
      local_only: true,
    });
    // Messages reach each socket in order: once the later post has arrived, the earlier one would have too.
    const later = await post(ctx.base, ctx.tokens.alice, 'Streamed everywhere');
    await signedInLocal.next(updateOf(localOnly.id));
    for (const client of [signedInLocal, visitorLocal, signedInFederated, visitorFederated])
      await client.next(updateOf(later.id));
    for (const client of [visitorLocal, signedInFederated, visitorFederated])
      expect(client.messages.some(updateOf(localOnly.id))).toBe(false);
  });

  test('hashtag:local streams them to signed-in viewers only; hashtag streams never carry them', async () => {
    const signedInLocal = await stream(`stream=hashtag:local&tag=streamrule&access_token=${ctx.tokens.demo}`);
    const visitorLocal = await stream('stream=hashtag:local&tag=streamrule');
    const signedInAll = await stream(`stream=hashtag&tag=streamrule&access_token=${ctx.tokens.demo}`);
    const localOnly = await post(ctx.base, ctx.tokens.alice, 'Tagged for this server #streamrule', {
      local_only: true,
    });
    const later = await post(ctx.base, ctx.tokens.alice, 'Tagged for everyone #streamrule');
    await signedInLocal.next(updateOf(localOnly.id));
    for (const client of [signedInLocal, visitorLocal, signedInAll]) await client.next(updateOf(later.id));
    for (const client of [visitorLocal, signedInAll])
      expect(client.messages.some(updateOf(localOnly.id))).toBe(false);
  });

  test('public:local:media streams local-only media posts to signed-in viewers only; public:media never', async () => {
    const signedInLocal = await stream(`stream=public:local:media&access_token=${ctx.tokens.demo}`);
    const visitorLocal = await stream('stream=public:local:media');
    const signedInFederated = await stream(`stream=public:media&access_token=${ctx.tokens.demo}`);
    const localOnly = await mediaPost('A picture for this server', true);
    const later = await mediaPost('A picture for everyone', false);
    await signedInLocal.next(updateOf(localOnly.id));
    for (const client of [signedInLocal, visitorLocal, signedInFederated])
      await client.next(updateOf(later.id));
    for (const client of [visitorLocal, signedInFederated])
      expect(client.messages.some(updateOf(localOnly.id))).toBe(false);
  });
});
