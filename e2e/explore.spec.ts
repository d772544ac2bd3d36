// Explore end to end: opened from the navigation, trending posts, hashtags and news made trending by
// several users' activity, a follow suggestion dismissed (and still gone after a reload, since the
// instance forgets it), the profile directory switched to remote and new; axe-core on each view at desk
// size and on /explore on a phone.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { postStatusAs, resetDeck, seriousViolations, signIn, tokenFor } from './helpers';

const TAG = 'exploretrend';
const LINK = 'https://news.example/2026/river-festival';

/** A post with a hashtag and a link, favourited and boosted by other users: it trends, with its tag and link. */
async function makeSomethingTrend() {
  const post = await postStatusAs('alice', `Off to the river festival ${LINK} #${TAG}`);
  for (const user of ['bob', 'carol']) {
    const token = await tokenFor(user);
    for (const action of ['favourite', 'reblog']) {
      const response = await fetch(`${baseURL}/api/v1/statuses/${post.id}/${action}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.ok).toBe(true);
    }
  }
  // Enough uses to put the tag among the ten most used of the week.
  for (const user of ['alice', 'bob', 'carol', 'alice', 'bob', 'carol'])
    await postStatusAs(user, `Again #${TAG}`);
}

/** The demo user follows every discoverable account of the demo world: these become suggestions. */
const UNFOLLOWED = ['dave', 'robot'];

async function setFollowing(on: boolean) {
  const token = await tokenFor('demo', 'demo');
  for (const acct of UNFOLLOWED) {
    const lookup = await fetch(`${baseURL}/api/v1/accounts/lookup?acct=${acct}`);
    const { id } = (await lookup.json()) as { id: string };
    const response = await fetch(`${baseURL}/api/v1/accounts/${id}/${on ? 'follow' : 'unfollow'}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.ok).toBe(true);
  }
}

const exploreColumn = (page: Page) => page.getByRole('region', { name: 'Explore' });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Explore sections' });

test.beforeAll(async () => {
  await makeSomethingTrend();
  await setFollowing(false);
});

// The demo world is shared with the other specs: the demo user follows them again.
test.afterAll(async () => {
  await setFollowing(true);
});

test.beforeEach(async () => {
  await resetDeck();
});

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Explore from the navigation: trending posts, hashtags with their week, news cards; axe-core on each', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    const column = exploreColumn(page);
    await expect(tabs(page).getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page');
    await expect(column.getByRole('article').filter({ hasText: 'Off to the river festival' })).toBeVisible();
    expect(await seriousViolations(page, '.explore')).toEqual([]);

    // The tabs are links, reached from the keyboard.
    await tabs(page).getByRole('link', { name: 'Hashtags' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/explore\/tags$/);
    const tag = column.getByRole('listitem').filter({ hasText: `#${TAG}` });
    // alice, bob and carol used it today: a week's line that rises to the top on its last day.
    await expect(tag).toContainText('3 people in the past 2 days');
    await expect(tag.locator('svg.sparkline polyline')).toHaveAttribute(
      'points',
      /^([\d.]+,[\d.]+ ){6}50,0$/,
    );
    expect(await seriousViolations(page, '.explore')).toEqual([]);

    await tabs(page).getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/explore\/links$/);
    const card = column
      .getByRole('listitem')
      .filter({ hasText: 'River festival returns this summer' })
      .first();
    await expect(card).toBeVisible();
    expect(await seriousViolations(page, '.explore')).toEqual([]);
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/links\?url=/);
    await expect(
      page
        .getByRole('region', { name: 'Posts about this link' })
        .getByRole('article')
        .filter({ hasText: 'Off to the river festival' })
        .first(),
    ).toBeVisible();
  });

  test('For you: a dismissed suggestion leaves at once and stays gone after a reload; Follow shows its state', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/deck/explore/suggestions');
    const column = exploreColumn(page);
    await expect(tabs(page).getByRole('link', { name: 'For you' })).toHaveAttribute('aria-current', 'page');
    const rows = column.locator('.suggestion');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first()).toContainText(/Popular on|Popular among people you follow/);
    expect(await seriousViolations(page, '.explore')).toEqual([]);

    const first = rows.first();
    const handle = (await first.locator('.display-name__account').textContent()) ?? '';
    expect(handle).toMatch(/^@/);
    const dismissed = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().includes('/api/v1/suggestions/'),
    );
    await first.getByRole('button', { name: 'Dismiss suggestion' }).click();
    await expect(column.locator('.suggestion', { hasText: handle })).toHaveCount(0);
    expect((await dismissed).ok()).toBe(true);
    await page.reload();
    await expect(rows.first()).toBeVisible();
    await expect(
      column.locator('.display-name__account', { hasText: new RegExp(`^${handle}$`) }),
    ).toHaveCount(0);

    const next = rows.first();
    await next.getByRole('button', { name: 'Follow' }).click();
    await expect(next.getByRole('status')).toHaveText(/Following|Awaiting approval/);
  });

  test('the profile directory: account cards, switched to remote and to new arrivals, axe-core', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/deck/directory');
    const column = page.getByRole('region', { name: 'Browse profiles' });
    const cards = column.locator('.account-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText('Posts');
    expect(await seriousViolations(page, '.directory-column')).toEqual([]);

    const remote = page.waitForRequest(
      (r) => r.url().includes('/api/v1/directory') && r.url().includes('local=false'),
    );
    await column.getByRole('button', { name: 'From known fediverse' }).click();
    await remote;
    await expect(column.getByRole('button', { name: 'From known fediverse' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const fresh = page.waitForRequest(
      (r) => r.url().includes('/api/v1/directory') && r.url().includes('order=new'),
    );
    await column.getByRole('button', { name: 'New arrivals' }).click();
    await fresh;
    await expect(column.getByRole('button', { name: 'New arrivals' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards.first()).toBeVisible();
    expect(await seriousViolations(page, '.directory-column')).toEqual([]);
  });

  test('a visitor sees Posts, Hashtags and News, and no For you', async ({ page }) => {
    await page.goto('/deck/explore');
    await expect(exploreColumn(page).getByRole('article').first()).toBeVisible();
    await expect(tabs(page).getByRole('link')).toHaveText(['Posts', 'Hashtags', 'News']);
  });
});

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Explore from the menu, its tabs by touch, axe-core', async ({ page }) => {
    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Tabs' })
      .getByRole('link', { name: 'Menu' })
      .or(page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'Menu' }))
      .tap();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Explore' }).tap();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(exploreColumn(page).getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page, '.explore')).toEqual([]);
    await tabs(page).getByRole('link', { name: 'Hashtags' }).tap();
    await expect(exploreColumn(page).getByText(`#${TAG}`)).toBeVisible();
    expect(await seriousViolations(page, '.explore')).toEqual([]);
  });
});
