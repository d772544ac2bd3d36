// The instance restarts mid-session: the app's stream reconnects and fills the gap, each post shown once.
// The shared instance cannot be restarted by one spec, so this one starts its own on a port of its own
// (E2E_PORT+30 or E2E_RESTART_PORT), stops it and starts it again on the same data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { raisedRateLimits } from '../server/http/ratelimit';
import { startServer, type RunningServer } from '../server/index';
import { containing, homeColumn, streamSubscribed } from './helpers';

const port = Number(process.env.E2E_RESTART_PORT || Number(process.env.E2E_PORT || 4317) + 30);
const dataDir = mkdtempSync(path.join(tmpdir(), 'fedideck-e2e-restart-'));

const start = (resetSeed: boolean) =>
  startServer({
    host: '127.0.0.1',
    port,
    dataDir,
    staticDir: path.resolve(__dirname, '..', 'dist'),
    faultMode: true,
    resetSeed,
    rateLimits: raisedRateLimits(),
    seedPassword: 'password',
  });

let instance: RunningServer | undefined;
test.afterAll(async () => {
  await instance?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test.use({ viewport: { width: 1440, height: 900 } });

async function post(base: string, username: string, status: string) {
  const json = async (url: string, body: unknown, token?: string) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(response.ok).toBe(true);
    return (await response.json()) as Record<string, string>;
  };
  const app = await json('/api/v1/apps', {
    client_name: 'e2e',
    redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
    scopes: 'read write',
  });
  const { access_token: token } = await json('/oauth/token', {
    grant_type: 'password',
    client_id: app.client_id,
    client_secret: app.client_secret,
    username,
    password: 'password',
    scope: 'read write',
  });
  return json('/api/v1/statuses', { status, visibility: 'public' }, token);
}

const shownTimes = (page: Page, text: string) =>
  homeColumn(page)
    .getByRole('article', { name: containing(text) })
    .count();

test('after a restart of the instance the stream reconnects and fills its gap, each post once', async ({
  page,
}) => {
  instance = await start(true);
  const base = instance.url;
  const tag = `rs${Date.now().toString(36)}`;
  const before = `${tag} before the restart`;
  const after = [`${tag} right after the restart`, `${tag} a moment later`];

  const subscribed = streamSubscribed(page);
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await page.waitForURL(/\/oauth\/authorize/);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
  // The stream is up: a post arrives live.
  await subscribed;
  await post(base, 'alice', before);
  await expect(homeColumn(page).getByRole('article', { name: containing(before) })).toHaveCount(1);

  // Stop, and start again on the same data: the tokens, the posts and the follows are still there.
  await instance.close();
  instance = undefined;
  instance = await start(false);
  // Posted before the app's socket is back: only the gap's fill can bring these.
  for (const text of after) await post(base, 'alice', text);

  for (const text of after)
    await expect(homeColumn(page).getByRole('article', { name: containing(text) })).toHaveCount(1, {
      timeout: 30_000,
    });
  // Nothing doubled: the posts from before the restart once each, those after once each.
  expect(await shownTimes(page, before)).toBe(1);
  const names = await homeColumn(page)
    .getByRole('article')
    .evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label') ?? ''));
  const ours = names.filter((name) => name.includes(tag));
  expect(new Set(ours).size).toBe(ours.length);
  // And a post made now arrives live on the new socket.
  const live = `${tag} live again`;
  await post(base, 'alice', live);
  await expect(homeColumn(page).getByRole('article', { name: containing(live) })).toHaveCount(1);
});
