// Notifications kept on this device and shown offline after a reload, and the newest page a reconnect
// shows when more than a page of notifications was missed meanwhile: on the deck at 1440×900 and on a phone.
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import {
  fault,
  postJson,
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
  await fault({ reset: true });
});

const column = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const group = (page: Page, text: string) =>
  column(page).locator('.notification-group').filter({ hasText: text });

/** Whether the kept notifications list in IndexedDB holds a group whose post has this text. */
async function keptHolds(page: Page, text: string) {
  return page.evaluate(async (wanted) => {
    const name = (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .find((n) => n.startsWith('fedideck-'));
    if (!name) return false;
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
    const list = await read<{ groups: { status_id?: string }[] }>('notifications', 'list');
    let found = false;
    for (const { status_id: id } of list?.groups ?? []) {
      const status = id ? await read<{ content: string }>('statuses', id) : undefined;
      if (status?.content.includes(wanted)) found = true;
    }
    db.close();
    return found;
  }, text);
}

async function showsKeptNotificationsOffline(page: Page, context: BrowserContext, text: string) {
  await expect(group(page, text)).toBeVisible();
  await waitForServiceWorker(page);
  // The list reaches IndexedDB in a batch off the critical path.
  await expect.poll(() => keptHolds(page, text), { timeout: 15_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(group(page, text)).toBeVisible();
  await expect(column(page)).not.toContainText('No notifications are saved on this device');
  await expect(page.getByText('Offline — showing saved posts')).toHaveCount(1);
}

/**
 * Takes the app off the network (its socket dropped and no way back), has Alice mention the demo user
 * `count` times meanwhile, then lets it reconnect.
 */
async function missWhileAway(page: Page, context: BrowserContext, stamp: string, count: number) {
  // Live updates run once the first notifications are drawn.
  await expect(column(page).locator('.notification-group').first()).toBeVisible();
  await page.waitForTimeout(1_000);
  await context.setOffline(true);
  await fault({ drop_websockets: true });
  await expect(page.getByText('Offline — showing saved posts')).toHaveCount(1);
  const alice = await tokenFor('alice');
  for (let i = 1; i <= count; i += 1)
    await postJson(
      '/api/v1/statuses',
      { status: `@demo missed ${stamp} #${i}.`, visibility: 'public' },
      alice,
    );
  await context.setOffline(false);
}

/**
 * The column's rows are windowed: only those around the view are in the page. Scrolls the column down
 * from where it is until `target` is there, and brings it into view.
 */
async function scrollTo(page: Page, target: Locator) {
  const body = column(page).locator('.column__body');
  for (let step = 0; step < 60 && (await target.count()) === 0; step += 1) {
    await body.evaluate((element) => {
      element.scrollTop += Math.round(element.clientHeight * 0.8);
    });
    await page.waitForTimeout(100);
  }
  await target.first().scrollIntoViewIfNeeded();
}

/** The numbers of the missed mentions, top to bottom, read while the column scrolls from its top to its end. */
async function missedInOrder(page: Page, stamp: string) {
  const body = column(page).locator('.column__body');
  await body.evaluate((element) => element.scrollTo({ top: 0 }));
  const seen: number[] = [];
  const pattern = new RegExp(`missed ${stamp} #(\\d+)\\.`);
  for (let step = 0; step < 80; step += 1) {
    await page.waitForTimeout(100);
    for (const text of await column(page).locator('.notification-group').allInnerTexts()) {
      const number = Number(pattern.exec(text)?.[1]);
      if (number && !seen.includes(number)) seen.push(number);
    }
    const end = await body.evaluate((element) => {
      const atEnd = element.scrollTop + element.clientHeight >= element.scrollHeight - 2;
      element.scrollTop += Math.round(element.clientHeight * 0.8);
      return atEnd;
    });
    if (end) break;
  }
  return seen;
}

/**
 * After a reconnect that missed 45 mentions: the list is the newest page (40, down to the sixth), as
 * every first page over kept groups is; what was listed below it is not shown unchecked but loads again,
 * with the five oldest missed ones first, through the list's own "Load more" at its end.
 */
async function loadsTheRest(page: Page, stamp: string) {
  const mention = (i: number) => group(page, `missed ${stamp} #${i}.`);
  await expect(mention(45)).toBeVisible({ timeout: 20_000 });
  // No gap marker among the rows: the page is the list.
  await expect(column(page).locator('.timeline__row').getByRole('button', { name: 'Load more' })).toHaveCount(
    0,
  );
  await scrollTo(page, mention(6));
  await expect(mention(5)).toHaveCount(0);
  const older = column(page)
    .locator('.notification-group')
    .filter({ hasNotText: `missed ${stamp}` });
  await expect(older).toHaveCount(0);
  expect(await seriousViolations(page, '[role="region"][aria-label="Notifications"]')).toEqual([]);

  const more = column(page).getByRole('button', { name: 'Load more' }).last();
  await scrollTo(page, more);
  await more.click();
  await expect(mention(5)).toHaveCount(1);
  // In order: the fifth right below the sixth, the first above what was there before.
  expect((await mention(5).boundingBox())!.y).toBeGreaterThan((await mention(6).boundingBox())!.y);
  for (const i of [4, 3, 2, 1]) await scrollTo(page, mention(i));
  await scrollTo(page, older.first());
  expect((await older.first().boundingBox())!.y).toBeGreaterThan((await mention(1).boundingBox())!.y);
  // All 45, newest first, from the top of the column to its end.
  expect(await missedInOrder(page, stamp)).toEqual(Array.from({ length: 45 }, (_, i) => 45 - i));
}

test.describe('the deck at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('notifications are shown offline after a reload, from IndexedDB like the timelines; axe-core on the column', async ({
    page,
    context,
  }) => {
    const text = `Kept for offline ${Date.now()}`;
    await postJson('/api/v1/statuses', { status: `@demo ${text}` }, await tokenFor('alice'));
    await signIn(page);
    await showsKeptNotificationsOffline(page, context, text);
    expect(await seriousViolations(page, '[role="region"][aria-label="Notifications"]')).toEqual([]);
  });

  test('a reconnect after more than a page of notifications was missed shows the newest page; Load more at its end brings the rest in order', async ({
    page,
    context,
  }) => {
    await signIn(page);
    const stamp = String(Date.now());
    await missWhileAway(page, context, stamp, 45);
    await loadsTheRest(page, stamp);
  });
});

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  const openNotifications = async (page: Page) => {
    await page
      .getByRole('navigation', { name: 'Tabs' })
      .getByRole('link', { name: /^Notifications/ })
      .tap();
    await expect(column(page)).toBeVisible();
  };

  test('notifications are shown offline after a reload; axe-core on the phone', async ({ page, context }) => {
    const text = `Kept on the phone ${Date.now()}`;
    await postJson('/api/v1/statuses', { status: `@demo ${text}` }, await tokenFor('alice'));
    await signIn(page);
    await openNotifications(page);
    await showsKeptNotificationsOffline(page, context, text);
    expect(await seriousViolations(page, '.phone')).toEqual([]);
  });

  test.describe('a long absence', () => {
    test('a reconnect after more than a page was missed shows the newest page, whose Load more brings the rest', async ({
      page,
      context,
    }) => {
      await signIn(page);
      await openNotifications(page);
      const stamp = String(Date.now());
      await missWhileAway(page, context, stamp, 45);
      await loadsTheRest(page, stamp);
    });
  });
});
