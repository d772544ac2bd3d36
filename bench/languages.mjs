// The first load in other interface languages: a browser whose language is German (de-DE), Japanese
// (ja-JP) or Arabic (ar) opens /deck at 1400x900 and / on a phone at 390x844 with touch, cold (no HTTP
// cache, service worker or IndexedDB; only the saved account), medians of 3 runs. What counts is what
// the first post waits for: the JavaScript requested before it painted, as in client-paint.mjs, and the
// language's catalogue (`/locales/<language>.<hash>.json`, fetched by the entry as it starts), gzip -9
// bytes of each file as built. Budget for the sum: 150,000 B.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/ensure-chromium.mjs';
import { FIRST_POST_PROBE, gzipSizes, median, signInState } from './client-paint.mjs';

export const LANGUAGE_FIRST_LOAD_BUDGET_BYTES = 150_000;

export const BENCH_LANGUAGES = [
  { language: 'de', locale: 'de-DE' },
  { language: 'ja', locale: 'ja-JP' },
  { language: 'ar', locale: 'ar' },
];

/** gzip -9 sizes of the built catalogues, by path. */
function catalogueSizes(distDir) {
  const sizes = new Map();
  const dir = path.join(distDir, 'locales');
  if (!existsSync(dir)) return sizes;
  for (const name of readdirSync(dir))
    if (name.endsWith('.json'))
      sizes.set(`/locales/${name}`, gzipSync(readFileSync(path.join(dir, name)), { level: 9 }).length);
  return sizes;
}

async function firstLoad(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.__firstPostPaintedAt !== undefined, null, { timeout: 30_000 });
  return page.evaluate(() => {
    const before = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < window.__firstPostPaintedAt);
    return {
      lang: document.documentElement.lang,
      scripts: before.filter((e) => e.initiatorType === 'script').map((e) => new URL(e.name).pathname),
      catalogues: before
        .map((e) => new URL(e.name).pathname)
        .filter((pathname) => pathname.startsWith('/locales/')),
    };
  });
}

export async function measureLanguages(
  baseUrl,
  { distDir, runs = 3, executablePath = '/usr/bin/chromium', languages = BENCH_LANGUAGES },
) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const storageState = await signInState(browser, baseUrl);
    const scriptSizes = gzipSizes(distDir);
    const jsonSizes = catalogueSizes(distDir);
    const results = {};
    for (const { language, locale } of languages) {
      results[language] = { locale };
      for (const [name, url, options] of [
        ['deck', `${baseUrl}/deck`, { viewport: { width: 1400, height: 900 } }],
        ['phone', `${baseUrl}/`, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
      ]) {
        const js = [];
        const catalogue = [];
        let shownIn = null;
        for (let run = 0; run < runs; run += 1) {
          const context = await browser.newContext({ storageState, locale, ...options });
          await context.addInitScript(FIRST_POST_PROBE);
          const page = await context.newPage();
          const load = await firstLoad(page, url);
          shownIn = load.lang;
          js.push(load.scripts.reduce((sum, script) => sum + (scriptSizes.get(script) ?? 0), 0));
          catalogue.push(load.catalogues.reduce((sum, file) => sum + (jsonSizes.get(file) ?? 0), 0));
          await context.close();
        }
        const total = median(js.map((bytes, i) => bytes + catalogue[i]));
        results[language][name] = {
          runs,
          lang: shownIn,
          firstLoadJsGzipBytes: median(js),
          catalogueGzipBytes: median(catalogue),
          firstLoadGzipBytes: total,
          budgetBytes: LANGUAGE_FIRST_LOAD_BUDGET_BYTES,
          withinBudget: total <= LANGUAGE_FIRST_LOAD_BUDGET_BYTES,
        };
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
