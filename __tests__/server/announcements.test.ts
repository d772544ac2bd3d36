import Database from 'better-sqlite3';
import path from 'node:path';
import { api, useTestServer, type AnyJson } from './helpers';
import { componentErrors } from './schema';
import { openStream, type StreamClient } from './stream-client';

const streams: StreamClient[] = [];

const ctx = useTestServer({ users: ['demo'] });
afterAll(async () => {
  for (const s of streams) s.close();
});

const announcements = async (): Promise<AnyJson[]> =>
  (await api(ctx.base, 'GET', '/api/v1/announcements', { token: ctx.tokens.demo })).body;

describe('announcements', () => {
  test('the seed has a welcome with reactions and an all-day event; the scheduled one waits', async () => {
    const list = await announcements();
    expect(list).toHaveLength(2);
    const welcome = list.find((a: AnyJson) => a.content.includes('Welcome'));
    expect(welcome.emojis.map((e: AnyJson) => e.shortcode)).toEqual(['fedi']);
    expect(welcome.reactions).toEqual([
      { name: '👍', count: 2, me: false },
      { name: 'blobcat', count: 1, me: false, url: expect.any(String), static_url: expect.any(String) },
    ]);
    expect(list.find((a: AnyJson) => a.all_day).starts_at).toEqual(expect.any(String));
    expect((await api(ctx.base, 'GET', '/api/v1/announcements')).status).toBe(401);
  });

  test('reactions and dismissals are per user and streamed', async () => {
    const user = await openStream(ctx.base, `stream=user&access_token=${ctx.tokens.demo}`);
    streams.push(user);
    const [first] = await announcements();
    const added = await api(
      ctx.base,
      'PUT',
      `/api/v1/announcements/${first.id}/reactions/${encodeURIComponent('🎉')}`,
      {
        token: ctx.tokens.demo,
      },
    );
    expect(added.status).toBe(200);
    const event = await user.next((m) => m.event === 'announcement.reaction');
    expect(JSON.parse(event.payload!)).toEqual({ name: '🎉', count: 1, announcement_id: first.id });
    const reacted = (await announcements()).find((a: AnyJson) => a.id === first.id);
    expect(reacted.reactions.find((x: AnyJson) => x.name === '🎉')).toEqual({
      name: '🎉',
      count: 1,
      me: true,
    });
    await api(ctx.base, 'DELETE', `/api/v1/announcements/${first.id}/reactions/${encodeURIComponent('🎉')}`, {
      token: ctx.tokens.demo,
    });
    const removed = (await announcements()).find((a: AnyJson) => a.id === first.id);
    expect(removed.reactions.map((x: AnyJson) => x.name)).not.toContain('🎉');
    // The emoji data writes some with a variation selector (👍️); a client may send either form.
    for (const thumbs of ['👍', '👍\uFE0F']) {
      const path = `/api/v1/announcements/${first.id}/reactions/${encodeURIComponent(thumbs)}`;
      expect((await api(ctx.base, 'PUT', path, { token: ctx.tokens.demo })).status).toBe(200);
      expect((await api(ctx.base, 'DELETE', path, { token: ctx.tokens.demo })).status).toBe(200);
    }
    const bad = await api(ctx.base, 'PUT', `/api/v1/announcements/${first.id}/reactions/notanemoji`, {
      token: ctx.tokens.demo,
    });
    expect(bad.status).toBe(422);
    expect(
      (await api(ctx.base, 'POST', `/api/v1/announcements/${first.id}/dismiss`, { token: ctx.tokens.demo }))
        .status,
    ).toBe(200);
    expect((await announcements()).find((a: AnyJson) => a.id === first.id).read).toBe(true);
    expect(
      (await api(ctx.base, 'POST', '/api/v1/announcements/999/dismiss', { token: ctx.tokens.demo })).status,
    ).toBe(404);
  });

  test('a scheduled announcement is published when due and sent as `announcement`', async () => {
    const user = await openStream(ctx.base, `stream=user&access_token=${ctx.tokens.demo}`);
    streams.push(user);
    const db = new Database(path.join(ctx.server.dataDir, 'instance.sqlite3'));
    try {
      db.prepare(
        "INSERT INTO announcements (id, text, published, scheduled_at, updated_at) VALUES ('900', 'Due now', 0, ?, ?)",
      ).run(Date.now() - 1, Date.now());
    } finally {
      db.close();
    }
    const event = await user.next((m) => m.event === 'announcement', 4000);
    const payload = JSON.parse(event.payload!);
    expect(componentErrors('Announcement', payload)).toBeNull();
    expect(payload).toMatchObject({ id: '900', content: '<p>Due now</p>' });
    expect((await announcements()).map((a: AnyJson) => a.id)).toContain('900');
  });
});

describe('emoji data', () => {
  test('a locale’s data comes with an ETag; asking again with it answers 304', async () => {
    const res = await fetch(`${ctx.base}/packs/emoji/en.json`);
    expect(res.status).toBe(200);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const data = (await res.json()) as AnyJson[];
    expect(Array.isArray(data)).toBe(true);
    expect(data.find((e: AnyJson) => e.label === 'waving hand')).toMatchObject({
      unicode: '👋',
      hexcode: '1F44B',
    });
    const again = await fetch(`${ctx.base}/packs/emoji/en.json`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const german = await fetch(`${ctx.base}/packs/emoji/de.json`, { headers: { 'If-None-Match': etag } });
    expect(german.status).toBe(200);
    expect((await fetch(`${ctx.base}/packs/emoji/xx.json`)).status).toBe(404);
    expect((await fetch(`${ctx.base}/packs/emoji/..%2Fpackage.json`)).status).toBe(404);
  });
});
