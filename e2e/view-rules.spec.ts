// The same rule wherever a post or an account shows, end to end: a filter made from a post's menu warns
// about it in its thread and in Notifications at once, and hides it there once changed to hide; a
// deleted post and an undone boost leave Home and the profiles they were on; a streamed follow request
// heads the follow requests' list and moves the navigation's count; a block takes the account out of
// Explore's "For you" and Home's "Who to follow" at once. At 1440×900 and on a phone (390×844, touch),
// axe-core on each view.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { containing, homeColumn, resetDeck, seriousViolations, signIn, tokenFor } from './helpers';

async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  token: string,
  body?: unknown,
) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const demoToken = () => tokenFor('demo', 'demo');
const idOf = async (acct: string) =>
  ((await (await fetch(`${baseURL}/api/v1/accounts/lookup?acct=${acct}`)).json()) as { id: string }).id;
const postAs = async (token: string, status: string, extra: Record<string, unknown> = {}) =>
  call<{ id: string }>('POST', '/api/v1/statuses', token, { status, visibility: 'public', ...extra });

interface Relationship {
  following: boolean;
  followed_by: boolean;
}
const relationshipWith = async (token: string, id: string) =>
  (await call<Relationship[]>('GET', `/api/v1/accounts/relationships?id[]=${id}`, token))[0];

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESK = { viewport: { width: 1440, height: 900 } };

const article = (scope: Locator, text: string) => scope.getByRole('article', { name: containing(text) });
const notificationsColumn = (page: Page) => page.getByRole('region', { name: 'Notifications' }).last();
const profilePanel = (page: Page) => page.locator('.profile-page').getByRole('tabpanel');
const phoneTabs = (page: Page) => page.getByRole('navigation', { name: 'Tabs' });

/** The handles of the suggested accounts listed, @robot left out. */
const handlesBesideRobot = async (items: Locator) =>
  (await items.locator('.display-name__account').allTextContents()).filter((handle) => handle !== '@robot');

/** A place of the navigation: in the deck's panel, or in the phone's Menu. */
async function openPlace(page: Page, phone: boolean, name: string) {
  if (phone) {
    await phoneTabs(page).getByRole('button', { name: 'Menu' }).tap();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }).tap();
  } else {
    await page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('link', { name, exact: true })
      .click();
  }
}

/**
 * Scrolls a column (its own scroller on the deck, the page on a phone) until `target` shows: the
 * virtual list draws, and loads, its older rows as it goes.
 */
async function scrollUntilVisible(page: Page, column: Locator, target: Locator) {
  for (let step = 0; step < 240 && !(await target.isVisible()); step += 1) {
    await column.evaluate((element) => {
      let node: HTMLElement | null = element.querySelector('article');
      const scrolls = (n: HTMLElement) =>
        n.scrollHeight > n.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(n).overflowY);
      while (node && node !== document.body && !scrolls(node)) node = node.parentElement;
      (node && node !== document.body ? node : document.scrollingElement)?.scrollBy(0, 400);
    });
    await page.waitForTimeout(100);
  }
}

/** Moves by the app's own links (no reload), as a person does: the store keeps what it held. */
async function press(locator: Locator, phone: boolean) {
  if (phone) await locator.tap();
  else await locator.click();
}

test.beforeEach(async () => {
  await resetDeck();
});

for (const [size, device] of [
  ['1440×900', DESK],
  ['a phone (390×844, touch)', PHONE],
] as const) {
  const phone = device === PHONE;

  test.describe(`at ${size}`, () => {
    test.use(device);

    test('a post filtered from its menu warns in its thread and in Notifications at once; changed to hide, it leaves both; axe-core', async ({
      page,
    }) => {
      const stamp = Date.now();
      const word = `zebra${stamp}`;
      const alice = await tokenFor('alice');
      const parent = await postAs(alice, `Thread start ${stamp}`);
      const reply = `@demo a ${word} in the thread`;
      await postAs(alice, reply, { in_reply_to_id: parent.id });
      const title = `Stripes ${stamp}`;
      const demo = await demoToken();
      try {
        await signIn(page);
        // The thread, opened from the notification's post (its time links to its page).
        let notifications = notificationsColumn(page);
        if (phone) {
          await press(phoneTabs(page).getByRole('link', { name: 'Notifications' }), phone);
          notifications = page.getByRole('region', { name: 'Notifications' });
        }
        const mention = article(notifications, word);
        await expect(mention).toBeVisible();
        await press(mention.locator('.status__relative-time'), phone);
        const thread = page.getByRole('region', { name: 'Post' });
        // On to the post it answers: the reply is then one of the thread's replies, not the post opened.
        await press(article(thread, `Thread start ${stamp}`).locator('.status__relative-time'), phone);
        await expect(page).toHaveURL(new RegExp(`/${parent.id}$`));
        await expect(
          thread.locator('.thread__reply').getByRole('article', { name: containing(word) }),
        ).toBeVisible();

        // Filter this post (the reply) into a new filter: a warning in every context.
        await press(article(thread, word).getByRole('button', { name: 'More', exact: true }), phone);
        await press(page.getByRole('menuitem', { name: 'Filter this post' }), phone);
        const dialog = page.getByRole('dialog', { name: 'Filter a post' });
        await dialog.getByRole('radio', { name: 'New category' }).check();
        await dialog.getByRole('textbox', { name: 'Name of the new filter' }).fill(title);
        await press(dialog.getByRole('button', { name: 'Filter' }), phone);
        await expect(dialog).toBeHidden();

        const notice = (scope: Locator) => scope.getByRole('article', { name: `Filtered: ${title}` });
        await expect(notice(thread)).toBeVisible();
        await expect(article(thread, word)).toHaveCount(0);
        expect(await seriousViolations(page, phone ? '.phone' : '.deck__detail')).toEqual([]);
        if (!phone) {
          // The Notifications column is on screen beside the thread: it warns too, without a reload.
          await expect(notice(notifications)).toBeVisible();
          await expect(article(notifications, word)).toHaveCount(0);
        } else {
          // Back to the Notifications tab (past the reply's page), then forward to the thread again.
          await page.goBack();
          await page.goBack();
          await expect(notice(notifications)).toBeVisible();
          await expect(article(notifications, word)).toHaveCount(0);
          await page.goForward();
          await page.goForward();
        }

        // The filters page (Preferences → Muted words) changes it to hide: the reply leaves the thread, and
        // its notification's row leaves Notifications.
        const threadUrl = page.url();
        await openPlace(page, phone, 'Preferences');
        await press(page.getByRole('link', { name: 'Muted words' }), phone);
        await press(page.getByRole('link', { name: `Edit filter ${title}` }), phone);
        const editor = page.getByRole('region', { name: 'Edit filter' });
        await press(editor.getByRole('radio', { name: 'Hide completely' }), phone);
        await press(editor.getByRole('button', { name: 'Save changes' }), phone);
        await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
        if (!phone) {
          await expect(notice(notifications)).toHaveCount(0);
          await expect(article(notifications, word)).toHaveCount(0);
          await expect(notifications.getByRole('article').first()).toBeVisible();
        }
        for (let step = 0; step < 6 && page.url() !== threadUrl; step += 1) await page.goBack();
        await expect(article(thread, `Thread start ${stamp}`)).toBeVisible();
        await expect(notice(thread)).toHaveCount(0);
        await expect(article(thread, word)).toHaveCount(0);
        if (phone) {
          await page.goBack();
          await page.goBack();
          await expect(notifications.getByRole('article').first()).toBeVisible();
          await expect(notice(notifications)).toHaveCount(0);
          await expect(article(notifications, word)).toHaveCount(0);
        }
        expect(await seriousViolations(page, phone ? '.phone' : '.deck')).toEqual([]);
      } finally {
        for (const filter of await call<{ id: string; title: string }[]>('GET', '/api/v2/filters', demo))
          if (filter.title === title) await call('DELETE', `/api/v2/filters/${filter.id}`, demo);
      }
    });

    test("a deleted post leaves Home and its author's profile, the user's own included; a boost of a post Home already shows stays out of Home (as Mastodon's feed); an undone boost leaves Home and the booster's profile, the boosted post stays on its author's; axe-core", async ({
      page,
    }) => {
      const stamp = Date.now();
      const demo = await demoToken();
      const alice = await tokenFor('alice');
      const aliceId = await idOf('alice');
      const mine = `Mine, soon gone ${stamp}`;
      const hers = `Hers, soon gone ${stamp}`;
      const boosted = `Boost me for a moment ${stamp}`;
      // An older post of Alice's, far below Home's 40 newest entries: the user's boost of it, made
      // elsewhere, heads Home.
      const older = (
        await call<{ id: string; reblogged: boolean; visibility: string }[]>(
          'GET',
          `/api/v1/accounts/${aliceId}/statuses?exclude_replies=true&exclude_reblogs=true&limit=40`,
          demo,
        )
      )
        // Only a public or quiet public post can be boosted.
        .filter((status) => !status.reblogged && ['public', 'unlisted'].includes(status.visibility))
        .pop();
      if (!older) throw new Error('Alice has no older post to boost');
      await call('POST', `/api/v1/statuses/${older.id}/reblog`, demo);
      await postAs(demo, mine);
      const herPost = await postAs(alice, hers);
      await postAs(alice, boosted);
      await signIn(page);
      const home = homeColumn(page);
      await expect(article(home, mine)).toBeVisible();
      await expect(article(home, hers)).toBeVisible();

      /** A profile by its author's name on a post in Home (the app's own link), its posts drawn. */
      const openProfile = async (text: string, expected: string) => {
        await press(article(home, text).locator('.status__display-name').first(), phone);
        await expect(article(profilePanel(page), expected)).toBeVisible();
      };
      /** Home again: Back on a phone, and on the deck Home never left the screen. */
      const backHome = async () => {
        if (phone) await press(page.getByRole('button', { name: 'Back' }), phone);
        await expect(home.getByRole('article').first()).toBeVisible();
      };
      const boostOf = (scope: Locator, id: string) =>
        scope.getByRole('article', { name: /boosted$/ }).filter({ has: page.locator(`a[href$="/${id}"]`) });

      // Boosting a post Home shows near its top: Home keeps showing it once, where it came in; the
      // boost is on the user's profile.
      await press(article(home, boosted).getByRole('button', { name: 'Boost' }), phone);
      await expect(article(home, boosted).getByRole('button', { name: 'Boost' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const boostLabel = new RegExp(`${boosted}.*boosted$`);
      await expect(home.getByRole('article', { name: boostLabel })).toHaveCount(0);
      await expect(article(home, boosted)).toHaveCount(1);

      // The boost of the older post heads Home and leads to the user's profile.
      const boostRow = boostOf(home, older.id);
      await expect(boostRow).toBeVisible();
      await press(boostRow.locator('.status__prepend-link'), phone);
      const ownProfile = profilePanel(page);
      await expect(ownProfile.getByRole('article', { name: boostLabel })).toBeVisible();
      await expect(boostOf(ownProfile, older.id)).toBeVisible();
      await expect(article(ownProfile, mine)).toBeVisible();
      expect(await seriousViolations(page, phone ? '.phone' : '.deck__detail')).toEqual([]);

      /** The profile seen last, again: on the deck it never left the screen. */
      const showProfile = async () => {
        if (phone) await page.goForward();
        await expect(profilePanel(page).getByRole('article').first()).toBeVisible();
      };

      // Undone: the boost leaves Home and the user's profile.
      await backHome();
      await press(boostRow.getByRole('button', { name: 'Boost' }), phone);
      await expect(boostRow).toHaveCount(0);
      await showProfile();
      await expect(boostOf(ownProfile, older.id)).toHaveCount(0);
      await expect(article(ownProfile, mine)).toBeVisible();

      // The user's own post, deleted from its menu: gone from Home and from the profile at once.
      await backHome();
      await press(article(home, mine).getByRole('button', { name: 'More', exact: true }), phone);
      await press(page.getByRole('menuitem', { name: 'Delete', exact: true }), phone);
      await press(
        page.getByRole('dialog', { name: 'Delete post?' }).getByRole('button', { name: 'Delete' }),
        phone,
      );
      await expect(article(home, mine)).toHaveCount(0);
      await showProfile();
      await expect(article(profilePanel(page), mine)).toHaveCount(0);

      // Alice's post, deleted by her elsewhere (the stream's delete): gone from Home and from her
      // profile, where the post the user had boosted stays.
      await backHome();
      await openProfile(hers, hers);
      await expect(article(profilePanel(page), boosted)).toBeVisible();
      await backHome();
      await call('DELETE', `/api/v1/statuses/${herPost.id}`, alice);
      await expect(article(home, hers)).toHaveCount(0);
      await showProfile();
      await expect(article(profilePanel(page), hers)).toHaveCount(0);
      await expect(article(profilePanel(page), boosted)).toBeVisible();
      expect(await seriousViolations(page, phone ? '.phone' : '.deck__detail')).toEqual([]);
    });

    test("a streamed follow request heads the follow requests' list and the navigation's count moves with each one and each answer; axe-core", async ({
      page,
    }) => {
      const demo = await demoToken();
      const demoId = await idOf('demo');
      const askers = ['dave', 'carol'];
      const tokens = await Promise.all(askers.map((name) => tokenFor(name)));
      // Whoever already followed the demo user follows again afterwards (the account is open again then).
      const before = await Promise.all(tokens.map((token) => relationshipWith(token, demoId)));
      await call('PATCH', '/api/v1/accounts/update_credentials', demo, { locked: true });
      try {
        for (const token of tokens) await call('POST', `/api/v1/accounts/${demoId}/unfollow`, token);
        await signIn(page);
        /** The navigation's entry, with its count: in the deck's panel, or in the phone's Menu. */
        const navCount = async (count: number) => {
          if (phone) await phoneTabs(page).getByRole('button', { name: 'Menu' }).tap();
          const nav = phone
            ? page.getByRole('dialog', { name: 'Menu' })
            : page.getByRole('navigation', { name: 'Navigation' });
          const link = nav.getByRole('link', { name: /^Follow requests/ });
          if (count === 0) await expect(link.locator('.count-badge')).toHaveCount(0);
          else await expect(link.locator('.count-badge')).toHaveText(String(count));
          return link;
        };
        await press(await navCount(0), phone);
        const column = page.getByRole('region', { name: 'Follow requests' });
        await expect(
          column.getByText("You don't have any follow requests yet.", { exact: false }),
        ).toBeVisible();

        // Each request arrives over the stream, first in the list; the count follows.
        await call('POST', `/api/v1/accounts/${demoId}/follow`, tokens[0]);
        const rows = column.getByRole('listitem');
        await expect(rows).toHaveCount(1);
        await expect(rows.first()).toContainText('@dave');
        await call('POST', `/api/v1/accounts/${demoId}/follow`, tokens[1]);
        await expect(rows).toHaveCount(2);
        await expect(rows.first()).toContainText('@carol');
        await expect(rows.nth(1)).toContainText('@dave');
        expect(await seriousViolations(page, phone ? '.phone' : '.deck__detail')).toEqual([]);
        await navCount(2);
        if (phone)
          await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close' }).tap();

        // Rejected here: the request leaves the list and the count goes down.
        await press(rows.first().getByRole('button', { name: 'Reject' }), phone);
        await expect(rows).toHaveCount(1);
        await navCount(1);
      } finally {
        await call('PATCH', '/api/v1/accounts/update_credentials', demo, { locked: false });
        for (const [i, token] of tokens.entries()) {
          await call('POST', `/api/v1/accounts/${demoId}/unfollow`, token);
          if (before[i].following) await call('POST', `/api/v1/accounts/${demoId}/follow`, token);
        }
      }
    });

    test('a block takes the account out of Explore\'s "For you" and Home\'s "Who to follow" at once; axe-core', async ({
      page,
    }) => {
      // Home is long by now (every spec posts): finding "Who to follow" in it may take a while.
      test.setTimeout(120_000);
      const demo = await demoToken();
      const robotId = await idOf('robot');
      const robot = await tokenFor('robot');
      const daveId = await idOf('dave');
      const before = await relationshipWith(demo, robotId);
      const daveBefore = await relationshipWith(demo, daveId);
      // Not followed, both accounts are suggested.
      for (const id of [robotId, daveId]) await call('POST', `/api/v1/accounts/${id}/unfollow`, demo);
      try {
        await signIn(page);
        const home = homeColumn(page);
        const whoToFollow = home.getByRole('region', { name: 'Who to follow' });
        const card = whoToFollow.getByRole('listitem').filter({ hasText: '@robot' });
        // "Who to follow" sits before Home's first post older than four hours: scrolled to.
        await expect(home.getByRole('article').first()).toBeVisible();
        await scrollUntilVisible(page, home, whoToFollow);
        await expect(card).toBeVisible();
        expect(await seriousViolations(page, '.inline-suggestions')).toEqual([]);
        // The other suggestions, which stay (which they are depends on what other specs did).
        const othersInHome = await handlesBesideRobot(whoToFollow.getByRole('listitem'));
        // On a phone, back to the top, where the tab bar (hidden while scrolling down) shows again; on
        // the deck Home stays where it is, "Who to follow" in view.
        if (phone) await home.evaluate((element) => element.querySelector('.column__body')?.scrollTo(0, 0));

        await openPlace(page, phone, 'Explore');
        await press(
          page.getByRole('navigation', { name: 'Explore sections' }).getByRole('link', { name: 'For you' }),
          phone,
        );
        const forYou = page.getByRole('region', { name: 'Explore' });
        const row = forYou.locator('.suggestion').filter({ hasText: '@robot' });
        await expect(row).toBeVisible();
        const othersForYou = await handlesBesideRobot(forYou.locator('.suggestion'));

        // Blocked from the profile the suggestion leads to.
        await press(row.getByRole('link').first(), phone);
        const profile = page.locator('.profile-page');
        await press(profile.getByRole('button', { name: 'More', exact: true }).first(), phone);
        await press(page.getByRole('menuitem', { name: 'Block @robot' }), phone);
        await press(
          page.getByRole('dialog', { name: 'Block @robot?' }).getByRole('button', { name: 'Block' }),
          phone,
        );
        await expect(profile.getByRole('button', { name: 'Unblock' }).first()).toBeVisible();

        // On the deck Home never left the screen: the card is gone from it at once.
        const stillSuggested = (scope: Locator, handle: string) =>
          scope.locator('.display-name__account', { hasText: new RegExp(`^${handle}$`) });
        if (!phone) {
          await expect(card).toHaveCount(0);
          if (othersInHome.length > 0)
            await expect(stillSuggested(whoToFollow, othersInHome[0])).toBeVisible();
          else await expect(whoToFollow).toHaveCount(0);
        }
        // Back to "For you", as it was loaded: without the account.
        await page.goBack();
        if (othersForYou.length > 0) await expect(stillSuggested(forYou, othersForYou[0])).toBeVisible();
        else
          await expect(
            forYou.getByText('There are no suggestions right now.', { exact: false }),
          ).toBeVisible();
        await expect(row).toHaveCount(0);
        expect(await seriousViolations(page, phone ? '.phone' : '.deck__detail')).toEqual([]);
        if (phone && othersInHome.length > 0) {
          await press(phoneTabs(page).getByRole('link', { name: 'Home' }), phone);
          await expect(home.getByRole('article').first()).toBeVisible();
          await scrollUntilVisible(page, home, stillSuggested(whoToFollow, othersInHome[0]));
          await expect(stillSuggested(whoToFollow, othersInHome[0])).toBeVisible();
          await expect(card).toHaveCount(0);
        }
      } finally {
        await call('POST', `/api/v1/accounts/${robotId}/unblock`, demo);
        if (before.following) await call('POST', `/api/v1/accounts/${robotId}/follow`, demo);
        if (daveBefore.following) await call('POST', `/api/v1/accounts/${daveId}/follow`, demo);
        if (before.followed_by) await call('POST', `/api/v1/accounts/${await idOf('demo')}/follow`, robot);
      }
    });
  });
}
