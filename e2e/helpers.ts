import { expect, type Page, type BrowserContext } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { axeResults, seriousOf } from './axe';
import {
  accountKeyFor,
  SAVED_ACCOUNTS_KEY,
  saveAndActivate,
  type SavedAccount,
} from '../src/features/auth/savedAccounts';

/** An app registered through the API and a token for a demo-world user from it (password grant). */
async function appAndToken(username: string, password: string) {
  const app = await postJson('/api/v1/apps', {
    client_name: 'e2e',
    redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
    scopes: 'read write follow push',
  });
  const token = await postJson('/oauth/token', {
    grant_type: 'password',
    client_id: app.client_id,
    client_secret: app.client_secret,
    username,
    password,
    scope: 'read write follow push',
  });
  if (!token.access_token) throw new Error(`no token for ${username}: ${JSON.stringify(token)}`);
  return { app, token: token.access_token };
}

/** A token for a demo-world user through the API (password grant), to act as another account. */
export async function tokenFor(username: string, password = 'password'): Promise<string> {
  return (await appAndToken(username, password)).token;
}

export async function postJson(path: string, body: unknown, token?: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, string>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

export async function postStatusAs(username: string, status: string, extra: Record<string, unknown> = {}) {
  return postJson('/api/v1/statuses', { status, visibility: 'public', ...extra }, await tokenFor(username));
}

/** Puts the demo user's deck back to the default columns on the server (settings persist there). */
export async function resetDeck(
  username = 'demo',
  password = 'demo',
  columns: { id: string; uuid: string; params?: Record<string, unknown> }[] = [
    'COMPOSE',
    'HOME',
    'NOTIFICATIONS',
  ].map((id) => ({ id, uuid: `default-${id.toLowerCase()}` })),
) {
  const token = await tokenFor(username, password);
  const response = await fetch(`${baseURL}/api/web/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: { columns } }),
  });
  expect(response.ok).toBe(true);
}

/** Steers the instance's fault mode (loopback only). */
export async function fault(body: Record<string, unknown>) {
  const response = await fetch(`${baseURL}/__fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

/** Signs in as the demo user through the instance's OAuth form, as a person would. */
export async function signInThroughForm(page: Page, username = 'demo', password = 'demo') {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await page.waitForURL(/\/oauth\/authorize/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
}

/**
 * Signs in without the form, for tests about what comes after: a token through the API (as the form
 * would get), saved where the app keeps its accounts, then Home opened. The form itself is tested by the
 * specs about signing in (`signInThroughForm`).
 */
export async function signIn(page: Page, username = 'demo', password = 'demo') {
  const { app, token } = await appAndToken(username, password);
  const account = (await (
    await fetch(`${baseURL}/api/v1/accounts/verify_credentials`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { id: string; acct: string; avatar: string };
  const domain = new URL(baseURL).host;
  const saved: SavedAccount = {
    key: accountKeyFor(account.id, domain),
    accountId: account.id,
    domain,
    baseUrl: baseURL,
    token,
    acct: `${account.acct}@${domain}`,
    avatar: account.avatar,
    clientId: app.client_id,
    clientSecret: app.client_secret,
  };
  // Any document of the app's origin that is not the app (the worker answers only the app's routes).
  if (!page.url().startsWith(baseURL)) await page.goto('/api/v1/instance');
  // The page's registry, with the account added and made active by the app's own code.
  const items = new Map<string, string>();
  const current = await page.evaluate((key) => localStorage.getItem(key), SAVED_ACCOUNTS_KEY);
  if (current !== null) items.set(SAVED_ACCOUNTS_KEY, current);
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as Storage;
  saveAndActivate(storage, saved);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SAVED_ACCOUNTS_KEY,
    items.get(SAVED_ACCOUNTS_KEY)!,
  ] as const);
  await page.goto('/');
  await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
}

export function homeColumn(page: Page) {
  return page.getByRole('region', { name: 'Home' });
}

/** A name containing this text as it is (no character of it read as a pattern). */
export const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A post in Home by its text, or by its content warning (its text is hidden behind it). */
export const homePost = (page: Page, text: string) =>
  homeColumn(page).getByRole('article', { name: containing(text) });

/** Opens the More menu of a post in Home. */
export async function openPostMenu(page: Page, text: string) {
  await homePost(page, text).getByRole('button', { name: 'More', exact: true }).click();
  return page.getByRole('menu', { name: 'More' });
}

export async function indexedDbNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
}

export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
  // The page is controlled once the worker has claimed it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

export async function installabilityErrors(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  return installabilityErrors;
}

/** axe-core's serious and critical findings on what `include` selects, by rule and the elements they name. */
export async function seriousViolations(page: Page, include: string | readonly string[] = []) {
  // A colour in mid-transition (a button turning from Follow to Unfollow) is not what the user reads:
  // transitions end at once while axe-core looks.
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const results = await axeResults(page, typeof include === 'string' ? [include] : include).finally(() =>
    still.evaluate((style) => (style as Element).remove()),
  );
  return seriousOf(results);
}

/** Every toast the page ever shows, with its text: they leave on their own after a while. */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes)
          if (node instanceof HTMLElement) {
            const toasts = node.matches('.toast') ? [node] : [...node.querySelectorAll('.toast')];
            for (const toast of toasts) seen.push(toast.textContent ?? '');
          }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}

/**
 * Resolves once the page's streaming socket has sent its subscriptions (and the instance has had a
 * moment to take them): a post made before that reaches the app only with the next load. Call it
 * before the page opens, await it before posting.
 */
export function streamSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.once('framesent', () => setTimeout(resolve, 300));
    });
  });
}
