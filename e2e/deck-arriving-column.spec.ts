// The deck kept on this device is drawn first; the account's own deck arrives from the server after the
// first screen. A place opened at its address that the account's deck has as a column is that column.
import { expect, test } from '@playwright/test';
import { postStatusAs, resetDeck, signIn } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });

test.afterEach(async () => {
  await resetDeck();
});

test("a hashtag opened at its address, pinned in the account's deck that arrives after the first screen, is that column, not a copy beside it", async ({
  page,
}) => {
  const tag = `arriving${Date.now()}`;
  await postStatusAs('alice', `Pinned elsewhere #${tag}`);
  await resetDeck();
  await signIn(page);
  await expect(page.getByRole('region', { name: 'Home' }).getByRole('article').first()).toBeVisible();
  // Another device pins the hashtag to the account's deck; this one still keeps the deck it had.
  await resetDeck('demo', 'demo', [
    ...['COMPOSE', 'HOME', 'NOTIFICATIONS'].map((id) => ({ id, uuid: `default-${id.toLowerCase()}` })),
    { id: 'HASHTAG', uuid: `pinned-${tag}`, params: { tag, any: [], all: [], none: [], local: false } },
  ]);
  await page.goto(`/deck/tags/${tag}`);
  const columns = page.getByRole('region', { name: `#${tag}` });
  await expect(page.locator(`[data-column="pinned-${tag}"]`)).toBeVisible();
  await expect(columns).toHaveCount(1);
  await expect(page.locator('.deck__detail')).toHaveCount(0);
  await expect(page).toHaveURL(/\/deck\/?$/);
  await expect(columns.getByRole('article').filter({ hasText: 'Pinned elsewhere' })).toBeVisible();
});
