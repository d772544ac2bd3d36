// `npm run screenshots`: the gallery in docs/screenshots/, the views of e2e/gallery-views.ts at 390×844
// with touch ("phone") and 1440×900 ("desk"), each in the light and the dark scheme, named
// `${view}-${size}-${scheme}.png`; and rows in Arabic and Japanese (light), `${view}-${size}-light-${language}.png`. Taken in Debian's Chromium against the local instance and its demo
// world, started here on a free port with a fresh data folder; one sign-in per size and scheme. Only the
// viewport is captured, at one CSS pixel a pixel, in a 256-colour palette, so the files stay small. Builds the app first when
// dist/ is missing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startServer } from '../server/index';
import {
  GALLERY_LANGUAGES,
  GALLERY_VIEWS,
  LANGUAGE_VIEWS,
  SCHEMES,
  SIZES,
  settle,
  signInAsDemo,
  signInAsDemoInBrowserLanguage,
  type GalleryView,
  type Size,
} from '../e2e/gallery-views';
import chromiumArgs from './chromium-args.json';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'docs', 'screenshots');
const dist = path.join(root, 'dist');

async function main() {
  if (!existsSync(path.join(dist, 'index.html'))) {
    execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  }
  mkdirSync(outDir, { recursive: true });
  // Files of an earlier gallery go: the folder holds exactly what this run takes.
  for (const file of readdirSync(outDir)) if (file.endsWith('.png')) rmSync(path.join(outDir, file));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fedideck-shots-'));
  const server = await startServer({ host: '127.0.0.1', port: 0, dataDir, staticDir: dist, resetSeed: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: chromiumArgs,
  });
  const shoot = async (page: Page, view: GalleryView, size: Size, file: string) => {
    await view.open(page, server.url, size);
    // On the deck an opened view is scrolled into sight: the shot waits for it to get there.
    const detail = page.locator('.deck__detail');
    if (size === 'desk' && (await detail.count()) > 0)
      await expect(detail.first()).toBeInViewport({ ratio: 1 });
    await settle(page);
    const shot = await page.screenshot({ scale: 'css', animations: 'disabled', caret: 'hide' });
    // A 256-colour palette (sharp's quantiser): about a third of the bytes, the text as sharp.
    await sharp(shot).png({ palette: true, compressionLevel: 9, effort: 10 }).toFile(path.join(outDir, file));
    console.log(`${file} ${statSync(path.join(outDir, file)).size} B`);
  };
  const contextFor = (size: Size, colorScheme: 'light' | 'dark', locale?: string) =>
    browser.newContext({
      ...SIZES[size],
      deviceScaleFactor: 1,
      colorScheme,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
      ...(locale ? { locale } : {}),
    });
  try {
    for (const size of Object.keys(SIZES) as Size[])
      for (const colorScheme of SCHEMES) {
        const context = await contextFor(size, colorScheme);
        const page = await context.newPage();
        await signInAsDemo(page, server.url);
        for (const view of GALLERY_VIEWS) {
          if (!view.sizes.includes(size)) continue;
          await shoot(page, view, size, `${view.slug}-${size}-${colorScheme}.png`);
        }
        await context.close();
      }
    for (const { slug, locale } of GALLERY_LANGUAGES)
      for (const size of Object.keys(SIZES) as Size[]) {
        const context = await contextFor(size, 'light', locale);
        const page = await context.newPage();
        await signInAsDemoInBrowserLanguage(page, server.url, size);
        for (const view of LANGUAGE_VIEWS) {
          if (!view.sizes.includes(size)) continue;
          await shoot(page, view, size, `${view.slug}-${size}-light-${slug}.png`);
        }
        await context.close();
      }
    console.log(`screenshots written to ${path.relative(root, outDir)}/`);
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
