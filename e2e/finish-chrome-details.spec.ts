// The app's frame around the views: on a phone every scrolling view ends with room for its last row
// above the New post button and the tab bar; on the deck a place that is already a column is scrolled to
// and focused instead of opening a second copy; section headings share one style wherever they show.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { homeColumn, resetDeck, seriousViolations, signIn } from './helpers';

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};

/**
 * Scrolls the view to its very end: its body, then any scrolling column inside it (a profile's posts),
 * again while more rows arrive, until the heights rest.
 */
async function scrollToEnd(view: Locator) {
  let heights = '';
  for (let tries = 0; tries < 10; tries++) {
    const now = await view.locator('.column__body').evaluateAll((bodies) =>
      bodies
        .map((element) => {
          element.scrollTop = element.scrollHeight;
          return element.scrollHeight;
        })
        .join(),
    );
    if (now === heights) break;
    heights = now;
    await view.page().waitForTimeout(400);
  }
}

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test.beforeEach(async ({ page }) => {
    await resetDeck();
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  /**
   * The last row of the view, once scrolled to its end, lies whole above the New post button where the
   * button stands with the tab bar shown (the higher of its two places), and a tap there reaches the row.
   */
  async function lastRowClear(page: Page, view: Locator, lastRow: Locator) {
    const button = page.getByRole('link', { name: 'New post' });
    await expect(button).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Tabs' })).toBeInViewport();
    const highest = (await box(button)).y;
    await scrollToEnd(view);
    const row = await box(lastRow);
    expect(row.y + row.height).toBeLessThanOrEqual(highest);
    const fab = await box(button);
    const hit = await lastRow.evaluate(
      (element, [x, y]) => {
        const found = document.elementFromPoint(x, y);
        return !!found && element.contains(found);
      },
      [Math.min(fab.x + fab.width / 2, row.x + row.width - 2), row.y + row.height - 2],
    );
    expect(hit).toBe(true);
  }

  test("Preferences' last row and a profile's last post scroll whole above the New post button", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/preferences');
    const preferences = page.getByRole('region', { name: 'Preferences' });
    await expect(preferences.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
    await lastRowClear(page, preferences, preferences.getByRole('listitem').last());

    await page.goto('/@alice');
    const profile = page.getByRole('region', { name: /Alice/ }).first();
    await expect(profile.getByRole('article').first()).toBeVisible();
    await lastRowClear(page, profile, profile.getByRole('article').last());
  });

  test('the menu\'s "Accounts" heading has the style of its other section headings; axe-core', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'Menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('heading', { name: 'Your collections' })).toBeVisible();
    await sameHeadingStyle(
      menu.getByRole('heading', { name: 'Accounts' }),
      menu.getByRole('heading', { name: 'Your collections' }),
    );
    await menu.getByRole('button', { name: 'Accounts' }).tap();
    await expect(menu.getByRole('button', { name: 'Add account' })).toBeVisible();
    expect(await seriousViolations(page, '.phone-menu__sheet')).toEqual([]);
  });
});

/** Two headings drawn alike: colour, size, weight, case and alignment, their text starting at one edge. */
async function sameHeadingStyle(heading: Locator, other: Locator) {
  const style = (locator: Locator) =>
    locator.evaluate((element) => {
      // The text's own element: a heading's toggle button, or the heading itself.
      const text = element.querySelector('button') ?? element;
      const s = getComputedStyle(text);
      const range = document.createRange();
      range.selectNodeContents(text);
      const words = [...range.getClientRects()].find((rect) => rect.width > 0);
      return {
        color: s.color,
        fontSize: s.fontSize,
        fontWeight: s.fontWeight,
        textTransform: s.textTransform,
        letterSpacing: s.letterSpacing,
        textAlign: s.textAlign === 'start' || s.textAlign === 'left' ? 'start' : s.textAlign,
        left: Math.round(words?.left ?? -1),
      };
    });
  const [mine, theirs] = [await style(heading), await style(other)];
  expect(mine).toEqual(theirs);
}

/** The colour a design token of the theme resolves to on the page, as computed styles give it. */
const tokenColour = (page: Page, token: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  }, token);

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  /** The column named so is the only one, whole in view right of Compose, and its heading has the focus. */
  async function revealedOnce(page: Page, name: string) {
    await expect(page.getByRole('region', { name, exact: true })).toHaveCount(1);
    const column = page.getByRole('region', { name, exact: true });
    await expect(page.locator('.deck__detail').getByRole('region', { name, exact: true })).toHaveCount(0);
    const heading = column.getByRole('heading', { level: 2 }).first();
    await expect(heading).toBeFocused();
    const navigation = await box(page.getByRole('navigation', { name: 'Navigation' }));
    const compose = await box(page.getByRole('region', { name: 'Compose' }));
    await expect
      .poll(async () => {
        const shown = await box(column);
        return shown.x >= compose.x + compose.width && shown.x + shown.width <= navigation.x + 2;
      })
      .toBe(true);
  }

  test('a place that is already a column (Notifications, Local, a hashtag) is scrolled to and focused, never opened twice', async ({
    page,
  }) => {
    await resetDeck('demo', 'demo', [
      { id: 'COMPOSE', uuid: 'c-compose' },
      { id: 'HOME', uuid: 'c-home' },
      { id: 'NOTIFICATIONS', uuid: 'c-notifications' },
      { id: 'PUBLIC', uuid: 'c-local', params: { scope: 'local' } },
      { id: 'HASHTAG', uuid: 'c-photography', params: { tag: 'photography' } },
    ]);
    await signIn(page);
    const navigation = page.getByRole('navigation', { name: 'Navigation' });

    // At its address.
    await page.goto('/deck/notifications');
    await expect(
      page.getByRole('region', { name: 'Notifications', exact: true }).getByRole('article').first(),
    ).toBeVisible();
    await revealedOnce(page, 'Notifications');

    // From the navigation, with a post open in the detail column: the post stays.
    await homeColumn(page).getByRole('article').first().locator('.status__relative-time').click();
    const post = page.locator('.deck__detail').getByRole('region', { name: 'Post' });
    await expect(post).toBeVisible();
    await navigation.getByRole('link', { name: 'Local timeline' }).click();
    await revealedOnce(page, 'Local timeline');
    await expect(post).toBeVisible();
    await navigation.getByRole('link', { name: 'Home', exact: true }).click();
    await revealedOnce(page, 'Home');
    await navigation.getByRole('link', { name: /^Notifications/ }).click();
    await revealedOnce(page, 'Notifications');
    await expect(post).toBeVisible();

    // A hashtag pinned as a column, at its address.
    await page.goto('/deck/tags/photography');
    await revealedOnce(page, '#photography');

    // A place that is not a column still opens in the detail column.
    await navigation.getByRole('link', { name: 'Federated timeline' }).click();
    await expect(
      page.locator('.deck__detail').getByRole('region', { name: 'Federated timeline' }),
    ).toBeVisible();
    expect(await seriousViolations(page, '.deck')).toEqual([]);
  });

  test("every column's title lines up with the others', whatever buttons its header holds", async ({
    page,
  }) => {
    await resetDeck();
    await signIn(page);
    // Home's header holds the announcements' button, with its count.
    await expect(homeColumn(page).getByRole('button', { name: /announcements/i })).toBeVisible();
    const tops = await page
      .locator('.deck__columns .column-header__title-text')
      .evaluateAll((titles) => titles.map((title) => title.getBoundingClientRect().top));
    expect(tops).toHaveLength(3);
    for (const top of tops) expect(Math.abs(top - tops[0])).toBeLessThan(0.5);
  });

  test('the navigation\'s "Accounts" heading has the style of the other section headings', async ({
    page,
  }) => {
    await resetDeck();
    await signIn(page);
    const navigation = page.getByRole('navigation', { name: 'Navigation' });
    const accounts = navigation.getByRole('heading', { name: 'Accounts' });
    await expect(accounts).toBeVisible();
    // The same navigation in the phone's menu heads its groups; the deck's heading matches theirs.
    const { color, fontSize, textTransform, align } = await accounts.evaluate((element) => {
      const s = getComputedStyle(element.querySelector('button') ?? element);
      return { color: s.color, fontSize: s.fontSize, textTransform: s.textTransform, align: s.textAlign };
    });
    const muted = await tokenColour(page, '--text-muted');
    expect({ color, fontSize, textTransform, align: align === 'left' ? 'start' : align }).toEqual({
      color: muted,
      fontSize: '12px',
      textTransform: 'uppercase',
      align: 'start',
    });
    await navigation.getByRole('button', { name: 'Accounts' }).click();
    await expect(navigation.getByRole('button', { name: 'Add account' })).toBeVisible();
    // The accounts start under the heading's text, and "Edit profile" is drawn as a link, not as a place.
    const headingLeft = (await box(accounts)).x;
    const accountsGroup = navigation.getByRole('group', { name: 'Accounts' });
    expect(Math.round((await box(accountsGroup.getByRole('listitem').first())).x)).toBe(
      Math.round(headingLeft),
    );
    // A handle too long for the line breaks before its server, never inside the name or the server.
    const lines = await accountsGroup
      .locator('.account-switcher__acct')
      .first()
      .evaluate((handle) =>
        [...handle.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent)
          .map((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          }),
      );
    expect(lines).toEqual([1, 1]);
    const edit = accountsGroup.getByRole('link', { name: 'Edit profile' });
    const accent = await tokenColour(page, '--accent');
    expect(
      await edit.evaluate((a) => {
        const s = getComputedStyle(a);
        return { color: s.color, line: s.textDecorationLine, padding: s.paddingLeft };
      }),
    ).toEqual({ color: accent, line: 'underline', padding: '0px' });
    expect(await seriousViolations(page, '.deck > .navigation-panel')).toEqual([]);
  });
});
