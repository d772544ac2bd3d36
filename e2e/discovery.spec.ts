// Discovery end to end: a hashtag followed from its page and found in Followed hashtags, announcements
// behind Home's header button with a reaction the instance refuses, and the about page for a visitor.
import { expect, test } from '@playwright/test';
import { fault, homeColumn, resetDeck, seriousViolations, signIn, tokenFor } from './helpers';
import { baseURL } from '../playwright.config';

test.beforeEach(async () => {
  await resetDeck();
});

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a hashtag followed from its page is in Followed hashtags, and unfollowed there it leaves; axe-core on both', async ({
    page,
  }) => {
    // Not followed to begin with.
    await fetch(`${baseURL}/api/v1/tags/coffee/unfollow`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenFor('demo', 'demo')}` },
    });
    await signIn(page);
    await page.goto('/tags/coffee');
    const column = page.getByRole('region', { name: '#coffee' });
    await expect(column.getByText(/\d+ participants? · \d+ posts? · \d+ posts? today/)).toBeVisible();
    await column.getByRole('button', { name: 'Follow hashtag' }).click();
    await expect(column.getByRole('button', { name: 'Unfollow hashtag' })).toBeEnabled();
    // The demo world features #coffee on demo's profile: taken off, then featured again.
    await column.getByRole('button', { name: "Don't feature on profile", exact: true }).click();
    await column.getByRole('button', { name: 'Feature on profile', exact: true }).click();
    await expect(column.getByRole('button', { name: "Don't feature on profile", exact: true })).toBeEnabled();
    expect(await seriousViolations(page, '[role="region"][aria-label="#coffee"]')).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('link', { name: 'Followed hashtags' })
      .click();
    const followed = page.getByRole('region', { name: 'Followed hashtags' });
    await expect(followed.getByRole('link', { name: '#coffee' })).toBeVisible();
    expect(await seriousViolations(page, '[role="region"][aria-label="Followed hashtags"]')).toEqual([]);
    await followed.getByRole('button', { name: 'Unfollow hashtag #coffee' }).click();
    await expect(followed.getByRole('link', { name: '#coffee' })).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Followed hashtags' }).getByText(/not followed any hashtags/),
    ).toBeVisible();
  });

  test('announcements open from Home’s header button; a reaction counts at once and is taken back when the instance refuses it', async ({
    page,
  }) => {
    await signIn(page);
    // Behind the header's megaphone, not a band above Home, until pressed.
    const toggle = homeColumn(page)
      .locator('.column-header')
      .getByRole('button', { name: 'Show announcements' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const announcements = homeColumn(page).getByRole('group', { name: 'Announcements' });
    await expect(announcements).toHaveCount(0);
    await toggle.click();
    await expect(
      homeColumn(page).locator('.column-header').getByRole('button', { name: 'Hide announcements' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(announcements.getByText(/Welcome to the local instance/)).toBeVisible();
    expect(await seriousViolations(page, '.announcements')).toEqual([]);

    // A reaction the instance accepts.
    const thumbs = announcements.getByRole('button', { name: /^👍: \d+ reactions?$/ });
    const before = Number((await thumbs.getAttribute('aria-label'))!.match(/(\d+) reaction/)![1]);
    const pressed = (await thumbs.getAttribute('aria-pressed')) === 'true';
    await thumbs.click();
    const after = before + (pressed ? -1 : 1);
    await expect(thumbs).toHaveAttribute('aria-label', new RegExp(`^👍: ${after} reactions?$`));
    await page.waitForTimeout(500);

    // One the instance refuses: shown at once, then taken back, with an alert.
    // Slow enough to see the reaction shown before the refusal takes it back.
    await fault({ latency_ms: 1500, fail: { status: 500, count: 1, path_prefix: '/api/v1/announcements' } });
    try {
      await thumbs.click();
      await expect(thumbs).toHaveAttribute('aria-label', new RegExp(`^👍: ${before} reactions?$`));
      await expect(thumbs).toHaveAttribute('aria-label', new RegExp(`^👍: ${after} reactions?$`));
      // Said in the app's words, not the server's.
      await expect(page.locator('.toasts').getByText('The server had a problem')).toBeVisible();
      await expect(page.locator('.toasts').getByText('Injected failure')).toHaveCount(0);
    } finally {
      await fault({ reset: true });
    }
    // Back as it was for the specs after.
    await thumbs.click();
    await expect(thumbs).toHaveAttribute('aria-label', new RegExp(`^👍: ${before} reactions?$`));
  });
});

test.describe('signed out', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`the about page at ${viewport.width}×${viewport.height}: the server, its rules, its moderation; axe-core`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport,
        ...(viewport.width < 600 ? { hasTouch: true, isMobile: true } : {}),
      });
      const page = await context.newPage();
      await page.goto('/about');
      const about = page.getByRole('region', { name: 'About' });
      await expect(about.getByRole('heading', { name: 'Server rules' })).toBeVisible();
      await expect(about.getByText('Be kind.')).toBeVisible();
      await expect(about.getByText('This server does not show which servers it moderates.')).toBeVisible();
      await expect(about.getByRole('heading', { name: 'About this server' })).toBeVisible();
      expect(await seriousViolations(page, '[role="region"][aria-label="About"]')).toEqual([]);
      await context.close();
    });
  }
});
