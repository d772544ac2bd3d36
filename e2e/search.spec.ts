// The search view end to end: suggestions, results by kind, opening a profile and a hashtag, the recent
// searches kept across a reload, the "/" shortcut, and axe-core on the view, at desk and phone sizes.
import { expect, test, type Page } from '@playwright/test';
import { resetDeck, seriousViolations, signIn } from './helpers';

test.beforeEach(async () => {
  await resetDeck();
});

const searchColumn = (page: Page) => page.getByRole('region', { name: 'Search' });

/** Searches from the view's field and waits for the result tabs. */
async function searchFor(page: Page, q: string) {
  const field = page.getByRole('combobox', { name: 'Search or paste URL' });
  await field.fill(q);
  await field.press('Enter');
  await expect(searchColumn(page).getByRole('tablist')).toBeVisible();
}

async function searchJourney(page: Page, tap: boolean) {
  const click = (locator: ReturnType<Page['getByRole']>) => (tap ? locator.tap() : locator.click());
  const field = page.getByRole('combobox', { name: 'Search or paste URL' });

  // Suggestions while typing: a listbox the arrows move through.
  await field.fill('alic');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox.getByRole('option').first()).toContainText('@alice');
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  await field.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');

  await searchFor(page, 'alice');
  const panel = searchColumn(page).getByRole('tabpanel');
  await expect(page.getByRole('tab', { name: 'Profiles' })).toHaveAttribute('aria-selected', 'true');
  expect(await seriousViolations(page, '.column')).toEqual([]);
  await click(panel.getByRole('link', { name: /@alice/ }).first());
  await expect(page).toHaveURL(/\/@alice$/);
  await expect(page.getByRole('region').filter({ hasText: '@alice' }).first()).toBeVisible();

  await page.goBack();
  // The results stay in memory.
  await expect(panel.getByRole('link', { name: /@alice/ }).first()).toBeVisible();

  await searchFor(page, 'coffee');
  await click(page.getByRole('tab', { name: 'Hashtags' }));
  await click(panel.getByRole('link', { name: '#coffee' }));
  await expect(page).toHaveURL(/\/tags\/coffee$/);
  await expect(page.getByRole('article').first()).toBeVisible();

  // The recent searches survive a reload and run again when chosen.
  await page.goto(page.url().replace(/\/tags\/coffee$/, '/search'));
  await page.reload();
  await expect(field).toHaveValue('');
  const recent = page.getByRole('region', { name: 'Recent searches' });
  await expect(recent.getByRole('button', { name: '#coffee', exact: true })).toBeVisible();
  await expect(recent.getByRole('button', { name: 'alice', exact: true })).toBeVisible();
  expect(await seriousViolations(page, '.column')).toEqual([]);
  await click(recent.getByRole('button', { name: 'Remove #coffee' }));
  await expect(recent.getByRole('button', { name: '#coffee', exact: true })).toHaveCount(0);
  await click(recent.getByRole('button', { name: 'alice', exact: true }));
  await expect(page.getByRole('tab', { name: 'Profiles' })).toBeVisible();
}

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('search alice and open her profile, search a hashtag and see its posts, recent searches after a reload, "/" focuses the field, axe-core', async ({
    page,
  }) => {
    await signIn(page);
    await page.keyboard.press('/');
    const field = page.getByRole('combobox', { name: 'Search or paste URL' });
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(/\/deck\/search$/);
    await searchJourney(page, false);
  });

  test('the navigation links to Search; a pasted profile address opens the profile', async ({ page }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Search' }).click();
    const origin = new URL(page.url()).origin;
    await searchFieldSubmit(page, `${origin}/@alice`);
    await expect(page).toHaveURL(/\/@alice$/);
  });
});

async function searchFieldSubmit(page: Page, q: string) {
  const field = page.getByRole('combobox', { name: 'Search or paste URL' });
  await field.fill(q);
  await field.press('Enter');
}

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the Search tab: search alice and open her profile, a hashtag and its posts, recent searches after a reload, axe-core', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Search' }).tap();
    await expect(page).toHaveURL(/\/search$/);
    await searchJourney(page, true);
  });
});
