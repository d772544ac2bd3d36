// Media in the compose box end to end: upload through the file chooser, alt text and focal point,
// a video the instance processes (202, then 206 while ffmpeg works, then 200), the file limit, axe-core.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { resetDeck, seriousViolations, signIn, tokenFor } from './helpers';

interface ApiMedia {
  id: string;
  type: string;
  description: string | null;
  meta?: { focus?: { x: number; y: number } };
}
interface ApiStatus {
  id: string;
  content: string;
  media_attachments: ApiMedia[];
}

async function png(color: string) {
  const data = await sharp({
    create: { width: 160, height: 120, channels: 3, background: color },
  })
    .png()
    .toBuffer();
  return { name: `${color.replace('#', '')}.png`, mimeType: 'image/png', buffer: data };
}

/** A second of test pattern as H.264 MP4, made by the ffmpeg the instance itself runs. */
function mp4() {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'fedideck-media-')), 'clip.mp4');
  execFileSync(ffmpegInstaller.path, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=10',
    '-t',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-movflags',
    'faststart',
    out,
  ]);
  return { name: 'clip.mp4', mimeType: 'video/mp4', buffer: readFileSync(out) };
}

async function myLatestStatus(text: string): Promise<ApiStatus | undefined> {
  const token = await tokenFor('demo', 'demo');
  const get = async <T>(url: string) =>
    (await (await fetch(`${baseURL}${url}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
  const me = await get<{ id: string }>('/api/v1/accounts/verify_credentials');
  const mine = await get<ApiStatus[]>(`/api/v1/accounts/${me.id}/statuses?limit=5`);
  return mine.find((status) => status.content.includes(text));
}

type Files = { name: string; mimeType: string; buffer: Buffer }[];

async function chooseFiles(page: Page, scope: ReturnType<Page['locator']>, files: Files, tap = false) {
  const chooser = page.waitForEvent('filechooser');
  const button = scope.getByRole('button', { name: 'Add images, a video or an audio file' });
  if (tap) await button.tap();
  else await button.click();
  await (await chooser).setFiles(files);
}

test.beforeEach(async () => {
  await resetDeck();
});

test.describe('in the deck (1440×900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an image chosen with the file chooser gets alt text and a focal point and is posted with them; axe-core on the box and the dialog', async ({
    page,
  }) => {
    await signIn(page);
    const compose = page.getByRole('region', { name: 'Compose' });
    await chooseFiles(page, compose, [await png('#cc2233')]);
    const attachments = compose.getByRole('list', { name: 'Attachments' });
    await expect(attachments.getByRole('listitem')).toHaveCount(1);
    await expect(attachments.locator('img')).toBeVisible();
    await expect(compose.getByLabel('Mark media as sensitive')).not.toBeChecked();
    expect(await seriousViolations(page, '.compose-area')).toEqual([]);

    await attachments.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add alt text' });
    await expect(dialog).toBeVisible();
    const alt = dialog.getByRole('textbox', { name: 'Describe this for people with visual impairments…' });
    await alt.fill('A red rectangle');
    await expect(dialog.getByText('1,485 characters left')).toBeVisible();
    // A click at three quarters across and a quarter down: x 0.5, y 0.5; then one step right with the keys.
    const picture = dialog.locator('.focal-point__image');
    await expect(picture).toBeVisible();
    const box = (await picture.boundingBox())!;
    await picture.click({ position: { x: box.width * 0.75, y: box.height * 0.25 } });
    const point = dialog.getByRole('button', { name: /^Focal point/ });
    const pointOf = async () => {
      const [, x, y] =
        /\((-?[\d.]+), (-?[\d.]+)\)/.exec((await point.getAttribute('aria-label')) ?? '') ?? [];
      return { x: Number(x), y: Number(y) };
    };
    // Within a pixel's rounding of where the click was.
    await expect.poll(async () => Math.abs((await pointOf()).x - 0.5) < 0.04).toBe(true);
    const clicked = await pointOf();
    expect(Math.abs(clicked.y - 0.5)).toBeLessThan(0.04);
    await point.focus();
    await page.keyboard.press('ArrowRight');
    const chosen = { x: Math.round((clicked.x + 0.1) * 100) / 100, y: clicked.y };
    await expect(point).toHaveAccessibleName(`Focal point (${chosen.x.toFixed(2)}, ${chosen.y.toFixed(2)})`);
    expect(await seriousViolations(page, '.modal-root__container')).toEqual([]);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/v1/media/') && r.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    expect((await saved).status()).toBe(200);
    await expect(attachments.getByRole('img', { name: 'A red rectangle' })).toBeVisible();

    await compose
      .getByRole('textbox', { name: "What's on your mind?" })
      .fill('A picture with a description.');
    await compose.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(attachments).toHaveCount(0);
    await expect
      .poll(async () => (await myLatestStatus('A picture with a description.'))?.media_attachments[0])
      .toMatchObject({ type: 'image', description: 'A red rectangle', meta: { focus: chosen } });
    await expect(page.getByRole('img', { name: 'A red rectangle' }).first()).toBeVisible();
  });

  test('a video goes through processing (202, 206, then 200) and is posted', async ({ page }) => {
    await signIn(page);
    const answers: string[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (url.endsWith('/api/v2/media') || /\/api\/v1\/media\/\d+$/.test(url))
        answers.push(`${response.request().method()} ${response.status()}`);
    });
    const compose = page.getByRole('region', { name: 'Compose' });
    await chooseFiles(page, compose, [mp4()]);
    const attachments = compose.getByRole('list', { name: 'Attachments' });
    await expect(attachments.getByRole('listitem')).toHaveCount(1);
    await compose.getByRole('textbox', { name: "What's on your mind?" }).fill('A processed video.');
    // Ready once the instance has made its preview frame.
    await expect(attachments.locator('img')).toBeVisible({ timeout: 20_000 });
    await expect(attachments.getByText('Processing…')).toHaveCount(0);
    expect(answers[0]).toBe('POST 202');
    expect(answers.slice(1, -1).every((answer) => answer === 'GET 206')).toBe(true);
    expect(answers).toContain('GET 206');
    expect(answers[answers.length - 1]).toBe('GET 200');
    const post = compose.getByRole('button', { name: 'Post', exact: true });
    await expect(post).toBeEnabled();
    await post.click();
    await expect
      .poll(async () => (await myLatestStatus('A processed video.'))?.media_attachments.map((m) => m.type))
      .toEqual(['video']);
  });

  test('more files than the server allows: "File upload limit exceeded." and nothing is uploaded', async ({
    page,
  }) => {
    await signIn(page);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v2/media')) uploads += 1;
    });
    const compose = page.getByRole('region', { name: 'Compose' });
    const colors = ['#111111', '#222222', '#333333', '#444444', '#555555'];
    await chooseFiles(page, compose, await Promise.all(colors.map(png)));
    await expect(page.getByText('File upload limit exceeded.')).toBeVisible();
    await expect(compose.getByRole('list', { name: 'Attachments' })).toHaveCount(0);
    expect(uploads).toBe(0);
  });
});

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('/publish: an image with alt text is posted; axe-core on the page with media and on the dialog', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/publish');
    const main = page.locator('main');
    await chooseFiles(page, main, [await png('#2244cc')], true);
    const attachments = main.getByRole('list', { name: 'Attachments' });
    await expect(attachments.locator('img')).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await attachments.getByRole('button', { name: 'Edit' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Add alt text' });
    await dialog.getByRole('textbox').fill('A blue rectangle');
    expect(await seriousViolations(page, '.modal-root__container')).toEqual([]);
    await dialog.getByRole('button', { name: 'Done' }).tap();
    await expect(attachments.getByRole('img', { name: 'A blue rectangle' })).toBeVisible();
    await main.getByRole('textbox', { name: "What's on your mind?" }).fill('Posted from a phone.');
    await main.getByRole('button', { name: 'Post', exact: true }).tap();
    await expect
      .poll(async () => (await myLatestStatus('Posted from a phone.'))?.media_attachments[0]?.description)
      .toBe('A blue rectangle');
    // Posted, the app goes back to where the composer was opened from.
    await page.waitForURL((url) => url.pathname !== '/publish');
  });
});
