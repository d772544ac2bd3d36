// Posts open where they are pressed, the phone's chrome stays where it is needed, one indicator for new
// posts, Home's announcements behind a header button, and the instance's side: a post once in Home, its
// sign-in form and its icon. On the deck at 1440×900 and on a phone at 390×844 with touch.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  homeColumn,
  postJson,
  postStatusAs,
  resetDeck,
  seriousViolations,
  signIn,
  streamSubscribed,
  tokenFor,
} from './helpers';

// What the service worker does is part of what these tests see.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async () => {
  await resetDeck();
});

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESK = { viewport: { width: 1440, height: 900 } };

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A post's text in Home, by the words it was written with. */
const postText = (page: Page, words: string) =>
  homeColumn(page).locator('.status__content__text').filter({ hasText: words }).first();

/** The post's own address, without the deck's prefix. */
const postAddress = (acct: string, id: string) => new RegExp(`/@${acct}/${id}$`);

/** Where the element is on screen, once it is. */
async function box(locator: Locator) {
  await expect.poll(() => locator.boundingBox()).not.toBeNull();
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

for (const [name, device] of [
  ['at 1440×900', DESK],
  ['on a phone', PHONE],
] as const) {
  test.describe(`a press on a post ${name}`, () => {
    test.use(device);

    test('opens its thread from its text; a hashtag, a button and the post already open do not; axe-core on the thread', async ({
      page,
    }) => {
      const words = `Pressed anywhere on its body ${stamp()}`;
      const posted = await postStatusAs('alice', `${words} #pressed`);
      await signIn(page);
      const text = postText(page, words);
      await expect(text).toBeVisible();
      const home = page.url();

      // The action bar's buttons act, they do not open the post.
      const article = homeColumn(page).getByRole('article').filter({ hasText: words }).first();
      await article.getByRole('button', { name: 'Bookmark' }).click();
      await expect(article.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
      await article.getByRole('button', { name: 'Bookmark' }).click();
      expect(page.url()).toBe(home);

      // A press on the text opens the thread.
      await text.click({ position: { x: 4, y: 4 } });
      await page.waitForURL(postAddress('alice', posted.id));
      const thread = page.locator('.thread__focus');
      await expect(thread.getByText(words)).toBeVisible();
      expect(await seriousViolations(page, '.thread__focus')).toEqual([]);
      // On the thread, a press on the open post's text leaves it where it is.
      await thread
        .locator('.status__content__text')
        .first()
        .click({ position: { x: 4, y: 4 } });
      expect(page.url()).toMatch(postAddress('alice', posted.id));

      // A hashtag in a post goes to the hashtag, not to the post.
      await page.goBack();
      await expect(text).toBeVisible();
      await article.getByRole('link', { name: '#pressed' }).click();
      await page.waitForURL(/\/tags\/pressed$/);
    });
  });
}

test.describe('a press on a post at 1440×900 with a mouse', () => {
  test.use(DESK);

  test('selecting text does not open it; Ctrl and the middle button open it in a new tab; a notification’s post opens', async ({
    page,
    context,
  }) => {
    const words = `Selectable words of a post ${stamp()}`;
    const posted = await postStatusAs('alice', words);
    await signIn(page);
    const text = postText(page, words);
    await expect(text).toBeVisible();
    const home = page.url();

    // A drag that selects words.
    const { x, y, height } = await box(text);
    await page.mouse.move(x + 2, y + height / 2);
    await page.mouse.down();
    await page.mouse.move(x + 120, y + height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await page.evaluate(() => window.getSelection()?.toString().length ?? 0)).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expect(page.url()).toBe(home);

    await page.evaluate(() => window.getSelection()?.removeAllRanges());
    // Ctrl, then the middle button: a new tab at the post's address, this one stays.
    for (const press of [{ modifiers: ['Control' as const] }, { button: 'middle' as const }]) {
      const opened = context.waitForEvent('page');
      await text.click({ position: { x: 4, y: 4 }, ...press });
      const tab = await opened;
      await tab.waitForURL(postAddress('alice', posted.id));
      await tab.close();
      expect(page.url()).toBe(home);
    }

    // The post a notification is about opens from the notification.
    const mine = await postJson(
      '/api/v1/statuses',
      { status: `Mine, to be favourited ${stamp()}`, visibility: 'public' },
      await tokenFor('demo', 'demo'),
    );
    await postJson(`/api/v1/statuses/${mine.id}/favourite`, {}, await tokenFor('alice'));
    const notifications = page.getByRole('region', { name: 'Notifications' });
    const notified = notifications.locator('.notification-group__post .status__compact').filter({
      hasText: 'Mine, to be favourited',
    });
    await expect(notified.first()).toBeVisible();
    await notified
      .first()
      .locator('p')
      .first()
      .click({ position: { x: 4, y: 4 } });
    await page.waitForURL(postAddress('demo', mine.id));
  });
});

test.describe('the phone’s chrome (390×844, touch)', () => {
  test.use(PHONE);

  test('the tab bar hides while Home scrolls down and is back on a post, on the composer and at the top; toasts sit above it; axe-core', async ({
    page,
  }) => {
    await signIn(page);
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    const phone = page.locator('.phone');
    const body = homeColumn(page).locator('.column__body');
    // Home's first page drawn: it can scroll 900 px.
    await expect.poll(() => body.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeGreaterThan(900);

    await body.evaluate((el) => el.scrollBy(0, 900));
    await expect(phone).toHaveClass(/phone--scrolled/);
    // A post opened from there: the tab bar is back and stays.
    // Its time link: a tap on its text could land on a mention or a link, which open other views.
    await homeColumn(page).getByRole('article').nth(3).locator('.status__relative-time').first().tap();
    await expect(page.locator('.thread__focus')).toBeVisible();
    await expect(phone).not.toHaveClass(/phone--scrolled/);
    await expect(tabs).toBeInViewport({ ratio: 1 });
    expect(await seriousViolations(page, '.phone')).toEqual([]);

    // Back on Home, scrolled down again, then the composer: the tab bar is back.
    await tabs.getByRole('link', { name: 'Home' }).tap();
    await body.evaluate((el) => el.scrollBy(0, 900));
    await expect(phone).toHaveClass(/phone--scrolled/);
    await page.goto('/publish');
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await expect(phone).not.toHaveClass(/phone--scrolled/);
    await expect(tabs).toBeInViewport({ ratio: 1 });

    // At the top of Home it is there.
    await tabs.getByRole('link', { name: 'Home' }).tap();
    await body.evaluate((el) => el.scrollTo(0, 0));
    await expect(phone).not.toHaveClass(/phone--scrolled/);

    // A toast: above the tab bar and beside the New post button, covering neither.
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await page.context().setOffline(true);
    await homeColumn(page).getByRole('article').first().getByRole('button', { name: 'Bookmark' }).tap();
    const toast = page.locator('.toasts .toast').first();
    const notice = page.locator('.offline-notice');
    await expect(toast.or(notice.filter({ hasText: /\S/ })).first()).toBeVisible({ timeout: 15_000 });
    const tabBox = await box(tabs);
    const fab = await box(page.getByRole('link', { name: 'New post' }));
    const header = await box(homeColumn(page).locator('.column-header'));
    for (const shown of [toast, notice]) {
      if (!(await shown.isVisible()) || !(await shown.textContent())?.trim()) continue;
      const b = await box(shown);
      expect(b.y + b.height).toBeLessThanOrEqual(tabBox.y);
      const overlapsFab = b.x < fab.x + fab.width && b.x + b.width > fab.x && b.y < fab.y + fab.height;
      expect(overlapsFab && b.y + b.height > fab.y).toBe(false);
      expect(b.y).toBeGreaterThanOrEqual(header.y + header.height);
    }
    await page.context().setOffline(false);
  });
});

for (const [name, device] of [
  ['at 1440×900', DESK],
  ['on a phone', PHONE],
] as const) {
  test.describe(`new posts in Home ${name}`, () => {
    test.use(device);

    test('one new post raises one indicator when scrolled down, and none at the top where it simply appears; announcements behind the header’s button; axe-core', async ({
      page,
    }) => {
      const subscribed = streamSubscribed(page);
      await signIn(page);
      const home = homeColumn(page);
      const body = home.locator('.column__body');
      await expect(home.getByRole('article').nth(5)).toBeVisible();
      await subscribed;

      // At the top: it comes in, nothing else shows.
      const atTop = `Arrives at the top ${stamp()}`;
      await postStatusAs('alice', atTop);
      await expect(postText(page, atTop)).toBeVisible();
      await expect(home.getByRole('button', { name: /new post/ })).toHaveCount(0);
      await expect(home.getByLabel(/unread item/)).toHaveCount(0);

      // Scrolled down: one "1 new post", no unread badge, no "Jump to newest", no badge on Home's link.
      await body.evaluate((el) => el.scrollBy(0, 1200));
      const jump = home.getByRole('button', { name: 'Jump to newest' });
      await expect(jump).toBeVisible();
      // Just under the header, clear of the bottom where the posts' action rows and New post are.
      const jumpBox = await box(jump);
      const headerBox = await box(home.locator('.column-header'));
      expect(jumpBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
      expect(jumpBox.y).toBeLessThan(headerBox.y + headerBox.height + 24);
      await postStatusAs('alice', `Arrives while scrolled down ${stamp()}`);
      await expect(home.getByRole('button', { name: '1 new post' })).toBeVisible();
      await expect(home.getByRole('button', { name: 'Jump to newest' })).toHaveCount(0);
      await expect(home.getByLabel(/unread item/)).toHaveCount(0);
      await expect(
        page.locator('a[href$="/home"] .count-badge, .tab-bar a[href="/"] .count-badge'),
      ).toHaveCount(0);
      expect(await seriousViolations(page, '.column-header')).toEqual([]);
      await home.getByRole('button', { name: '1 new post' }).click();
      await expect(home.getByRole('button', { name: /new post/ })).toHaveCount(0);

      // Announcements: a pressed button in the header, no band above Home.
      await expect(home.getByRole('group', { name: 'Announcements' })).toHaveCount(0);
      const show = home.locator('.column-header').getByRole('button', { name: 'Show announcements' });
      await expect(show).toHaveAttribute('aria-pressed', 'false');
      await show.click();
      await expect(
        home.locator('.column-header').getByRole('button', { name: 'Hide announcements' }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(home.getByRole('group', { name: 'Announcements' })).toBeVisible();
      expect(await seriousViolations(page, '.announcements')).toEqual([]);
      await home.locator('.column-header').getByRole('button', { name: 'Hide announcements' }).click();
      await expect(home.getByRole('group', { name: 'Announcements' })).toHaveCount(0);
    });
  });
}

test.describe('the instance', () => {
  test.use(DESK);

  test('Home shows a post once when two followed accounts boost it', async ({ page }) => {
    const words = `Boosted by two ${stamp()}`;
    const posted = await postStatusAs('alice', words);
    for (const booster of ['carol', 'dave'])
      await postJson(`/api/v1/statuses/${posted.id}/reblog`, {}, await tokenFor(booster));
    await signIn(page);
    await expect(postText(page, words)).toBeVisible();
    await page.waitForTimeout(500);
    await expect(homeColumn(page).getByRole('article').filter({ hasText: words })).toHaveCount(1);
  });

  test('the sign-in form: the dark theme, scopes in words, the username kept after a wrong password, Cancel back to the app; axe-core; /favicon.ico', async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...DESK, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await page.waitForURL(/\/oauth\/authorize/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(22, 23, 29)');
    for (const words of ['read all your account’s data', 'modify all your account’s data'])
      await expect(page.getByRole('listitem').filter({ hasText: words })).toBeVisible();
    await expect(page.getByText(/\(read write/)).toHaveCount(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
    await expect(page.getByLabel('Username')).toHaveValue('demo');
    await expect(page.getByLabel('Password')).toBeFocused();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByRole('alert')).toHaveText('Sign-in was cancelled.');
    await context.close();

    const icon = await fetch(`${baseURL}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
  });
});
