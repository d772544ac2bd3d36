// A video started within the first second of Home keeps playing: the first paint draws Home's rows
// (media as previews), the virtual list takes them over just after, the gallery's poster comes, and the
// row (with its playing video) never mounts again.
// On the deck at 1440×900 and on a phone at 390×844 with touch.
import { expect, test } from '@playwright/test';
import chromiumArgs from '../scripts/chromium-args.json';
import { homeColumn, resetDeck, signIn } from './helpers';
import { aliceRepostsTheVideo } from './seededMedia';

// The press is scripted at the very moment the post is drawn (no person is that quick): the browser is
// told to let a scripted press start a video with sound, as a person's press would.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
  },
});

/** How soon after the first post the video is pressed and plays. */
const START_WINDOW_MS = 2_000;

test.beforeEach(async () => {
  await resetDeck();
});

for (const device of [
  { name: 'desktop 1440×900', use: { viewport: { width: 1440, height: 900 } } },
  {
    name: 'phone 390×844, touch',
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
]) {
  test.describe(device.name, () => {
    test.use(device.use);

    test('a video started within the first second of Home keeps playing 5 s later', async ({ page }) => {
      const text = `Start me at once ${Date.now()}`;
      await aliceRepostsTheVideo(text);
      await signIn(page);
      // Home afresh: its first posts are drawn plainly and the virtual list takes over just after. The
      // video is pressed the moment its post is drawn (its poster, or the player if its code is already
      // there), and the page notes when the first post came, the press, the list taking over and the play.
      await page.addInitScript((wanted: string) => {
        const times: Record<string, number> = {};
        (window as unknown as { playerTimes: Record<string, number> }).playerTimes = times;
        document.addEventListener('play', () => (times.play ??= performance.now()), true);
        const observer = new MutationObserver(() => {
          if (times.firstPost === undefined && document.querySelector('article'))
            times.firstPost = performance.now();
          if (times.virtual === undefined && document.querySelector('.timeline__rows--virtual'))
            times.virtual = performance.now();
          const post = [...document.querySelectorAll('article')].find((a) =>
            a.getAttribute('aria-label')?.includes(wanted),
          );
          const target = post?.querySelector<HTMLElement>('.player-poster, .player video');
          if (target && times.pressed === undefined) {
            times.pressed = performance.now();
            target.click();
          }
          if (times.virtual !== undefined && times.pressed !== undefined) observer.disconnect();
        });
        document.addEventListener('DOMContentLoaded', () =>
          observer.observe(document.body, { subtree: true, childList: true, attributes: true }),
        );
      }, text);
      await page.goto('/');
      const post = homeColumn(page).getByRole('article', { name: new RegExp(text) });
      const video = post.locator('video');
      await expect.poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused)).toBe(true);
      const times = await page.evaluate(
        () => (window as unknown as { playerTimes: Record<string, number> }).playerTimes,
      );
      // Pressed as soon as the gallery drew its poster (it loads once the first posts are drawn), in the
      // first moments of Home, while the virtual list takes the rows over: the playing row must stay
      // mounted. (About half a second on a quiet machine; the bound allows a machine busy with other work.)
      expect(times.play - times.firstPost).toBeLessThan(START_WINDOW_MS);
      expect(times.pressed - times.firstPost).toBeLessThan(START_WINDOW_MS);
      await video.evaluate((el) => ((el as HTMLVideoElement & { marked?: boolean }).marked = true));
      const at = await video.evaluate((el: HTMLVideoElement) => el.currentTime);

      await page.waitForTimeout(5000);
      // The same element, still playing, further on; nothing moved to the floating player.
      await expect(homeColumn(page).locator('.timeline__rows--virtual')).toHaveCount(1);
      expect(await video.evaluate((el) => (el as HTMLVideoElement & { marked?: boolean }).marked)).toBe(true);
      expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(false);
      expect(await video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(at + 4);
      await expect(page.getByRole('region', { name: 'Playing' })).toHaveCount(0);
    });
  });
}
