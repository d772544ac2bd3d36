// The static build standing alone: served by a bare static host on a second origin, signing in on a
// server typed as http://127.0.0.1:PORT, once in front of a restricting proxy (a server without v2
// notifications, v2 instance, web settings, conversations, trends, markers or streaming) and once on
// the unrestricted local instance.
import http from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { homeColumn, postStatusAs, recordToasts, seriousViolations } from './helpers';
import {
  MISSING_ENDPOINTS,
  startRestrictingProxy,
  startStaticHost,
  type RestrictingProxy,
  type RunningServer,
} from './anyServerHarness';

const instancePort = Number(new URL(baseURL).port);
const STATIC_PORT = Number(process.env.E2E_STATIC_PORT || instancePort + 10);
const PROXY_PORT = Number(process.env.E2E_PROXY_PORT || instancePort + 11);
/** What the restricted server announces through /api/v1/instance only (a v2-less server's limit). */
const RESTRICTED_MAX_CHARACTERS = 5000;

let staticHost: RunningServer;
let proxy: RestrictingProxy;

test.beforeAll(async () => {
  staticHost = await startStaticHost(path.resolve(__dirname, '..', 'dist'), STATIC_PORT);
  proxy = await startRestrictingProxy({
    target: baseURL,
    port: PROXY_PORT,
    maxCharacters: RESTRICTED_MAX_CHARACTERS,
  });
});

test.afterAll(async () => {
  await staticHost?.close();
  await proxy?.close();
});

test.use({ viewport: { width: 1440, height: 900 } });

/** What the page asks of the static host's own /api/, and the websockets it opens, from now on. */
function recordOwnOriginCalls(page: Page) {
  const apiCalls: string[] = [];
  const sockets: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === staticHost.url && url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).port === String(STATIC_PORT)) sockets.push(socket.url());
  });
  return { apiCalls, sockets };
}

/** The status a raw websocket handshake gets (101 when it is accepted). */
function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': Buffer.from('any-server-test!').toString('base64'),
      },
    });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
}

test('the harness: the static host has the build and no config.json; the proxy lacks the listed endpoints and streaming, and passes the rest with its own Host', async () => {
  const index = await fetch(`${staticHost.url}/`);
  expect(await index.text()).toMatch(/id="?root/);
  for (const route of ['/deck', '/@alice', '/auth/callback', '/config.json', '/api/v1/instance']) {
    const answer = await fetch(`${staticHost.url}${route}`);
    expect(answer.headers.get('content-type')).toContain('text/html');
  }
  expect(MISSING_ENDPOINTS.length).toBe(6);
  for (const missing of [
    '/api/v2/notifications',
    '/api/v2/notifications/unread_count',
    '/api/v2/instance',
    '/api/web/settings',
    '/api/v1/timelines/direct',
    '/api/v1/trends/tags',
    '/api/v1/markers?timeline[]=home',
  ])
    expect((await fetch(`${proxy.url}${missing}`)).status).toBe(404);
  const instance = (await (await fetch(`${proxy.url}/api/v1/instance`)).json()) as {
    uri: string;
    max_toot_chars: number;
    configuration: { statuses: { max_characters: number }; urls?: { streaming?: string } };
  };
  expect(instance.max_toot_chars).toBe(RESTRICTED_MAX_CHARACTERS);
  expect(instance.configuration.statuses.max_characters).toBe(RESTRICTED_MAX_CHARACTERS);
  expect((await fetch(`${proxy.url}/api/v1/timelines/public`)).status).toBe(200);
  // Links the instance builds name the proxy's origin, which it forwards to an instance that trusts it.
  const page = await fetch(`${proxy.url}/api/v1/timelines/public?limit=1`);
  expect(page.headers.get('link') ?? '').toContain(proxy.url);
  expect(await upgradeStatus(`${proxy.url}/api/v1/streaming?stream=public`)).toBe(404);
  expect(await upgradeStatus(`${baseURL}/api/v1/streaming?stream=public`)).toBe(101);
  expect((await fetch(`${baseURL}/config.json`)).headers.get('content-type')).toContain('json');
});

test('a signed-out visitor on a bare static host: no call to its own origin, the server field is the main action, no toast; axe-core on it', async ({
  page,
}) => {
  const { apiCalls, sockets } = recordOwnOriginCalls(page);
  const toasts = await recordToasts(page);
  await page.goto(`${staticHost.url}/`);
  const field = page.getByRole('textbox', { name: /Sign in on your server/ });
  await expect(field).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in there' })).toBeVisible();
  // Nothing signs in on the static host's own address, and there is no timeline of its own to read.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Local timeline' })).toHaveCount(0);
  await expect(field).toHaveCount(1);
  // No link leads to timelines, trends or an about page this host has no server for.
  for (const name of ['Explore', 'Local timeline', 'About'])
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  expect(await seriousViolations(page, 'body')).toEqual([]);
  // Time for a start-up's calls, the streaming attempts and their toasts.
  await page.waitForTimeout(5_000);
  expect(apiCalls).toEqual([]);
  expect(sockets).toEqual([]);
  expect(await toasts()).toEqual([]);
});

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a visitor on a bare static host has the sign-in form as the main view and no tab that signs in here; axe-core on it', async ({
    page,
  }) => {
    const { apiCalls, sockets } = recordOwnOriginCalls(page);
    await page.goto(`${staticHost.url}/`);
    await expect(page.getByRole('textbox', { name: /Sign in on your server/ })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    await expect(tabs.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(tabs.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    expect(await seriousViolations(page, '.phone')).toEqual([]);
    await tabs.getByRole('button', { name: 'Menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Explore', exact: true })).toHaveCount(0);
    // The main view has the form already; the menu does not repeat it.
    await expect(page.getByRole('textbox', { name: /Sign in on your server/ })).toHaveCount(1);
    expect(apiCalls).toEqual([]);
    expect(sockets).toEqual([]);
  });
});

const variants = [
  {
    name: 'a server without v2 notifications, v2 instance, web settings, conversations, trends, markers or streaming',
    server: () => proxy.url,
    maxCharacters: async () => RESTRICTED_MAX_CHARACTERS,
  },
  {
    name: 'the unrestricted local instance',
    server: () => baseURL,
    maxCharacters: async () => {
      const instance = (await (await fetch(`${baseURL}/api/v2/instance`)).json()) as {
        configuration: { statuses: { max_characters: number } };
      };
      return instance.configuration.statuses.max_characters;
    },
  },
];

for (const variant of variants) {
  test(`the static build on a second origin, signed in on ${variant.name} typed as http://127.0.0.1:PORT: Home, Notifications, the real character limit, another account's post live without reload, no error toast, no call to its own origin's API`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const server = variant.server();
    const { apiCalls, sockets } = recordOwnOriginCalls(page);
    const toasts = await recordToasts(page);
    const mention = `@demo are you on the static build? ${Date.now()}`;
    await postStatusAs('alice', mention);

    await page.goto(`${staticHost.url}/`);
    await page.getByRole('textbox', { name: /Sign in on your server/ }).fill(server);
    await page.getByRole('button', { name: 'Sign in there' }).click();
    // The server's own authorize page, on the origin typed (the address kept as typed: http, port).
    await expect(page).toHaveURL(new RegExp(`^${server.replace(/[.]/g, '\\.')}/oauth/authorize`), {
      timeout: 20_000,
    });
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${staticHost.url}/**`);

    await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
    const homeShown = Date.now();
    // Soft from here: each of what follows is a separate promise of the issue, reported on its own.
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect.soft(notifications.getByText(mention.replace('@demo ', '')).first()).toBeVisible();

    const limit = await variant.maxCharacters();
    await expect
      .soft(page.locator('.character-counter > [aria-hidden="true"]').first())
      .toHaveText(String(limit));

    const live = `Live on any server ${Date.now()}`;
    await postStatusAs('alice', live);
    await expect.soft(homeColumn(page).getByRole('article').filter({ hasText: live })).toBeVisible({
      timeout: 60_000,
    });

    await page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - homeShown)));
    expect.soft(await toasts()).toEqual([]);
    expect.soft(apiCalls).toEqual([]);
    expect.soft(sockets).toEqual([]);
  });
}
