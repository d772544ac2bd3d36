// The account's filter list kept on this device and applied to the kept posts from the first render,
// offline too; a filter made elsewhere while the app was closed applying once the list arrives, and an
// author blocked elsewhere meanwhile leaving Home once the relationships are read again.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  homePost,
  postJson,
  postStatusAs,
  resetDeck,
  seriousViolations,
  signIn,
  tokenFor,
  waitForServiceWorker,
} from './helpers';

// What the service worker does is part of what these tests see.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async () => {
  await resetDeck();
});

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

/** What the account's database holds: the texts of Home's kept posts and the titles of the kept filters. */
async function kept(page: Page) {
  return page.evaluate(async () => {
    const name = (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .find((n) => n.startsWith('fedideck-'));
    if (!name) return { home: [] as string[], filters: [] as string[] };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error(String(request.error)));
    });
    const read = <T>(store: string, key: string) =>
      new Promise<T | undefined>((resolve) => {
        const request = db.transaction(store).objectStore(store).get(key);
        request.onsuccess = () => resolve(request.result as T | undefined);
        request.onerror = () => resolve(undefined);
      });
    const timeline = await read<{ items: (string | null)[] }>('timelines', 'home');
    const home: string[] = [];
    for (const id of timeline?.items ?? []) {
      const status = id ? await read<{ content: string }>('statuses', id) : undefined;
      if (status) home.push(status.content);
    }
    const filters = (await read<{ title: string }[]>('settings', 'filters')) ?? [];
    db.close();
    return { home, filters: filters.map((f) => f.title) };
  });
}

async function call(method: string, path: string, token: string) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as { id: string };
}

const hideFilter = (title: string, keyword: string) => ({
  title,
  context: ['home'],
  filter_action: 'hide',
  keywords_attributes: [{ keyword, whole_word: true }],
});

test.describe('the deck at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a filter known last session hides its kept post from the first render of an offline start; back online, a filter made and a block made elsewhere while the app was closed apply within 5 s; axe-core on Home', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const known = `okapi${stamp}`;
    const later = `zebra${stamp}`;
    const texts = {
      known: `Kept ${known} by alice`,
      later: `Kept ${later} by alice`,
      blocked: `Kept by carol ${stamp}`,
      plain: `Kept plain ${stamp}`,
    };
    const demo = await tokenFor('demo', 'demo');
    const carol = await call('GET', '/api/v1/accounts/lookup?acct=carol', demo);
    await postStatusAs('alice', texts.known);
    await postStatusAs('alice', texts.later);
    await postStatusAs('carol', texts.blocked);
    await postStatusAs('alice', texts.plain);
    const made: string[] = [];
    try {
      await signIn(page);
      for (const text of Object.values(texts)) await expect(homePost(page, text)).toBeVisible();
      await waitForServiceWorker(page);

      // A hide filter made in another app while this one is open: the list arrives (the stream says it
      // changed) and the post, fetched before the filter existed, leaves Home without being fetched again.
      made.push((await postJson('/api/v2/filters', hideFilter('Okapis', known), demo)).id);
      await expect(homePost(page, texts.known)).toHaveCount(0, { timeout: 5_000 });
      await expect
        .poll(
          async () => {
            const { home, filters } = await kept(page);
            return (
              filters.includes('Okapis') &&
              [texts.later, texts.blocked].every((t) => home.some((c) => c.includes(t)))
            );
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await page.close();

      // While the app is closed: another filter, and a block of Carol.
      made.push((await postJson('/api/v2/filters', hideFilter('Zebras', later), demo)).id);
      await call('POST', `/api/v1/accounts/${carol.id}/block`, demo);

      // An offline start: the kept list applies from the first render.
      await context.setOffline(true);
      const app = await context.newPage();
      await app.addInitScript((word) => {
        const w = window as unknown as { shownKnown: string };
        w.shownKnown = '';
        new MutationObserver(() => {
          const home = document.querySelector('[role="region"][aria-label="Home"]');
          for (const article of home?.querySelectorAll('article') ?? []) {
            if (!w.shownKnown && article.textContent?.includes(word))
              w.shownKnown = article.outerHTML.slice(0, 300);
          }
        }).observe(document, { childList: true, subtree: true, characterData: true });
      }, known);
      await app.goto('/');
      await expect(homePost(app, texts.plain)).toBeVisible();
      await expect(app.getByText('Offline — showing saved posts')).toHaveCount(1);
      await expect(homePost(app, texts.known)).toHaveCount(0);
      // Never drawn in Home (the filter is for Home only), not even before the list was read.
      expect(await app.evaluate(() => (window as unknown as { shownKnown: string }).shownKnown)).toBe('');
      // What was made elsewhere cannot be known offline.
      await expect(homePost(app, texts.later)).toBeVisible();
      await expect(homePost(app, texts.blocked)).toBeVisible();

      // Back online: the list and the relationships are read again, and both apply to the kept posts.
      await context.setOffline(false);
      await expect(homePost(app, texts.later)).toHaveCount(0, { timeout: 5_000 });
      await expect(homePost(app, texts.blocked)).toHaveCount(0, { timeout: 5_000 });
      await expect(homePost(app, texts.plain)).toBeVisible();
      await expect(homePost(app, texts.known)).toHaveCount(0);
      await app.screenshot({ path: '/tmp/shots-filters/kept-filters-deck.png' });
      expect(await seriousViolations(app, '[role="region"][aria-label="Home"]')).toEqual([]);
    } finally {
      for (const id of made) await call('DELETE', `/api/v2/filters/${id}`, demo).catch(() => undefined);
      await call('POST', `/api/v1/accounts/${carol.id}/unblock`, demo);
    }
  });
});
