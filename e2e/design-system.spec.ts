// The design system end to end: one icon set (Material Symbols, as a sprite built from the package),
// the phone menu's account header and sections, Preferences' headed sections, links in running text
// underlined, and axe-core on Preferences and the phone menu in light and dark.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { homeColumn, homePost, postStatusAs, resetDeck, seriousViolations, signIn } from './helpers';

test.beforeEach(async () => {
  await resetDeck();
});

/** The path Material Symbols draws a symbol with, from the package itself. */
const symbolPath = (symbol: string) =>
  /\sd="([^"]+)"/.exec(
    readFileSync(
      join(__dirname, '../node_modules/@material-symbols/svg-400/outlined', `${symbol}.svg`),
      'utf8',
    ),
  )![1];

/** Where a navigation link's icon comes from: the sprite's URL and the symbol's id. */
async function iconOf(link: Locator) {
  const href = await link.locator('svg.icon > use').getAttribute('href');
  const [url, id] = (href ?? '').split('#');
  return { url, id };
}

/** The sprite's symbols, fetched as the page would, by id. */
async function spriteSymbols(page: Page, url: string): Promise<Record<string, string>> {
  return page.evaluate(async (spriteUrl) => {
    const text = await (await fetch(spriteUrl)).text();
    const svg = new DOMParser().parseFromString(text, 'image/svg+xml');
    return Object.fromEntries(
      [...svg.querySelectorAll('symbol')].map((s) => [
        s.id,
        s.querySelector('path')?.getAttribute('d') ?? '',
      ]),
    );
  }, url);
}

async function inBothThemes(page: Page, include: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(page, include), `${include} in ${scheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('at 1400×900', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('every navigation link draws its icon from the Material Symbols sprite, the same symbol as its column header; links in a post are underlined', async ({
    page,
  }) => {
    await postStatusAs('alice', `Read https://example.com/design-notes today ${Date.now()}`);
    await signIn(page);
    await page.goto('/deck');
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    const places: [string, string][] = [
      ['Home', 'home'],
      ['Notifications', 'notifications'],
      ['Private mentions', 'alternate_email'],
      ['Lists', 'list_alt'],
      ['Followed hashtags', 'tag'],
      ['Bookmarks', 'bookmarks'],
      ['Favorites', 'star'],
      ['Search', 'search'],
      ['Explore', 'explore'],
      ['Local timeline', 'groups'],
      ['Federated timeline', 'public'],
      ['Preferences', 'settings'],
    ];
    const first = await iconOf(nav.getByRole('link', { name: 'Home', exact: true }));
    expect(first.url).toMatch(/^\/assets\/icons\.[0-9a-f]{8}\.svg$/);
    const symbols = await spriteSymbols(page, first.url);
    for (const [name, symbol] of places) {
      const link = nav.getByRole('link', { name: new RegExp(`^${name}`) });
      const icon = await iconOf(link);
      expect(icon.url, name).toBe(first.url);
      expect(symbols[icon.id], name).toBe(symbolPath(symbol));
      // Drawn inside the icon's 20 px box, not outside it.
      const box = (await link.locator('svg.icon').boundingBox())!;
      const shape = (await link.locator('svg.icon > use').boundingBox())!;
      expect(box.width, name).toBe(20);
      expect(shape.width, name).toBeGreaterThan(10);
      expect(shape.y, name).toBeGreaterThanOrEqual(box.y - 0.5);
      expect(shape.y + shape.height, name).toBeLessThanOrEqual(box.y + box.height + 0.5);
    }
    // The sprite arrives as an image, not in the JavaScript.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    );
    expect(scripts.some((name) => name.includes('icons.'))).toBe(false);
    // The column header draws the place's own symbol.
    const header = homeColumn(page).locator('.column-header__title');
    expect((await iconOf(header)).id).toBe('home');
    expect(
      (await iconOf(page.getByRole('region', { name: 'Notifications' }).locator('.column-header__title'))).id,
    ).toBe('notifications');

    const link = homePost(page, 'design-notes').getByRole('link', { name: /example\.com/ });
    await expect(link).toBeVisible();
    expect(await link.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
  });

  test("the Notifications column's filters fit its width, none cut off", async ({ page }) => {
    await signIn(page);
    const bar = page.getByRole('region', { name: 'Notifications' }).getByRole('tablist');
    await expect(bar.getByRole('tab', { name: 'Poll results' })).toBeVisible();
    const fits = await bar.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
  });

  test('Preferences: headed sections; axe-core in light and dark', async ({ page }) => {
    await signIn(page);
    await page.goto('/deck/preferences');
    const column = page.getByRole('region', { name: 'Preferences' });
    for (const heading of ['Appearance', 'Posting', 'Reading', 'Notifications'])
      await expect(column.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await inBothThemes(page, '.deck__detail');
  });
});

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu opens on the account (avatar, name, handle) with Sign out in view without scrolling, places under headings with their icons; axe-core in light and dark', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'Menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const profile = menu.getByRole('link', { name: /@demo/ });
    await expect(profile).toHaveAttribute('href', '/@demo');
    await expect(profile.locator('.account__avatar')).toBeVisible();
    const signOut = menu.getByRole('button', { name: 'Sign out' });
    await expect(signOut).toBeInViewport({ ratio: 1 });
    // Nothing scrolled to get there: the sheet is at its top.
    expect(await menu.evaluate((sheet) => sheet.scrollTop)).toBe(0);
    const profileBox = (await profile.boundingBox())!;
    const signOutBox = (await signOut.boundingBox())!;
    const homeBox = (await menu.getByRole('link', { name: 'Home', exact: true }).boundingBox())!;
    expect(profileBox.y).toBeLessThan(signOutBox.y);
    expect(signOutBox.y).toBeLessThan(homeBox.y);
    for (const heading of ['Your collections', 'Discover', 'Settings and about'])
      await expect(menu.getByRole('heading', { name: heading, exact: true })).toBeAttached();
    // The same symbols as the deck's panel.
    expect((await iconOf(menu.getByRole('link', { name: 'Home', exact: true }))).id).toBe('home');
    expect((await iconOf(menu.getByRole('link', { name: 'Preferences', exact: true }))).id).toBe(
      'preferences',
    );
    await inBothThemes(page, '.phone-menu__sheet');

    // Sign out from there asks first, then signs out.
    await signOut.tap();
    await page
      .getByRole('dialog', { name: /^Sign out of @demo@/ })
      .getByRole('button', { name: 'Sign out' })
      .tap();
    await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  });

  test('Preferences: headed sections; axe-core in light and dark', async ({ page }) => {
    await signIn(page);
    await page.goto('/preferences');
    const column = page.getByRole('region', { name: 'Preferences' });
    for (const heading of ['Appearance', 'Posting', 'Reading', 'Notifications'])
      await expect(column.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await inBothThemes(page, '.phone');
  });
});
