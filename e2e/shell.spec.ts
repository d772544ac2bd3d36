// The app's frame end to end: the phone layout, the Preferences page, and axe-core on the main views.
import { expect, test, type Locator } from '@playwright/test';
import { homeColumn, postStatusAs, resetDeck, seriousViolations, signIn } from './helpers';

test.beforeEach(async () => {
  await resetDeck();
});

/** Whether the element lies wholly inside the viewport. */
async function onScreen(locator: Locator, width: number, height: number) {
  const box = await locator.boundingBox();
  return (
    !!box &&
    box.width > 0 &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= width + 0.5 &&
    box.y + box.height <= height + 0.5
  );
}

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Home, Notifications and New post are on screen without scrolling; the tab bar slides away while scrolling down and back on scroll up; the menu reaches every other place; axe-core on Home, Notifications and the menu', async ({
    page,
  }) => {
    // Something the demo user has not read yet, whatever earlier specs marked read.
    await postStatusAs('alice', `@demo are you there? ${Date.now()}`);
    await signIn(page);
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    const home = tabs.getByRole('link', { name: 'Home' });
    const notifications = tabs.getByRole('link', { name: /^Notifications/ });
    const newPost = page.getByRole('link', { name: 'New post' });
    for (const control of [home, notifications, newPost, tabs.getByRole('button', { name: 'Menu' })])
      expect(await onScreen(control, 390, 844)).toBe(true);
    await expect(home).toHaveAttribute('aria-current', 'page');
    // The tab counts the notifications not read yet.
    await expect(notifications.locator('.tab-bar__badge')).toHaveText(/^([1-9]\d?|99\+)$/);
    // The page itself never scrolls: the column's body does, under the fixed tab bar.
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBeLessThanOrEqual(844);
    expect(await seriousViolations(page, '.phone')).toEqual([]);

    // Scrolling the timeline down hides the tab bar; scrolling up brings it back.
    const body = homeColumn(page).locator('.column__body');
    await body.evaluate((el) => el.scrollBy(0, 600));
    await expect(page.locator('.phone')).toHaveClass(/phone--scrolled/);
    await expect.poll(() => onScreen(tabs, 390, 844)).toBe(false);
    await body.evaluate((el) => el.scrollBy(0, -200));
    await expect(page.locator('.phone')).not.toHaveClass(/phone--scrolled/);
    await expect.poll(() => onScreen(tabs, 390, 844)).toBe(true);

    await notifications.tap();
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
    await expect(notifications).toHaveAttribute('aria-current', 'page');
    expect(await seriousViolations(page, '.phone')).toEqual([]);

    // The menu: every other place, Escape closes it, and opening a place closes it too.
    await tabs.getByRole('button', { name: 'Menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const place of [
      'Home',
      'Notifications',
      'Private mentions',
      'Lists',
      'Local timeline',
      'Federated timeline',
      'News',
      'Profile',
      'Preferences',
    ])
      await expect(menu.getByRole('link', { name: place, exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Accounts' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(await seriousViolations(page, '.phone-menu__sheet')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await tabs.getByRole('button', { name: 'Menu' }).tap();
    await menu.getByRole('link', { name: 'Local timeline', exact: true }).tap();
    await expect(menu).toHaveCount(0);
    const local = page.getByRole('region', { name: 'Local timeline' });
    await expect(local.getByRole('article').first()).toBeVisible();
    // A place reached from the menu has Back in its top bar; Back returns to where the user was.
    await local.getByRole('button', { name: 'Back' }).tap();
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();

    await newPost.tap();
    await expect(page).toHaveURL(/\/publish$/);
    await expect(page.getByRole('textbox', { name: "What's on your mind?" })).toBeVisible();
    await expect(newPost).toHaveCount(0);
  });

  test('a post and a profile open full screen with Back in the top bar; axe-core on both', async ({
    page,
  }) => {
    await signIn(page);
    const post = homeColumn(page).getByRole('article').first();
    const postId = await post.getAttribute('data-id');
    await post.locator('.status__relative-time').tap();
    const detail = page.getByRole('region', { name: 'Post' });
    await expect(detail.locator(`article[data-id="${postId}"]`)).toBeVisible();
    expect(await onScreen(detail.getByRole('button', { name: 'Back' }), 390, 844)).toBe(true);
    expect(await seriousViolations(page, '.phone')).toEqual([]);

    await detail.locator(`article[data-id="${postId}"] .status__display-name`).first().tap();
    await expect(page).toHaveURL(/\/@[^/]+$/);
    const profile = page.locator('.phone__main [role="region"]').first();
    await expect(profile.getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page, '.phone')).toEqual([]);
    await profile.getByRole('button', { name: 'Back' }).tap();
    await expect(detail.locator(`article[data-id="${postId}"]`)).toBeVisible();
    await detail.getByRole('button', { name: 'Back' }).tap();
    await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
  });
});

test.describe('Preferences at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a changed preference takes effect at once and survives a reload and a tab closed 0.5 s after the change; keyboard and axe-core', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('link', { name: 'Preferences' })
      .click();
    const preferences = page.getByRole('region', { name: 'Preferences' });
    await expect(preferences).toBeVisible();
    expect(await seriousViolations(page, '.deck__detail')).toEqual([]);

    // By keyboard: the theme's radio group moves with the arrow keys.
    await preferences.getByRole('radio', { name: 'Light' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(preferences.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(
      page.getByRole('region', { name: 'Preferences' }).getByRole('radio', { name: 'Dark' }),
    ).toBeChecked();

    // Changed, then the tab closed within half a second: a new tab has it.
    const expand = page
      .getByRole('region', { name: 'Preferences' })
      .getByRole('checkbox', { name: 'Always expand posts marked with content warnings' });
    await expect(expand).not.toBeChecked();
    await expand.check();
    await page.waitForTimeout(500);
    await page.close();
    const again = await context.newPage();
    await again.goto('/deck/preferences');
    await expect(
      again
        .getByRole('region', { name: 'Preferences' })
        .getByRole('checkbox', { name: 'Always expand posts marked with content warnings' }),
    ).toBeChecked();
    await expect(again.locator('html')).toHaveAttribute('data-theme', 'dark');

    // The layout preference changes the frame at once: one column, without the /deck prefix.
    await again
      .getByRole('region', { name: 'Preferences' })
      .getByRole('radio', { name: 'Single column' })
      .check();
    await expect(again).toHaveURL(/127\.0\.0\.1:\d+\/preferences$/);
    await expect(again.locator('.single-column')).toBeVisible();
    await again
      .getByRole('region', { name: 'Preferences' })
      .getByRole('radio', { name: /^Automatic/ })
      .check();
    await expect(again).toHaveURL(/\/deck\/preferences$/);
  });
});
