// `npm run screenshots`: the phone screenshots in docs/screenshots/ (Home, a post, Notifications, the
// menu), taken in Debian's Chromium at 390×844 with touch against the local instance and its demo world,
// started here on a free port with a fresh data folder. Builds the app first when dist/ is missing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startServer } from '../server/index';
import chromiumArgs from './chromium-args.json';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'docs', 'screenshots');
const dist = path.join(root, 'dist');

async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Sign in' }).first().tap();
  await page.waitForURL(/\/oauth\/authorize/);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('region', { name: 'Home' }).getByRole('article').first().waitFor();
}

/** Waits for the images on screen to load (or fail), so a screenshot never shows half-drawn media. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images)
        // Lazy images below the fold never load: only those on screen are waited for.
        .filter((img) => !img.complete && img.getBoundingClientRect().top < window.innerHeight)
        .map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
        ),
    ),
  );
}

async function main() {
  if (!existsSync(path.join(dist, 'index.html'))) {
    execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  }
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fedideck-shots-'));
  const server = await startServer({ host: '127.0.0.1', port: 0, dataDir, staticDir: dist, resetSeed: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      colorScheme: 'light',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await signIn(page, server.url);
    await settle(page);
    await page.screenshot({ path: path.join(outDir, 'phone-home.png') });

    await page
      .getByRole('region', { name: 'Home' })
      .getByRole('article')
      .first()
      .locator('.status__relative-time')
      .tap();
    await page.getByRole('region', { name: 'Post' }).getByRole('article').first().waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(outDir, 'phone-post.png') });

    await page
      .getByRole('navigation', { name: 'Tabs' })
      .getByRole('link', { name: /Notifications/ })
      .tap();
    await page.getByRole('region', { name: 'Notifications' }).waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(outDir, 'phone-notifications.png') });

    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'Menu' }).tap();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(outDir, 'phone-menu.png') });
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
