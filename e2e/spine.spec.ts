// The app spine end to end in Chromium against the real local instance: sign-in through the form,
// Home over the network and streaming, compose, offline reading from IndexedDB, sign-out.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  fault,
  homeColumn,
  postJson,
  tokenFor,
  indexedDbNames,
  installabilityErrors,
  postStatusAs,
  signInThroughForm,
  waitForServiceWorker,
} from './helpers';

// What the service worker does is part of what these tests see.
test.use({ serviceWorkers: 'allow' });

test('a signed-out visitor reads the local timeline and is asked to sign in to favourite', async ({
  page,
}) => {
  await page.goto('/');
  const column = page.getByRole('region', { name: 'Local timeline' });
  await expect(column.getByRole('article').first()).toBeVisible();
  await column.getByRole('article').first().getByRole('button', { name: 'Favorite' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('signs in through the form and reads Home in the deck (/deck prefix, default columns)', async ({
  page,
}) => {
  await signInThroughForm(page);
  await expect(page).toHaveURL(/\/deck\/?$/);
  await expect(page.getByRole('region', { name: 'Compose' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
  expect(await homeColumn(page).getByRole('article').count()).toBeGreaterThan(5);
});

test("another account's post arrives in Home through streaming, and the user's own post appears", async ({
  page,
}) => {
  await signInThroughForm(page);
  // The user stream is open once the streaming health of the column shows; give it a moment to subscribe.
  await page.waitForTimeout(1000);
  const text = `Streamed from alice ${Date.now()}`;
  await postStatusAs('alice', text);
  await expect(homeColumn(page).getByRole('article').filter({ hasText: text })).toBeVisible();

  const own = `My own post ${Date.now()}`;
  await page.getByRole('textbox', { name: "What's on your mind?" }).fill(own);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(homeColumn(page).getByRole('article').filter({ hasText: own })).toHaveCount(1);
  await expect(page.getByText('Post published.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: "What's on your mind?" })).toHaveValue('');
});

test('a post made after Home’s first load but before its stream connects shows once it connects, with no loading shown', async ({
  page,
}) => {
  // The streaming socket waits until the post is made, as on a slow network.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.routeWebSocket(/\/api\/v1\/streaming/, async (socket) => {
    await released;
    socket.connectToServer();
  });
  await signInThroughForm(page);
  const home = homeColumn(page);
  await expect(home.getByRole('article').nth(3)).toBeVisible();
  const text = `Posted before the stream connected ${Date.now()}`;
  await postStatusAs('alice', text);
  await page.waitForTimeout(500);
  await expect(home.getByRole('article').filter({ hasText: text })).toHaveCount(0);
  // The background refresh draws no loading indicator.
  let loadingShown = false;
  await page.exposeFunction('loadingShown', () => (loadingShown = true));
  await home.evaluate((column) =>
    new MutationObserver(() => {
      if (column.querySelector('.column__body [role="progressbar"], .column__body .loading-indicator'))
        (window as unknown as { loadingShown: () => void }).loadingShown();
    }).observe(column, { childList: true, subtree: true }),
  );
  release();
  await expect(home.getByRole('article').filter({ hasText: text })).toBeVisible({ timeout: 5_000 });
  expect(loadingShown).toBe(false);
});

test('what is typed, with its content warning, is still in the compose box after a reload', async ({
  page,
}) => {
  await signInThroughForm(page);
  const text = `Kept across reloads ${Date.now()}`;
  const box = page.getByRole('textbox', { name: "What's on your mind?" });
  await box.fill(text);
  await page.getByRole('button', { name: 'Content warning', exact: false }).first().click();
  await page.getByRole('textbox', { name: 'Content warning' }).fill('spoilers');
  // The draft is saved a moment after the last change.
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(box).toHaveValue(text);
  await expect(page.getByRole('textbox', { name: 'Content warning' })).toHaveValue('spoilers');
  await box.fill('');
  await page.getByRole('textbox', { name: 'Content warning' }).fill('');
});

test('Chromium reports the app installable (manifest, icons, service worker)', async ({ playwright }) => {
  // Installability is not assessed in incognito profiles: use a persistent one.
  const profile = mkdtempSync(path.join(tmpdir(), 'fedideck-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorker(page);
    await expect.poll(() => installabilityErrors(context, page)).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('reloads offline and still shows Home from IndexedDB', async ({ page, context }) => {
  await signInThroughForm(page);
  await waitForServiceWorker(page);
  // The same post (its id and text), whatever its relative time says by then.
  const firstPost = async () => {
    const article = homeColumn(page).getByRole('article').first();
    return {
      id: await article.getAttribute('data-id'),
      text: (await article.innerText()).replace(/^(now|\d+[smhd])$/m, ''),
    };
  };
  const first = await firstPost();
  // Timeline pages are written to IndexedDB in batches off the critical path: wait for the write.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const names = (await indexedDB.databases()).map((d) => d.name ?? '');
        const name = names.find((n) => n.startsWith('fedideck-'));
        if (!name) return 0;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(new Error(String(request.error)));
        });
        const count = await new Promise<number>((resolve) => {
          const request = db.transaction('statuses').objectStore('statuses').count();
          request.onsuccess = () => resolve(request.result);
        });
        db.close();
        return count;
      }),
    )
    .toBeGreaterThan(10);

  await context.setOffline(true);
  await page.reload();
  await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
  expect(await firstPost()).toEqual(first);
  await context.setOffline(false);
});

test("signing out revokes the session and deletes the account's local data", async ({ page }) => {
  await signInThroughForm(page);
  await expect
    .poll(async () => (await indexedDbNames(page)).some((n) => n.startsWith('fedideck-')))
    .toBe(true);
  const saved = await page.evaluate(() => localStorage.getItem('fedideck:accounts'));
  expect(saved).toContain('token');
  const token = (JSON.parse(saved ?? '{}') as { accounts: { token: string }[] }).accounts[0].token;

  // Sign out asks first, naming the account.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('dialog', { name: /^Sign out of @demo@/ })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page.getByRole('region', { name: 'Local timeline' })).toBeVisible();
  await expect
    .poll(async () => (await indexedDbNames(page)).some((n) => n.startsWith('fedideck-')))
    .toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('fedideck:accounts'))).not.toContain(token);
  const response = await page.request.get('/api/v1/accounts/verify_credentials', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(401);
});

test('an edited post is updated in place through streaming and marked as edited', async ({ page }) => {
  await signInThroughForm(page);
  await page.waitForTimeout(1000);
  const token = await tokenFor('alice');
  const original = `Before the edit ${Date.now()}`;
  const status = await postJson('/api/v1/statuses', { status: original, visibility: 'public' }, token);
  const article = homeColumn(page).getByRole('article').filter({ hasText: original });
  await expect(article).toBeVisible();

  const edited = `After the edit ${Date.now()}`;
  const response = await fetch(`${baseURL}/api/v1/statuses/${status.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ status: edited }),
  });
  expect(response.ok).toBe(true);
  const updated = homeColumn(page).getByRole('article').filter({ hasText: edited });
  await expect(updated).toBeVisible();
  await expect(updated.getByText('Edited')).toBeVisible();
  await expect(homeColumn(page).getByRole('article').filter({ hasText: original })).toHaveCount(0);
});

test('a post the server fails to accept keeps every character and says so in words, without the status code', async ({
  page,
}) => {
  await signInThroughForm(page);
  const text = `Kept after a failure ${Date.now()} — with “quotes” and émoji 🎉`;
  const box = page.getByRole('textbox', { name: "What's on your mind?" });
  await box.fill(text);
  await fault({ fail: { status: 500, count: 1, path_prefix: '/api/v1/statuses' } });
  try {
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const alert = page.locator('.toasts .toast').filter({ hasText: 'The server had a problem' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Try again in a moment.');
    await expect(alert).not.toContainText('500');
  } finally {
    await fault({ reset: true });
  }
  await expect(box).toHaveValue(text);
  await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(homeColumn(page).getByRole('article').filter({ hasText: 'Kept after a failure' })).toHaveCount(
    1,
  );
});
