// The compose box's typing aids end to end in Chromium against the local instance: suggestions for
// accounts, hashtags and emoji picked by keyboard, the emoji picker (search, insert, offline from
// IndexedDB, the pack revalidated by ETag), axe-core on both, and the picker on a phone.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signIn, waitForServiceWorker } from './helpers';

// What the service worker does is part of what these tests see.
test.use({ serviceWorkers: 'allow' });

// axe-core over the open picker (some two thousand emoji buttons) takes tens of seconds when another
// shard's Chromium shares the two cores: these tests may take two minutes.
test.describe.configure({ timeout: 120_000 });

const textBox = (page: Page) => page.getByRole('textbox', { name: "What's on your mind?" });
const pickerButton = (page: Page) => page.getByRole('button', { name: 'Insert emoji' });
const picker = (page: Page) => page.getByRole('dialog', { name: 'Insert emoji' });

test('"@al" suggests alice; the arrow keys and Enter pick her; axe-core on the open list', async ({
  page,
}) => {
  await signIn(page);
  await textBox(page).click();
  await textBox(page).pressSequentially('Hello @al');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  const alice = list.getByRole('option', { name: /@alice$/ });
  await expect(alice).toBeVisible();
  expect(await seriousViolations(page, '.compose-form')).toEqual([]);
  const options = await list.getByRole('option').allInnerTexts();
  expect(options.length).toBeLessThanOrEqual(4);
  // Move to alice with the arrows, then Enter.
  for (let i = 0; i < options.findIndex((text) => /@alice$/.test(text.trim())); i += 1)
    await textBox(page).press('ArrowDown');
  await expect(alice).toHaveAttribute('aria-selected', 'true');
  await expect(textBox(page)).toHaveAttribute('aria-activedescendant', (await alice.getAttribute('id'))!);
  await textBox(page).press('Enter');
  await expect(textBox(page)).toHaveValue('Hello @alice ');
  await expect(list).toBeHidden();
});

test('":" and a few letters suggest emoji; Tab picks the first', async ({ page }) => {
  await signIn(page);
  await textBox(page).click();
  await textBox(page).pressSequentially('Nice :grinn');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option').first()).toBeVisible();
  expect(await list.getByRole('option').count()).toBeLessThanOrEqual(5);
  await expect(list.getByRole('option').first()).toContainText(':grinning');
  await textBox(page).press('Tab');
  await expect(textBox(page)).toHaveValue(/^Nice \p{Extended_Pictographic}\uFE0F? $/u);
});

test('the emoji picker searches and inserts at the caret; Escape closes it and focus returns to its button; axe-core on the open picker', async ({
  page,
}) => {
  await signIn(page);
  await textBox(page).fill('ab');
  await textBox(page).evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(1, 1));
  await pickerButton(page).click();
  await expect(picker(page)).toBeVisible();
  await expect(picker(page).getByRole('heading', { name: 'People' })).toBeVisible();
  expect(await seriousViolations(page, '.emoji-picker')).toEqual([]);
  await picker(page).getByRole('searchbox', { name: 'Search emoji' }).fill('thumbs up');
  await expect(picker(page).getByRole('heading', { name: 'Search results' })).toBeVisible();
  await picker(page).getByRole('button', { name: 'thumbs up' }).click();
  await expect(picker(page)).toBeHidden();
  await expect(textBox(page)).toHaveValue(/^a👍\uFE0F? b$/u);
  await expect(textBox(page)).toBeFocused();

  // By keyboard: the search field, Arrow Down into the grid, arrows, Enter.
  await pickerButton(page).click();
  await expect(picker(page).getByRole('searchbox', { name: 'Search emoji' })).toBeFocused();
  await expect(picker(page).getByRole('heading', { name: 'Frequently used' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(picker(page).getByRole('button', { name: 'thumbs up' }).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(picker(page)).toBeHidden();
  await expect(pickerButton(page)).toBeFocused();
});

test('custom emoji are in the picker and insert as :shortcode: with spaces around', async ({ page }) => {
  await signIn(page);
  const custom = (await (await page.request.get('/api/v1/custom_emojis')).json()) as { shortcode: string }[];
  expect(custom.length).toBeGreaterThan(0);
  await textBox(page).fill('hi');
  await pickerButton(page).click();
  const code = `:${custom[0].shortcode}:`;
  await picker(page).getByRole('button', { name: code, exact: true }).first().click();
  await expect(textBox(page)).toHaveValue(`hi ${code} `);
});

test('after one online visit the picker opens offline with emoji; the next online visit gets 304 for the pack', async ({
  page,
  context,
}) => {
  await signIn(page);
  await waitForServiceWorker(page);
  const packs: number[] = [];
  page.on('response', (response) => {
    if (/\/packs\/emoji\/[^/]+\.json$/.test(response.url())) packs.push(response.status());
  });
  await pickerButton(page).click();
  await expect(picker(page).getByRole('button', { name: 'grinning face', exact: true })).toBeVisible();
  expect(packs).toEqual([200]);

  await context.setOffline(true);
  await page.reload();
  await expect(textBox(page)).toBeVisible();
  await pickerButton(page).click();
  await expect(picker(page).getByRole('button', { name: 'grinning face', exact: true })).toBeVisible();
  await context.setOffline(false);

  await page.reload();
  packs.length = 0;
  await pickerButton(page).click();
  await expect(picker(page).getByRole('button', { name: 'grinning face', exact: true })).toBeVisible();
  await expect.poll(() => packs).toEqual([304]);
});

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('on /publish the picker fits the screen and a tap inserts an emoji', async ({ page }) => {
    await signIn(page);
    await page.goto('/publish');
    await expect(textBox(page)).toBeVisible();
    await pickerButton(page).tap();
    await expect(picker(page)).toBeVisible();
    const box = (await picker(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await seriousViolations(page, '.emoji-picker')).toEqual([]);
    const grinning = picker(page).getByRole('button', { name: 'grinning face', exact: true });
    await grinning.tap();
    await expect(textBox(page)).toHaveValue('😀 ');
  });
});
