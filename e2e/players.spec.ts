// The app's own players end to end, with the demo world's half-minute video and audio: play by a click
// and by k, seek by l, the volume set by ↑ and read back from storage, a playing video scrolled away
// continuing in the floating player (gone with its post), and a video started at once on Home still
// playing seconds later (its row never mounted again). On the deck at 1440×900 and on a phone at
// 390×844 with touch; axe-core on a post with video and one with audio.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  homeColumn,
  postStatusAs,
  resetDeck,
  seriousViolations,
  signInThroughForm,
  tokenFor,
} from './helpers';

test.beforeEach(async () => {
  await resetDeck();
});

interface SeededPost {
  id: string;
  path: string;
  file: string;
  mimetype: string;
}

/** The demo world's post with a video (dave's) or audio (robot's). */
async function seededPost(kind: 'video' | 'audio'): Promise<SeededPost> {
  const acct = kind === 'video' ? 'dave' : 'robot';
  const headers = { authorization: `Bearer ${await tokenFor('demo', 'demo')}` };
  const account = (await (
    await fetch(`${baseURL}/api/v1/accounts/lookup?acct=${acct}`, { headers })
  ).json()) as { id: string };
  const statuses = (await (
    await fetch(`${baseURL}/api/v1/accounts/${account.id}/statuses?only_media=true&limit=40`, { headers })
  ).json()) as { id: string; media_attachments: { type: string; url: string }[] }[];
  const status = statuses.find((s) => s.media_attachments.some((m) => m.type === kind));
  if (!status) throw new Error(`no seeded ${kind}`);
  return {
    id: status.id,
    path: `/@${acct}/${status.id}`,
    file: status.media_attachments.find((m) => m.type === kind)!.url,
    mimetype: kind === 'video' ? 'video/mp4' : 'audio/mpeg',
  };
}

/** A new post by alice (whom demo follows: it tops Home) with the seeded video, uploaded again. */
async function aliceRepostsTheVideo(text: string): Promise<string> {
  const seeded = await seededPost('video');
  const token = await tokenFor('alice');
  const data = await (await fetch(seeded.file)).arrayBuffer();
  const form = new FormData();
  form.append('file', new Blob([data], { type: seeded.mimetype }), 'clip.mp4');
  form.append('description', 'The test pattern again');
  const upload = (await (
    await fetch(`${baseURL}/api/v2/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
  ).json()) as { id: string };
  await expect
    .poll(
      async () =>
        (
          await fetch(`${baseURL}/api/v1/media/${upload.id}`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).status,
      { timeout: 30_000 },
    )
    .toBe(200);
  const status = await postStatusAs('alice', text, { media_ids: [upload.id] });
  return status.id;
}

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
      await signInThroughForm(page);
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
      await signInThroughForm(page);
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
      await signInThroughForm(page);
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
      await signInThroughForm(page);
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

    test('a video started within the first second of Home keeps playing 5 s later', async ({ page }) => {
      const text = `Start me at once ${Date.now()}`;
      await aliceRepostsTheVideo(text);
      await signInThroughForm(page);
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
      expect(times.play - times.firstPost).toBeLessThan(1000);
      // Pressed in the rows of the first paint, before the virtual list took them over.
      expect(times.pressed).toBeLessThan(times.virtual ?? Infinity);
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
