// Web Push end to end: a push delivered to the service worker (through the DevTools protocol, as this
// machine's Chromium has no push service) while no page of the app is open, its Favorite action acting
// from the worker; subscribing from Preferences (the browser's subscription stands in for the push service
// Chromium lacks here) registers on the instance, whose encrypted message for a mention decrypts to what
// the worker shows; and the Preferences control when the browser cannot subscribe.
import { expect, test, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { browserKeys, decrypt, startPushService } from './pushService';
import { postStatusAs, resetDeck, seriousViolations, signIn, waitForServiceWorker } from './helpers';

// What the service worker does is part of what these tests see.
test.use({ serviceWorkers: 'allow' });

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

/** The app's service worker registration, seen from a page of another origin so the app's page can close. */
async function workerRegistration(context: BrowserContext) {
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
  const deliver = (data: string) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL).origin, registrationId, data });
  return { worker, deliver };
}

test('a mention pushed while the app is closed shows its title, avatar and actions; Favorite favourites the post from the worker without opening a window', async ({
  context,
  page,
}) => {
  await signIn(page);
  await waitForServiceWorker(page);
  const token = await demoToken(page);

  const { worker, deliver } = await workerRegistration(context);
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
  await deliver(JSON.stringify(payload));

  await expect.poll(async () => (await shownNotifications(worker)).length).toBe(1);
  const [shown] = await shownNotifications(worker);
  expect(shown).toMatchObject({
    // Written by the worker in the subscription's language from the whole notification.
    title: `${notification.account.display_name} mentioned you`,
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

test('enabling push in Preferences registers the subscription and its alerts on the instance; its encrypted message for a mention shows in the worker, and the click opens the post', async ({
  context,
  page,
}) => {
  const pushService = await startPushService();
  const keys = browserKeys();
  const endpoint = `${pushService.url}/subscription-${Date.now()}`;
  // The browser's side of the subscription, as a push service would give it.
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      let current: PushSubscription | null = null;
      PushManager.prototype.getSubscription = async () => current;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        (window as unknown as { pushKey: number[] }).pushKey = Array.from(
          new Uint8Array(options!.applicationServerKey as ArrayBuffer),
        );
        current = {
          endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: options!.applicationServerKey },
          getKey: () => null,
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
          unsubscribe: async () => ((current = null), true),
        } as unknown as PushSubscription;
        return current;
      };
    },
    { endpoint, p256dh: keys.p256dh, auth: keys.authText },
  );
  try {
    await signIn(page);
    await waitForServiceWorker(page);
    const token = await demoToken(page);
    await page.goto('/preferences');
    const section = page.getByRole('region', { name: 'Push notifications' });
    await section.getByRole('button', { name: 'Enable push notifications' }).click();
    await expect(section.getByRole('status')).toHaveText('Push notifications are on in this browser.');

    // Subscribed with the instance's key, registered with every alert on, then with Favorites turned off.
    const instance = await (await fetch(`${baseURL}/api/v2/instance`)).json();
    const vapidKey = Buffer.from(instance.configuration.vapid.public_key, 'base64url');
    expect(await page.evaluate(() => (window as unknown as { pushKey: number[] }).pushKey)).toEqual([
      ...vapidKey,
    ]);
    const registered = await getJson<{ endpoint: string; alerts: Record<string, boolean> }>(
      '/api/v1/push/subscription',
      token,
    );
    expect(registered.endpoint).toBe(endpoint);
    expect(registered.alerts).toMatchObject({ mention: true, favourite: true, follow: true, reblog: true });
    await section.getByRole('checkbox', { name: 'Favorites' }).uncheck();
    await expect
      .poll(async () => (await getJson<typeof registered>('/api/v1/push/subscription', token)).alerts)
      .toMatchObject({ mention: true, favourite: false });
    expect(await seriousViolations(page, '.preferences')).toEqual([]);

    // A mention: the instance encrypts it for this browser's keys.
    const { worker, deliver } = await workerRegistration(context);
    await page.goto('/home');
    const mention = await postStatusAs('alice', '@demo pushed through the instance');
    await pushService.waitFor(1);
    const message = pushService.received.find((m) => m.path === new URL(endpoint).pathname)!;
    const decrypted = decrypt(message.body, keys.ecdh, keys.auth);
    expect(JSON.parse(decrypted)).toMatchObject({ notification_type: 'mention', access_token: token });

    await deliver(decrypted);
    await expect.poll(async () => (await shownNotifications(worker)).length).toBe(1);
    const [shown] = await shownNotifications(worker);
    // The worker writes the title in the subscription's language from the whole notification.
    expect(shown.title).toMatch(/^Alice.* mentioned you$/);
    expect(shown.body).toBe('@demo pushed through the instance');

    // A click on the notification itself moves the open tab of the app to the post (with no tab open, it
    // opens one: Chromium allows that only on a real click, so the unit tests of the worker cover it).
    await worker.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(new RegExp(`/@alice[^/]*/${mention.id}$`));
    await expect(page.getByText('@demo pushed through the instance').first()).toBeVisible();
  } finally {
    await pushService.close();
  }
});

test('Preferences: enabling push where the browser has no push service says so in words', async ({
  page,
}) => {
  await signIn(page);
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
