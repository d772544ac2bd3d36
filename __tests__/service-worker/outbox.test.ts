import { openDB } from 'idb';
import { openAccountDb } from '../../src/db/open';
import { dbNameFor, type AccountDbSchema } from '../../src/db/schema';
import type { OutboxEntry } from '../../src/db/types';
import { sendOutboxes } from '../../service-worker/outbox';

const entry = (key: string, text: string, createdAt: number): OutboxEntry => ({
  key,
  params: { status: text, visibility: 'public' },
  draft: { params: { status: text, sensitive: false }, spoiler: false, updatedAt: 1 },
  createdAt,
  attempts: 0,
  state: 'waiting',
  baseUrl: 'https://social.example',
  token: 'secret-token',
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function seed(accountKey: string, entries: OutboxEntry[]) {
  const db = await openAccountDb(accountKey);
  const outbox = await db.outbox();
  for (const e of entries) await outbox.queue(e, 'compose');
  db.close();
}

async function stored(accountKey: string) {
  const db = await openDB<AccountDbSchema>(dbNameFor(accountKey));
  const all = await db.getAll('outbox');
  db.close();
  return all;
}

describe('service worker Background Sync of the outbox', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends each waiting post with its key and token: a 2xx removes it, a 4xx marks it for the page', async () => {
    await seed('sw1@social.example', [entry('k1', 'first', 1), entry('k2', 'too long', 2)]);
    const fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const key = new Headers(init?.headers).get('Idempotency-Key');
      return key === 'k1'
        ? answer(200, { id: '10', visibility: 'public' })
        : answer(422, { error: 'Validation failed: Text character limit of 500 exceeded' });
    });
    globalThis.fetch = fetch as typeof globalThis.fetch;
    await sendOutboxes(indexedDB);
    const calls = fetch.mock.calls.map(([url, init]) => [
      url instanceof Request ? url.url : url.toString(),
      new Headers(init?.headers).get('Idempotency-Key'),
      new Headers(init?.headers).get('Authorization'),
    ]);
    expect(calls).toContainEqual(['https://social.example/api/v1/statuses', 'k1', 'Bearer secret-token']);
    expect(calls).toContainEqual(['https://social.example/api/v1/statuses', 'k2', 'Bearer secret-token']);
    expect(await stored('sw1@social.example')).toEqual([
      expect.objectContaining({
        key: 'k2',
        state: 'failed',
        lastError: 'Validation failed: Text character limit of 500 exceeded',
      }),
    ]);
  });

  it('a post that gets no answer stays, and the sync fails so the browser tries again later', async () => {
    await seed('sw2@social.example', [entry('k3', 'later', 1)]);
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    await expect(sendOutboxes(indexedDB)).rejects.toThrow();
    expect(await stored('sw2@social.example')).toEqual([
      expect.objectContaining({ key: 'k3', state: 'waiting', attempts: 1 }),
    ]);
  });
});
