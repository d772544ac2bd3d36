// A long session in Chromium: the deck as it first opens (1440x900: Compose, Home, Notifications) while
// two other demo accounts post 2 public posts a second for 10 minutes (alice's reach Home, bob's mention
// the demo user and reach Notifications), each through streaming. Measured after the first minute and at
// the end: the JS heap after a forced garbage collection, the DOM's node count, and IndexedDB's size
// (`navigator.storage.estimate()` and the account's stores' record counts). BENCH_SOAK_MINUTES shortens it.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/ensure-chromium.mjs';
import { signIn, signInThroughForm } from './instance.mjs';

const POSTS_PER_SECOND = 2;
/** Budget: the heap grows at most this much from the first minute to the end. */
const HEAP_GROWTH_BUDGET_MB = 5;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message) => console.error(`soak: ${message}`);
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 100) / 100;

async function post(baseUrl, token, status) {
  const response = await fetch(`${baseUrl}/api/v1/statuses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ status, visibility: 'public' }),
  });
  if (!response.ok) throw new Error(`Posting answered ${response.status}: ${await response.text()}`);
}

/** One post every 1/POSTS_PER_SECOND s, alternating between the two accounts, until `stop.done`. */
async function streamPosts(baseUrl, tokens, stop) {
  const start = Date.now();
  let sent = 0;
  while (!stop.done) {
    const byAlice = sent % 2 === 0;
    const text = byAlice ? `Soak post ${sent}` : `@demo soak mention ${sent}`;
    await post(baseUrl, byAlice ? tokens.alice : tokens.bob, text);
    sent += 1;
    const wait = start + (sent * 1000) / POSTS_PER_SECOND - Date.now();
    if (wait > 0) await sleep(wait);
  }
  return sent;
}

/** Heap after a forced collection, DOM nodes, and what IndexedDB holds. */
async function sample(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const page_ = await page.evaluate(async () => {
    const domNodes = document.getElementsByTagName('*').length;
    const articles = document.querySelectorAll('article').length;
    const estimate = await navigator.storage.estimate();
    const records = {};
    const names = (await indexedDB.databases()).map((d) => d.name).filter((n) => n?.startsWith('fedideck-'));
    for (const name of names) {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const stores = [...db.objectStoreNames];
      const tx = db.transaction(stores, 'readonly');
      for (const store of stores) {
        records[store] = await new Promise((resolve) => {
          const request = tx.objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
        });
      }
      db.close();
    }
    return { domNodes, articles, idbUsageBytes: estimate.usage ?? null, idbRecords: records };
  });
  return { heapUsedMB: mb(usedSize), ...page_ };
}

export async function measureSoak(
  baseUrl,
  { executablePath = '/usr/bin/chromium', minutes = Number(process.env.BENCH_SOAK_MINUTES) || 10 } = {},
) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const stop = { done: false };
  let streaming = Promise.resolve(0);
  try {
    const tokens = {
      alice: await signIn(baseUrl, 'alice', 'password'),
      bob: await signIn(baseUrl, 'bob', 'password'),
    };
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await signInThroughForm(page);
    await page.getByRole('region', { name: 'Home' }).getByRole('article').first().waitFor();
    // Streams open after the columns mount.
    await sleep(1000);
    const started = Date.now();
    streaming = streamPosts(baseUrl, tokens, stop);
    log(`${minutes} min of ${POSTS_PER_SECOND} posts a second`);
    await sleep(60_000);
    const first = await sample(page, cdp);
    log(`after 1 min: ${JSON.stringify(first)}`);
    for (let minute = 2; minute <= minutes; minute += 1) {
      await sleep(Math.max(0, started + minute * 60_000 - Date.now()));
      if (minute < minutes) log(`minute ${minute}`);
    }
    stop.done = true;
    const posted = await streaming;
    // The last posts drawn and written before the end's figures.
    await sleep(3000);
    const last = await sample(page, cdp);
    log(`at the end: ${JSON.stringify(last)}`);
    const growth = Math.round((last.heapUsedMB - first.heapUsedMB) * 100) / 100;
    return {
      minutes,
      postsPerSecond: POSTS_PER_SECOND,
      posted,
      heapUsedMB: { afterFirstMinute: first.heapUsedMB, atEnd: last.heapUsedMB },
      heapGrowthMB: growth,
      heapGrowthBudgetMB: HEAP_GROWTH_BUDGET_MB,
      withinBudget: growth <= HEAP_GROWTH_BUDGET_MB,
      domNodes: { afterFirstMinute: first.domNodes, atEnd: last.domNodes },
      articles: { afterFirstMinute: first.articles, atEnd: last.articles },
      indexedDb: {
        usageBytes: { afterFirstMinute: first.idbUsageBytes, atEnd: last.idbUsageBytes },
        records: { afterFirstMinute: first.idbRecords, atEnd: last.idbRecords },
      },
    };
  } finally {
    stop.done = true;
    await streaming.catch(() => undefined);
    await browser.close();
  }
}

// Alone: `node bench/soak.mjs` (builds nothing: run `npx webpack --mode production` first).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startInstance } = await import('./instance.mjs');
  const { ensureChromium } = await import('../scripts/ensure-chromium.mjs');
  const instance = await startInstance();
  try {
    console.log(
      JSON.stringify(await measureSoak(instance.baseUrl, { executablePath: ensureChromium() }), null, 2),
    );
  } finally {
    await instance.stop();
  }
}
