// A column added to the deck subscribes to its stream and asks for its first page at once: a post
// streamed between the server's answer and its arrival is in neither unless the column keeps it.
import { expect, test, type WebSocket } from '@playwright/test';
import { postStatusAs, resetDeck, signInThroughForm } from './helpers';

test.beforeEach(async () => {
  await resetDeck();
});

test('a post streamed while a new column’s first page is on its way shows in the column, once, above the page', async ({
  page,
}) => {
  const tag = `firstpage${Date.now()}`;
  const older = `Already tagged #${tag}`;
  const streamed = `Streamed before the page arrived #${tag}`;
  await postStatusAs('alice', older);

  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => sockets.push(socket));
  await signInThroughForm(page);
  await expect(page.getByRole('region', { name: 'Home' }).getByRole('article').first()).toBeVisible();

  // The first page is answered by the server, then held back until the new post has been streamed.
  let held = false;
  await page.route(
    (url) => url.pathname === `/api/v1/timelines/tag/${tag}`,
    async (route) => {
      if (held) return route.continue();
      held = true;
      const response = await route.fetch();
      const delivered = Promise.race(
        sockets.map((socket) =>
          socket.waitForEvent('framereceived', {
            predicate: (frame) => String(frame.payload).includes('Streamed before the page arrived'),
          }),
        ),
      );
      await postStatusAs('alice', streamed);
      await delivered;
      await route.fulfill({ response });
    },
  );
  await page.getByRole('button', { name: 'Add column' }).click();
  await page.getByRole('textbox', { name: 'Hashtag name' }).fill(tag);
  await page.getByRole('button', { name: 'Add', exact: true }).click();

  const column = page.getByRole('region', { name: `#${tag}` });
  const posts = column.getByRole('article');
  await expect(posts.filter({ hasText: 'Already tagged' })).toBeVisible();
  expect(held).toBe(true);
  await expect(posts.filter({ hasText: 'Streamed before the page arrived' })).toHaveCount(1);
  await expect(posts.first()).toContainText('Streamed before the page arrived');
  await expect(posts).toHaveCount(2);
});
