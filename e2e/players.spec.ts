// The app's own players end to end, with the demo world's half-minute video and audio: play by a click
// and by k, seek by l, the volume set by ↑ and read back from storage, and a playing video scrolled away
// continuing in the floating player (gone with its post). On the deck at 1440×900 and on a phone at
// 390×844 with touch; axe-core on a post with video and one with audio. (A video started at once on Home:
// players-home.spec.ts.)
import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { homeColumn, resetDeck, seriousViolations, signIn, tokenFor } from './helpers';
import { aliceRepostsTheVideo, seededPost } from './seededMedia';

test.beforeEach(async () => {
  await resetDeck();
});

const mediaOf = (player: Locator) => player.locator('video, audio').first();
const paused = (player: Locator) => mediaOf(player).evaluate((el: HTMLMediaElement) => el.paused);
const position = (player: Locator) => mediaOf(player).evaluate((el: HTMLMediaElement) => el.currentTime);

/** The column body Home's posts scroll in. */
const homeBody = (page: Page) => homeColumn(page).locator('.column__body');

for (const device of [
  { name: 'desktop 1440×900', touch: false, use: { viewport: { width: 1440, height: 900 } } },
  {
    name: 'phone 390×844, touch',
    touch: true,
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
]) {
  test.describe(device.name, () => {
    test.use(device.use);

    /** A click on the picture, or a tap on a touch screen. */
    const press = (target: Locator) => (device.touch ? target.tap() : target.click());

    test('a video plays by a click and by k, seeks 5 s by l; axe-core finds nothing serious on the post', async ({
      page,
    }) => {
      const post = await seededPost('video');
      await signIn(page);
      await page.goto(post.path);
      const player = page.locator('.thread__focus').getByRole('group', { name: /^Video: / });
      await expect(player).toBeVisible();
      expect(await seriousViolations(page, 'body')).toEqual([]);

      await press(mediaOf(player));
      await expect.poll(() => paused(player)).toBe(false);
      await expect.poll(() => position(player)).toBeGreaterThan(0.3);
      // A second click, after the first has acted, pauses.
      await press(mediaOf(player));
      await expect.poll(() => paused(player)).toBe(true);

      await player.focus();
      await page.keyboard.press('k');
      await expect.poll(() => paused(player)).toBe(false);
      await expect(player.getByRole('button', { name: 'Pause' })).toBeAttached();
      const before = await position(player);
      await page.keyboard.press('l');
      await expect.poll(() => position(player)).toBeGreaterThanOrEqual(before + 5);
      await page.keyboard.press('k');
      await expect.poll(() => paused(player)).toBe(true);
      expect(await seriousViolations(page, 'body')).toEqual([]);
    });

    test('audio plays by a click and by k, with the author’s avatar and the visualiser; axe-core on the post', async ({
      page,
    }) => {
      const post = await seededPost('audio');
      await signIn(page);
      await page.goto(post.path);
      const player = page.locator('.thread__focus').getByRole('group', { name: /^Audio: / });
      await expect(player).toBeVisible();
      await expect(player.locator('image')).toHaveAttribute('href', /avatar|\/system\//);
      expect(await seriousViolations(page, 'body')).toEqual([]);

      await press(player.getByRole('button', { name: 'Play' }));
      await expect.poll(() => paused(player)).toBe(false);
      await expect.poll(() => position(player)).toBeGreaterThan(0.3);
      // The analyser moves the rings while the tone plays.
      await expect
        .poll(() =>
          player.locator('.player__ring').evaluateAll((rings) => rings.map((r) => r.getAttribute('r'))),
        )
        .not.toEqual(['50', '50', '50']);
      await player.focus();
      await page.keyboard.press('k');
      await expect.poll(() => paused(player)).toBe(true);
      await page.keyboard.press('k');
      await expect.poll(() => paused(player)).toBe(false);
      expect(await seriousViolations(page, 'body')).toEqual([]);
    });

    test('the volume set by ↑ is stored and read back after a reload', async ({ page }) => {
      const post = await seededPost('video');
      await signIn(page);
      await page.goto(post.path);
      const player = page.locator('.thread__focus').getByRole('group', { name: /^Video: / });
      await expect(player.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '50%');
      await player.focus();
      await page.keyboard.press('ArrowUp');
      await expect(player.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '65%');
      expect(
        JSON.parse((await page.evaluate(() => localStorage.getItem('fedideck:player'))) ?? 'null'),
      ).toEqual({ volume: 0.65, muted: false });

      await page.reload();
      const again = page.locator('.thread__focus').getByRole('group', { name: /^Video: / });
      await expect(again.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '65%');
      expect(await mediaOf(again).evaluate((el: HTMLMediaElement) => el.volume)).toBeCloseTo(0.65);
    });

    test('a playing video scrolled out of view pauses and plays on in the floating player, which goes with its deleted post', async ({
      page,
    }) => {
      const text = `Scroll me away ${Date.now()}`;
      const id = await aliceRepostsTheVideo(text);
      await signIn(page);
      const post = homeColumn(page).getByRole('article', { name: new RegExp(text) });
      const player = post.getByRole('group', { name: /^Video: / });
      await expect(player).toBeVisible();
      await player.focus();
      await page.keyboard.press('k');
      await expect.poll(() => paused(player)).toBe(false);
      const inline = await mediaOf(player).elementHandle();

      await homeBody(page).evaluate((body) => body.scrollBy(0, 2500));
      const floating = page.getByRole('region', { name: 'Playing' });
      await expect(floating).toBeVisible();
      await expect(floating.getByRole('link', { name: /alice/i })).toHaveAttribute(
        'href',
        new RegExp(`/@alice/${id}$`),
      );
      const moved = floating.getByRole('group', { name: /^Video: / });
      await expect.poll(() => paused(moved)).toBe(false);
      const from = await position(moved);
      await expect.poll(() => position(moved)).toBeGreaterThan(from + 0.5);
      expect(await inline.evaluate((el: HTMLMediaElement) => el.paused)).toBe(true);
      expect(await seriousViolations(page, '.picture-in-picture')).toEqual([]);

      // alice deletes the post: the floating player goes with it.
      const response = await fetch(`${baseURL}/api/v1/statuses/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${await tokenFor('alice')}` },
      });
      expect(response.ok).toBe(true);
      await expect(floating).toHaveCount(0);
    });
  });
}
