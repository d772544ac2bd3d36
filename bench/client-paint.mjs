// The app in Chromium: for /deck after sign-in (and / on a phone, cold), the gzip bytes and the bytes transferred of JavaScript
// requested before the first post paints, and the time from navigation to the first post painted,
// cold (empty caches), warm (service worker and IndexedDB filled) and offline. Medians of several runs.
// The first load is measured again on a slow device (CPU and network throttled): which scripts come
// before the first post depends on timing, and a slow device may wait for more of them.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/ensure-chromium.mjs';
import { signInThroughForm } from './instance.mjs';
import { emulateSlowDevice, SLOW_DEVICE } from './slow-device.mjs';

// Records when the first post is on screen: the first <article> inserted, then the next frame.
export const FIRST_POST_PROBE = `(() => {
  const done = (t) => { window.__firstPostPaintedAt = t; };
  const check = () => {
    if (window.__firstPostPaintedAt !== undefined) return true;
    if (document.querySelector('[role="region"] article')) {
      requestAnimationFrame(() => done(performance.now()));
      return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
  document.addEventListener('DOMContentLoaded', () => { if (!check()) observer.observe(document.body, { childList: true, subtree: true }); });
})();`;

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value) => Math.round(value * 10) / 10;

export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;
// Where the first load is heading: a second figure, reported beside the budget.
export const FIRST_LOAD_TARGET_BYTES = 133_000;

export function gzipSizes(distDir) {
  const sizes = new Map();
  for (const name of readdirSync(distDir)) {
    if (name.endsWith('.js'))
      sizes.set(`/${name}`, gzipSync(readFileSync(path.join(distDir, name)), { level: 9 }).length);
  }
  return sizes;
}

async function measureLoad(page, url, phase) {
  await page.goto(url);
  try {
    await page.waitForFunction(() => window.__firstPostPaintedAt !== undefined, null, { timeout: 30_000 });
  } catch (error) {
    console.error(
      phase,
      await page.evaluate(() => [
        document.location.href,
        window.__firstPostPaintedAt,
        document.querySelectorAll('article').length,
        document.body.innerText.slice(0, 100),
      ]),
      await page.evaluate(async () => {
        const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n?.startsWith('fedideck-'));
        if (!name) return 'no db';
        const db = await new Promise((resolve) => {
          const r = indexedDB.open(name);
          r.onsuccess = () => resolve(r.result);
        });
        const out = {};
        for (const store of db.objectStoreNames) {
          out[store] = await new Promise((resolve) => {
            const r = db.transaction(store).objectStore(store).getAllKeys();
            r.onsuccess = () => resolve(r.result.length + ' ' + JSON.stringify(r.result.slice(0, 3)));
          });
        }
        db.close();
        return out;
      }),
    );
    throw error;
  }
  return page.evaluate(() => ({
    firstPostMs: window.__firstPostPaintedAt,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' && entry.startTime < window.__firstPostPaintedAt)
      .map((entry) => new URL(entry.name).pathname),
    // Body bytes as they crossed the wire (compressed when the server compressed them).
    scriptBytesTransferred: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' && entry.startTime < window.__firstPostPaintedAt)
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  }));
}

export async function signInState(browser, baseUrl) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await signInThroughForm(page);
  const state = await context.storageState();
  await context.close();
  // Only the saved account (localStorage) is kept: no cache, no service worker, no IndexedDB.
  return { cookies: [], origins: state.origins };
}

const idbCounts = (page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name);
    const out = { names };
    for (const name of names) {
      const db = await new Promise((resolve) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
      });
      for (const store of ['timelines', 'statuses']) {
        out[store] = await new Promise((resolve) => {
          const request = db.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
        });
      }
      db.close();
    }
    return JSON.stringify(out);
  });

/** Waits for the service worker to control the page and for home's page to be in IndexedDB. */
async function waitForStoredTimeline(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { timelines, statuses } = JSON.parse(await idbCounts(page));
    if (timelines > 0 && statuses > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The home timeline never reached IndexedDB');
}

const firstLoadFigures = (bytes) => ({
  firstLoadJsGzipBytes: bytes,
  firstLoadJsBudgetBytes: FIRST_LOAD_BUDGET_BYTES,
  firstLoadJsWithinBudget: bytes <= FIRST_LOAD_BUDGET_BYTES,
  firstLoadJsTargetBytes: FIRST_LOAD_TARGET_BYTES,
  firstLoadJsWithinTarget: bytes <= FIRST_LOAD_TARGET_BYTES,
});

export async function measureClient(
  baseUrl,
  { distDir, runs = 5, throttledRuns = 3, executablePath = '/usr/bin/chromium' },
) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const storageState = await signInState(browser, baseUrl);
    const sizes = gzipSizes(distDir);
    const deckUrl = `${baseUrl}/deck`;
    const cold = [];
    const warm = [];
    const offline = [];
    const jsBytes = [];
    const jsTransferred = [];
    const firstLoadScripts = new Set();

    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ storageState, viewport: { width: 1400, height: 900 } });
      await context.addInitScript(FIRST_POST_PROBE);
      const page = await context.newPage();
      const first = await measureLoad(page, deckUrl, 'cold');
      cold.push(first.firstPostMs);
      jsBytes.push(first.scripts.reduce((sum, script) => sum + (sizes.get(script) ?? 0), 0));
      first.scripts.forEach((script) => firstLoadScripts.add(script));
      jsTransferred.push(first.scriptBytesTransferred);
      await waitForStoredTimeline(page);
      warm.push((await measureLoad(page, deckUrl, 'warm')).firstPostMs);
      await context.setOffline(true);
      offline.push((await measureLoad(page, deckUrl, 'offline')).firstPostMs);
      await context.close();
    }
    // A phone: `/` at 390x844 with touch, the phone frame's own chunks included; cold, as it first opens.
    const phoneBytes = [];
    const phoneCold = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({
        storageState,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript(FIRST_POST_PROBE);
      const page = await context.newPage();
      const first = await measureLoad(page, `${baseUrl}/`, 'phone');
      phoneCold.push(first.firstPostMs);
      phoneBytes.push(first.scripts.reduce((sum, script) => sum + (sizes.get(script) ?? 0), 0));
      first.scripts.forEach((script) => firstLoadScripts.add(script));
      await context.close();
    }
    // The same first loads on a slow device, cold: fewer runs, as each takes several seconds.
    const throttled = {};
    for (const [name, url, options] of [
      ['deck', deckUrl, { viewport: { width: 1400, height: 900 } }],
      ['phone', `${baseUrl}/`, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
    ]) {
      const bytes = [];
      const painted = [];
      for (let run = 0; run < throttledRuns; run += 1) {
        const context = await browser.newContext({ storageState, ...options });
        await context.addInitScript(FIRST_POST_PROBE);
        const page = await context.newPage();
        await emulateSlowDevice(page);
        const first = await measureLoad(page, url, `${name} throttled`);
        painted.push(first.firstPostMs);
        bytes.push(first.scripts.reduce((sum, script) => sum + (sizes.get(script) ?? 0), 0));
        first.scripts.forEach((script) => firstLoadScripts.add(script));
        await context.close();
      }
      throttled[name] = {
        runs: throttledRuns,
        ...firstLoadFigures(median(bytes)),
        firstPostPaintedColdMs: round(median(painted)),
        samples: { firstLoadJsGzipBytes: bytes, firstPostPaintedColdMs: painted.map(round) },
      };
    }
    const firstLoadJsGzipBytes = median(jsBytes);
    return {
      // Every script requested before a first post in any of the runs above (for bench/composition.mjs).
      firstLoadScripts: [...firstLoadScripts].sort(),
      throttled: {
        cpuThrottlingRate: SLOW_DEVICE.cpuThrottlingRate,
        network: 'Fast 3G',
        ...SLOW_DEVICE.network,
        ...throttled,
      },
      deck: {
        runs,
        ...firstLoadFigures(firstLoadJsGzipBytes),
        firstLoadJsTransferredBytes: median(jsTransferred),
        firstPostPaintedMs: {
          cold: round(median(cold)),
          warm: round(median(warm)),
          offline: round(median(offline)),
          budgetWarmAndOfflineMs: 300,
          warmWithinBudget: median(warm) <= 300,
          offlineWithinBudget: median(offline) <= 300,
          samples: { cold: cold.map(round), warm: warm.map(round), offline: offline.map(round) },
        },
      },
      phone: {
        runs,
        ...firstLoadFigures(median(phoneBytes)),
        firstPostPaintedColdMs: round(median(phoneCold)),
      },
    };
  } finally {
    await browser.close();
  }
}
