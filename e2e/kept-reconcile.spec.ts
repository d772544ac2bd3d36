// Kept timelines checked against the server on every start and every reconnect: what was deleted,
// blocked, filtered or edited while the app was closed (or its stream down) shows as the server has it.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  containing,
  fault,
  homeColumn,
  postJson,
  postStatusAs,
  seriousViolations,
  signIn,
  streamSubscribed,
  tokenFor,
} from './helpers';

/** A request as an account through the API (PUT, DELETE, POST without a body). */
async function call(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** The ids of Home's page kept in the account's IndexedDB database (`fedideck-<accountKey>`). */
function keptHome(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('fedideck-') || name === 'fedideck.emoji') continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(new Error(`Opening ${name} failed`));
      });
      const home = await new Promise<{ items?: (string | null)[] } | undefined>((resolve) => {
        if (!db.objectStoreNames.contains('timelines')) return resolve(undefined);
        const get = db.transaction('timelines').objectStore('timelines').get('home');
        get.onsuccess = () => resolve(get.result as { items?: (string | null)[] } | undefined);
        get.onerror = () => resolve(undefined);
      });
      db.close();
      if (home?.items) return home.items.filter((id): id is string => id !== null);
    }
    return [];
  });
}

/** Within 5 s of the kept posts being drawn: the edit shown, the deleted, blocked and filtered posts gone. */
async function showsTheServersHome(
  page: Page,
  texts: Record<'deleted' | 'edited' | 'blocked' | 'filtered', string>,
) {
  await expect
    .poll(
      async () => ({
        edited: await post(page, `${texts.edited}, now edited`).count(),
        deleted: await post(page, texts.deleted).count(),
        blocked: await post(page, texts.blocked).count(),
        filtered: await post(page, texts.filtered).count(),
      }),
      { timeout: 5_000 },
    )
    .toEqual({ edited: 1, deleted: 0, blocked: 0, filtered: 0 });
}

const post = (page: Page, text: string) => homeColumn(page).getByRole('article', { name: containing(text) });

/**
 * Home kept with a post to delete, one to edit, one by an account to block and one to filter; the page
 * closed; those changes made through the API meanwhile; the app opened again online.
 */
async function changedWhileClosed(page: Page, context: BrowserContext) {
  const stamp = Date.now();
  const texts = {
    deleted: `Deleted while closed ${stamp}`,
    edited: `Edited while closed ${stamp}`,
    blocked: `By a blocked account ${stamp}`,
    filtered: `A quokka${stamp} while closed`,
  };
  const alice = await tokenFor('alice');
  const deleted = await postStatusAs('alice', texts.deleted);
  const edited = await postStatusAs('alice', texts.edited);
  const blocked = await postStatusAs('guild', texts.blocked);
  const filtered = await postStatusAs('alice', texts.filtered);
  await signIn(page);
  for (const text of Object.values(texts)) await expect(post(page, text)).toBeVisible();
  const ids = [deleted.id, edited.id, blocked.id, filtered.id];
  await expect.poll(() => keptHome(page), { timeout: 10_000 }).toEqual(expect.arrayContaining(ids));
  await page.close();

  const demo = await tokenFor('demo', 'demo');
  await call('DELETE', `/api/v1/statuses/${deleted.id}`, alice);
  await call('PUT', `/api/v1/statuses/${edited.id}`, alice, { status: `${texts.edited}, now edited` });
  const guild = blocked.account as unknown as { id: string };
  await call('POST', `/api/v1/accounts/${guild.id}/block`, demo);
  const filter = await postJson(
    '/api/v2/filters',
    {
      title: 'Quokkas',
      context: ['home'],
      filter_action: 'hide',
      keywords_attributes: [{ keyword: `quokka${stamp}`, whole_word: true }],
    },
    demo,
  );
  const again = await context.newPage();
  const undo = async () => {
    await call('DELETE', `/api/v2/filters/${filter.id}`, demo);
    await call('POST', `/api/v1/accounts/${guild.id}/unblock`, demo);
    await call('POST', `/api/v1/accounts/${guild.id}/follow`, demo);
  };
  return { again, texts, undo };
}

test.describe('the deck at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('opened again online, kept Home shows what changed while the app was closed within 5 s: deleted, blocked and filtered posts gone, the edit shown; then a post deleted while the stream is down goes after the reconnect', async ({
    page,
    context,
  }) => {
    const { again, texts, undo } = await changedWhileClosed(page, context);
    try {
      const subscribed = streamSubscribed(again);
      await again.goto('/');
      // The kept posts are drawn at once; the first page from the server reconciles them.
      await expect(homeColumn(again).getByRole('article').first()).toBeVisible();
      await showsTheServersHome(again, texts);
      expect(await seriousViolations(again, '[role="region"][aria-label="Home"]')).toEqual([]);

      // The reconnect: the stream is dropped and the post deleted before the socket is back (its
      // first try waits a second), so no stream delivers the delete: the first page does.
      await subscribed;
      const text = `Deleted while the stream was down ${Date.now()}`;
      const status = await postStatusAs('alice', text);
      await expect(post(again, text)).toBeVisible();
      const reconnected = new Promise<void>((resolve) => again.on('websocket', () => resolve()));
      await fault({ drop_websockets: true });
      await call('DELETE', `/api/v1/statuses/${status.id}`, await tokenFor('alice'));
      await reconnected;
      await expect(post(again, text)).toHaveCount(0, { timeout: 10_000 });
    } finally {
      await fault({ reset: true });
      await undo();
    }
  });
});

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('opened again online, kept Home shows what changed while the app was closed within 5 s', async ({
    page,
    context,
  }) => {
    const { again, texts, undo } = await changedWhileClosed(page, context);
    try {
      await again.goto('/');
      await expect(homeColumn(again).getByRole('article').first()).toBeVisible();
      await showsTheServersHome(again, texts);
    } finally {
      await undo();
    }
  });
});
