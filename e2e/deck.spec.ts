// The deck end to end: columns of several kinds added through the UI, streamed posts, kept deck.
import { expect, test } from '@playwright/test';
import { homeColumn, postStatusAs, signInThroughForm } from './helpers';

test('added hashtag and local columns receive a streamed post, and the deck is kept after a reload (SPEC.md 2)', async ({
  page,
}) => {
  await signInThroughForm(page);
  const tag = `deck${Date.now()}`;
  await page.getByRole('button', { name: 'Add column' }).click();
  await page.getByRole('textbox', { name: 'Hashtag name' }).fill(tag);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Add column' }).click();
  await page.getByRole('combobox', { name: 'Column type' }).selectOption({ label: 'Local timeline' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const hashtag = page.getByRole('region', { name: `#${tag}` });
  const local = page.getByRole('region', { name: 'Local timeline' });
  await expect(hashtag).toBeVisible();
  await expect(local).toBeVisible();
  await page.waitForTimeout(1000);

  const text = `Deck post #${tag}`;
  await postStatusAs('alice', text);
  for (const column of [homeColumn(page), hashtag, local]) {
    await expect(column.getByRole('article').filter({ hasText: 'Deck post' })).toBeVisible();
  }

  // Settings are saved after a 2 s debounce (SPEC.md 9).
  await page.waitForTimeout(2500);
  await page.reload();
  await expect(page.getByRole('region', { name: `#${tag}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Local timeline' })).toBeVisible();
});
