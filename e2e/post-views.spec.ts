// Post views end to end: the media viewer, the players in posts, media files past the service worker, a
// post's own page with its details and who boosted it, Bookmarks and Favorites, and pinned posts.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { baseURL } from '../playwright.config';
import {
  postStatusAs,
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

/** A post by alice with two pictures (uploaded through the API), and its path. */
async function postWithTwoPictures(): Promise<{ id: string; path: string; fileUrl: string }> {
  const token = await tokenFor('alice');
  const png = (colour: string) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const ids: string[] = [];
  let fileUrl = '';
  for (const [colour, description] of [
    ['red', 'A red rectangle'],
    ['blue', 'A blue rectangle'],
  ]) {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await png(colour))], { type: 'image/png' }),
      `${colour}.png`,
    );
    form.append('description', description);
    const response = await fetch(`${baseURL}/api/v2/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBeLessThan(300);
    const media = (await response.json()) as { id: string; url: string | null };
    for (let i = 0; i < 50; i++) {
      const check = await fetch(`${baseURL}/api/v1/media/${media.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await check.json()) as { url: string | null };
      if (check.status === 200 && body.url) {
        fileUrl = body.url;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    ids.push(media.id);
  }
  const status = await postStatusAs('alice', `Two pictures ${Date.now()}`, { media_ids: ids });
  return { id: status.id, path: `/@alice/${status.id}`, fileUrl };
}

for (const device of [
  { name: 'desktop 1440×900', use: { viewport: { width: 1440, height: 900 } } },
  {
    name: 'phone 390×844, touch',
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
]) {
  test.describe(device.name, () => {
    test.use(device.use);

    test('the media viewer opens on a picture, arrows move between attachments, Escape and Back close it; axe-core on it', async ({
      page,
    }) => {
      const post = await postWithTwoPictures();
      await signIn(page);
      await page.goto(post.path);
      const focus = page.locator('.thread__focus');
      await focus.getByRole('link', { name: 'A red rectangle' }).click();
      const viewer = page.getByRole('dialog', { name: 'Media' });
      await expect(viewer).toBeVisible();
      await expect(viewer.getByRole('img', { name: 'A red rectangle' })).toBeVisible();
      await expect(viewer.getByText('1 of 2')).toBeVisible();
      expect(await seriousViolations(page, '.modal-root')).toEqual([]);
      await page.keyboard.press('ArrowRight');
      await expect(viewer.getByRole('img', { name: 'A blue rectangle' })).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(viewer.getByRole('img', { name: 'A red rectangle' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${post.id}$`));

      // Back closes it and stays on the post.
      await focus.getByRole('link', { name: 'A blue rectangle' }).click();
      await expect(viewer).toBeVisible();
      await page.goBack();
      await expect(viewer).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${post.id}$`));
      await expect(focus).toBeVisible();

      // The Close button, too, and Back afterwards leaves the post.
      await focus.getByRole('link', { name: 'A red rectangle' }).click();
      await viewer.getByRole('button', { name: 'Close' }).click();
      await expect(viewer).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${post.id}$`));
    });

    test("a post's own page shows the full date and counts, leads to who boosted it; axe-core on both", async ({
      page,
    }) => {
      const status = await postStatusAs('alice', `Counted ${Date.now()}`);
      await fetch(`${baseURL}/api/v1/statuses/${status.id}/reblog`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await tokenFor('bob')}` },
      });
      await signIn(page);
      await page.goto(`/@alice/${status.id}`);
      const details = page.getByRole('group', { name: 'Details' });
      await expect(details.locator('time')).toHaveText(/\d{4}.*\d{1,2}:\d{2}|\d{1,2}:\d{2}.*\d{4}/);
      await expect(details).toContainText('Public');
      await expect(page.locator('.thread__focus')).toBeFocused();
      expect(await seriousViolations(page, 'body')).toEqual([]);
      await details.getByRole('link', { name: '1 boost' }).click();
      const boostedBy = page.getByRole('region', { name: 'Boosted by' });
      await expect(boostedBy.getByRole('link', { name: /@bob/ })).toBeVisible();
      expect(await seriousViolations(page, 'body')).toEqual([]);
    });

    test('Bookmarks and Favorites from the navigation: a bookmarked post is listed, unbookmarked it is gone; axe-core on both', async ({
      page,
    }) => {
      const text = `Bookmark me ${Date.now()}`;
      const status = await postStatusAs('alice', text);
      await signIn(page);
      await page.goto(`/@alice/${status.id}`);
      await page.locator('.thread__focus').getByRole('button', { name: 'Bookmark' }).click();
      await expect(page.locator('.thread__focus').getByRole('button', { name: /Bookmark/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      if (device.use.viewport.width <= 630) {
        await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'Menu' }).tap();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Bookmarks' }).tap();
      } else {
        await page
          .getByRole('navigation', { name: 'Navigation' })
          .getByRole('link', { name: 'Bookmarks' })
          .click();
      }
      const bookmarks = page.getByRole('region', { name: 'Bookmarks' });
      const listed = bookmarks.getByRole('article', { name: new RegExp(text) });
      await expect(listed).toBeVisible();
      expect(await seriousViolations(page, 'body')).toEqual([]);
      await listed.getByRole('button', { name: /Bookmark/ }).click();
      await expect(listed).toBeHidden();

      await page.goto('/favourites');
      await expect(page.getByRole('region', { name: 'Favorites' })).toBeVisible();
      expect(await seriousViolations(page, 'body')).toEqual([]);
    });
  });
}

test.describe('on the desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a video and an audio clip play inline in the app’s players, in a profile’s posts', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/@dave');
    const video = page.getByRole('group', { name: /^Video: / }).first();
    await expect(video).toBeVisible();
    const element = video.locator('video');
    await expect(element).toHaveAttribute('poster', /.+/);
    await expect(element).not.toHaveAttribute('controls');
    await video.focus();
    await page.keyboard.press('k');
    await expect.poll(() => element.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0);
    await page.keyboard.press('k');

    await page.goto('/@robot');
    const audio = page.getByRole('group', { name: /^Audio: / }).first();
    await expect(audio).toBeVisible();
    // Audio shows the author's avatar in its player, never a picture of the file.
    await expect(audio.locator('image')).toHaveAttribute('href', /.+/);
    await audio.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(() => audio.locator('audio').evaluate((el: HTMLAudioElement) => el.currentTime))
      .toBeGreaterThan(0);
  });

  test('a media file address opened with the service worker in control is the file, not the app', async ({
    page,
  }) => {
    const post = await postWithTwoPictures();
    await signIn(page);
    await waitForServiceWorker(page);
    const response = await page.goto(post.fileUrl);
    expect(response?.headers()['content-type']).toMatch(/^image\//);
    await expect(page.locator('#root')).toHaveCount(0);
  });

  test('pinned posts show above the profile, marked Pinned; axe-core on the profile', async ({ page }) => {
    const text = `Pinned ${Date.now()}`;
    const status = await postStatusAs('alice', text);
    await fetch(`${baseURL}/api/v1/statuses/${status.id}/pin`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenFor('alice')}` },
    });
    await signIn(page);
    await page.goto('/@alice');
    const pinned = page.getByRole('region', { name: 'Pinned' });
    await expect(pinned.getByRole('article', { name: new RegExp(text) })).toBeVisible();
    await expect(pinned.getByText('Pinned', { exact: true }).first()).toBeVisible();
    expect(await seriousViolations(page, 'body')).toEqual([]);
  });
});

test.describe('the edit history at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('"Edited …" on a post\'s page opens its versions, latest first; Escape closes it; axe-core on it', async ({
    page,
  }) => {
    const token = await tokenFor('alice');
    const posted = await postStatusAs('alice', 'The first words of a post');
    const response = await fetch(`${baseURL}/api/v1/statuses/${posted.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'The second words of a post' }),
    });
    expect(response.ok).toBe(true);
    await signIn(page);
    await page.goto(`/deck/@alice/${posted.id}`);
    const edited = page.getByRole('button', { name: /^Edited / });
    await edited.click();
    const dialog = page.getByRole('dialog', { name: 'Edit history' });
    const versions = dialog.locator('.history-modal__version');
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText('The second words of a post');
    await expect(versions.nth(1)).toContainText('The first words of a post');
    await expect(versions.nth(1)).toContainText('Created');
    expect(await seriousViolations(page, '.modal-root')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(edited).toBeFocused();
  });
});
