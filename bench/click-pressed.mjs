// "Click to pressed": from a click on Favorite or Boost to the button drawn pressed (its aria-pressed
// changed, then the next animation frame), in Chromium on /deck. The change is optimistic: it must
// not wait for the server. Each click waits for the previous one's request to finish, so every
// sample is a click on a settled post; the post is toggled on and off in turn. Medians of 20 clicks.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/ensure-chromium.mjs';
import { signInThroughForm } from './instance.mjs';

const CLICKS = 20;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value) => Math.round(value * 10) / 10;

/** Clicks the button and resolves with the time until it is drawn with the other pressed state. */
function timeClick(button) {
  return button.evaluate(
    (element) =>
      new Promise((resolve) => {
        const before = element.getAttribute('aria-pressed');
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (element.getAttribute('aria-pressed') === before) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - started));
        });
        observer.observe(element, { attributes: true, attributeFilter: ['aria-pressed'] });
        element.click();
      }),
  );
}

async function measureButton(page, post, name, endpoint) {
  const samples = [];
  for (let i = 0; i < CLICKS; i += 1) {
    const button = post.getByRole('button', { name });
    const settled = page.waitForResponse((response) => endpoint.test(new URL(response.url()).pathname));
    samples.push(await timeClick(button));
    await settled;
  }
  return { medianMs: round(median(samples)), samples: samples.map(round) };
}

export async function measureClickToPressed(baseUrl, { executablePath = '/usr/bin/chromium' } = {}) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await signInThroughForm(page);
    // A public post of someone else in the local timeline's detail: boostable, and it stays put while
    // own boosts arrive in Home.
    const local = await page.evaluate(async () => {
      const response = await fetch('/api/v1/timelines/public?local=true&limit=40');
      return response.json();
    });
    const target = local.find(
      (status) => !status.reblog && status.visibility === 'public' && status.account.acct !== 'demo',
    );
    if (!target) throw new Error('No public post to click on');
    await page.goto(`/deck/@${target.account.acct}/${target.id}`);
    const post = page.locator(`.deck__detail article[data-id="${target.id}"]`);
    await post.waitFor();
    const favourite = await measureButton(page, post, 'Favorite', /\/(un)?favourite$/);
    const boost = await measureButton(page, post, 'Boost', /\/(un)?reblog$/);
    return {
      clicks: CLICKS,
      favourite,
      boost,
      budgetMs: 50,
      favouriteWithinBudget: favourite.medianMs <= 50,
      boostWithinBudget: boost.medianMs <= 50,
    };
  } finally {
    await browser.close();
  }
}
