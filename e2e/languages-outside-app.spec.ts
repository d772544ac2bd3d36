// What a person reads outside the React app, in their language: a Web Push for an account whose payload
// says preferred_locale "de" shows a German notification (title and actions written by the worker), and
// the instance's sign-in page follows the browser's languages: German for de-DE, Arabic right to left.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { postJson, postStatusAs, seriousViolations, tokenFor, waitForServiceWorker } from './helpers';

// What the service worker does is part of what these tests see.
test.use({ serviceWorkers: 'allow' });

/** The sign-in page of an app registered for the out-of-band code, opened directly. */
async function openSignIn(page: Page) {
  const app = await postJson('/api/v1/apps', {
    client_name: 'Fedideck',
    redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
    scopes: 'read write follow push',
  });
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: app.client_id,
    redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
    scope: 'read write follow push',
  });
  await page.goto(`/oauth/authorize?${query}`);
}

test('a push for an account whose preferred_locale is "de" shows a German notification', async ({
  context,
  page,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const token = await tokenFor('demo', 'demo');
  await page.goto('/');
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect
    .poll(() => registrations.some((r) => r.scopeURL.startsWith(baseURL) && !r.isDeleted))
    .toBe(true);
  const registrationId = registrations.find((r) => r.scopeURL.startsWith(baseURL))!.registrationId;
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(baseURL))!;

  await postStatusAs('alice', '@demo Guten Tag!');
  const response = await fetch(`${baseURL}/api/v1/notifications?types[]=mention&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [notification] = (await response.json()) as { id: string; account: { display_name: string } }[];
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL).origin,
    registrationId,
    data: JSON.stringify({
      access_token: token,
      preferred_locale: 'de',
      notification_id: notification.id,
      notification_type: 'mention',
      title: `${notification.account.display_name} hat dich erwähnt`,
      body: '@demo Guten Tag!',
    }),
  });

  const shown = () =>
    worker.evaluate(async () =>
      (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map((n) => ({
        title: n.title,
        lang: n.lang,
        dir: n.dir,
        actions: ((n as Notification & { actions?: { title: string }[] }).actions ?? []).map((a) => a.title),
      })),
    );
  await expect.poll(async () => (await shown()).length).toBe(1);
  // Chromium keeps the first two actions: Favorite and Boost.
  expect((await shown())[0]).toEqual({
    title: `${notification.account.display_name} hat dich erwähnt`,
    lang: 'de',
    dir: 'ltr',
    actions: ['Favorisieren', 'Teilen'],
  });
});

test.describe('a browser set to German', () => {
  test.use({ locale: 'de-DE' });

  test('gets the sign-in page, its refusal and its code in German', async ({ page }) => {
    await openSignIn(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByText('alle Daten deines Kontos lesen')).toBeVisible();
    await page.getByLabel('Benutzername').fill('demo');
    await page.getByLabel('Passwort').fill('falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort ist falsch.');
    await page.getByLabel('Passwort').fill('demo');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Autorisierungscode' })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});

test.describe('a browser set to Arabic', () => {
  test.use({ locale: 'ar' });

  test('gets the sign-in page in Arabic, laid out right to left', async ({ page }) => {
    await openSignIn(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const username = page.getByLabel('اسم المستخدم');
    await expect(username).toBeVisible();
    // Mirrored: the label's words start at the form's right edge, the button sits right of Cancel.
    const main = (await page.locator('main').boundingBox())!;
    const words = await page.locator('label[for=username]').evaluate((label) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      const { left, right } = range.getBoundingClientRect();
      return { left, right };
    });
    expect(main.x + main.width - words.right).toBeLessThan(40);
    expect(words.left - main.x).toBeGreaterThan(100);
    const submit = (await page.getByRole('button', { name: 'تسجيل الدخول' }).boundingBox())!;
    const cancel = (await page.getByRole('link', { name: 'إلغاء' }).boundingBox())!;
    expect(submit.x).toBeGreaterThan(cancel.x);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});
