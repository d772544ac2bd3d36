// Offline, every route of the app's table opens as the app: a real navigation to each (with sample
// parameters, as it is and under /deck) is answered by the service worker with the app shell, which
// then draws the app with its navigation.
import { expect, test } from '@playwright/test';
import { homeColumn, resetDeck, signIn, waitForServiceWorker } from './helpers';
import { routeSamples } from './route-samples';

// What the service worker does is part of what these tests see.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async () => {
  await resetDeck();
});

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

test('offline, a navigation to every route of the table opens the app shell', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await waitForServiceWorker(page);
  const statusId = (await homeColumn(page).getByRole('article').first().getAttribute('data-id')) ?? '1';
  const samples = routeSamples({ handle: '@demo', statusId });
  const paths = samples.flatMap(({ path }) => [path, `/deck${path === '/' ? '' : path}`]);

  await context.setOffline(true);
  const navigation = page.getByRole('navigation', { name: 'Navigation' });
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), `${path} is answered by the service worker`).toBe(true);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('#root > *').first(), path).toBeAttached();
    await expect(navigation, path).toBeVisible();
  }
});
