// Search and a profile as Mastodon's web UI draws them: the search field's one look in both themes with
// one focus ring; profiles found with their bio's first lines, follower count and Follow button, their
// relationships asked in one request; the personal note on someone else's profile reading as text until
// focused, saved by Enter. At 1440×900 and on a phone, with axe-core on each view.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { resetDeck, seriousViolations, signIn, tokenFor } from './helpers';

test.beforeEach(async () => {
  await resetDeck();
});

const SIZES = [
  { name: 'at 1440×900', use: { viewport: { width: 1440, height: 900 } }, prefix: '/deck', touch: false },
  {
    name: 'on a phone (390×844, touch)',
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    prefix: '',
    touch: true,
  },
] as const;

/** The ids of the profiles a search for `q` finds, as the demo user sees them. */
async function foundIds(q: string): Promise<string[]> {
  const token = await tokenFor('demo', 'demo');
  const response = await fetch(
    `${baseURL}/api/v2/search?q=${encodeURIComponent(q)}&type=accounts&resolve=true`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  return ((await response.json()) as { accounts: { id: string }[] }).accounts.map((a) => a.id);
}

/** The field's colours and rings, and the page's own background and focus colours to compare with. */
async function fieldLook(page: Page) {
  return page.getByRole('combobox', { name: 'Search or paste URL' }).evaluate((field) => {
    const style = getComputedStyle(field);
    const probe = document.createElement('div');
    probe.style.background = 'var(--bg)';
    probe.style.color = 'var(--focus)';
    document.body.append(probe);
    const tokens = getComputedStyle(probe);
    const look = {
      background: style.backgroundColor,
      bg: tokens.backgroundColor,
      focus: tokens.color,
      outlineStyle: style.outlineStyle,
      outlineColor: style.outlineColor,
      outlineOffset: parseFloat(style.outlineOffset),
      boxShadow: style.boxShadow,
      borderColor: style.borderTopColor,
    };
    probe.remove();
    return look;
  });
}

for (const size of SIZES)
  test.describe(size.name, () => {
    test.use(size.use);

    for (const scheme of ['light', 'dark'] as const)
      test(`the search field has the app's background in the ${scheme} scheme and one focus ring over its edge`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await signIn(page);
        await page.goto(`${size.prefix}/search`);
        const field = page.getByRole('combobox', { name: 'Search or paste URL' });
        // Search takes the focus as it opens; then the field is reached by the keyboard, as a ring is drawn for.
        await expect(field).toBeFocused();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Shift+Tab');
        await expect(field).toBeFocused();
        const look = await fieldLook(page);
        expect(look.background).toBe(look.bg);
        expect(look.outlineStyle).toBe('solid');
        expect(look.outlineColor).toBe(look.focus);
        // Drawn over the field's edge, not as a second ring around it.
        expect(look.outlineOffset).toBeLessThanOrEqual(0);
        expect(look.boxShadow).toBe('none');
        expect(look.borderColor).toBe(look.focus);
        expect(await seriousViolations(page, '.column')).toEqual([]);
      });

    test('profiles found show the bio, the follower count and a Follow button, their relationships asked in one request; the card opens the profile', async ({
      page,
    }) => {
      const ids = await foundIds('alice');
      expect(ids.length).toBeGreaterThan(0);
      await signIn(page);
      await page.goto(`${size.prefix}/search`);
      const asked: string[][] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/v1/accounts/relationships')
          asked.push(url.searchParams.getAll('id[]').filter((id) => ids.includes(id)));
      });
      const field = page.getByRole('combobox', { name: 'Search or paste URL' });
      await field.fill('alice');
      await field.press('Enter');
      const panel = page.getByRole('region', { name: 'Search' }).getByRole('tabpanel');
      const card = panel.getByRole('link', { name: /@alice\b/ }).first();
      await expect(card).toBeVisible();
      await expect(card).toContainText(/\d+(\.\d)?K? followers?/);
      // The bio is there as text: no link inside the card.
      const note = card.locator('.search__account-note');
      await expect(note).not.toBeEmpty();
      expect(await card.locator('a').count()).toBe(0);
      // At most two lines of it.
      const lines = await note.evaluate(
        (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
      );
      expect(lines).toBeLessThanOrEqual(2.05);
      const row = panel
        .locator('.search__account')
        .filter({ has: page.getByRole('link', { name: /@alice\b/ }) })
        .first();
      const follow = row.getByRole('button', { name: /^(Follow|Unfollow|Follow back)$/ });
      await expect(follow).toBeEnabled();
      // Beside the card, on its first row.
      const [cardBox, buttonBox] = [await card.boundingBox(), await follow.boundingBox()];
      expect(buttonBox!.x).toBeGreaterThanOrEqual(cardBox!.x + cardBox!.width - 1);
      expect(buttonBox!.y).toBeLessThan(cardBox!.y + 24);
      // Every result shown was asked for, all in the same one request.
      const withResults = asked.filter((batch) => batch.length > 0);
      expect(withResults).toHaveLength(1);
      expect(withResults[0]).toContain(ids[0]);
      expect(await seriousViolations(page, '.column')).toEqual([]);

      // Follow and back again from the result.
      const before = (await follow.textContent())!;
      const after = before === 'Unfollow' ? /^(Follow|Follow back)$/ : /^(Unfollow|Cancel follow request)$/;
      if (size.touch) await follow.tap();
      else await follow.click();
      await expect(row.getByRole('button', { name: after })).toBeEnabled();
      await row.getByRole('button', { name: after }).click();
      await expect(row.getByRole('button', { name: before, exact: true })).toBeEnabled();

      if (size.touch) await note.tap();
      else await note.click();
      await expect(page).toHaveURL(/\/@alice$/);
    });

    test('the personal note on someone else’s profile reads as text until focused; Enter saves it', async ({
      page,
    }) => {
      await signIn(page);
      await page.goto(`${size.prefix}/@bob`);
      const note = page.getByRole('textbox', { name: 'Personal note' });
      await expect(note).toBeVisible();
      await expect(note).toHaveAttribute('placeholder', 'Click to add note');
      const looks = () =>
        note.evaluate((el) => {
          const style = getComputedStyle(el);
          return { border: style.borderTopWidth, background: style.backgroundColor };
        });
      expect(await looks()).toEqual({ border: '0px', background: 'rgba(0, 0, 0, 0)' });
      expect(await seriousViolations(page, '.column')).toEqual([]);

      if (size.touch) await note.tap();
      else await note.click();
      await expect(note).toBeFocused();
      expect((await looks()).background).not.toBe('rgba(0, 0, 0, 0)');
      const text = `Met at the river festival ${Date.now()}`;
      await note.fill(text);
      const saved = page.waitForRequest(
        (r) => r.method() === 'POST' && /\/api\/v1\/accounts\/\w+\/note$/.test(r.url()),
      );
      await note.press('Enter');
      expect((await saved).postDataJSON()).toEqual({ comment: text });
      await expect(note).not.toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Personal note' })).toHaveValue(text);
      // Escape puts the saved note back.
      const field = page.getByRole('textbox', { name: 'Personal note' });
      await field.click();
      await field.press('End');
      await page.keyboard.type(' and more');
      await field.press('Escape');
      await expect(field).toHaveValue(text);
    });
  });
