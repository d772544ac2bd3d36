// Servers other than Mastodon, end to end, at 1440×900 and at 390×844 with touch: an offline start that
// comes back online (on the local instance, and on a reduced server that refuses websockets), a server
// answering as Hollo does (a notification id it refuses as a cursor) and one answering as snac does (a JSON
// poll ignored, edits renumbered, boosts wrapping the post of a notification, vote answers from before the
// vote, no quotes, hashtags named with "#"), sign-in by a loopback address without a scheme and by one that
// does not answer. The static build is served by a bare static host; the servers are the restricting proxy
// of `anyServerHarness.ts` in front of the local instance.
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  homeColumn,
  postJson,
  postStatusAs,
  recordToasts,
  resetDeck,
  seriousViolations,
  signIn,
  tokenFor,
  waitForServiceWorker,
} from './helpers';
import {
  startRestrictingProxy,
  startStaticHost,
  type RestrictingProxy,
  type RunningServer,
  type ServerQuirks,
} from './anyServerHarness';

// What the service worker does is part of what these tests see.
test.use({ serviceWorkers: 'allow' });

const instancePort = Number(new URL(baseURL).port);
const STATIC_PORT = Number(process.env.E2E_STATIC_PORT || instancePort + 10);
const PROXY_PORT = Number(process.env.E2E_PROXY_PORT || instancePort + 11);
/** A port nothing listens on: a server address that does not answer. */
const SILENT_PORT = Number(process.env.E2E_SILENT_PORT || instancePort + 19);
/** The reduced server's limit, announced by /api/v1/instance only. */
const REDUCED_MAX_CHARACTERS = 5000;
const OFFLINE = 'Offline — showing saved posts';

const HOLLO: ServerQuirks = { missing: [/^\/api\/web\//], compositeNotificationIds: true };
const SNAC: ServerQuirks = {
  ignoresPolls: 'json',
  renumberEdits: true,
  wrapBoostsInNotifications: true,
  voteAnswersPredateTheVote: true,
  noQuotes: true,
  hashInTagNames: true,
};

let staticHost: RunningServer;
let proxy: RestrictingProxy;

test.beforeAll(async () => {
  staticHost = await startStaticHost(path.resolve(__dirname, '..', 'dist'), STATIC_PORT);
  proxy = await startRestrictingProxy({
    target: baseURL,
    port: PROXY_PORT,
    maxCharacters: REDUCED_MAX_CHARACTERS,
  });
});

test.afterAll(async () => {
  await staticHost?.close();
  await proxy?.close();
});

test.beforeEach(async () => {
  proxy.behave({});
  // Each test reads what the proxy saw while it ran.
  proxy.seen.splice(0);
  await resetDeck();
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Signs in as demo from the static host on the server typed, through that server's own form. */
async function signInOn(page: Page, typed: string, server = typed) {
  await page.goto(`${staticHost.url}/`);
  await page.getByRole('textbox', { name: /Sign in on your server/ }).fill(typed);
  await page.getByRole('button', { name: 'Sign in there' }).click();
  await expect(page).toHaveURL(new RegExp(`^${escaped(server)}/oauth/authorize`), { timeout: 20_000 });
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${staticHost.url}/**`);
  await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
}

/** What the account's database holds under the settings store's `key`. */
function storedSetting(page: Page, key: string) {
  return page.evaluate(async (wanted) => {
    const name = (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .find((n) => n.startsWith('fedideck-'));
    if (!name) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error(String(request.error)));
    });
    try {
      if (!db.objectStoreNames.contains('settings') || !db.objectStoreNames.contains('timelines'))
        return null;
      const read = (store: string, id: string) =>
        new Promise<unknown>((resolve) => {
          const request = db.transaction(store).objectStore(store).get(id);
          request.onsuccess = () => resolve(request.result ?? null);
          request.onerror = () => resolve(null);
        });
      return { value: await read('settings', wanted), home: await read('timelines', 'home') };
    } finally {
      db.close();
    }
  }, key);
}

/**
 * Starts the app again with the network off, once the service worker and IndexedDB hold it: Home, the
 * server's description, and what the server lacks when `lacksStreaming`.
 */
/** The app has learned the server does not stream (its handshakes refused) and polls instead. */
async function pollingStarted(page: Page) {
  await expect
    .poll(async () => {
      const stored = (await storedSetting(page, 'capabilities'))?.value as Record<string, string> | null;
      return stored?.streaming;
    })
    .toBe('no');
}

async function startOffline(page: Page, context: BrowserContext, lacksStreaming: boolean) {
  await waitForServiceWorker(page);
  await expect
    .poll(async () => {
      const stored = await storedSetting(page, 'instance');
      return !!stored?.value && !!stored.home;
    })
    .toBe(true);
  if (lacksStreaming) await pollingStarted(page);
  await context.setOffline(true);
  await page.reload();
  await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
  await expect(page.getByText(OFFLINE)).toHaveCount(1);
}

/** Images on the page that have an address and drew nothing. */
const brokenImages = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('img')].filter(
        (image) => image.getAttribute('src') && image.complete && image.naturalWidth === 0,
      ).length,
  );

/** What was posted while the app was offline shows within 5 s of the network coming back. */
async function comesBackOnline(page: Page, context: BrowserContext) {
  const meanwhile = `Posted while the app was offline ${Date.now()}`;
  await postStatusAs('alice', meanwhile);
  await page.waitForTimeout(1_000);
  await context.setOffline(false);
  await expect(homeColumn(page).getByRole('article').filter({ hasText: meanwhile })).toBeVisible({
    timeout: 5_000,
  });
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await expect.poll(() => brokenImages(page)).toBe(0);
}

/** A post in the open Home column, by its text. */
const homePost = (page: Page, text: string) =>
  homeColumn(page).getByRole('article').filter({ hasText: text });

const layouts = [
  { name: 'at 1440×900', use: { viewport: { width: 1440, height: 900 } }, phone: false },
  {
    name: 'at 390×844 with touch',
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    phone: true,
  },
];

for (const layout of layouts) {
  test.describe(layout.name, () => {
    test.use(layout.use);

    /** Opens the notifications: a column of the deck, the tab on a phone. */
    async function notificationsOf(page: Page) {
      if (layout.phone)
        await page
          .getByRole('navigation', { name: 'Tabs' })
          .getByRole('link', { name: /^Notifications/ })
          .click();
      const column = page.getByRole('region', { name: 'Notifications' }).last();
      await expect(column).toBeVisible();
      // The column's first load is done (the demo user has notifications): what comes next is new.
      await expect(column.locator('.notification-group').first()).toBeVisible();
      return column;
    }

    test('started offline on the local instance (streaming), it comes back online: what was posted meanwhile shows within 5 s, the notice goes, no toast', async ({
      page,
      context,
    }) => {
      const toasts = await recordToasts(page);
      await signIn(page);
      await startOffline(page, context, false);
      expect(await seriousViolations(page, '.offline-notice')).toEqual([]);
      await comesBackOnline(page, context);
      await page.waitForTimeout(2_000);
      expect(await toasts()).toEqual([]);
    });

    test('started offline on a server without streaming, it comes back online by polling at once: what was posted meanwhile shows within 5 s, the limit and fallbacks are the server’s from the start, no toast', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      const toasts = await recordToasts(page);
      await signInOn(page, proxy.url);
      await startOffline(page, context, true);
      expect(await seriousViolations(page, '.offline-notice')).toEqual([]);
      // The server's own limit, known without asking it.
      if (layout.phone) await page.getByRole('link', { name: 'New post' }).click();
      const box = layout.phone ? page : page.getByRole('region', { name: 'Compose' });
      await expect(box.locator('.character-counter > [aria-hidden="true"]')).toHaveText(
        String(REDUCED_MAX_CHARACTERS),
      );
      if (layout.phone)
        await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Home' }).click();
      const sockets: string[] = [];
      page.on('websocket', (socket) => sockets.push(socket.url()));
      await comesBackOnline(page, context);
      // Known not to stream: no handshake is tried before the next retry minutes away.
      expect(sockets).toEqual([]);
      await page.waitForTimeout(2_000);
      expect(await toasts()).toEqual([]);
    });

    test('a server answering as Hollo (a group id refused as a cursor, with a 500 and no CORS headers): new notifications arrive by polling, with no toast and no offline notice', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      proxy.behave(HOLLO);
      const toasts = await recordToasts(page);
      await signInOn(page, proxy.url);
      const notifications = await notificationsOf(page);
      // Polling has taken over (a focus before it would wake nothing).
      await pollingStarted(page);
      const text = `@demo a Hollo mention ${Date.now()}`;
      await postStatusAs('alice', text);
      // The window focused polls at once.
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(notifications.getByText(text.replace('@demo ', '')).first()).toBeVisible({
        timeout: 40_000,
      });
      const cursors = proxy.seen
        .filter(
          ({ method, url }) =>
            method === 'GET' && url.startsWith('/api/v2/notifications?') && /since_id|min_id/.test(url),
        )
        .map(({ url, status }) => ({ since: new URL(url, proxy.url).searchParams.get('since_id'), status }));
      expect(cursors.length).toBeGreaterThan(0);
      expect(cursors.every(({ since, status }) => status === 200 && !since?.includes('/'))).toBe(true);
      await page.waitForTimeout(5_000);
      await expect(page.getByText(OFFLINE)).toHaveCount(0);
      expect(await toasts()).toEqual([]);
      expect(
        await seriousViolations(page, layout.phone ? '.phone' : '.column:has(.notification-group)'),
      ).toEqual([]);
    });

    test.describe('a failing poll', () => {
      test('a poll failing with a 500 is asked again after a growing wait, says so once, and never "offline"', async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const toasts = await recordToasts(page);
        await signInOn(page, proxy.url);
        const notifications = await notificationsOf(page);
        await expect(notifications.getByRole('article').first()).toBeVisible();
        // No streaming there: polling starts after three refused handshakes.
        await pollingStarted(page);
        proxy.behave({ failing: /^\/api\/v1\/notifications$/ });
        const asked = () =>
          proxy.seen.filter(
            ({ method, url }) => method === 'GET' && url.startsWith('/api/v1/notifications?'),
          );
        const before = asked().length;
        // Four polls at once (the window focused), 6 s apart: the first fails, the second waits, the third
        // fails again, quietly, the fourth waits.
        // The page in front, as the window the user focuses.
        await page.bringToFront();
        const visibility: string[] = [];
        for (let i = 0; i < 4; i += 1) {
          visibility.push(
            await page.evaluate(() => {
              window.dispatchEvent(new Event('focus'));
              return document.visibilityState;
            }),
          );
          await page.waitForTimeout(6_000);
        }
        // (What the app asked meanwhile, when this fails.)
        expect(
          asked().length - before,
          JSON.stringify({
            visibility,
            capabilities: (await storedSetting(page, 'capabilities'))?.value,
            seen: proxy.seen.map(({ method, url, status }) => `${method} ${url} ${status}`),
          }),
        ).toBe(2);
        // One notice, in the app's words (never the server's own text).
        expect((await toasts()).filter((text) => text.includes('The server had a problem'))).toHaveLength(1);
        expect((await toasts()).filter((text) => text.includes('Something went wrong'))).toHaveLength(0);
        await expect(page.getByText(OFFLINE)).toHaveCount(0);
        expect(
          await seriousViolations(page, layout.phone ? '.phone' : '.column:has(.notification-group)'),
        ).toEqual([]);
      });
    });

    test('a server answering as snac: a poll sent again form-encoded and shown, a vote that keeps its choice, an edit under a new id shown (after a reload too), the post a favourite is about, hashtags with one "#", no quotes said in words', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      proxy.behave(SNAC);
      const toasts = await recordToasts(page);
      const alice = await tokenFor('alice');
      const tag = `peerstest${Date.now()}`;
      const pollQuestion = `Alice asks ${Date.now()}`;
      await postJson(
        '/api/v1/statuses',
        {
          status: `${pollQuestion} #${tag}`,
          visibility: 'public',
          poll: { options: ['Red', 'Blue'], expires_in: 86400 },
        },
        alice,
      );
      await signInOn(page, proxy.url);

      // A poll: the server ignores it in JSON, the app sends it form-encoded.
      const question = `Which way? ${Date.now()}`;
      if (layout.phone) await page.getByRole('link', { name: 'New post' }).click();
      const box = layout.phone ? page : page.getByRole('region', { name: 'Compose' });
      await box.getByRole('textbox', { name: "What's on your mind?" }).fill(question);
      await box.getByRole('button', { name: 'Add a poll' }).click();
      await box.getByRole('textbox', { name: 'Option 1' }).fill('North');
      await box.getByRole('textbox', { name: 'Option 2' }).fill('South');
      await box.getByRole('button', { name: 'Post', exact: true }).click();
      if (layout.phone)
        await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Home' }).click();
      const mine = homePost(page, question);
      await expect(mine.getByText('North')).toBeVisible({ timeout: 15_000 });
      expect(
        proxy.seen.filter(({ method, url }) => method === 'DELETE' && url.startsWith('/api/v1/statuses/')),
      ).toHaveLength(1);

      // A vote: the answer predates it; the choice stays, counted.
      const theirs = homePost(page, pollQuestion);
      await expect(theirs).toBeVisible({ timeout: 40_000 });
      await theirs.locator('.poll input').first().check();
      await theirs.getByRole('button', { name: 'Vote' }).click();
      await expect(theirs.getByText('You voted for this answer')).toBeVisible();
      expect(await seriousViolations(page, layout.phone ? '.phone' : '[aria-label="Home"]')).toEqual([]);

      // Hashtags: one "#".
      await expect(theirs.getByRole('link', { name: `#${tag}` })).toBeVisible();
      await expect(theirs.getByText(`##${tag}`)).toHaveCount(0);

      // No quotes on this server: the button says so.
      const quote = theirs.getByRole('button', { name: /^Quote/ });
      await expect(quote).toBeDisabled();
      await expect(quote).toHaveAttribute('title', 'This server has no quotes');

      // An edit comes back under a new id: Home shows the new text in the old one's place.
      const edited = `${question} (edited)`;
      await mine.getByRole('button', { name: 'More', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const editor = page.getByRole('textbox', { name: "What's on your mind?" });
      await editor.fill(edited);
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      if (layout.phone)
        await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Home' }).click();
      await expect(homePost(page, edited)).toHaveCount(1, { timeout: 15_000 });
      await expect(
        homeColumn(page).getByRole('article').filter({ hasText: question }).filter({ hasNotText: 'edited' }),
      ).toHaveCount(0);
      // Changes reach IndexedDB within 2 s: the reload reads Home from there first.
      await page.waitForTimeout(3_000);
      await page.reload();
      await expect(homePost(page, edited)).toHaveCount(1, { timeout: 15_000 });
      await expect(
        homeColumn(page).getByRole('article').filter({ hasText: question }).filter({ hasNotText: 'edited' }),
      ).toHaveCount(0);

      // Alice favourites it: the notification shows demo's post, not the boost wrapping it.
      const posted = proxy.seen.find(
        ({ method, url, status }) =>
          method === 'PUT' && status === 200 && url.startsWith('/api/v1/statuses/'),
      );
      const editedId = posted?.url.split('/').pop();
      expect(editedId).toBeTruthy();
      await postJson(`/api/v1/statuses/${editedId}/favourite`, {}, alice);
      const notifications = await notificationsOf(page);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      const favourite = notifications.getByRole('article', { name: /favorited your post/ }).first();
      await expect(favourite).toContainText(edited, { timeout: 40_000 });
      expect(
        await seriousViolations(page, layout.phone ? '.phone' : '.column:has(.notification-group)'),
      ).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath('snac-notifications.png'),
      });
      expect((await toasts()).filter((text) => !/^Post (published|saved)\./.test(text))).toEqual([]);
    });

    test('a server that keeps no poll however it is sent: the words say the post went without it', async ({
      page,
    }) => {
      proxy.behave({ ignoresPolls: 'always' });
      await signInOn(page, proxy.url);
      const question = `Pollless ${Date.now()}`;
      if (layout.phone) await page.getByRole('link', { name: 'New post' }).click();
      const box = layout.phone ? page : page.getByRole('region', { name: 'Compose' });
      await box.getByRole('textbox', { name: "What's on your mind?" }).fill(question);
      await box.getByRole('button', { name: 'Add a poll' }).click();
      await box.getByRole('textbox', { name: 'Option 1' }).fill('Yes');
      await box.getByRole('textbox', { name: 'Option 2' }).fill('No');
      await box.getByRole('button', { name: 'Post', exact: true }).click();
      const toast = page.locator('.toast').filter({ hasText: 'without its poll' });
      await expect(toast).toHaveText(/Post published without its poll: this server did not take the poll\./);
      expect(await seriousViolations(page, '.toast')).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('poll-refused.png') });
    });

    test('a loopback address typed without a scheme is tried over https first, then signs in over http', async ({
      page,
    }) => {
      const before = proxy.notHttp;
      await signInOn(page, `127.0.0.1:${PROXY_PORT}`, proxy.url);
      expect(proxy.notHttp).toBeGreaterThan(before);
      expect(await seriousViolations(page, layout.phone ? '.phone' : '[aria-label="Home"]')).toEqual([]);
    });

    test('a server address that does not answer: the form says so, and the app does not say it is offline', async ({
      page,
    }) => {
      const toasts = await recordToasts(page);
      await page.goto(`${staticHost.url}/`);
      await page
        .getByRole('textbox', { name: /Sign in on your server/ })
        .fill(`http://127.0.0.1:${SILENT_PORT}`);
      await page.getByRole('button', { name: 'Sign in there' }).click();
      await expect(page.getByText(/Could not connect to that server/)).toBeVisible();
      await page.waitForTimeout(4_000);
      await expect(page.getByText(OFFLINE)).toHaveCount(0);
      expect(await toasts()).toEqual([]);
      expect(await seriousViolations(page, 'body')).toEqual([]);
    });

    test(`a list's page ${layout.phone ? 'offers no "Pin to deck": a phone has no deck' : 'offers "Pin to deck"'}`, async ({
      page,
    }) => {
      const demo = await tokenFor('demo', 'demo');
      const list = await postJson('/api/v1/lists', { title: `Pinned? ${Date.now()}` }, demo);
      await signIn(page);
      await page.goto(`/lists/${list.id}`);
      await expect(page.getByRole('link', { name: 'Edit list' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pin to deck' })).toHaveCount(layout.phone ? 0 : 1);
      expect(await seriousViolations(page, '.list-toolbar')).toEqual([]);
    });
  });
}
