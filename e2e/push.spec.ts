// Web Push end to end: a push delivered to the service worker (through the DevTools protocol, as this
// machine's Chromium has no push service) while no page of the app is open, its Favorite action acting
// from the worker, and the Preferences control when the browser cannot subscribe.
import { expect, test, type Page, type Worker } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  postStatusAs,
  resetDeck,
  seriousViolations,
  signInThroughForm,
  waitForServiceWorker,
} from './helpers';

test.beforeEach(async ({ context }) => {
  await resetDeck();
  await context.grantPermissions(['notifications'], { origin: baseURL });
});

async function demoToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const registry = JSON.parse(localStorage.getItem('fedideck:accounts') ?? '{}') as {
      accounts?: { acct?: string; token: string }[];
    };
    return registry.accounts!.find((a) => a.acct?.startsWith('demo'))!.token;
  });
}

async function getJson<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

const shownNotifications = (worker: Worker) =>
  worker.evaluate(async () =>
    (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      actions: ((n as Notification & { actions?: { action: string }[] }).actions ?? []).map((a) => a.action),
      data: n.data as { url?: string },
    })),
  );

test('a mention pushed while the app is closed shows its title, avatar and actions; Favorite favourites the post from the worker without opening a window', async ({
  context,
  page,
}) => {
  await signInThroughForm(page);
  await waitForServiceWorker(page);
  const token = await demoToken(page);

  // The protocol session lives in a page of another origin, so the app's page can close.
  const observer = await context.newPage();
  const cdp = await context.newCDPSession(observer);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect
    .poll(() => registrations.some((r) => r.scopeURL.startsWith(baseURL) && !r.isDeleted))
    .toBe(true);
  const registrationId = registrations.find((r) => r.scopeURL.startsWith(baseURL))!.registrationId;
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(baseURL))!;
  await page.close();

  const mention = await postStatusAs('alice', '@demo did the push arrive?');
  const [notification] = await getJson<
    { id: string; type: string; account: { display_name: string; avatar_static: string } }[]
  >('/api/v1/notifications?types[]=mention&limit=1', token);
  expect(notification.type).toBe('mention');
  // The payload as Mastodon builds it for this notification.
  const payload = {
    access_token: token,
    preferred_locale: 'en',
    notification_id: notification.id,
    notification_type: 'mention',
    icon: notification.account.avatar_static,
    title: `You were mentioned by ${notification.account.display_name}`,
    body: '@demo did the push arrive?',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL).origin,
    registrationId,
    data: JSON.stringify(payload),
  });

  await expect.poll(async () => (await shownNotifications(worker)).length).toBe(1);
  const [shown] = await shownNotifications(worker);
  expect(shown).toMatchObject({
    title: payload.title,
    body: payload.body,
    tag: `notification-${notification.id}`,
    icon: payload.icon,
    // Chromium keeps two actions: the two that act without opening the app come first.
    actions: ['favourite', 'reblog'],
  });
  expect(shown.data.url).toMatch(new RegExp(`^/@alice[^/]*/${mention.id}$`));

  const pagesBefore = context.pages().length;
  await worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [shownNotification] = await scope.registration.getNotifications();
    scope.dispatchEvent(
      new NotificationEvent('notificationclick', { notification: shownNotification, action: 'favourite' }),
    );
  });
  await expect
    .poll(
      async () =>
        (await getJson<{ favourited: boolean }>(`/api/v1/statuses/${mention.id}`, token)).favourited,
    )
    .toBe(true);
  await expect.poll(async () => (await shownNotifications(worker)).length).toBe(0);
  expect(context.pages().length).toBe(pagesBefore);
});

test('Preferences: enabling push where the browser has no push service says so in words', async ({
  page,
}) => {
  await signInThroughForm(page);
  await waitForServiceWorker(page);
  await page.goto('/preferences');
  const section = page.getByRole('region', { name: 'Push notifications' });
  const enable = section.getByRole('button', { name: 'Enable push notifications' });
  await expect(enable).toBeEnabled();
  await enable.click();
  await expect(section.getByRole('status')).toHaveText(
    /^(Push notifications are not available in this browser\.|Push notifications could not be enabled\.)$/,
  );
  await expect(section.getByRole('button', { name: 'Enable push notifications' })).toBeEnabled();
  expect(await seriousViolations(page, '.preferences')).toEqual([]);
});
