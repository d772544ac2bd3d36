import { expect, test } from '@playwright/test';
import { homeColumn, postStatusAs, resetDeck, seriousViolations, signIn } from './helpers';

// What the service worker does is part of what these tests see.
test.use({ serviceWorkers: 'allow' });

const OFFLINE = 'Offline — showing saved posts';

test.beforeEach(() => resetDeck());

test('a server without streaming: the handshake stops after a few tries, Home is polled, and the offline notice follows the network without any socket', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // The server refuses every streaming handshake before it opens, as one without streaming does.
  // Those of the signed-in session are counted (the signed-out page before it may try its own).
  let handshakes = 0;
  await page.routeWebSocket(/\/api\/v1\/streaming/, (ws) => {
    if (ws.url().includes('access_token=')) handshakes += 1;
    void ws.close();
  });
  await signIn(page);

  // Three tries with backoff (1 s, 2 s), then no more. (A session the sign-in replaces may have made
  // one of its own before it was closed.)
  await expect.poll(() => handshakes, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  await page.waitForTimeout(8_000);
  const tried = handshakes;
  expect(tried).toBeLessThanOrEqual(4);

  // Another account posts: Home shows it within the polling interval, without a reload.
  const text = `Polled post ${Date.now()}`;
  await postStatusAs('alice', text);
  await expect(homeColumn(page).getByRole('article').filter({ hasText: text })).toBeVisible({
    timeout: 60_000,
  });
  expect(await seriousViolations(page, '[aria-label="Home"]')).toEqual([]);

  // Offline and back: the notice comes and goes with no socket involved, and what was posted in the
  // meantime is fetched as soon as the network returns.
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE)).toHaveCount(1);
  expect(await seriousViolations(page, '.offline-notice')).toEqual([]);
  const whileOffline = `Posted while offline ${Date.now()}`;
  await postStatusAs('alice', whileOffline);
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await expect(homeColumn(page).getByRole('article').filter({ hasText: whileOffline })).toBeVisible({
    timeout: 15_000,
  });
  expect(handshakes).toBe(tried);
});
