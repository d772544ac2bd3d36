// Feedback at once: a menu whose code is not loaded yet (its first open, on a slow network) shows a
// spinner where it opens, instead of nothing, until its code arrives.
import { expect, test, type Page, type Route } from '@playwright/test';
import { homeColumn, seriousViolations } from './helpers';

// What the service worker does is part of what these tests see.
test.use({ serviceWorkers: 'allow' });

/**
 * Signs in, then holds every script the signed-in app asks for once its first posts are on screen (the
 * lazy chunks, the idle prefetch's included) until `release`. The service worker is blocked so that
 * every request is seen.
 */
async function signInHoldingLazyScripts(page: Page) {
  const held: Route[] = [];
  let armed = false;
  let releasing = false;
  await page.route('**/*.js', async (route) => {
    const postsDrawn =
      armed && (await page.evaluate(() => document.querySelector('article') !== null).catch(() => false));
    if (postsDrawn && !releasing) held.push(route);
    else await route.continue();
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await page.waitForURL(/\/oauth\/authorize/);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  // From here on the page is the sign-in form, then the signed-in app: its first load goes through.
  armed = true;
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
  return {
    held: () => held.length,
    release: async () => {
      releasing = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });

  test('the first post menu shows a spinner under More while its code loads, then the menu in its place; axe-core', async ({
    page,
  }) => {
    const scripts = await signInHoldingLazyScripts(page);
    const post = homeColumn(page).getByRole('article').first();
    const more = post.getByRole('button', { name: 'More', exact: true });
    await more.click();
    const spinner = page.locator('.popover-loading').getByRole('progressbar', { name: 'Loading…' });
    await expect(spinner).toBeVisible();
    await expect(page.getByRole('menu', { name: 'More' })).toHaveCount(0);
    expect(scripts.held()).toBeGreaterThan(0);
    // Under the button that opened it.
    const [button, box] = [await more.boundingBox(), await page.locator('.popover-loading').boundingBox()];
    expect(box!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
    expect(await seriousViolations(page, '.popover-loading')).toEqual([]);

    await scripts.release();
    await expect(page.getByRole('menu', { name: 'More' })).toBeVisible();
    await expect(page.locator('.popover-loading')).toHaveCount(0);
  });
});

test.describe('on a phone (390×844, touch)', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
  });

  test('the first open of the menu shows a spinner while its code loads, then the menu; axe-core', async ({
    page,
  }) => {
    const scripts = await signInHoldingLazyScripts(page);
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'Menu' }).tap();
    const spinner = page.locator('.popover-loading').getByRole('progressbar', { name: 'Loading…' });
    await expect(spinner).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    expect(await seriousViolations(page, '.popover-loading')).toEqual([]);

    await scripts.release();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(page.locator('.popover-loading')).toHaveCount(0);
  });
});
