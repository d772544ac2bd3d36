// The notifications column end to end: what another account does to the demo user's post arrives as
// Mastodon words it, the quick filter bar, a follow request accepted in place, and axe-core.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { postJson, resetDeck, seriousViolations, signIn, tokenFor } from './helpers';

async function api(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

async function accountId(acct: string, token: string) {
  return String((await api('GET', `/api/v1/accounts/lookup?acct=${acct}`, token)).id);
}

/** The demo user's notification settings back to Mastodon's defaults (they are kept on the server). */
async function resetNotificationSettings(demo: string) {
  await api('PUT', '/api/web/settings', demo, {
    data: { notifications: { shows: { follow_request: false }, quickFilter: { active: 'all', show: true } } },
  });
}

/** Demo locked and showing follow requests, and a fresh request from `username` waiting. */
async function requestToFollowDemo(username: string) {
  const demo = await tokenFor('demo', 'demo');
  await api('PATCH', '/api/v1/accounts/update_credentials', demo, { locked: true });
  await api('PUT', '/api/web/settings', demo, {
    data: { notifications: { shows: { follow_request: true } } },
  });
  const token = await tokenFor(username);
  const demoId = await accountId('demo', token);
  await api('POST', `/api/v1/accounts/${demoId}/unfollow`, token);
  await api('POST', `/api/v1/accounts/${demoId}/follow`, token);
  return { token, demoId };
}

function notificationsColumn(page: Page) {
  return page.getByRole('region', { name: 'Notifications' }).last();
}

let demo: string;

test.beforeEach(async () => {
  await resetDeck();
  demo = await tokenFor('demo', 'demo');
  await resetNotificationSettings(demo);
});

test.afterEach(async () => {
  await resetNotificationSettings(demo);
  await api('PATCH', '/api/v1/accounts/update_credentials', demo, { locked: false });
});

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('favourite, boost, follow, mention and quote from alice show with their text; Mentions shows only mentions; axe-core on the column', async ({
    page,
  }) => {
    const alice = await tokenFor('alice');
    const demoId = await accountId('demo', alice);
    const post = await postJson(
      '/api/v1/statuses',
      { status: 'A post for alice to find', visibility: 'public' },
      demo,
    );
    await api('POST', `/api/v1/statuses/${post.id}/favourite`, alice);
    await api('POST', `/api/v1/statuses/${post.id}/reblog`, alice);
    await api('POST', `/api/v1/accounts/${demoId}/unfollow`, alice);
    await api('POST', `/api/v1/accounts/${demoId}/follow`, alice);
    await postJson('/api/v1/statuses', { status: '@demo a mention from alice', visibility: 'public' }, alice);
    await postJson(
      '/api/v1/statuses',
      { status: 'alice quotes demo', visibility: 'public', quoted_status_id: post.id },
      alice,
    );

    await signIn(page);
    const column = notificationsColumn(page);
    const row = (text: RegExp) => column.getByRole('article', { name: text }).first();
    await expect(row(/Alice.*favorited your post/)).toBeVisible();
    await expect(row(/Alice.*favorited your post/)).toContainText('A post for alice to find');
    await expect(row(/Alice.*boosted your post/)).toBeVisible();
    await expect(row(/Alice.*followed you/)).toBeVisible();
    await expect(row(/Alice.*quoted your post/)).toContainText('alice quotes demo');
    const mention = row(/^Mention$/);
    await expect(mention).toContainText('a mention from alice');
    await expect(mention.getByRole('button', { name: 'Reply' })).toBeVisible();
    expect(await seriousViolations(page, '.column:has(.notification-group)')).toEqual([]);

    await column.getByRole('tab', { name: 'Mentions' }).click();
    await expect(column.getByRole('tab', { name: 'Mentions' })).toHaveAttribute('aria-selected', 'true');
    await expect(mention).toBeVisible();
    await expect(
      column.getByRole('article', { name: /favorited your post|boosted your post|followed you/ }),
    ).toHaveCount(0);
    await column.getByRole('tab', { name: 'All' }).click();
    await expect(row(/Alice.*boosted your post/)).toBeVisible();
  });

  test('a follow request is accepted in place: the row says "Accepted" and carol follows demo', async ({
    page,
  }) => {
    await requestToFollowDemo('carol');
    await signIn(page);
    const request = notificationsColumn(page).getByRole('article', {
      name: /Carol Danvers has requested to follow you/,
    });
    await expect(request).toBeVisible();
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(request.getByRole('status')).toHaveText('Accepted');
    const carolId = await accountId('carol', demo);
    const [relationship] = (await api(
      'GET',
      `/api/v1/accounts/relationships?id[]=${carolId}`,
      demo,
    )) as unknown as {
      followed_by: boolean;
    }[];
    expect(relationship.followed_by).toBe(true);
  });

  test('a follow request rejected in place leaves the column, and dave neither follows nor waits', async ({
    page,
  }) => {
    const { token: dave, demoId } = await requestToFollowDemo('dave');
    await signIn(page);
    const daveName = (
      (await api('GET', `/api/v1/accounts/${await accountId('dave', demo)}`, demo)) as {
        display_name: string;
      }
    ).display_name;
    const request = notificationsColumn(page).getByRole('article', {
      name: new RegExp(`${daveName} has requested to follow you`),
    });
    await expect(request).toBeVisible();
    await request.getByRole('button', { name: 'Reject' }).click();
    await expect(request).toHaveCount(0);
    const [relationship] = (await api(
      'GET',
      `/api/v1/accounts/relationships?id[]=${demoId}`,
      dave,
    )) as unknown as { following: boolean; requested: boolean }[];
    expect(relationship).toMatchObject({ following: false, requested: false });
  });
});

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('/notifications shows the filter bar and the rows; axe-core finds nothing serious', async ({
    page,
  }) => {
    const alice = await tokenFor('alice');
    const post = await postJson(
      '/api/v1/statuses',
      { status: 'A post for the phone', visibility: 'public' },
      demo,
    );
    await api('POST', `/api/v1/statuses/${post.id}/favourite`, alice);
    await signIn(page);
    await page.goto('/notifications');
    const column = notificationsColumn(page);
    await expect(column.getByRole('tablist', { name: 'Filter notifications' })).toBeVisible();
    await expect(column.getByRole('article', { name: /Alice.*favorited your post/ }).first()).toBeVisible();
    expect(await seriousViolations(page, '.phone')).toEqual([]);
  });
});
