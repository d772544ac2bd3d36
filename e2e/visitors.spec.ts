// A signed-out visitor: actions that need an account ask them to sign in, naming the action, and views
// that need an account say what they are and offer the sign-in form; no status code or token wording.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './helpers';

async function expectNoToast(page: Page) {
  // Toasts arrive after a failed request: give one the time to show up before saying there is none.
  await page.waitForTimeout(1000);
  await expect(page.locator('.toast')).toHaveCount(0);
  // "401" as a word: posts other specs made carry timestamps, and one such as 1764260401234 is no status code.
  await expect(page.getByText(/\b401\b|access token/i)).toHaveCount(0);
}

for (const size of [
  { name: 'at 1440×900', viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false },
  {
    name: 'on a phone (390×844, touch)',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  },
]) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch, isMobile: size.isMobile });

    test("a visitor's Bookmark opens the sign-in prompt that names it; nothing is sent", async ({ page }) => {
      const bookmarkCalls: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/v1\/statuses\/[^/]+\/bookmark$/.test(new URL(request.url()).pathname))
          bookmarkCalls.push(request.url());
      });
      await page.goto('/');
      const post = page.getByRole('article').first();
      await post.getByRole('button', { name: 'Bookmark' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in to bookmark this post' });
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      expect(bookmarkCalls).toEqual([]);
      await expectNoToast(page);
    });

    test('a visitor on /bookmarks gets the view named and the sign-in form, never a 401 toast', async ({
      page,
    }) => {
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname === '/api/v1/bookmarks') apiCalls.push(pathname);
      });
      await page.goto('/bookmarks');
      const view = page.getByRole('region', { name: 'Bookmarks' });
      await expect(view).toContainText('Sign in to see the posts you bookmarked.');
      await expect(view.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      expect(apiCalls).toEqual([]);
      await expectNoToast(page);
      expect(await seriousViolations(page, 'body')).toEqual([]);
    });
  });
}
