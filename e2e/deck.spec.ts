// The deck end to end: columns of several kinds added through the UI, streamed posts, kept deck.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { SHORTCUTS } from '../src/app/keyboard/shortcuts';
import {
  fault,
  homeColumn,
  postJson,
  postStatusAs,
  resetDeck,
  signIn,
  tokenFor,
  seriousViolations,
  waitForServiceWorker,
} from './helpers';

// What the service worker does is part of what these tests see.
test.use({ serviceWorkers: 'allow' });

// The deck is saved on the server for the demo user: every test starts from the default columns.
test.beforeEach(async () => {
  await resetDeck();
});

async function addLocalColumn(page: Page) {
  await page.getByRole('button', { name: 'Add column' }).click();
  await page.getByRole('combobox', { name: 'Column type' }).selectOption({ label: 'Local timeline' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const local = page.getByRole('region', { name: 'Local timeline' });
  await expect(local.getByRole('article').first()).toBeVisible();
  return local;
}

/** axe-core's serious and critical findings, by rule and the elements they name. */

const regionNames = (page: Page) =>
  page.getByRole('region').evaluateAll((regions) => regions.map((r) => r.getAttribute('aria-label')));

/**
 * Home's rows as the first post's frame draws them, after a reload: how many, and how many lie wholly
 * below the column's view. Read when the first post is inserted, before the frame is painted.
 */
async function homeRowsAtFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const read = () => {
      const home = document.querySelector('[role="region"][aria-label="Home"]');
      if (!home?.querySelector('article')) return false;
      const body = home.querySelector('.column__body')!.getBoundingClientRect();
      const rows = [...home.querySelectorAll('.timeline__row')].map((row) => row.getBoundingClientRect());
      (window as unknown as { firstPaintRows: unknown }).firstPaintRows = {
        drawn: rows.length,
        belowView: rows.filter((row) => row.top >= body.bottom).length,
        filled: rows.length > 0 && rows[rows.length - 1].bottom >= body.bottom,
      };
      return true;
    };
    const observer = new MutationObserver(() => read() && observer.disconnect());
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true }),
    );
  });
  await page.reload();
  await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
  return page.evaluate(
    () =>
      (window as unknown as { firstPaintRows: { drawn: number; belowView: number; filled: boolean } })
        .firstPaintRows,
  );
}

/** Signed in, reloaded: the first post's frame fills Home's view, with at most one row wholly below it. */
async function expectFirstPaintToFillHome(page: Page) {
  await signIn(page);
  const first = await homeRowsAtFirstPaint(page);
  expect(first.filled).toBe(true);
  expect(first.belowView).toBeLessThanOrEqual(1);
  expect(first.drawn).toBeLessThan(12);
  return first;
}

/** Waits until Home's page is kept in IndexedDB (written in batches, off the critical path). */
async function homeKept(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          for (const { name } of await indexedDB.databases()) {
            const db = await new Promise<IDBDatabase>((resolve, reject) => {
              const open = indexedDB.open(name!);
              open.onsuccess = () => resolve(open.result);
              open.onerror = () => reject(new Error(`Opening ${name} failed`));
            });
            const home = await new Promise<unknown>((resolve) => {
              if (!db.objectStoreNames.contains('timelines')) return resolve(undefined);
              const get = db.transaction('timelines').objectStore('timelines').get('home');
              get.onsuccess = () => resolve(get.result);
              get.onerror = () => resolve(undefined);
            });
            db.close();
            if (home) return true;
          }
          return false;
        }),
      { timeout: 10_000 },
    )
    .toBe(true);
}

test('four timeline columns of different kinds (home, hashtag, local, federated) receive a streamed post; the deck is kept after a reload', async ({
  page,
}) => {
  await signIn(page);
  const tag = `deck${Date.now()}`;
  await page.getByRole('button', { name: 'Add column' }).click();
  await page.getByRole('textbox', { name: 'Hashtag name' }).fill(tag);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Add column' }).click();
  await page.getByRole('combobox', { name: 'Column type' }).selectOption({ label: 'Local timeline' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Add column' }).click();
  await page.getByRole('combobox', { name: 'Column type' }).selectOption({ label: 'Federated timeline' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const federated = page.getByRole('region', { name: 'Federated timeline' });
  await expect(federated).toBeVisible();
  const hashtag = page.getByRole('region', { name: `#${tag}` });
  const local = page.getByRole('region', { name: 'Local timeline' });
  await expect(hashtag).toBeVisible();
  await expect(local).toBeVisible();
  await page.waitForTimeout(1000);

  const text = `Deck post #${tag}`;
  await postStatusAs('alice', text);
  for (const column of [homeColumn(page), hashtag, local, federated]) {
    await expect(column.getByRole('article').filter({ hasText: 'Deck post' })).toBeVisible();
  }

  // Settings are saved after a 2 s debounce.
  await page.waitForTimeout(2500);
  await page.reload();
  await expect(page.getByRole('region', { name: `#${tag}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Local timeline' })).toBeVisible();
});

test("a deleted post leaves every column, its author's account timeline included", async ({ page }) => {
  await signIn(page);
  const local = await addLocalColumn(page);
  await page.waitForTimeout(1000);
  const token = await tokenFor('alice');
  const text = `Soon deleted ${Date.now()}`;
  const status = await postJson('/api/v1/statuses', { status: text, visibility: 'public' }, token);
  await expect(homeColumn(page).getByRole('article').filter({ hasText: text })).toBeVisible();
  await expect(local.getByRole('article').filter({ hasText: text })).toBeVisible();

  // Alice's account timeline, opened beside the columns.
  await page
    .getByRole('article')
    .filter({ hasText: text })
    .first()
    .getByRole('link', { name: /@alice/ })
    .first()
    .click();
  const posts = page.getByRole('region', { name: 'Posts' });
  await expect(posts.getByRole('article').filter({ hasText: text })).toBeVisible();

  const response = await fetch(`${baseURL}/api/v1/statuses/${status.id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok).toBe(true);
  await expect(homeColumn(page).getByRole('article').filter({ hasText: text })).toHaveCount(0);
  await expect(local.getByRole('article').filter({ hasText: text })).toHaveCount(0);
  await expect(posts.getByRole('article').filter({ hasText: text })).toHaveCount(0);
});

test('after the server drops the connection, the client reconnects and loads what it missed', async ({
  page,
}) => {
  await signIn(page);
  await page.waitForTimeout(1000);
  await fault({ drop_websockets: true });
  const text = `Posted while disconnected ${Date.now()}`;
  await postStatusAs('alice', text);
  await expect(homeColumn(page).getByRole('article').filter({ hasText: text })).toBeVisible({
    timeout: 20_000,
  });
});

test('moving and removing columns is kept after a reload', async ({ page }) => {
  await signIn(page);
  expect(await regionNames(page)).toEqual(['Compose', 'Home', 'Notifications']);
  await homeColumn(page).getByRole('button', { name: 'Column settings' }).click();
  await homeColumn(page).getByRole('button', { name: 'Move left' }).click();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await notifications.getByRole('button', { name: 'Column settings' }).click();
  await notifications.getByRole('button', { name: 'Remove column' }).click();
  expect(await regionNames(page)).toEqual(['Home', 'Compose']);
  // Saved locally at once and to the server after the 2 s debounce.
  await page.waitForTimeout(2500);
  await page.reload();
  await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
  await expect.poll(() => regionNames(page)).toEqual(['Home', 'Compose']);
});

test('a column removed just before the tab closes stays removed, and the change then reaches the server', async ({
  page,
  context,
}) => {
  await signIn(page);
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await notifications.getByRole('button', { name: 'Column settings' }).click();
  await notifications.getByRole('button', { name: 'Remove column' }).click();
  // Closed well within the 2 s the server save waits for.
  await page.waitForTimeout(500);
  await page.close();
  const next = await context.newPage();
  await next.goto('/deck');
  await expect(homeColumn(next).getByRole('article').first()).toBeVisible();
  await expect.poll(() => regionNames(next)).toEqual(['Compose', 'Home']);
  // The device's unsent change is sent at start-up rather than replaced by the server's older copy.
  const token = await tokenFor('demo', 'demo');
  await expect
    .poll(async () => {
      const response = await fetch(`${baseURL}/api/web/settings`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const data = (await response.json()) as { columns?: { id: string }[] };
      return data.columns?.map((c) => c.id);
    })
    .toEqual(['COMPOSE', 'HOME']);
});

test('offline, quietly: every column reads IndexedDB after a reload under one notice (Notifications too), and everything resumes when the network returns', async ({
  page,
  context,
}) => {
  await signIn(page);
  await addLocalColumn(page);
  await waitForServiceWorker(page);
  // Timeline pages reach IndexedDB in batches off the critical path.
  await page.waitForTimeout(3000);
  await context.setOffline(true);
  await page.reload();
  await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Local timeline' }).getByRole('article').first(),
  ).toBeVisible();
  // Quietly: one offline notice for the whole deck, no toast per failed request; Notifications shows
  // the groups kept on this device, like the timelines.
  await expect(page.getByText('Offline — showing saved posts')).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: 'Notifications' }).locator('.notification-group').first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' })).not.toContainText(
    'No notifications are saved on this device',
  );
  await page.waitForTimeout(1000);
  await expect(page.locator('.toast')).toHaveCount(0);
  // What this state adds: the notice and the Notifications column read from this device. (The post
  // action bar is checked with the post work: its count-bearing buttons are not yet "label in name".)
  expect(await seriousViolations(page, ['.offline-notice', '[aria-label="Notifications"]'])).toEqual([]);

  // Back online, without a reload: the notice goes, the stream comes back and what failed loads.
  await context.setOffline(false);
  await expect(page.getByText('Offline — showing saved posts')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByRole('article').first(),
  ).toBeVisible();
  await page.waitForTimeout(1000);
  const text = `Back online ${Date.now()}`;
  await postStatusAs('alice', text);
  await expect(homeColumn(page).getByRole('article').filter({ hasText: text })).toBeVisible();
  await expect(page.locator('.toast')).toHaveCount(0);
});

test('a gap left by a dropped connection is loaded by the user (disconnect and reconnect insert a gap marker)', async ({
  page,
}) => {
  await signIn(page);
  await page.waitForTimeout(1000);
  // The server refuses timeline pages for now, so the automatic refill after the reconnect fails and
  // the gap stays for the user to load.
  await fault({ fail: { status: 500, count: 1000, path_prefix: '/api/v1/timelines' } });
  try {
    await fault({ drop_websockets: true });
    const text = `Missed while away ${Date.now()}`;
    await postStatusAs('bob', text, { visibility: 'public' });
    const gap = homeColumn(page).getByRole('button', { name: 'Load more' }).first();
    await expect(gap).toBeVisible({ timeout: 20_000 });
    // A gap at the top: above the posts, and the missed post is not there yet.
    const firstPost = homeColumn(page).getByRole('article').first();
    expect((await gap.boundingBox())!.y).toBeLessThan((await firstPost.boundingBox())!.y);
    await expect(homeColumn(page).getByRole('article').filter({ hasText: text })).toHaveCount(0);
    await fault({ reset: true });
    await gap.click();
    await expect(homeColumn(page).getByRole('article').filter({ hasText: text })).toBeVisible();
  } finally {
    await fault({ reset: true });
  }
});

test.describe('the deck at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the first paint draws the posts that fill Home and not a screen of posts below them; the rest come after its frame', async ({
    page,
  }) => {
    const first = await expectFirstPaintToFillHome(page);
    // After the frame (and before or as the virtual list takes over), more rows below the view.
    await expect(homeColumn(page).locator('.timeline__row')).not.toHaveCount(first.drawn);
  });

  test('a reload draws Home with its kept posts in one go, never an empty Home first, and asks the server what it offers only after they are drawn', async ({
    page,
  }) => {
    await signIn(page);
    await homeKept(page);
    await page.addInitScript(() => {
      const seen = { emptyHome: false, postsAt: 0 };
      (window as unknown as { firstScreen: typeof seen }).firstScreen = seen;
      const look = () => {
        const home = document.querySelector('[role="region"][aria-label="Home"]');
        if (!home) return;
        if (!home.querySelector('article')) seen.emptyHome = true;
        else if (!seen.postsAt) seen.postsAt = performance.now();
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
    const instanceAsked = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .find((entry) => new URL(entry.name).pathname === '/api/v2/instance')?.startTime ?? null,
      );
    await expect.poll(instanceAsked).not.toBeNull();
    const seen = await page.evaluate(
      () => (window as unknown as { firstScreen: { emptyHome: boolean; postsAt: number } }).firstScreen,
    );
    expect(seen.emptyHome).toBe(false);
    expect(await instanceAsked()).toBeGreaterThan(seen.postsAt);
  });

  test('the navigation stays in view beside many columns; a post opened from the third column shows in one detail column, in view and focused, with Back and Close', async ({
    page,
  }) => {
    await resetDeck('demo', 'demo', [
      { id: 'COMPOSE', uuid: 'c' },
      { id: 'HOME', uuid: 'h' },
      { id: 'PUBLIC', uuid: 'l', params: { scope: 'local' } },
      { id: 'NOTIFICATIONS', uuid: 'n' },
      { id: 'PUBLIC', uuid: 'f' },
      { id: 'HASHTAG', uuid: 't', params: { id: 'coffee' } },
    ]);
    await signIn(page);
    const inViewport = async (locator: ReturnType<Page['locator']>) => {
      const box = await locator.boundingBox();
      return !!box && box.x >= 0 && box.x + box.width <= 1440 + 0.5 && box.width > 0;
    };
    const navigation = page.getByRole('navigation', { name: 'Navigation' });
    await expect(navigation).toBeVisible();
    expect(await inViewport(navigation)).toBe(true);
    // "Add column" lives in the navigation, not between the columns.
    await expect(navigation.getByRole('button', { name: 'Add column' })).toBeVisible();

    const local = page.getByRole('region', { name: 'Local timeline' });
    const post = local.getByRole('article').first();
    await expect(post).toBeVisible();
    const postId = await post.getAttribute('data-id');
    await post.locator('.status__relative-time').click();
    const detail = page.locator('.deck__detail');
    await expect(
      detail.getByRole('region', { name: 'Post' }).locator(`article[data-id="${postId}"]`),
    ).toBeVisible();
    await expect.poll(() => inViewport(detail)).toBe(true);
    // The focus is in the detail column, on the post itself.
    await expect.poll(() => detail.evaluate((column) => column.contains(document.activeElement))).toBe(true);
    expect(await inViewport(navigation)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Opening another thing replaces the detail column rather than adding one.
    await page
      .getByRole('region', { name: 'Home' })
      .getByRole('article')
      .first()
      .locator('.status__display-name')
      .click();
    await expect(page).toHaveURL(/\/deck\/@[^/]+$/);
    await expect(page.locator('.deck__detail')).toHaveCount(1);
    await expect(detail.getByRole('region', { name: 'Post', exact: true })).toHaveCount(0);
    // Back returns to the post, then closes the column; Close closes it at once.
    await detail.getByRole('button', { name: 'Back' }).click();
    await expect(
      detail.getByRole('region', { name: 'Post' }).locator(`article[data-id="${postId}"]`),
    ).toBeVisible();
    await detail.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toHaveCount(1);
    await post.locator('.status__relative-time').click();
    await expect(page.locator('.deck__detail')).toHaveCount(1);
    await page.locator('.deck__detail').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toHaveCount(1);
    await expect(page).toHaveURL(/\/deck\/?$/);
  });
});

test('keyboard shortcuts: j/k walk the posts, f favourites the focused one, n focuses the compose box, g n goes to the Notifications column, 2 focuses the second column, ? lists them all', async ({
  page,
}) => {
  await signIn(page);
  const home = homeColumn(page);
  await expect(home.getByRole('article').first()).toBeVisible();
  // The virtual list takes over from the first-paint rows: wait for it to settle before reading rows.
  await expect(home.locator('.timeline__row').first().locator('article')).toBeVisible();
  await page.waitForTimeout(500);
  const focusedId = () =>
    page.evaluate(() => document.activeElement?.closest('.timeline__row')?.getAttribute('data-item'));
  const ids = await home
    .locator('.timeline__row[data-item]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-item')));
  await page.keyboard.press('j');
  await expect.poll(focusedId).toBe(ids[0]);
  await page.keyboard.press('j');
  await expect.poll(focusedId).toBe(ids[1]);
  await page.keyboard.press('k');
  await expect.poll(focusedId).toBe(ids[0]);
  const star = home.locator(`.timeline__row[data-item="${ids[0]}"] .status__action--star`).first();
  const before = await star.getAttribute('aria-pressed');
  await page.keyboard.press('f');
  await expect(star).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');

  await page.keyboard.press('e');
  await expect(page.locator('.deck__detail').getByRole('region', { name: 'Post' })).toBeVisible();
  await expect(page).toHaveURL(/\/deck\/@[^/]+\/\d+$/);

  await page.keyboard.press('n');
  await expect(page.getByRole('textbox', { name: "What's on your mind?" })).toBeFocused();
  // Letters typed in a text field are text, not shortcuts; Escape leaves the field.
  await page.keyboard.type('jk');
  await expect(page.getByRole('textbox', { name: "What's on your mind?" })).toHaveValue('jk');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: "What's on your mind?" })).not.toBeFocused();
  await page.getByRole('textbox', { name: "What's on your mind?" }).fill('');
  await page.keyboard.press('Escape');

  await page.keyboard.press('2');
  await expect.poll(focusedId).toBe(ids[0]);

  // The deck has Notifications as a column: that column is the one gone to, its heading focused.
  await page.keyboard.press('g');
  await page.keyboard.press('n');
  await expect(
    page.getByRole('region', { name: 'Notifications', exact: true }).getByRole('heading', { level: 2 }),
  ).toBeFocused();
  await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toHaveCount(1);

  await page.locator('body').focus();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard Shortcuts' });
  await expect(dialog).toBeVisible();
  // Every shortcut has its row, under the header row.
  await expect(dialog.getByRole('row')).toHaveCount(SHORTCUTS.length + 1);
  await expect(dialog.getByRole('row', { name: /Move down in the list/ })).toContainText('j');
  expect(await seriousViolations(page, ['[role="dialog"]'])).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('several accounts: add a second one from the navigation, switch both ways, and sign out of one only', async ({
  page,
}) => {
  await signIn(page);
  const navigation = page.getByRole('navigation', { name: 'Navigation' });
  const profile = navigation.getByRole('link', { name: 'Profile', exact: true });
  await expect(profile).toHaveAttribute('href', /@demo$/);
  await navigation.getByRole('button', { name: 'Accounts' }).click();
  await navigation.getByRole('button', { name: 'Add account' }).click();
  await navigation.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/oauth\/authorize/);
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
  await expect(profile).toHaveAttribute('href', /@alice$/);

  const accounts = navigation.getByRole('group', { name: 'Accounts' });
  // The list opens from the navigation's Accounts button (a switch starts the app again, closed).
  const openAccounts = async () => {
    await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
    if (!(await accounts.isVisible())) await navigation.getByRole('button', { name: 'Accounts' }).click();
  };
  await openAccounts();
  const host = new URL(baseURL).host;
  await expect(accounts.getByRole('listitem')).toHaveCount(2);
  await expect(accounts).toContainText(`@alice@${host}`);
  await expect(accounts).toContainText(`@demo@${host}`);
  expect(await seriousViolations(page, ['nav'])).toEqual([]);

  await openAccounts();
  await accounts.getByRole('button', { name: `Switch to @demo@${host}` }).click();
  await expect(profile).toHaveAttribute('href', /@demo$/);
  await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
  await openAccounts();
  await accounts.getByRole('button', { name: `Switch to @alice@${host}` }).click();
  await expect(profile).toHaveAttribute('href', /@alice$/);
  await expect(homeColumn(page).getByRole('article').first()).toBeVisible();

  // Signing out of demo leaves alice signed in.
  await openAccounts();
  await accounts.getByRole('button', { name: `Sign out of @demo@${host}` }).click();
  // It asks first, naming the account.
  await page
    .getByRole('dialog', { name: `Sign out of @demo@${host}?` })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await openAccounts();
  await expect(accounts.getByRole('listitem')).toHaveCount(1);
  await expect(accounts).not.toContainText(`@demo@${host}`);
  await expect(profile).toHaveAttribute('href', /@alice$/);
  await page.reload();
  await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
  await expect(profile).toHaveAttribute('href', /@alice$/);
});

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the first paint draws the posts that fill Home on a phone, not a screen of posts below them', async ({
    page,
  }) => {
    await expectFirstPaintToFillHome(page);
  });

  test('Reply opens the compose page with the mention, the post replied to above the text box, the focus in it, and a way to cancel', async ({
    page,
  }) => {
    await signIn(page);
    const post = homeColumn(page)
      .getByRole('article')
      .filter({ hasNot: page.locator('.status__prepend') })
      .first();
    const acct = (await post.locator('.status__display-name').getAttribute('href'))?.split('@').pop() ?? '';
    await post.getByRole('button', { name: 'Reply' }).tap();
    await expect(page).toHaveURL(/\/publish$/);
    const textbox = page.getByRole('textbox', { name: "What's on your mind?" });
    await expect(textbox).toBeFocused();
    const replyingTo = page.getByRole('group', { name: 'Replying to' });
    await expect(replyingTo).toBeVisible();
    if (acct !== 'demo') await expect(textbox).toHaveValue(new RegExp(`^@${acct}\\b.* $`));
    expect(await textbox.evaluate((el: HTMLTextAreaElement) => el.selectionStart === el.value.length)).toBe(
      true,
    );
    expect(await seriousViolations(page, ['main'])).toEqual([]);
    await replyingTo.getByRole('button', { name: 'Cancel' }).tap();
    await expect(replyingTo).toHaveCount(0);
  });
});
