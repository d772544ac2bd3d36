// A server without the newer endpoints, end to end: the page's requests to v2 notifications and
// instance, web settings, markers, the direct timeline, conversations, trends, lists and followed
// hashtags answer 404, and v1 instance answers as older servers do (the limit only in
// `max_toot_chars`). The app falls back to v1, says "Not available on this server" where it has
// nothing to fall back on, and raises no toast.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { postJson, seriousViolations, signIn, tokenFor } from './helpers';

/** What the page's requests to these answer: nothing, as on a server that lacks them. */
const MISSING = [
  /\/api\/v2\/notifications(\?|$)/,
  /\/api\/v2\/instance(\?|$)/,
  /\/api\/web\//,
  /\/api\/v1\/markers(\?|$)/,
  /\/api\/v1\/timelines\/direct(\?|$)/,
  /\/api\/v1\/conversations(\?|\/|$)/,
  /\/api\/v1\/trends\//,
  /\/api\/v1\/lists(\?|$)/,
  /\/api\/v1\/followed_tags(\?|$)/,
];

/** Larger than the default 500, so the counter shows it came from this answer. */
const V1_LIMIT = 5000;

async function restrict(page: Page) {
  const seen: string[] = [];
  await page.route(
    (url) => url.origin === baseURL && MISSING.some((pattern) => pattern.test(url.pathname + url.search)),
    async (route) => {
      seen.push(new URL(route.request().url()).pathname);
      await route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Record not found' }),
      });
    },
  );
  // The limit where Pleroma, Akkoma and snac put it: top level, not in configuration.
  await page.route(`${baseURL}/api/v1/instance`, async (route) => {
    const response = await route.fetch();
    const v1 = (await response.json()) as { configuration?: { statuses?: Record<string, unknown> } };
    delete v1.configuration?.statuses?.max_characters;
    await route.fulfill({ response, json: { ...v1, max_toot_chars: V1_LIMIT } });
  });
  return seen;
}

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Notifications from v1, the limit from v1 instance, "Not available on this server" for private mentions, trends, lists and followed hashtags, and no toast; axe-core on Notifications', async ({
    page,
  }) => {
    const alice = await tokenFor('alice');
    const text = `@demo a v1 mention ${Date.now()}`;
    await postJson('/api/v1/statuses', { status: text, visibility: 'public' }, alice);
    const seen = await restrict(page);

    await signIn(page);
    const notifications = page.getByRole('region', { name: 'Notifications' }).last();
    const mention = notifications.getByRole('article', { name: /^Mention$/ }).first();
    await expect(mention).toContainText(text.replace('@demo ', ''));
    expect(seen).toContain('/api/v2/notifications');
    expect(seen).toContain('/api/v2/instance');

    const compose = page.getByRole('region', { name: 'Compose' });
    await expect(compose.locator('.character-counter')).toContainText(`${V1_LIMIT}`);
    await compose.getByRole('textbox').first().fill('Hello');
    await expect(compose.locator('.character-counter')).toContainText(`${V1_LIMIT - 5}`);

    expect(await seriousViolations(page, '.column:has(.notification-group)')).toEqual([]);

    // No "404 Not Found" (nor any other) toast from what the server lacks, within 10 s.
    await page.waitForTimeout(10_000);
    await expect(page.locator('.toast')).toHaveCount(0);

    await page.getByRole('link', { name: 'Private mentions' }).first().click();
    const direct = page.getByRole('region', { name: 'Private mentions' }).first();
    await expect(direct.getByText('Not available on this server')).toHaveCount(1);
    expect(seen).toContain('/api/v1/conversations');
    expect(await seriousViolations(page, '[role="region"][aria-label="Private mentions"]')).toEqual([]);

    await page.getByRole('link', { name: 'Explore' }).first().click();
    const explore = page.getByRole('region', { name: 'Explore' }).first();
    await expect(explore.getByText('Not available on this server')).toHaveCount(1);
    expect(seen).toContain('/api/v1/trends/statuses');

    await page.getByRole('link', { name: 'Lists' }).first().click();
    const lists = page.getByRole('region', { name: 'Lists' }).first();
    await expect(lists.getByText('Not available on this server')).toHaveCount(1);
    await expect(lists.getByRole('link', { name: 'New list' })).toHaveCount(0);
    expect(seen).toContain('/api/v1/lists');

    await page.getByRole('link', { name: 'Followed hashtags' }).first().click();
    const followed = page.getByRole('region', { name: 'Followed hashtags' }).first();
    await expect(followed.getByText('Not available on this server')).toHaveCount(1);
    expect(seen).toContain('/api/v1/followed_tags');
    await page.waitForTimeout(2_000);
    await expect(page.locator('.toast')).toHaveCount(0);
  });
});

test.describe('at 390×844 with touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Notifications from v1 and "Not available on this server" for private mentions, with no toast', async ({
    page,
  }) => {
    const alice = await tokenFor('alice');
    const text = `@demo a phone v1 mention ${Date.now()}`;
    await postJson('/api/v1/statuses', { status: text, visibility: 'public' }, alice);
    await restrict(page);
    await signIn(page);

    await page.goto('/notifications');
    const notifications = page.getByRole('region', { name: 'Notifications' }).last();
    await expect(notifications.getByRole('article', { name: /^Mention$/ }).first()).toContainText(
      text.replace('@demo ', ''),
    );
    await page.goto('/conversations');
    const direct = page.getByRole('region', { name: 'Private mentions' }).first();
    await expect(direct.getByText('Not available on this server')).toBeVisible();
    await page.waitForTimeout(3_000);
    await expect(page.locator('.toast')).toHaveCount(0);
  });
});
