// The deck keeping its place (fixed column widths, Compose in view, the detail and new columns scrolled to,
// nothing under the navigation, one header height) and the views around it: Search, the language list,
// the own profile and its editor, Preferences' controls, empty views, Load more and zero counts.
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { homeColumn, postJson, resetDeck, seriousViolations, signIn, tokenFor } from './helpers';

test.beforeEach(async () => {
  await resetDeck();
});

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};

/** Whether a click at the middle of the element lands on it (nothing drawn over it). */
const reachable = (locator: Locator) =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return !!hit && (element === hit || element.contains(hit));
  });

const deckColumns = (page: Page) =>
  page.locator('.deck__columns > .deck__column, .deck__columns > .deck__detail');

async function widths(page: Page) {
  return deckColumns(page).evaluateAll((columns) =>
    columns.map((c) => Math.round(c.getBoundingClientRect().width)),
  );
}

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('columns keep one width; an opened post takes the detail column, scrolled into view right of Compose, which stays whole; nothing sits under the navigation; the headers line up; axe-core', async ({
    page,
  }) => {
    await signIn(page);
    const before = await widths(page);
    expect(before).toHaveLength(3);
    for (const width of before) {
      expect(width).toBeGreaterThanOrEqual(350);
      expect(width).toBeLessThanOrEqual(400);
    }
    const headers = await page
      .locator('.deck__columns .column-header')
      .evaluateAll((all) => all.map((h) => Math.round(h.getBoundingClientRect().height)));
    expect(new Set(headers).size).toBe(1);
    const clear = page.getByRole('button', { name: 'Clear notifications' });
    await expect(clear).toBeVisible();
    expect(await reachable(clear)).toBe(true);

    await homeColumn(page).getByRole('article').nth(1).locator('.status__relative-time').click();
    const detail = page.locator('.deck__detail');
    await expect(detail.getByRole('region', { name: 'Post' })).toBeVisible();
    // The others are not resized; the detail column is as wide as they are.
    const after = await widths(page);
    expect(after.slice(0, 3)).toEqual(before);
    expect(after[3]).toBe(before[0]);
    const navigation = await box(page.getByRole('navigation', { name: 'Navigation' }));
    await expect
      .poll(async () => {
        const shown = await box(detail);
        return shown.x + shown.width <= navigation.x + 2 && shown.x >= 0;
      })
      .toBe(true);
    // Compose stays whole at the left, and the detail is to the right of it.
    const compose = await box(page.getByRole('region', { name: 'Compose' }));
    expect(compose.x).toBeGreaterThanOrEqual(0);
    expect((await box(detail)).x).toBeGreaterThanOrEqual(compose.x + compose.width);
    expect(await reachable(detail.getByRole('button', { name: 'Close' }))).toBe(true);
    expect(await reachable(page.getByRole('region', { name: 'Compose' }).locator('.column-header'))).toBe(
      true,
    );
    expect(await seriousViolations(page, '.deck')).toEqual([]);
  });

  test('a view loaded at its own address (Explore), whose content comes after the column, is scrolled whole into view', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page);
    await page.goto('/deck/search');
    await expect(page.getByRole('region', { name: 'Search' })).toBeInViewport();
    await page.goto('/deck/explore');
    await expect(page.getByRole('region', { name: 'Explore' }).getByRole('article').first()).toBeVisible();
    await expect(page.locator('.deck__detail')).toBeInViewport({ ratio: 1 });
  });

  test('a column added with "Add column" is scrolled into view beside Compose and has the focus', async ({
    page,
  }) => {
    await signIn(page);
    const navigation = page.getByRole('navigation', { name: 'Navigation' });
    // A post open first, so the deck is wider than the window.
    await homeColumn(page).getByRole('article').first().locator('.status__relative-time').click();
    await expect(page.locator('.deck__detail')).toBeVisible();
    await navigation.getByRole('button', { name: 'Add column' }).click();
    await navigation.getByRole('textbox').fill('photography');
    await navigation.getByRole('button', { name: 'Add', exact: true }).click();
    const added = page.locator('.deck__column').nth(3);
    await expect(added.getByRole('region', { name: /photography/i })).toBeVisible();
    await expect.poll(() => added.evaluate((column) => column === document.activeElement)).toBe(true);
    const nav = await box(navigation);
    const compose = await box(page.getByRole('region', { name: 'Compose' }));
    await expect
      .poll(async () => {
        const shown = await box(added);
        return shown.x >= compose.x + compose.width && shown.x + shown.width <= nav.x + 2;
      })
      .toBe(true);
  });

  test('Search has the focus on opening and on "/", its suggestions show avatars, custom emoji and a hashtag’s people over 2 days, a hint when empty; axe-core', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Search' }).click();
    const search = page.getByRole('region', { name: 'Search' });
    await expect(search.getByText(/Find profiles, hashtags and posts/)).toBeVisible();
    const hint = await search.locator('.timeline__empty').evaluate((p) => getComputedStyle(p).paddingLeft);
    expect(parseFloat(hint)).toBeGreaterThanOrEqual(16);
    const field = page.getByRole('combobox', { name: 'Search or paste URL' });
    await expect(field).toBeFocused();
    // Typed at once: no key is lost.
    await page.keyboard.type('ali');
    await expect(field).toHaveValue('ali');
    const alice = page.getByRole('option', { name: /alice/ }).first();
    await expect(alice).toBeVisible();
    await expect(alice.locator('img.account__avatar, .account__avatar img, img').first()).toBeVisible();
    await expect(alice).not.toContainText(':sparkle:');
    await expect(alice.locator('img[alt=":sparkle:"]')).toHaveCount(1);
    expect(await seriousViolations(page, '.deck__detail')).toEqual([]);
    await field.fill('#pol');
    await expect(page.getByRole('option', { name: /#poll/ })).toContainText(
      /\d+ (person|people) in the past 2 days/,
    );
    // "/" from elsewhere brings the focus back to the field.
    await homeColumn(page).locator('.column-header').click();
    await page.keyboard.press('/');
    await expect(field).toBeFocused();
  });

  test('the language list names languages in the app’s language on a server without a list, and by the server’s names where it has one', async ({
    page,
  }) => {
    await signIn(page);
    const compose = page.getByRole('region', { name: 'Compose' });
    await compose.getByRole('button', { name: /^Change language/ }).click();
    const list = page.getByRole('listbox', { name: 'Languages' });
    await expect(list.getByRole('option').first()).toBeVisible();
    const texts = await list.getByRole('option').allTextContents();
    expect(texts.length).toBeGreaterThan(150);
    // No option is a bare code ("aa", "ab", "ae").
    expect(texts.filter((text) => /^[a-z]{2,3}$/.test(text.trim()))).toEqual([]);
    await page.getByRole('combobox', { name: 'Search languages...' }).fill('Afar');
    await expect(list.getByRole('option', { name: /Afar/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.route('**/api/v1/instance/languages', (route) =>
      route.fulfill({
        json: [
          { code: 'tok', name: 'Toki Pona (server)' },
          { code: 'en', name: 'English' },
        ],
      }),
    );
    await page.reload();
    await page
      .getByRole('region', { name: 'Compose' })
      .getByRole('button', { name: /^Change language/ })
      .click();
    await expect(
      page.getByRole('listbox', { name: 'Languages' }).getByRole('option', { name: /Toki Pona \(server\)/ }),
    ).toBeVisible();
  });

  test('a post’s zero counts are text, not links; Load more shows only where a full page came', async ({
    page,
  }) => {
    const text = `Nobody boosted this yet ${Date.now()}`;
    await postJson(
      '/api/v1/statuses',
      { status: text, visibility: 'public' },
      await tokenFor('demo', 'demo'),
    );
    await signIn(page);
    await homeColumn(page)
      .getByRole('article', { name: new RegExp(text) })
      .locator('.status__relative-time')
      .click();
    const detail = page.locator('.deck__detail');
    await expect(detail.getByText('0 boosts')).toBeVisible();
    await expect(detail.getByRole('link', { name: '0 boosts' })).toHaveCount(0);
    await expect(detail.getByRole('link', { name: '0 favorites' })).toHaveCount(0);
    // The demo user's bookmarks are fewer than a page: no Load more under them.
    await page.goto('/deck/bookmarks');
    const bookmarks = page.locator('.deck__detail');
    await expect(bookmarks.getByRole('article').first()).toBeVisible();
    await expect(bookmarks.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });
});

async function ownProfileAndEditor(page: Page, phone: boolean, scope: string) {
  await page.goto(phone ? '/@demo' : '/deck/@demo');
  const edit = page.getByRole('link', { name: 'Edit profile' }).last();
  await expect(edit).toBeVisible();
  await expect(page.locator('.profile__actions').getByRole('button', { name: /^Follow/ })).toHaveCount(0);
  await (phone ? edit.tap() : edit.click());
  const form = page.getByRole('region', { name: 'Edit profile' });
  await expect(form.getByRole('textbox', { name: 'Label 1' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Label \d$/ })).toHaveCount(4);
  const label = `Pronouns ${Date.now() % 1000}`;
  // The first empty row takes the new field.
  const rows = form.getByRole('textbox', { name: /^Label \d$/ });
  let free = 0;
  while ((await rows.nth(free).inputValue()) !== '') free += 1;
  await rows.nth(free).fill(label);
  await form.getByRole('textbox', { name: `Content ${free + 1}` }).fill('they/them');

  // The picture is chosen through the styled label; the browser's control stays out of sight.
  const input = form.getByLabel('Profile picture: Choose a picture');
  expect((await input.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  await expect(form.locator('label.profile-edit__pick').first()).toBeVisible();
  const png = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  await input.setInputFiles({ name: 'green.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('img', { name: 'New profile picture' })).toBeVisible();
  await form.getByRole('button', { name: 'Profile picture: Remove' }).click();
  await expect(form.getByRole('img', { name: 'New profile picture' })).toHaveCount(0);
  expect(await seriousViolations(page, scope)).toEqual([]);

  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');
  await page.goto(phone ? '/@demo' : '/deck/@demo');
  await expect(page.getByText(label)).toBeVisible();
  await expect(page.getByText('they/them').first()).toBeVisible();
}

async function preferencesControls(page: Page, phone: boolean, scope: string) {
  await page.goto(phone ? '/preferences' : '/deck/preferences');
  const column = page.getByRole('region', { name: 'Preferences' });
  for (const heading of ['Appearance', 'Posting', 'Reading', 'Notifications'])
    await expect(column.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  const checkbox = column.getByRole('checkbox', { name: 'Reduce motion in animations' });
  const radio = column.getByRole('radio', { name: 'Single column' });
  const select = column.getByRole('combobox', { name: 'Posting language' });
  for (const control of [checkbox, radio, select])
    expect(await control.evaluate((e) => getComputedStyle(e).appearance)).toBe('none');
  // Keyboard focus shows a ring.
  await checkbox.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(checkbox).toBeFocused();
  expect(await checkbox.evaluate((e) => getComputedStyle(e).outlineStyle)).toBe('solid');
  // Checked: the accent fills it.
  const off = await checkbox.evaluate((e) => getComputedStyle(e).backgroundColor);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  expect(await checkbox.evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe(off);
  await page.keyboard.press('Space');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(page, scope)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('own profile, its editor and Preferences at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the own profile offers Edit profile where Follow would be; the editor edits the four fields and picks pictures through styled buttons; axe-core', async ({
    page,
  }) => {
    await signIn(page);
    await ownProfileAndEditor(page, false, '.deck__detail');
  });

  test('Preferences: sections, the app’s own checkbox, radio and select with a focus ring; axe-core in light and dark', async ({
    page,
  }) => {
    await signIn(page);
    await preferencesControls(page, false, '.deck__detail');
  });
});

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Search has the focus when its tab opens, a hint when empty; axe-core', async ({ page }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Search' }).tap();
    const field = page.getByRole('combobox', { name: 'Search or paste URL' });
    await expect(field).toBeFocused();
    await expect(page.getByText(/Find profiles, hashtags and posts/)).toBeVisible();
    await page.keyboard.type('#pol');
    await expect(page.getByRole('option', { name: /#poll/ })).toContainText(/in the past 2 days/);
    expect(await seriousViolations(page, '.phone')).toEqual([]);
  });

  test('the own profile offers Edit profile; the editor edits the fields and pictures; axe-core', async ({
    page,
  }) => {
    await signIn(page);
    await ownProfileAndEditor(page, true, '.phone');
  });

  test('Preferences: the app’s own controls with a focus ring; axe-core in light and dark', async ({
    page,
  }) => {
    await signIn(page);
    await preferencesControls(page, true, '.phone');
  });
});
