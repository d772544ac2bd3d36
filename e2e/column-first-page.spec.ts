// A timeline subscribes to its stream and asks for its first page at once: a post streamed between the
// server's answer and its arrival is in neither unless the timeline keeps it.
import { expect, test, type Locator, type Page, type WebSocket } from '@playwright/test';
import { postStatusAs, resetDeck, signIn } from './helpers';

test.beforeEach(async () => {
  await resetDeck();
});

/**
 * Holds the hashtag's first page, answered by the server, until a post made after that answer has
 * reached the page through the stream; says whether it held one.
 */
async function holdFirstPageUntilStreamed(page: Page, tag: string, text: string) {
  const sockets: WebSocket[] = [];
  const sent: string[] = [];
  page.on('websocket', (socket) => {
    sockets.push(socket);
    socket.on('framesent', (frame) => sent.push(String(frame.payload)));
  });
  let held = false;
  await page.route(
    (url) => url.pathname === `/api/v1/timelines/tag/${tag}`,
    async (route) => {
      if (held) return route.continue();
      held = true;
      const response = await route.fetch();
      // The timeline's stream is subscribed before anything is posted to it.
      await expect.poll(() => sent.some((payload) => payload.toLowerCase().includes(tag))).toBe(true);
      const delivered = Promise.race(
        sockets.map((socket) =>
          socket.waitForEvent('framereceived', {
            predicate: (frame) => String(frame.payload).includes(text),
          }),
        ),
      );
      await postStatusAs('alice', `${text} #${tag}`);
      await delivered;
      // The app reads the socket's messages at the next animation frame: the page comes after that.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
      );
      await route.fulfill({ response });
    },
  );
  return () => held;
}

async function expectStreamedAbovePage(posts: Locator, held: () => boolean) {
  await expect(posts.filter({ hasText: 'Already tagged' })).toBeVisible();
  expect(held()).toBe(true);
  await expect(posts.filter({ hasText: 'Streamed before the page arrived' })).toHaveCount(1);
  await expect(posts.first()).toContainText('Streamed before the page arrived');
  await expect(posts).toHaveCount(2);
}

test('at 1440×900: a post streamed while a new column’s first page is on its way shows in the column, once, above the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const tag = `firstpage${Date.now()}`;
  await postStatusAs('alice', `Already tagged #${tag}`);
  const held = await holdFirstPageUntilStreamed(page, tag, 'Streamed before the page arrived');
  await signIn(page);
  await expect(page.getByRole('region', { name: 'Home' }).getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add column' }).click();
  await page.getByRole('textbox', { name: 'Hashtag name' }).fill(tag);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expectStreamedAbovePage(page.getByRole('region', { name: `#${tag}` }).getByRole('article'), held);
});

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a post streamed while a hashtag’s first page is on its way shows on its page, once, above the page', async ({
    page,
  }) => {
    const tag = `firstphone${Date.now()}`;
    await postStatusAs('alice', `Already tagged #${tag}`);
    const held = await holdFirstPageUntilStreamed(page, tag, 'Streamed before the page arrived');
    await signIn(page);
    // Opened from a post, with the stream already open (a page loaded at the hashtag's address connects
    // its stream only once its first posts are drawn).
    const home = page.getByRole('region', { name: 'Home' });
    await home
      .getByRole('article')
      .filter({ hasText: 'Already tagged' })
      .getByRole('link', { name: `#${tag}` })
      .click();
    await expectStreamedAbovePage(page.getByRole('main').getByRole('article'), held);
  });
});
