// Two tabs of the app agree: a setting changed in one applies in the other, switching account in one
// switches the other, and signing out in one signs the account out of both, its database gone from
// the browser, with no error and no "Sign in again".
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { homeColumn, indexedDbNames, recordToasts, seriousViolations, signInThroughForm } from './helpers';

// What the service worker does is part of what these tests see.
test.use({ serviceWorkers: 'allow' });

const host = new URL(baseURL).host;
const SHOTS = '/tmp/shots-tabs';

test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false });

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Navigation' });
const usingAccount = (page: Page) => navigation(page).getByRole('group', { name: 'Using the account' });

/** Adds alice as a second account from the deck's navigation; she is then the current account. */
async function addAlice(page: Page) {
  await navigation(page).getByRole('button', { name: 'Accounts' }).click();
  await navigation(page).getByRole('button', { name: 'Add account' }).click();
  await navigation(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/oauth\/authorize/);
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
}

async function openAccounts(page: Page) {
  const accounts = navigation(page).getByRole('group', { name: 'Accounts' });
  if (!(await accounts.isVisible())) await navigation(page).getByRole('button', { name: 'Accounts' }).click();
  return accounts;
}

/** The saved account keys (id @ server) by handle, as the page keeps them. */
const accountKeys = (page: Page) =>
  page.evaluate(() => {
    const registry = JSON.parse(localStorage.getItem('fedideck:accounts') ?? '{"accounts":[]}') as {
      accounts: { key: string; acct: string }[];
    };
    return Object.fromEntries(registry.accounts.map((a) => [a.acct.split('@')[0], a.key]));
  });

/** What the service worker's caches hold under the API's paths (nothing: API answers are never cached). */
const cachedApiAnswers = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        if (new URL(request.url).pathname.startsWith('/api/')) urls.push(request.url);
    return urls;
  });

test('two tabs: a setting, a switch of account and a sign-out made in one apply in the other', async ({
  context,
}) => {
  const a = await context.newPage();
  await signInThroughForm(a);
  // Signing alice in in A: she is then A's account, and B opens on her with both accounts listed.
  await addAlice(a);
  await expect(usingAccount(a)).toContainText(`@alice@${host}`);
  const b = await context.newPage();
  const toastsInB = await recordToasts(b);
  await b.goto('/');
  await expect(homeColumn(b).getByRole('article').first()).toBeVisible();
  await expect(usingAccount(b)).toContainText(`@alice@${host}`);

  // A theme chosen in A applies in B without a reload.
  await navigation(a).getByRole('link', { name: 'Preferences' }).click();
  await a.getByRole('region', { name: 'Preferences' }).getByRole('radio', { name: 'Dark' }).check();
  await expect(a.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(b.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 5_000 });
  // A deck setting too: Notifications removed in A leaves B's deck.
  const notificationsA = a.getByRole('region', { name: 'Notifications' });
  await notificationsA.getByRole('button', { name: 'Column settings' }).click();
  await notificationsA.getByRole('button', { name: 'Remove column' }).click();
  await expect(b.getByRole('region', { name: 'Notifications' })).toHaveCount(0, { timeout: 5_000 });

  // Switching in A switches B, which says so once.
  await (await openAccounts(a)).getByRole('button', { name: `Switch to @demo@${host}` }).click();
  await expect(usingAccount(a)).toContainText(`@demo@${host}`);
  await expect(usingAccount(b)).toContainText(`@demo@${host}`, { timeout: 5_000 });
  await expect(homeColumn(b).getByRole('article').first()).toBeVisible();
  await expect(b.locator('html')).toHaveAttribute('data-theme', 'dark');

  // Signing demo out in A: B shows alice within 5 s, with the same notice and no error.
  const keys = await accountKeys(a);
  const demoDb = `fedideck-${keys.demo}`;
  expect(await indexedDbNames(b)).toContain(demoDb);
  await navigation(a).getByRole('button', { name: 'Sign out', exact: true }).click();
  await a
    .getByRole('dialog', { name: `Sign out of @demo@${host}?` })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(usingAccount(a)).toContainText(`@alice@${host}`);
  await expect(usingAccount(b)).toContainText(`@alice@${host}`, { timeout: 5_000 });
  await expect(homeColumn(b).getByRole('article').first()).toBeVisible();
  for (const page of [a, b]) {
    await expect.poll(() => indexedDbNames(page)).not.toContain(demoDb);
    expect(await cachedApiAnswers(page)).toEqual([]);
  }
  await expect(b.locator('.toasts')).toContainText(`Signed out of @demo@${host}. Now using @alice@${host}`);
  await b.screenshot({ path: `${SHOTS}/b-after-sign-out-1440.png` });

  // Signing alice out too leaves B signed out.
  await navigation(a).getByRole('button', { name: 'Sign out', exact: true }).click();
  await a
    .getByRole('dialog', { name: `Sign out of @alice@${host}?` })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(b.getByRole('button', { name: 'Sign in' }).first()).toBeVisible({ timeout: 5_000 });
  await expect(usingAccount(b)).toHaveCount(0);
  for (const page of [a, b])
    await expect.poll(() => indexedDbNames(page)).not.toContain(`fedideck-${keys.alice}`);
  expect(await seriousViolations(b, 'body')).toEqual([]);
  await b.screenshot({ path: `${SHOTS}/b-signed-out-1440.png` });
  await b.setViewportSize({ width: 390, height: 844 });
  await expect(b.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  await b.screenshot({ path: `${SHOTS}/b-signed-out-390.png` });

  // B never said "Sign in again", nor showed an error: only what A said as each account left.
  const shown = await toastsInB();
  expect(shown.filter((text) => !/^(Now using|Signed out of) @/.test(text.trim()))).toEqual([]);
  expect(shown.filter((text) => text.trim().startsWith(`Now using @demo@${host}`))).toHaveLength(1);
});
