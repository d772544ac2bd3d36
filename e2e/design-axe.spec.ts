// axe-core over the nine views of the screenshots gallery (e2e/gallery-views.ts): Home, a post and its
// replies, a profile, Notifications, Search with results, Explore, Preferences, the composer with text
// typed, and the phone's menu; at 390×844 with touch and at 1440×900, in the light and the dark scheme.
// No serious or critical finding on the whole page, with every rule on. One sign-in per size and scheme.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { GALLERY_VIEWS, SCHEMES, SIZES, settle, signInAsDemo, type Size } from './gallery-views';
import { resetDeck, seriousViolations } from './helpers';

for (const size of Object.keys(SIZES) as Size[])
  for (const colorScheme of SCHEMES) {
    const { width, height } = SIZES[size].viewport;
    test.describe(`${size === 'phone' ? 'on a phone' : 'on the deck'} at ${width}×${height}, ${colorScheme}`, () => {
      let context: BrowserContext;
      let page: Page;

      test.beforeAll(async ({ browser }) => {
        await resetDeck();
        context = await browser.newContext({ ...SIZES[size], colorScheme, baseURL });
        page = await context.newPage();
        await signInAsDemo(page, baseURL);
      });

      test.afterAll(async () => {
        await context.close();
      });

      for (const view of GALLERY_VIEWS.filter((v) => v.sizes.includes(size)))
        test(`${view.title}: no serious or critical axe-core finding`, async () => {
          await view.open(page, baseURL, size);
          await settle(page);
          // The scheme asked for is the one the page draws with.
          expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
            colorScheme === 'dark',
          );
          expect(await seriousViolations(page, 'body')).toEqual([]);
        });
    });
  }
