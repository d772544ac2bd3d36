// Notifications arriving live in the deck, grouped as Mastodon groups them, with their sound, and the
// read marker that follows the column's top only while it is in view.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { postJson, resetDeck, seriousViolations, signIn, tokenFor } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async () => {
  await resetDeck();
});

test.afterEach(async () => {
  // Sounds back to their defaults: the settings are kept on the server for the specs after.
  await api('PUT', '/api/web/settings', await tokenFor('demo', 'demo'), {
    data: { notifications: { sounds: { quote: true, mention: true } } },
  });
});

async function api(method: string, path: string, token: string, body: unknown) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

async function getJson(path: string, token: string) {
  const response = await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

const notificationsMarker = async (token: string) => {
  const markers = (await getJson('/api/v1/markers?timeline[]=notifications', token)) as {
    notifications?: { last_read_id: string };
  };
  return markers.notifications?.last_read_id ?? null;
};

const column = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('favourites and boosts of two posts arrive without reload, grouped; the read marker moves only at the top; the title counts unread; axe-core on the column', async ({
  page,
}) => {
  const demo = await tokenFor('demo', 'demo');
  const alice = await tokenFor('alice');
  const bob = await tokenFor('bob');
  // Everything already there is read: what streams in is the only unread.
  const { notification_groups: groups } = (await getJson('/api/v2/notifications?limit=1', demo)) as {
    notification_groups: { most_recent_notification_id: string }[];
  };
  const readUpTo = groups[0].most_recent_notification_id;
  await postJson('/api/v1/markers', { notifications: { last_read_id: readUpTo } }, demo);
  const first = await postJson('/api/v1/statuses', { status: 'Live notifications, first post' }, demo);
  const second = await postJson('/api/v1/statuses', { status: 'Live notifications, second post' }, demo);
  // Home read up to its newest post too: markers share one throttle, whose leading edge this test watches.
  await postJson('/api/v1/markers', { home: { last_read_id: second.id } }, demo);

  await signIn(page);
  const notifications = column(page);
  await expect(notifications.locator('.notification-group').first()).toBeVisible();
  await expect(page).toHaveTitle('Fedideck');

  // Scrolled down, a new notification waits above and the marker stays.
  const body = notifications.locator('.column__body');
  // The first page drawn (rows are measured as they render): the column can scroll 400 px.
  await expect.poll(() => body.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeGreaterThan(400);
  await body.evaluate((el) => el.scrollTo({ top: 400 }));
  await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(100);
  await postJson(`/api/v1/statuses/${first.id}/favourite`, {}, alice);
  const showNew = notifications.getByRole('button', { name: '1 new item' });
  await expect(showNew).toBeVisible();
  await expect(page).toHaveTitle('(1) Fedideck');
  await expect(notifications.getByLabel('1 unread item')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Notifications 1' }),
  ).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await notificationsMarker(demo)).toBe(readUpTo);

  // Back at the top, the group shows and the marker moves to it at once (the throttle's leading edge).
  await showNew.click();
  const favourites = notifications.locator('.notification-group').filter({ hasText: 'favorited your post' });
  await expect(favourites.first()).toContainText('Live notifications, first post');
  await expect.poll(() => notificationsMarker(demo)).not.toBe(readUpTo);
  await expect(page).toHaveTitle('Fedideck');

  // A second account favouriting the same post joins the same group.
  await postJson(`/api/v1/statuses/${first.id}/favourite`, {}, bob);
  const firstFavourites = favourites.filter({ hasText: 'Live notifications, first post' });
  await expect(firstFavourites).toHaveCount(1);
  await expect(firstFavourites).toContainText(/and 1 other/);

  // Alice's boost of it is a group of its own; her favourite and boost of the second post two more.
  await postJson(`/api/v1/statuses/${first.id}/reblog`, {}, alice);
  await postJson(`/api/v1/statuses/${second.id}/favourite`, {}, alice);
  await postJson(`/api/v1/statuses/${second.id}/reblog`, {}, alice);
  const boosts = notifications.locator('.notification-group').filter({ hasText: 'boosted your post' });
  await expect(boosts.filter({ hasText: 'Live notifications, first post' })).toHaveCount(1);
  await expect(boosts.filter({ hasText: 'Live notifications, second post' })).toHaveCount(1);
  await expect(favourites.filter({ hasText: 'Live notifications, second post' })).toHaveCount(1);
  await expect(firstFavourites).toHaveCount(1);
  // Newest first: the second post's boost leads.
  await expect(notifications.locator('.notification-group').first()).toContainText('boosted your post');
  await expect(notifications.locator('.notification-group').first()).toContainText(
    'Live notifications, second post',
  );

  expect(await seriousViolations(page, '[role="region"][aria-label="Notifications"]')).toEqual([]);
});

test('follows (grouped), a mention and a quote from other accounts arrive without reload; a sound plays only for types whose sound is on', async ({
  page,
}) => {
  const demo = await tokenFor('demo', 'demo');
  const [alice, bob, carol] = await Promise.all([tokenFor('alice'), tokenFor('bob'), tokenFor('carol')]);
  await api('PATCH', '/api/v1/accounts/update_credentials', demo, { locked: false });
  await api('PUT', '/api/web/settings', demo, {
    data: { notifications: { sounds: { quote: false, mention: true }, group: { follow: true } } },
  });
  const demoId = String(((await getJson('/api/v1/accounts/verify_credentials', demo)) as { id: string }).id);
  for (const token of [bob, carol]) await postJson(`/api/v1/accounts/${demoId}/unfollow`, {}, token);
  const quoted = await postJson('/api/v1/statuses', { status: 'Live notifications, a post to quote' }, demo);

  // Counts the tones the page plays.
  await page.addInitScript(() => {
    const counted = window as unknown as { tones: number };
    counted.tones = 0;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      // The tone is synthesised in the page: an audio element playing a blob.
      if (this instanceof HTMLAudioElement && this.src.startsWith('blob:')) counted.tones += 1;
      return play.call(this);
    };
  });
  await signIn(page);
  const notifications = column(page);
  await expect(notifications.locator('.notification-group').first()).toBeVisible();
  // Live updates are running once the user stream is subscribed.
  await page.waitForTimeout(1_000);
  const tones = () => page.evaluate(() => (window as unknown as { tones: number }).tones);
  const group = (text: RegExp) => notifications.getByRole('article', { name: text });

  await postJson(
    '/api/v1/statuses',
    { status: 'Live notifications: a quote', quoted_status_id: quoted.id },
    bob,
  );
  await expect(group(/Bob.*quoted your post/)).toBeVisible();
  await page.waitForTimeout(500);
  expect(await tones()).toBe(0);

  await postJson('/api/v1/statuses', { status: '@demo live notifications: a mention' }, alice);
  // A mention shows as the post itself, as in Mastodon.
  await expect(group(/^Mention$/).filter({ hasText: 'live notifications: a mention' })).toHaveCount(1);
  await expect.poll(tones).toBeGreaterThan(0);

  await postJson(`/api/v1/accounts/${demoId}/follow`, {}, bob);
  await expect(group(/Bob.*followed you/).first()).toBeVisible();
  await postJson(`/api/v1/accounts/${demoId}/follow`, {}, carol);
  // Carol joins Bob's group: one row for both.
  await expect(group(/Carol.*and 1 other followed you|Carol.*Bob.*followed you/)).toHaveCount(1);
  await expect(group(/^Bob.*followed you/)).toHaveCount(0);

  expect(await seriousViolations(page, '[role="region"][aria-label="Notifications"]')).toEqual([]);
});
