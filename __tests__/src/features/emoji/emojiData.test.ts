import { createApiClient } from '../../../../src/api/client';
import { createMemoryEmojiDb, openEmojiDb, type EmojiDb } from '../../../../src/features/emoji/emojiDb';
import {
  customEmojis,
  emojisForLocale,
  loadEmojiPack,
  packLocalesFor,
  standardEmojis,
} from '../../../../src/features/emoji/emojiData';
import { BASE_URL } from '../../fixtures';

const PACK = [
  { hexcode: '1F600', label: 'grinning face', unicode: '😀', group: 0, order: 1 },
  { hexcode: '1F44D', label: 'thumbs up', unicode: '👍', group: 1, order: 2 },
];

type Answer = { status: number; body?: string; etag?: string } | Error;

/** An API client over a fetch that answers in turn and records what it was asked. */
function clientAnswering(...answers: Answer[]) {
  const requests: { url: string; headers: Headers }[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    requests.push({ url, headers: new Headers(init.headers) });
    const answer = answers.shift() ?? new TypeError('offline');
    if (answer instanceof Error) throw answer;
    return new Response(answer.status === 304 ? null : (answer.body ?? ''), {
      status: answer.status,
      headers: answer.etag ? { ETag: answer.etag } : {},
    });
  });
  const api = createApiClient({ baseUrl: BASE_URL, fetch: fetch as unknown as typeof globalThis.fetch });
  return { api, requests };
}

const ok = (body: unknown, etag = '"v1"') => ({ status: 200, body: JSON.stringify(body), etag });

describe('emoji data', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('stores the pack with its ETag in the emoji database, and sends it back with If-None-Match', async () => {
    const db = await openEmojiDb();
    const first = clientAnswering(ok(PACK, '"abc"'));
    await loadEmojiPack('en', { api: first.api, db });
    expect(first.requests[0].url).toBe(`${BASE_URL}/packs/emoji/en.json`);
    expect(first.requests[0].headers.has('If-None-Match')).toBe(false);
    expect(await db.getPack('en')).toEqual({ locale: 'en', etag: '"abc"', emojis: PACK });

    const second = clientAnswering({ status: 304 });
    await loadEmojiPack('en', { api: second.api, db: await openEmojiDb() });
    expect(second.requests[0].headers.get('If-None-Match')).toBe('"abc"');
  });

  it('a 304 keeps the stored data', async () => {
    const db = createMemoryEmojiDb();
    await db.putPack({ locale: 'en', etag: '"abc"', emojis: PACK });
    const { api } = clientAnswering({ status: 304 });
    const pack = await loadEmojiPack('en', { api, db });
    expect(pack.emojis).toEqual(PACK);
    expect((await db.getPack('en'))?.etag).toBe('"abc"');
  });

  it('a failed fetch throws "Failed to fetch emoji data"', async () => {
    const db = createMemoryEmojiDb();
    await expect(
      loadEmojiPack('en', { api: clientAnswering(new TypeError('offline')).api, db }),
    ).rejects.toThrow('Failed to fetch emoji data');
    await expect(loadEmojiPack('en', { api: clientAnswering({ status: 500 }).api, db })).rejects.toThrow(
      'Failed to fetch emoji data',
    );
  });

  it('bad JSON or a wrong shape throws "Unexpected data format" and stores nothing', async () => {
    const db = createMemoryEmojiDb();
    for (const body of ['{not json', JSON.stringify({ emojis: PACK }), JSON.stringify([{ name: 'x' }])]) {
      const { api } = clientAnswering({ status: 200, body, etag: '"x"' });
      await expect(loadEmojiPack('en', { api, db })).rejects.toThrow('Unexpected data format');
    }
    expect(await db.getPack('en')).toBeUndefined();
  });

  it('a locale missing from the database causes one load and one retry', async () => {
    const db = createMemoryEmojiDb();
    const getPack = jest.spyOn(db, 'getPack');
    const { api, requests } = clientAnswering(ok(PACK));
    const pack = await emojisForLocale('en', { api, db });
    expect(pack?.emojis).toEqual(PACK);
    expect(requests).toHaveLength(1);
    // The lookup, the load's own look at the stored ETag, then the one retry.
    expect(getPack).toHaveBeenCalledTimes(3);
  });

  it('when the load fails, a warning is logged and nothing is shown (no second load)', async () => {
    const db = createMemoryEmojiDb();
    const { api, requests } = clientAnswering(new TypeError('offline'), ok(PACK));
    expect(await emojisForLocale('en', { api, db })).toBeNull();
    expect(requests).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledWith('No emoji data for en.');
  });

  it('offline, a stored pack is used as is', async () => {
    const db = createMemoryEmojiDb();
    await db.putPack({ locale: 'en', etag: '"abc"', emojis: PACK });
    const { api } = clientAnswering(new TypeError('offline'));
    expect((await emojisForLocale('en', { api, db }))?.emojis).toEqual(PACK);
  });

  it('the UI locale falls back to its language, then to English', async () => {
    expect(packLocalesFor('pt-BR')).toEqual(['pt-br', 'pt', 'en']);
    expect(packLocalesFor('en')).toEqual(['en']);
    const db = createMemoryEmojiDb();
    const { api, requests } = clientAnswering({ status: 404 }, ok(PACK));
    expect(await standardEmojis('xx', { api, db })).toEqual(PACK);
    expect(requests.map((r) => r.url)).toEqual([
      `${BASE_URL}/packs/emoji/xx.json`,
      `${BASE_URL}/packs/emoji/en.json`,
    ]);
  });

  it('custom emoji: only those visible in the picker; a failure is silent and falls back to the stored copy', async () => {
    const db: EmojiDb = createMemoryEmojiDb();
    const emoji = (shortcode: string, visible = true) => ({
      shortcode,
      url: `${BASE_URL}/e/${shortcode}.png`,
      static_url: `${BASE_URL}/e/${shortcode}.png`,
      visible_in_picker: visible,
    });
    const { api } = clientAnswering(ok([emoji('blobcat'), emoji('hidden', false), emoji('bad code')]));
    expect((await customEmojis({ api, db })).map((e) => e.shortcode)).toEqual(['blobcat']);
    const offline = clientAnswering(new TypeError('offline'));
    expect((await customEmojis({ api: offline.api, db })).map((e) => e.shortcode)).toEqual(['blobcat']);
  });
});
