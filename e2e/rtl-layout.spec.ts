// Right to left, end to end, at 1440×900 and at 390×844 with touch: the layout mirrors by itself (the
// navigation at the left of the deck, the first column at the right, the New post button at the left
// on a phone), a back arrow points right, ← in the media viewer goes to the next picture, and a post
// reads in its own direction: an Arabic post right to left and an English one left to right, under
// either interface direction. axe-core over the whole page, every rule on.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { baseURL } from '../playwright.config';
import { SIZES, settle, signInAsDemo, type Size } from './gallery-views';
import { postStatusAs, resetDeck, seriousViolations, tokenFor } from './helpers';

/** The Arabic catalogue's text of a message: the names the Arabic interface gives its controls. */
const arabic = JSON.parse(readFileSync(path.resolve(__dirname, '../src/locales/ar.json'), 'utf8')) as Record<
  string,
  string
>;
const ar = (id: string): string => {
  const text = arabic[id];
  if (!text) throw new Error(`No Arabic text for ${id}`);
  return text;
};

/**
 * The interface in Arabic from the next load on, as Preferences keeps it (the device's settings), which
 * sets `<html lang="ar" dir="rtl">`.
 */
async function useRightToLeft(page: Page) {
  await page.addInitScript(() => {
    const key = 'fedideck:localSettings';
    const kept = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    if (kept.interface_language !== 'ar')
      localStorage.setItem(key, JSON.stringify({ ...kept, interface_language: 'ar' }));
  });
}

const ARABIC = 'مرحبا بالجميع، هذا منشور باللغة العربية';
const ENGLISH = 'An English post in a right-to-left interface';

/** A post by alice with two pictures (red, then blue), uploaded through the API; its id. */
async function postWithTwoPictures(): Promise<string> {
  const token = await tokenFor('alice');
  const ids: string[] = [];
  for (const [colour, description] of [
    ['red', 'A red rectangle'],
    ['blue', 'A blue rectangle'],
  ]) {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${colour}.png`);
    form.append('description', description);
    const response = await fetch(`${baseURL}/api/v2/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBeLessThan(300);
    const media = (await response.json()) as { id: string };
    await expect
      .poll(async () => {
        const check = await fetch(`${baseURL}/api/v1/media/${media.id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return check.status === 200 && ((await check.json()) as { url: string | null }).url !== null;
      })
      .toBe(true);
    ids.push(media.id);
  }
  const status = await postStatusAs('alice', `Two pictures ${Date.now()}`, { media_ids: ids });
  return status.id;
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not drawn`);
  return found;
};

/** The direction a post's text is drawn in. */
const textDirection = (page: Page, text: string) =>
  page
    .locator('.status__content__text')
    .filter({ hasText: text })
    .first()
    .evaluate((element) => getComputedStyle(element).direction);

const iconTransform = (page: Page, icon: string) =>
  page
    .locator(`svg.icon-${icon}`)
    .first()
    .evaluate((element) => getComputedStyle(element).transform);

const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';

for (const size of ['desk', 'phone'] as Size[]) {
  const { width, height } = SIZES[size].viewport;
  const prefix = size === 'desk' ? '/deck' : '';

  test.describe(`right to left ${size === 'desk' ? 'on the deck' : 'on a phone'} at ${width}×${height}`, () => {
    let context: BrowserContext;
    let page: Page;
    let picturesId: string;

    test.beforeAll(async ({ browser }) => {
      await resetDeck();
      const marker = Date.now();
      await postStatusAs('alice', `${ENGLISH} ${marker}`);
      await postStatusAs('alice', `${ARABIC} ${marker}`, { language: 'ar' });
      picturesId = await postWithTwoPictures();
      context = await browser.newContext({ ...SIZES[size], baseURL });
      page = await context.newPage();
      await signInAsDemo(page, baseURL);
      await useRightToLeft(page);
    });

    test.afterAll(async () => {
      await context.close();
    });

    test('the layout mirrors; posts read in their own direction; axe-core finds nothing serious', async () => {
      await page.goto(`${baseURL}${size === 'desk' ? '/deck' : '/'}`);
      const home = page.getByRole('region', { name: ar('column.home'), exact: true });
      await expect(home.getByRole('article').filter({ hasText: ARABIC }).first()).toBeVisible();
      await expect(home.getByRole('article').filter({ hasText: ENGLISH }).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');

      if (size === 'desk') {
        // The navigation at the left of the deck, Compose (the first column) at its right edge and
        // Home to the left of Compose.
        const navigation = await box(page, '.deck > .navigation-panel');
        const columns = await box(page, '.deck__columns');
        expect(navigation.x + navigation.width).toBeLessThanOrEqual(columns.x + 1);
        const compose = await box(page, '.deck__column--pinned');
        const homeColumn = await home.boundingBox();
        expect(columns.x + columns.width - (compose.x + compose.width)).toBeLessThan(24);
        expect(homeColumn!.x + homeColumn!.width).toBeLessThanOrEqual(compose.x + 1);
      } else {
        // The New post button at the left, above the tab bar.
        const button = await box(page, '.phone__compose');
        expect(button.x).toBeLessThan(width / 2);
      }

      // An Arabic post reads right to left, an English one left to right.
      expect(await textDirection(page, ARABIC)).toBe('rtl');
      expect(await textDirection(page, ENGLISH)).toBe('ltr');
      await settle(page);
      expect(await seriousViolations(page, 'body')).toEqual([]);

      // In the English interface (left to right) the Arabic post still reads right to left.
      await page.evaluate(() => document.documentElement.setAttribute('dir', 'ltr'));
      expect(await textDirection(page, ARABIC)).toBe('rtl');
      expect(await textDirection(page, ENGLISH)).toBe('ltr');
      if (size === 'desk') {
        // ... and the navigation is back at the right.
        const navigation = await box(page, '.deck > .navigation-panel');
        const columns = await box(page, '.deck__columns');
        expect(navigation.x).toBeGreaterThanOrEqual(columns.x + columns.width - 1);
      }
      await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
    });

    test('a back arrow points right and ← in the media viewer goes to the next picture', async () => {
      await page.goto(`${baseURL}${prefix}/@alice/${picturesId}`);
      const focus = page.locator('.thread__focus');
      await expect(focus.getByRole('link', { name: 'A red rectangle' })).toBeVisible();
      await expect(page.getByRole('button', { name: ar('column_back_button.label') }).first()).toBeVisible();
      expect(await iconTransform(page, 'back')).toBe(MIRRORED);

      await focus.getByRole('link', { name: 'A red rectangle' }).click();
      const viewer = page.getByRole('dialog', { name: ar('lightbox.title') });
      await expect(viewer.getByRole('img', { name: 'A red rectangle' })).toBeVisible();
      // Previous at the right, Next at the left, each chevron pointing its way.
      const previous = await viewer.getByRole('button', { name: ar('lightbox.previous') }).boundingBox();
      const next = await viewer.getByRole('button', { name: ar('lightbox.next') }).boundingBox();
      expect(next!.x).toBeLessThan(previous!.x);
      expect(await iconTransform(page, 'next')).toBe(MIRRORED);
      await page.keyboard.press('ArrowLeft');
      await expect(viewer.getByRole('img', { name: 'A blue rectangle' })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(viewer.getByRole('img', { name: 'A red rectangle' })).toBeVisible();
      expect(await seriousViolations(page, 'body')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
    });
  });
}
