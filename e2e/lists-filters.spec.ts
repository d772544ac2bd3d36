// Lists and filters management end to end: a list made, given members and pinned to the deck as a
// column of its posts; a filter made from a post's menu that hides the post in every open column at
// once; the filters page editing and deleting; axe-core on every new view, on the deck and on a phone.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  containing,
  homeColumn,
  postJson,
  postStatusAs,
  resetDeck,
  seriousViolations,
  signIn,
  streamSubscribed,
  tokenFor,
} from './helpers';

test.beforeEach(async () => {
  await resetDeck();
});

const article = (scope: ReturnType<Page['locator']>, text: string) =>
  scope.getByRole('article', { name: containing(text) });
const detail = (page: Page) => page.locator('.deck__detail');

/**
 * A filter made elsewhere (another device, another app) applies in Home at once, from the result the
 * server attaches to each matching post, and after a reload; once deleted it no longer applies.
 */
for (const [size, device] of [
  ['1440×900', { viewport: { width: 1440, height: 900 } }],
  ['a phone (390×844, touch)', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
] as const) {
  test.describe(`at ${size}`, () => {
    test.use(device);

    test('a warn filter made through the API while the app is open warns about a matching post in Home at once and after a reload', async ({
      page,
    }) => {
      const stamp = Date.now();
      const keyword = `zebra${stamp}`;
      const text = `A ${keyword} crossed the road`;
      const demo = await tokenFor('demo', 'demo');
      const subscribed = streamSubscribed(page);
      await signIn(page);
      const home = homeColumn(page);
      await subscribed;
      const filter = await postJson(
        '/api/v2/filters',
        {
          title: 'Zebras',
          context: ['home', 'public'],
          filter_action: 'warn',
          keywords_attributes: [{ keyword, whole_word: true }],
        },
        demo,
      );
      try {
        await postStatusAs('alice', text);
        const notice = home.getByRole('article', { name: 'Filtered: Zebras' });
        await expect(notice).toBeVisible();
        await expect(home.getByRole('article', { name: containing(text) })).toHaveCount(0);
        expect(await seriousViolations(page, 'body')).toEqual([]);

        const resubscribed = streamSubscribed(page);
        await page.reload();
        await expect(home.getByRole('article').first()).toBeVisible();
        await expect(notice).toBeVisible();
        // The deletion below reaches the app through its stream.
        await resubscribed;
        await expect(home.getByRole('article', { name: containing(text) })).toHaveCount(0);
      } finally {
        await fetch(`${baseURL}/api/v2/filters/${filter.id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${demo}` },
        });
      }
      // Deleted, the filter no longer applies: the post shows again.
      await expect(home.getByRole('article', { name: containing(text) })).toBeVisible();
      await expect(home.getByRole('article', { name: 'Filtered: Zebras' })).toHaveCount(0);
    });
  });
}

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a list is created, renamed, given a member found among the followed accounts, pinned to the deck with its posts, and deleted; axe-core on each view', async ({
    page,
  }) => {
    const stamp = Date.now();
    const text = `Only for my list ${stamp}`;
    const title = `Friends ${stamp}`;
    await postStatusAs('alice', text);
    await signIn(page);

    await page.goto('/deck/lists');
    const lists = detail(page).getByRole('region', { name: 'Lists' });
    await expect(lists.getByRole('link', { name: 'New list' })).toBeVisible();
    expect(await seriousViolations(page, '.deck__detail')).toEqual([]);

    await lists.getByRole('link', { name: 'New list' }).click();
    const editor = detail(page).getByRole('region', { name: 'New list' });
    await editor.getByRole('textbox', { name: 'List name' }).fill('Close friends');
    await editor.getByRole('combobox', { name: 'Include replies from list members to' }).selectOption('none');
    expect(await seriousViolations(page, '.deck__detail')).toEqual([]);
    await editor.getByRole('button', { name: 'Create list' }).click();

    // On to its members: the editor of the list just made.
    await expect(page).toHaveURL(/\/deck\/lists\/[^/]+\/edit$/);
    const listId = /\/lists\/([^/]+)\/edit$/.exec(page.url())![1];
    const edit = detail(page).getByRole('region', { name: 'Edit list' });
    const name = edit.getByRole('textbox', { name: 'List name' });
    await expect(name).toHaveValue('Close friends');
    await expect(edit.getByRole('combobox', { name: 'Include replies from list members to' })).toHaveValue(
      'none',
    );
    await expect(edit.getByText('No members yet.')).toBeVisible();

    await name.fill(title);
    const renamed = page.waitForResponse((r) => r.url().endsWith(`/api/v1/lists/${listId}`) && r.ok());
    await edit.getByRole('button', { name: 'Save' }).click();
    await renamed;
    await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();

    await edit.getByRole('searchbox', { name: 'Find users to add' }).fill('ali');
    await edit.getByRole('button', { name: 'Add alice to the list' }).click();
    await expect(edit.getByRole('button', { name: 'Remove alice from the list' })).toBeVisible();
    await edit.getByRole('searchbox', { name: 'Find users to add' }).fill('');
    await expect(edit.getByRole('button', { name: 'Remove alice from the list' })).toBeVisible();
    expect(await seriousViolations(page, '.deck__detail')).toEqual([]);

    // The list's page shows its posts, and pins it to the deck as a column of its own.
    await page.goto(`/deck/lists/${listId}`);
    const listPage = detail(page).getByRole('region', { name: title });
    await expect(article(listPage, text)).toBeVisible();
    expect(await seriousViolations(page, '.deck__detail')).toEqual([]);
    await listPage.getByRole('button', { name: 'Pin to deck' }).click();
    await expect(listPage.getByRole('button', { name: 'Unpin from deck' })).toBeVisible();
    await detail(page).getByRole('button', { name: 'Close' }).click();
    await expect(detail(page)).toHaveCount(0);
    const column = page.getByRole('region', { name: title });
    await expect(article(column, text)).toBeVisible();

    // Kept on the server: after a reload the column is still there.
    await page.reload();
    await expect(article(page.getByRole('region', { name: title }), text)).toBeVisible();

    // Deleted from the lists page, after a confirmation.
    await page.goto('/deck/lists');
    await detail(page)
      .getByRole('button', { name: `Delete list ${title}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete list?' });
    await expect(confirm).toBeVisible();
    expect(await seriousViolations(page, '.modal-root')).toEqual([]);
    const deleted = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v1/lists/${listId}`) && r.request().method() === 'DELETE',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).ok()).toBe(true);
    await expect(detail(page).getByRole('link', { name: title, exact: true })).toHaveCount(0);
  });

  test('a post filtered from its menu into a new filter is hidden in every open column at once; the filters page changes it to hide completely, then deletes it', async ({
    page,
  }) => {
    await resetDeck('demo', 'demo', [
      { id: 'COMPOSE', uuid: 'c' },
      { id: 'HOME', uuid: 'h' },
      { id: 'PUBLIC', uuid: 'l', params: { scope: 'local' } },
    ]);
    const text = `Please filter me ${Date.now()}`;
    await postStatusAs('alice', text);
    await signIn(page);
    const home = homeColumn(page);
    const local = page.getByRole('region', { name: 'Local timeline' });
    await expect(article(home, text)).toBeVisible();
    await expect(article(local, text)).toBeVisible();

    await article(home, text).getByRole('button', { name: 'More', exact: true }).click();
    await page
      .getByRole('menu', { name: 'More' })
      .getByRole('menuitem', { name: 'Filter this post' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Filter a post' });
    await dialog.getByRole('radio', { name: 'New category' }).check();
    await dialog.getByRole('textbox', { name: 'Name of the new filter' }).fill('Not today');
    await dialog.getByRole('button', { name: 'Filter' }).click();
    await expect(dialog).toBeHidden();

    // Every open column warns instead of showing it, without a reload.
    for (const column of [home, local]) {
      await expect(column.getByRole('article', { name: 'Filtered: Not today' })).toBeVisible();
      await expect(article(column, text)).toHaveCount(0);
    }
    // The warning is one quiet line: "Show anyway" sits on the text's row and is no block button.
    const notice = home.getByRole('article', { name: 'Filtered: Not today' });
    const line = await notice.locator('p').boundingBox();
    const show = await notice.getByRole('button', { name: 'Show anyway' }).boundingBox();
    expect(line && show).toBeTruthy();
    expect(line!.height).toBeLessThan(32);
    expect(show!.y).toBeGreaterThanOrEqual(line!.y - 2);
    expect(show!.y + show!.height).toBeLessThanOrEqual(line!.y + line!.height + 2);
    expect(show!.x).toBeGreaterThan(line!.x);
    expect(show!.height).toBeLessThan(32);

    await page.goto('/deck/filters');
    const filters = detail(page).getByRole('region', { name: 'Filters' });
    await expect(filters.getByRole('link', { name: 'Not today', exact: true })).toBeVisible();
    await expect(
      filters.getByText(/Hide with a warning · 0 keywords · 1 post · Never expires/),
    ).toBeVisible();
    expect(await seriousViolations(page, '.deck__detail')).toEqual([]);

    await filters.getByRole('link', { name: 'Edit filter Not today' }).click();
    const form = detail(page).getByRole('region', { name: 'Edit filter' });
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Not today');
    for (const context of [
      'Home and lists',
      'Notifications',
      'Public timelines',
      'Conversations',
      'Profiles',
    ])
      await expect(form.getByRole('checkbox', { name: context })).toBeChecked();
    await form.getByRole('radio', { name: 'Hide completely' }).check();
    await form.getByRole('button', { name: 'Add keyword' }).click();
    await form.getByRole('textbox', { name: 'Keyword' }).fill('broccoli');
    await form.getByRole('combobox', { name: 'Expire after' }).selectOption({ label: '1 week' });
    expect(await seriousViolations(page, '.deck__detail')).toEqual([]);
    const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/v2/filters/'));
    await form.getByRole('button', { name: 'Save changes' }).click();
    const body = (await saved).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      filter_action: 'hide',
      expires_in: 604800,
      keywords_attributes: [{ keyword: 'broccoli', whole_word: true }],
    });

    // Back on the list, changed; and the post has left every column.
    await expect(detail(page).getByRole('region', { name: 'Filters' })).toBeVisible();
    await expect(detail(page).getByText(/Hide completely · 1 keyword · 1 post · Expires on/)).toBeVisible();
    for (const column of [home, local]) {
      await expect(column.getByRole('article', { name: 'Filtered: Not today' })).toHaveCount(0);
      await expect(article(column, text)).toHaveCount(0);
    }

    await detail(page).getByRole('button', { name: 'Delete filter Not today' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete filter?' });
    await expect(confirm).toBeVisible();
    expect(await seriousViolations(page, '.modal-root')).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(detail(page).getByRole('link', { name: 'Not today', exact: true })).toHaveCount(0);
    // The post comes back where it was.
    await expect(article(home, text)).toBeVisible();
    await expect(article(local, text)).toBeVisible();
  });
});

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Preferences leads to the filters; a new filter is made with a keyword and a context; the lists page and the list editor; axe-core on each', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/preferences');
    await page.getByRole('link', { name: 'Muted words' }).tap();
    await expect(page).toHaveURL(/\/filters$/);
    const filters = page.getByRole('region', { name: 'Filters' });
    await filters.getByRole('link', { name: 'Add new filter' }).tap();

    const form = page.getByRole('region', { name: 'Add new filter' });
    await form.getByRole('button', { name: 'Save new filter' }).tap();
    await expect(form.getByText("Title can't be blank")).toBeVisible();
    await expect(form.getByText('Choose at least one context')).toBeVisible();
    expect(await seriousViolations(page, '.phone')).toEqual([]);

    await form.getByRole('textbox', { name: 'Title' }).fill('Sports');
    await form.getByRole('checkbox', { name: 'Home and lists' }).tap();
    await form.getByRole('textbox', { name: 'Keyword' }).fill('football');
    await form.getByRole('button', { name: 'Add keyword' }).tap();
    await form.getByRole('textbox', { name: 'Keyword' }).nth(1).fill('goal');
    await form.getByRole('checkbox', { name: 'Whole word' }).nth(1).tap();
    await form.getByRole('button', { name: 'Save new filter' }).tap();
    await expect(page).toHaveURL(/\/filters$/);
    await expect(
      page
        .getByRole('region', { name: 'Filters' })
        .getByText(/Hide with a warning · 2 keywords · Never expires/),
    ).toBeVisible();
    await expect(page.getByText('Filters in Home and lists', { exact: true })).toBeVisible();
    expect(await seriousViolations(page, '.phone')).toEqual([]);

    await page.goto('/lists');
    await page.getByRole('region', { name: 'Lists' }).getByRole('link', { name: 'New list' }).tap();
    await expect(page.getByRole('region', { name: 'New list' })).toBeVisible();
    expect(await seriousViolations(page, '.phone')).toEqual([]);
  });
});
