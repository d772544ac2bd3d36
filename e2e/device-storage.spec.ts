// A browser that keeps nothing on the device (no IndexedDB, as in some private windows) says so once, in
// Preferences, never in a toast.
import { expect, test, type Page } from '@playwright/test';
import { recordToasts, seriousViolations, signIn } from './helpers';

const LINE =
  'This browser does not let Fedideck keep data on this device: timelines, drafts and posts waiting to be sent last only while the app is open.';
const SHOTS = '/tmp/shots-longrun';

/** A browser that offers no IndexedDB, as some private windows do. */
async function withoutIndexedDb(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  });
}

/** Preferences at the page's size: the line once, under Account; axe-core in light and dark. */
async function preferencesLine(page: Page, path: string, shot: string) {
  await page.goto(path);
  const preferences = page.getByRole('region', { name: 'Preferences' });
  const account = preferences.getByRole('region', { name: 'Account' });
  await expect(account.getByText(LINE)).toBeVisible();
  await expect(page.getByText(LINE)).toHaveCount(1);
  await account.scrollIntoViewIfNeeded();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(page, '.preferences'), scheme).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${shot}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a browser that keeps nothing on the device: Preferences says it once under Account, at 1440×900 and 390×844; no toast', async ({
  page,
}) => {
  const toasts = await recordToasts(page);
  await withoutIndexedDb(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await preferencesLine(page, '/deck/preferences', 'preferences-memory-deck');
  // The phone's frame (630 px or less): the same page, the same line.
  await page.setViewportSize({ width: 390, height: 844 });
  await preferencesLine(page, '/preferences', 'preferences-memory-phone');
  await expect(page.getByRole('navigation', { name: 'Tabs' })).toBeVisible();
  expect(await toasts()).toEqual([]);
});
