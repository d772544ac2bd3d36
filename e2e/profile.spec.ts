// Profiles end to end: every kind of account the seed has, following an open and a locked account
// from their profiles, and the relationships of a list of accounts fetched in one request.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { resetDeck, seriousViolations, signIn, tokenFor } from './helpers';

async function accountId(acct: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/v1/accounts/lookup?acct=${acct}`);
  return ((await response.json()) as { id: string }).id;
}

async function asDemo(path: string) {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor('demo', 'demo')}` },
  });
  expect(response.ok).toBe(true);
}

/** The requests the one relationships store makes (every view that shows a relationship asks through it). */
function relationshipRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/api/v1/accounts/relationships') && url.includes('with_suspended=true')) urls.push(url);
  });
  return urls;
}

const profile = (page: Page) => page.locator('.profile-page');
/** The profile's head (the posts below have their own More buttons). */
const head = (page: Page) => page.locator('header.profile');
/** Both accounts follow the demo user: the button may say Follow back. */
const FOLLOW = /^Follow( back)?$/;

test.beforeEach(async () => {
  await resetDeck();
});

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a list of accounts asks for all their relationships in ONE request; a visitor's asks none", async ({
    page,
  }) => {
    // The seed's largest list: the seven accounts the demo user follows (the instance has no sign-up API).
    await signIn(page);
    const requests = relationshipRequests(page);
    await page.goto('/deck/@demo/following');
    const list = page.getByRole('region', { name: 'Following' });
    await expect(list.getByRole('button', { name: 'Unfollow' })).toHaveCount(7);
    await page.waitForTimeout(1200);
    expect(requests).toHaveLength(1);
    const ids = new URL(requests[0]).searchParams.getAll('id[]');
    expect(ids).toHaveLength(7);
    expect(await seriousViolations(page, '.profile-page, [aria-label="Following"]')).toEqual([]);

    // Signed out: Follow buttons, no relationships request.
    const visitor = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 1440, height: 900 } });
    const visitorPage = await visitor.newPage();
    const visitorRequests = relationshipRequests(visitorPage);
    await visitorPage.goto('/@alice/followers');
    await expect(visitorPage.getByRole('button', { name: 'Follow' }).first()).toBeVisible();
    await visitorPage.waitForTimeout(1200);
    expect(visitorRequests).toEqual([]);
    await visitor.close();
  });

  test('following an open account from its profile: Unfollow at once, the followers count one up; a locked one: "Cancel follow request", the count unchanged', async ({
    page,
  }) => {
    const [carol, bob] = await Promise.all([accountId('carol'), accountId('bob')]);
    await asDemo(`/api/v1/accounts/${carol}/unfollow`);
    await asDemo(`/api/v1/accounts/${bob}/unfollow`);
    await signIn(page);

    await page.goto('/deck/@carol');
    const carolProfile = profile(page);
    const follow = carolProfile.getByRole('button', { name: FOLLOW });
    await expect(follow).toBeEnabled();
    const followers = carolProfile.getByRole('link', { name: /followers?$/ });
    const before = Number((await followers.textContent())!.replace(/\D/g, ''));
    await follow.click();
    await expect(carolProfile.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await expect(followers).toHaveText(`${before + 1} followers`);

    await page.goto('/deck/@bob');
    const bobProfile = profile(page);
    await expect(bobProfile.getByRole('img', { name: /locked/ })).toBeVisible();
    const bobFollowers = bobProfile.getByRole('link', { name: /followers?$/ });
    await expect(bobProfile.getByRole('button', { name: FOLLOW })).toBeEnabled();
    const bobBefore = await bobFollowers.textContent();
    await bobProfile.getByRole('button', { name: FOLLOW }).click();
    await expect(bobProfile.getByRole('button', { name: 'Cancel follow request' })).toBeVisible();
    await page.reload();
    // The request is the server's too: after a reload the profile still says so.
    await expect(profile(page).getByRole('button', { name: 'Cancel follow request' })).toBeVisible();
    await expect(profile(page).getByRole('link', { name: /followers?$/ })).toHaveText(bobBefore!);
    expect(await seriousViolations(page, '.profile-page')).toEqual([]);
  });

  test('the profile of every kind of seeded account, each with axe-core', async ({ page }) => {
    await signIn(page);
    const kinds: [string, (p: ReturnType<typeof profile>) => Promise<void>][] = [
      [
        'alice',
        async (p) => {
          await expect(p.getByRole('img', { name: /^Ownership of this link was checked on / })).toBeVisible();
          await expect(p.getByRole('link', { name: 'alice.example' })).toBeVisible();
        },
      ],
      ['bob', async (p) => expect(p.getByRole('img', { name: /locked/ })).toBeVisible()],
      ['robot', async (p) => expect(p.getByText('Automated', { exact: true })).toBeVisible()],
      ['guild', async (p) => expect(p.getByText('Group', { exact: true })).toBeVisible()],
      [
        'oldname',
        async (p) => {
          await expect(p.getByText(/has indicated that their new account is now:/)).toBeVisible();
          await expect(p.getByRole('link', { name: 'Go to profile' })).toHaveAttribute('href', /\/@alice$/);
        },
      ],
      ['remembered', async (p) => expect(p.getByText('In Memoriam.', { exact: true })).toBeVisible()],
      [
        'banned',
        async (p) => {
          await expect(p.getByText('Account suspended')).toBeVisible();
          await expect(p.getByRole('tab')).toHaveCount(0);
        },
      ],
      ['demo', async (p) => expect(p.getByText('Moderator', { exact: true })).toBeVisible()],
    ];
    for (const [acct, check] of kinds) {
      // The follow button changes its colour once the relationship arrives: axe-core reads it after.
      const relationship = page
        .waitForResponse((r) => r.url().includes('/api/v1/accounts/relationships'), { timeout: 2500 })
        .catch(() => null);
      await page.goto(`/deck/@${acct}`);
      const p = profile(page);
      await expect(p.getByRole('heading', { level: 1 })).toContainText(`@${acct}`);
      await check(p);
      if (acct !== 'demo') await relationship;
      expect(await seriousViolations(page, '.profile-page'), acct).toEqual([]);
    }
  });

  test('the More menu works from the keyboard: Block opens its dialog; tabs move with the arrows', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/deck/@dave');
    const p = profile(page);
    const more = head(page).getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'More' });
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await expect(menu.getByRole('menuitem', { name: 'Hide boosts from @dave' })).toBeVisible();
    expect(await seriousViolations(page, '[role="menu"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(more).toBeFocused();
    await more.click();
    await page.getByRole('menuitem', { name: 'Block @dave' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    const posts = p.getByRole('tab', { name: 'Posts', exact: true });
    await posts.focus();
    await page.keyboard.press('ArrowRight');
    await expect(p.getByRole('tab', { name: 'Posts and replies' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(p.getByRole('tab', { name: 'Media' })).toBeFocused();
    await expect(p.getByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the More menu adds the account to a new list and takes it out again, and after a mute offers Unmute; axe-core on the list dialog', async ({
    page,
  }) => {
    const token = await tokenFor('demo', 'demo');
    const asDemoGet = async <T>(path: string): Promise<T> =>
      (await (
        await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as T;
    const dave = await accountId('dave');
    await fetch(`${baseURL}/api/v1/accounts/${dave}/unmute`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    await signIn(page);
    await page.goto('/deck/@dave');
    const more = head(page).getByRole('button', { name: 'More' });

    await more.click();
    await page.getByRole('menuitem', { name: 'Add or Remove from lists' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add @dave to lists' });
    const title = `Dave and friends ${Date.now()}`;
    await dialog.getByLabel('New list name').fill(title);
    await dialog.getByRole('button', { name: 'Create' }).click();
    const box = dialog.getByRole('checkbox', { name: title });
    await expect(box).toBeChecked();
    expect(await seriousViolations(page, '.modal-root')).toEqual([]);
    const lists = await asDemoGet<{ id: string; title: string }[]>('/api/v1/lists');
    const listId = lists.find((list) => list.title === title)!.id;
    const members = () => asDemoGet<{ id: string }[]>(`/api/v1/lists/${listId}/accounts`);
    await expect.poll(async () => (await members()).map((a) => a.id)).toEqual([dave]);
    await box.uncheck();
    await expect.poll(async () => (await members()).length).toBe(0);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);

    await more.click();
    await page.getByRole('menuitem', { name: 'Mute @dave' }).click();
    await page.getByRole('dialog', { name: 'Mute @dave?' }).getByRole('button', { name: 'Mute' }).click();
    const muting = async () =>
      (await asDemoGet<{ muting: boolean }[]>(`/api/v1/accounts/relationships?id[]=${dave}`))[0].muting;
    await expect.poll(muting).toBe(true);
    await more.click();
    await page.getByRole('menuitem', { name: 'Unmute @dave' }).click();
    await expect.poll(muting).toBe(false);
    await more.click();
    await expect(page.getByRole('menuitem', { name: 'Mute @dave' })).toBeVisible();
    await page.keyboard.press('Escape');
  });
});

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the profile fits the screen: follow button, More and the counts are reachable; axe-core', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/@alice');
    const p = profile(page);
    await expect(p.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await expect(head(page).getByRole('button', { name: 'More' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await p.getByRole('link', { name: /followers?$/ }).tap();
    await expect(page.getByRole('region', { name: 'Followers' })).toBeVisible();
    expect(await seriousViolations(page, 'body')).toEqual([]);
  });

  test('the tabs fit the screen, each label on one line', async ({ page }) => {
    await signIn(page);
    await page.goto('/@alice');
    const tabs = profile(page).getByRole('tab');
    await expect(tabs).toHaveCount(3);
    await expect(tabs.nth(1)).toHaveText('Posts and replies');
    const lines = await tabs.evaluateAll((all) =>
      all.map((tab) => {
        const range = document.createRange();
        range.selectNodeContents(tab);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(lines).toEqual([1, 1, 1]);
    const list = profile(page).getByRole('tablist');
    expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
});
