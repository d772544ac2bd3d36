// Follow requests and filtered notifications end to end, against the local instance: a locked demo
// authorizes alice; mentions from accounts demo does not follow wait as requests while the policy filters
// them, and are accepted and dismissed in bulk; the policy editor saves a rule; axe-core on each view at
// desk size and on the requests at phone size.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { resetDeck, seriousViolations, signIn, tokenFor } from './helpers';

async function api<T = Record<string, unknown>>(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const idOf = async (acct: string, token: string) =>
  (await api<{ id: string }>('GET', `/api/v1/accounts/lookup?acct=${acct}`, token)).id;

const STRANGERS = ['carol', 'dave', 'robot', 'guild'];

test.beforeEach(async () => {
  await resetDeck();
});

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a locked account sees the follow request in the navigation and on /follow_requests; Authorize makes alice a follower; axe-core', async ({
    page,
  }) => {
    const demo = await tokenFor('demo', 'demo');
    const alice = await tokenFor('alice');
    const demoId = await idOf('demo', demo);
    const aliceId = await idOf('alice', demo);
    await api('PATCH', '/api/v1/accounts/update_credentials', demo, { locked: true });
    try {
      await api('POST', `/api/v1/accounts/${demoId}/unfollow`, alice);
      const followed = await api<{ requested: boolean }>('POST', `/api/v1/accounts/${demoId}/follow`, alice);
      expect(followed.requested).toBe(true);

      await signIn(page);
      const link = page
        .getByRole('navigation', { name: 'Navigation' })
        .getByRole('link', { name: /^Follow requests/ });
      await expect(link).toContainText('1');
      await link.click();
      await expect(page).toHaveURL(/\/follow_requests$/);
      const column = page.getByRole('region', { name: 'Follow requests' });
      const row = column.getByRole('listitem').filter({ hasText: '@alice' });
      await expect(row).toBeVisible();
      expect(await seriousViolations(page, '.deck__detail')).toEqual([]);

      await row.getByRole('button', { name: 'Authorize' }).click();
      await expect(row).toHaveCount(0);
      await expect(
        column.getByText("You don't have any follow requests yet.", { exact: false }),
      ).toBeVisible();
      const [relationship] = await api<{ followed_by: boolean }[]>(
        'GET',
        `/api/v1/accounts/relationships?id[]=${aliceId}`,
        demo,
      );
      expect(relationship.followed_by).toBe(true);
    } finally {
      await api('PATCH', '/api/v1/accounts/update_credentials', demo, { locked: false });
    }
  });

  test('mentions from accounts demo does not follow wait as requests; one opens; two accepted and two dismissed in bulk after confirming; the policy editor saves a rule; axe-core', async ({
    page,
  }) => {
    const demo = await tokenFor('demo', 'demo');
    const ids = Object.fromEntries(
      await Promise.all(STRANGERS.map(async (name) => [name, await idOf(name, demo)] as const)),
    );
    const pendingNow = async () =>
      (
        await api<{ summary: { pending_requests_count: number } }>(
          'GET',
          '/api/v2/notifications/policy',
          demo,
        )
      ).summary.pending_requests_count;
    // The demo world already holds a filtered private mention.
    const before = await pendingNow();
    await api('PATCH', '/api/v2/notifications/policy', demo, { for_not_following: 'filter' });
    try {
      for (const name of STRANGERS) {
        await api('POST', `/api/v1/accounts/${ids[name]}/unfollow`, demo);
        await api('POST', '/api/v1/statuses', await tokenFor(name), {
          status: `@demo a word from ${name}`,
          visibility: 'public',
        });
      }
      expect(await pendingNow()).toBe(before + 4);

      await signIn(page);
      await page.goto('/deck/notifications/requests');
      const column = page.getByRole('region', { name: 'Filtered notifications' });
      const row = (name: string) => column.getByRole('listitem').filter({ hasText: `@${name}` });
      for (const name of STRANGERS) await expect(row(name)).toContainText(`a word from ${name}`);
      await expect(row('carol')).toContainText('1 notification');
      expect(await seriousViolations(page, '.deck__detail')).toEqual([]);

      // One request opens on its own page with its notifications.
      await row('carol').getByRole('link').click();
      await expect(page).toHaveURL(/\/notifications\/requests\/[^/]+$/);
      await expect(column.getByRole('heading', { name: /^Notifications from/ })).toBeVisible();
      await expect(column.getByRole('article').filter({ hasText: 'a word from carol' })).toBeVisible();
      expect(await seriousViolations(page, '.deck__detail')).toEqual([]);
      await page.goBack();

      await bulk(page, ['carol', 'dave'], 'accept');
      await expect(row('carol')).toHaveCount(0);
      await expect(row('dave')).toHaveCount(0);
      await bulk(page, ['robot', 'guild'], 'dismiss');
      await expect(row('robot')).toHaveCount(0);
      await expect
        .poll(async () => (await api<unknown[]>('GET', '/api/v1/notifications/requests', demo)).length)
        .toBe(before);
      expect(await pendingNow()).toBe(before);

      // The policy editor saves as soon as a rule changes.
      const newAccounts = column.getByLabel('New accounts');
      await expect(newAccounts).toHaveValue('accept');
      await newAccounts.selectOption({ label: 'Ignore' });
      await expect
        .poll(
          async () =>
            (await api<{ for_new_accounts: string }>('GET', '/api/v2/notifications/policy', demo))
              .for_new_accounts,
        )
        .toBe('drop');
      expect(await seriousViolations(page, '.deck__detail')).toEqual([]);
    } finally {
      await api('PATCH', '/api/v2/notifications/policy', demo, {
        for_not_following: 'accept',
        for_new_accounts: 'accept',
      });
      for (const name of STRANGERS) await api('POST', `/api/v1/accounts/${ids[name]}/follow`, demo);
    }
  });
});

/** Selects the requests from these accounts and accepts or dismisses them after the confirmation. */
async function bulk(page: Page, names: string[], action: 'accept' | 'dismiss') {
  const column = page.getByRole('region', { name: 'Filtered notifications' });
  await column.getByRole('button', { name: 'Edit' }).click();
  for (const name of names) await column.getByRole('checkbox', { name }).check();
  const verb = action === 'accept' ? 'Accept' : 'Dismiss';
  await column.getByRole('button', { name: `${verb} ${names.length} requests…` }).click();
  const dialog = page.getByRole('dialog', { name: `${verb} notification requests?` });
  await expect(dialog).toContainText(`You are about to ${action} ${names.length} notification requests.`);
  await dialog.getByRole('button', { name: `${verb} requests` }).click();
  await expect(dialog).toHaveCount(0);
  await column.getByRole('button', { name: 'Done' }).click();
}

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the filtered notifications and the policy editor fit the screen and pass axe-core', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/notifications/requests');
    const column = page.getByRole('region', { name: 'Filtered notifications' });
    await expect(column.getByLabel("People you don't follow")).toBeVisible();
    await column.getByLabel('Moderated accounts').tap();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page, '.phone')).toEqual([]);
  });
});
