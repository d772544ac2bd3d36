// The outbox end to end: posts written offline wait ("Waiting to be sent"), are published exactly once
// when the connection returns (even after the page was closed), and a refused one comes back to the
// compose box with the server's words.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  homeColumn,
  postJson,
  resetDeck,
  seriousViolations,
  signIn,
  tokenFor,
  waitForServiceWorker,
} from './helpers';

// What the service worker does is part of what these tests see.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async () => {
  await resetDeck();
});

async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

/** How many of demo's latest posts carry this text (checked on the instance, not in the page). */
async function demoPostsWith(text: string): Promise<number> {
  const token = await tokenFor('demo', 'demo');
  const me = await apiGet<{ id: string }>('/api/v1/accounts/verify_credentials', token);
  const mine = await apiGet<{ content: string }[]>(`/api/v1/accounts/${me.id}/statuses?limit=40`, token);
  return mine.filter((status) => status.content.includes(text)).length;
}

const composeText = (page: Page) => page.getByRole('textbox', { name: "What's on your mind?" });
const waitingInCompose = (page: Page) => page.getByRole('group', { name: 'Waiting to be sent' });
const pendingOnHome = (page: Page) =>
  homeColumn(page).getByRole('list', { name: 'Posts waiting to be sent' });

/** Signed in on the deck, the app's code cached by the service worker so that it runs offline. */
async function readyToGoOffline(page: Page) {
  await signIn(page);
  await waitForServiceWorker(page);
  await expect(composeText(page)).toBeVisible();
}

async function postOffline(page: Page, text: string) {
  await composeText(page).fill(text);
  await page.locator('.compose-form__publish').click();
  await expect(
    page.getByText('You are offline. Your post will be sent when the connection returns.'),
  ).toBeVisible();
  await expect(composeText(page)).toHaveValue('');
}

test('a post written offline waits in compose and on top of Home, then is published once when online', async ({
  page,
  context,
}) => {
  await readyToGoOffline(page);
  const text = `Written offline ${Date.now()}`;
  await context.setOffline(true);
  await postOffline(page, text);
  await expect(waitingInCompose(page).getByText(text)).toBeVisible();
  await expect(pendingOnHome(page).getByText(text)).toBeVisible();
  expect(await seriousViolations(page, '.outbox')).toEqual([]);
  expect(await demoPostsWith(text)).toBe(0);

  await context.setOffline(false);
  await expect(pendingOnHome(page)).toHaveCount(0);
  await expect(waitingInCompose(page)).toHaveCount(0);
  await expect(homeColumn(page).getByRole('article').filter({ hasText: text })).toHaveCount(1);
  await expect.poll(() => demoPostsWith(text)).toBe(1);
  // Nothing sends it a second time later (another online event, a reload).
  await page.reload();
  await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await demoPostsWith(text)).toBe(1);
});

test('a post written offline in a page closed before the connection returned is published once', async ({
  page,
  context,
}) => {
  await readyToGoOffline(page);
  const text = `Left in the outbox ${Date.now()}`;
  await context.setOffline(true);
  await postOffline(page, text);
  await page.close();
  await context.setOffline(false);

  // Published by the new page at start-up, or by Background Sync if the browser fired it first.
  const reopened = await context.newPage();
  await reopened.goto('/');
  await expect.poll(() => demoPostsWith(text), { timeout: 20_000 }).toBe(1);
  await expect(waitingInCompose(reopened)).toHaveCount(0);
  await expect(pendingOnHome(reopened)).toHaveCount(0);
  await reopened.waitForTimeout(1500);
  expect(await demoPostsWith(text)).toBe(1);
});

test('a waiting post the server refuses (its parent was deleted meanwhile) comes back to compose with the message', async ({
  page,
  context,
}) => {
  const token = await tokenFor('demo', 'demo');
  const parentText = `Reply to me soon ${Date.now()}`;
  const parent = await postJson('/api/v1/statuses', { status: parentText, visibility: 'public' }, token);
  await readyToGoOffline(page);
  const parentArticle = homeColumn(page).getByRole('article').filter({ hasText: parentText });
  await expect(parentArticle).toBeVisible();
  await parentArticle.getByRole('button', { name: 'Reply' }).first().click();

  await context.setOffline(true);
  const reply = `A reply sent too late ${Date.now()}`;
  await postOffline(page, reply);
  await expect(waitingInCompose(page).getByText(reply)).toBeVisible();
  const deleted = await fetch(`${baseURL}/api/v1/statuses/${parent.id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(deleted.ok).toBe(true);

  await context.setOffline(false);
  // Background Sync may answer first: the worker marks the post refused, which the page shows on
  // Home and in compose for a moment before it gives the post back to the empty box.
  await expect(composeText(page)).toHaveValue(reply);
  await expect(
    page
      .locator('.toasts')
      .getByText(
        'Your post could not be sent: The post you are trying to reply to does not appear to exist.',
      ),
  ).toBeVisible();
  await expect(waitingInCompose(page)).toHaveCount(0);
  await expect(pendingOnHome(page)).toHaveCount(0);
  expect(await demoPostsWith(reply)).toBe(0);
});

test('a waiting post can be cancelled (after confirming) and is never sent', async ({ page, context }) => {
  await readyToGoOffline(page);
  const text = `Cancelled before sending ${Date.now()}`;
  await context.setOffline(true);
  await postOffline(page, text);
  const waiting = waitingInCompose(page);
  await waiting.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(waiting.getByRole('button', { name: 'Cancel post' })).toBeFocused();
  expect(await seriousViolations(page, '.outbox')).toEqual([]);
  await waiting.getByRole('button', { name: 'Cancel post' }).click();
  await expect(waiting).toHaveCount(0);
  await expect(pendingOnHome(page)).toHaveCount(0);
  await context.setOffline(false);
  await page.waitForTimeout(1500);
  expect(await demoPostsWith(text)).toBe(0);
});
