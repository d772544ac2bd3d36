// The installed app on the home screen: what other apps share into it (GET, and a multipart POST through
// the service worker, offline too), the manifest's shortcuts, web+mastodon links opened at /intent, and the
// menu's "Install app" once the browser offers it. At 390×844 with touch and at 1440×900.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { baseURL } from '../playwright.config';
import { postStatusAs, resetDeck, seriousViolations, signIn, waitForServiceWorker } from './helpers';

// The share target's post is answered by the service worker.
test.use({ serviceWorkers: 'allow' });

const manifest = JSON.parse(
  readFileSync(path.join(__dirname, '..', 'manifest', 'manifest.webmanifest'), 'utf8'),
) as { shortcuts: { name: string; url: string }[] };

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desk: { viewport: { width: 1440, height: 900 } },
} as const;

/** The composer the share opened (on the deck, its detail column; the Compose column shows the same box). */
const composer = (page: Page) => page.getByRole('region', { name: 'New post' });
const composerText = (page: Page) => composer(page).getByRole('textbox', { name: "What's on your mind?" });
const attachments = (page: Page) =>
  composer(page).getByRole('list', { name: 'Attachments' }).getByRole('listitem');

/** A share sheet's post: a form of the page's own origin, posted as multipart/form-data to /share. */
async function shareImage(page: Page, text: string, png: Buffer) {
  await page.evaluate(
    ([body, bytes]) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = '/share';
      form.enctype = 'multipart/form-data';
      const field = document.createElement('input');
      field.name = 'text';
      field.value = body;
      const input = document.createElement('input');
      input.type = 'file';
      input.name = 'files';
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array(bytes)], 'shared.png', { type: 'image/png' }));
      input.files = files.files;
      form.append(field, input);
      document.body.append(form);
      form.submit();
    },
    [text, [...png]] as const,
  );
}

for (const [size, device] of Object.entries(SIZES)) {
  test.describe(`${size === 'phone' ? 'on a phone (390×844, touch)' : 'at 1440×900'}`, () => {
    test.use(device);
    test.beforeEach(async () => {
      await resetDeck();
    });

    test('a shared text and link open the composer with them (GET); signed out, the share waits for the sign-in', async ({
      page,
    }) => {
      const text = `Worth reading ${size}`;
      await page.goto(
        `/share?title=${encodeURIComponent('A page')}&text=${encodeURIComponent(text)}&url=${encodeURIComponent('https://example.com/page')}`,
      );
      await expect(page.getByText('Sign in to post what you shared.')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await signIn(page);
      await page.goto('/publish');
      await expect(composerText(page)).toHaveValue(`A page ${text} https://example.com/page`);
      await composerText(page).fill('');

      await page.goto(
        `/share?text=${encodeURIComponent(text)}&url=${encodeURIComponent('https://example.com/b')}`,
      );
      await expect(composerText(page)).toHaveValue(`${text} https://example.com/b`);
      // The address loses the share: a reload does not add it twice.
      await expect(page).toHaveURL(/\/share$/);
      await composerText(page).fill('');
    });

    test('an image shared by a multipart post reaches the composer through the service worker, offline too', async ({
      page,
      context,
    }) => {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } })
        .png()
        .toBuffer();
      await signIn(page);
      await waitForServiceWorker(page);
      await shareImage(page, `A shared picture ${size}`, png);
      await expect(page).toHaveURL(/\/share(\?|$)/);
      await expect(composerText(page)).toHaveValue(`A shared picture ${size}`);
      await expect(attachments(page)).toHaveCount(1);
      await expect(attachments(page).locator('img')).toBeVisible();
      // Described as any upload is: its Edit asks for the description.
      await expect(attachments(page).getByRole('button', { name: 'Edit' })).toBeVisible();

      await composerText(page).fill('');
      await attachments(page).getByRole('button', { name: 'Delete' }).click();
      await expect(attachments(page)).toHaveCount(0);

      // The app closed and the device offline: the worker keeps the file until the composer is online.
      await context.setOffline(true);
      await page.reload();
      await expect(composerText(page)).toBeVisible();
      await shareImage(page, 'Shared offline', png);
      const waiting = composer(page).getByText('The shared file is attached once you are online.');
      await expect(waiting).toBeVisible();
      await expect(composerText(page)).toHaveValue('Shared offline');
      await expect(attachments(page)).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await context.setOffline(false);
      await expect(attachments(page)).toHaveCount(1);
      await expect(waiting).toBeHidden();
      await composerText(page).fill('');
      await attachments(page).getByRole('button', { name: 'Delete' }).click();
    });

    test("each of the manifest's shortcuts opens its view", async ({ page }) => {
      await signIn(page);
      const views: Record<string, string> = {
        'New post': 'New post',
        Notifications: 'Notifications',
        Search: 'Search',
      };
      for (const shortcut of manifest.shortcuts) {
        await page.goto(shortcut.url);
        await expect(page.getByRole('region', { name: views[shortcut.name] }).last()).toBeVisible();
      }
    });

    test('web+mastodon addresses open a post and a profile in the app, and one that names nothing says so', async ({
      page,
    }) => {
      const post = (await postStatusAs('alice', `Opened from a link ${size}`)) as { id: string; url: string };
      await signIn(page);
      const intent = (uri: string) => page.goto(`/intent?uri=${encodeURIComponent(uri)}`);

      await intent(`web+mastodon://status?uri=${encodeURIComponent(post.url)}`);
      await expect(page).toHaveURL(new RegExp(`/@alice/${post.id}$`));
      await expect(page.getByText(`Opened from a link ${size}`).first()).toBeVisible();

      await intent(`web+mastodon://follow?uri=alice@${new URL(baseURL).host}`);
      await expect(page).toHaveURL(/\/@alice$/);

      await intent('web+mastodon://share?text=Shared%20from%20a%20link');
      await expect(composerText(page)).toHaveValue('Shared from a link');
      await composerText(page).fill('');

      const nobody = `web+mastodon://follow?uri=nobody-here@${new URL(baseURL).host}`;
      await intent(nobody);
      const alert = page.getByRole('alert').filter({ hasText: 'This address could not be opened' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(nobody);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the menu offers Install app once the browser offers to install, and asks the browser's prompt", async ({
      page,
    }) => {
      await signIn(page);
      const openMenu = async () => {
        if (size === 'phone') await page.getByRole('button', { name: 'Menu' }).tap();
      };
      await openMenu();
      const install = page.getByRole('button', { name: 'Install app' });
      await expect(page.getByRole('link', { name: 'Preferences' })).toBeVisible();
      await expect(install).toHaveCount(0);
      await page.evaluate(() => {
        const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
          prompt: () => Promise<void>;
        };
        offer.prompt = async () => {
          (window as unknown as { prompted: number }).prompted = 1;
        };
        window.dispatchEvent(offer);
      });
      await expect(install).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await install.click();
      expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
      // One prompt per offer.
      await expect(install).toHaveCount(0);
    });
  });
}
