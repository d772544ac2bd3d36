// `npx tsx scripts/manifest-screenshots.ts`: the web app manifest's two screenshots, which the
// browser's install dialog shows: Home on a phone (390×844, `form_factor: narrow`) and the deck at
// 1440×900 (`wide`), both light, taken from the app itself in Debian's Chromium against the local
// instance and its demo world (started here on a free port with a fresh data folder), then written as
// 256-colour PNGs to manifest/screenshots/ (committed, so builds need no browser). Builds the app first
// when dist/ is missing. `PORT` picks the instance's port (a free one by default).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { startServer } from '../server/index';
import { GALLERY_VIEWS, SIZES, settle, signInAsDemo, type Size } from '../e2e/gallery-views';
import chromiumArgs from './chromium-args.json';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'manifest', 'screenshots');
const dist = path.join(root, 'dist');
const SHOTS: readonly { size: Size; file: string }[] = [
  { size: 'phone', file: 'narrow.png' },
  { size: 'desk', file: 'wide.png' },
];

async function main() {
  if (!existsSync(path.join(dist, 'index.html'))) {
    execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  }
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fedideck-manifest-shots-'));
  const port = Number(process.env.PORT || 0);
  const server = await startServer({ host: '127.0.0.1', port, dataDir, staticDir: dist, resetSeed: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: chromiumArgs,
  });
  const home = GALLERY_VIEWS.find((view) => view.slug === 'home');
  if (!home) throw new Error('The gallery has no Home view.');
  try {
    for (const { size, file } of SHOTS) {
      const context = await browser.newContext({
        ...SIZES[size],
        deviceScaleFactor: 1,
        colorScheme: 'light',
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await signInAsDemo(page, server.url);
      await home.open(page, server.url, size);
      await settle(page);
      const shot = await page.screenshot({ scale: 'css', animations: 'disabled', caret: 'hide' });
      const target = path.join(outDir, file);
      await sharp(shot).png({ palette: true, compressionLevel: 9, effort: 10 }).toFile(target);
      console.log(`manifest/screenshots/${file} ${statSync(target).size} B`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
