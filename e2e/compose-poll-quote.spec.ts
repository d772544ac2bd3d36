// The compose box's poll editor, quotes and language list end to end: a poll made by keyboard on the
// deck, a quote from a post's Quote button, the quiet-quote dialog, a refused quote from a pasted link,
// a chosen language sent with the post, the poll editor on a phone; axe-core on each.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  homeColumn,
  homePost,
  postStatusAs,
  resetDeck,
  seriousViolations,
  signIn,
  tokenFor,
} from './helpers';

interface ApiStatus {
  id: string;
  url: string;
  content: string;
  language: string | null;
  poll: { options: { title: string }[]; multiple: boolean } | null;
  quote: { state: string; quoted_status?: { id: string } | null } | null;
}

test.beforeEach(async () => {
  await resetDeck();
});

async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

/** Demo's own post whose text contains `text`, once the server has it. */
async function myPost(text: string): Promise<ApiStatus | undefined> {
  const token = await tokenFor('demo', 'demo');
  const me = await apiGet<{ id: string }>('/api/v1/accounts/verify_credentials', token);
  const mine = await apiGet<ApiStatus[]>(`/api/v1/accounts/${me.id}/statuses?limit=10`, token);
  return mine.find((status) => status.content.includes(text));
}

const compose = (page: Page) => page.getByRole('region', { name: 'Compose' });

async function openPost(page: Page, status: { id: string }, acct: string) {
  await page.goto(`/deck/@${acct}/${status.id}`);
  const focus = page.locator('.thread__focus article').first();
  await expect(focus).toBeVisible();
  return focus;
}

/** A paste of `text` into the compose text box, as the clipboard would deliver it. */
async function pasteIntoCompose(page: Page, text: string) {
  await page.locator('.compose-form__textarea').evaluate((textarea, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    textarea.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test.describe('on the deck at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a poll made by keyboard is posted with its options; axe-core on the box with a poll', async ({
    page,
  }) => {
    const text = `Keyboard poll ${Date.now()}`;
    await signIn(page);
    const textarea = compose(page).getByRole('textbox', { name: "What's on your mind?" });
    await textarea.click();
    await page.keyboard.type(text);
    // The toolbar starts with what a post can carry: media, then a poll.
    await page.keyboard.press('Tab');
    await expect(
      compose(page).getByRole('button', { name: 'Add images, a video or an audio file' }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(compose(page).getByRole('button', { name: 'Add a poll' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(compose(page).getByRole('textbox', { name: 'Option 1' })).toBeFocused();
    await page.keyboard.type('Tea');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Coffee');
    // A blank third option was offered while typing.
    await expect(compose(page).getByRole('textbox', { name: 'Option 3' })).toHaveValue('');
    await expect(compose(page).getByRole('button', { name: 'Remove poll' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await seriousViolations(page, '.compose-form')).toEqual([]);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(textarea).toBeFocused();
    await page.keyboard.press('Control+Enter');

    await expect
      .poll(async () => (await myPost(text))?.poll?.options.map((o) => o.title))
      .toEqual(['Tea', 'Coffee']);
    const posted = homeColumn(page).getByRole('article', { name: new RegExp(text) });
    await expect(posted.getByText('Tea')).toBeVisible();
    await expect(posted.getByText('Coffee')).toBeVisible();
    await expect(compose(page).getByRole('textbox', { name: 'Option 1' })).toHaveCount(0);
  });

  test("a public post's Quote button puts it in the box; the published post shows the quote; axe-core on the box", async ({
    page,
  }) => {
    const quotedText = `Quote this public post ${Date.now()}`;
    const text = `My quote ${Date.now()}`;
    const original = await postStatusAs('alice', quotedText);
    await signIn(page);
    const post = await openPost(page, original as unknown as ApiStatus, 'alice');
    await post.getByRole('button', { name: 'Quote' }).click();
    const card = compose(page).getByRole('group', { name: 'Quoted post' });
    await expect(card.getByText(quotedText)).toBeVisible();
    await expect(compose(page).getByRole('button', { name: 'Add a poll' })).toBeDisabled();
    expect(await seriousViolations(page, '.compose-form')).toEqual([]);
    await compose(page).getByRole('textbox', { name: "What's on your mind?" }).fill(text);
    await compose(page).getByRole('button', { name: 'Post', exact: true }).click();
    await expect.poll(async () => (await myPost(text))?.quote?.quoted_status?.id).toBe(original.id);
    await expect(card).toHaveCount(0);
    await page.goto('/deck');
    const mine = homeColumn(page).getByRole('article', { name: new RegExp(text) });
    await expect(mine.locator('.status__quote').getByText(quotedText)).toBeVisible();
  });

  test('quoting an unlisted post asks first (CONFIRM_QUIET_QUOTE); Got it goes on to the quote', async ({
    page,
  }) => {
    const quietText = `A quiet post ${Date.now()}`;
    const original = await postStatusAs('alice', quietText, { visibility: 'unlisted' });
    await signIn(page);
    const post = await openPost(page, original as unknown as ApiStatus, 'alice');
    await post.getByRole('button', { name: 'Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quoting quiet public posts' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page, '.modal-root')).toEqual([]);
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(
      compose(page).getByRole('group', { name: 'Quoted post' }).getByText(quietText),
    ).toBeVisible();
  });

  test('a pasted link to a post its author lets nobody quote: "You are not authorized to quote this post."', async ({
    page,
  }) => {
    const closedText = `Nobody quotes this ${Date.now()}`;
    const original = await postStatusAs('alice', closedText, { quote_approval_policy: 'nobody' });
    await signIn(page);
    await expect(compose(page).getByRole('textbox', { name: "What's on your mind?" })).toBeVisible();
    await pasteIntoCompose(page, original.url);
    const offer = compose(page).getByRole('status').filter({ hasText: 'Quote this post?' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Quote' }).click();
    await expect(page.getByText('You are not authorized to quote this post.')).toBeVisible();
    await expect(compose(page).getByRole('group', { name: 'Quoted post' })).toHaveCount(0);
  });

  test('a language chosen from the list is sent with the post; axe-core on the open list', async ({
    page,
  }) => {
    const text = `Ein Beitrag ${Date.now()}`;
    await signIn(page);
    const button = compose(page).getByRole('button', { name: /^Change language/ });
    await expect(button).toHaveAccessibleName('Change language EN');
    await button.click();
    const search = compose(page).getByRole('combobox', { name: 'Search languages...' });
    await expect(search).toBeFocused();
    await expect(compose(page).getByRole('listbox')).toBeVisible();
    expect(await seriousViolations(page, '.compose-language')).toEqual([]);
    await search.fill('Deutsch');
    await expect(compose(page).getByRole('option').first()).toHaveAttribute('lang', 'de');
    await page.keyboard.press('Enter');
    await expect(compose(page).getByRole('listbox')).toHaveCount(0);
    await expect(button).toHaveAccessibleName('Change language DE');
    await expect(button).toBeFocused();
    await compose(page).getByRole('textbox', { name: "What's on your mind?" }).fill(text);
    await compose(page).getByRole('button', { name: 'Post', exact: true }).click();
    await expect.poll(async () => (await myPost(text))?.language).toBe('de');
  });
});

test.describe('on a phone at 390×844 with touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the poll editor fits the compose page and posts the poll', async ({ page }) => {
    const text = `Phone poll ${Date.now()}`;
    await signIn(page);
    await page.goto('/publish');
    await page.getByRole('textbox', { name: "What's on your mind?" }).fill(text);
    await page.getByRole('button', { name: 'Add a poll' }).tap();
    const first = page.getByRole('textbox', { name: 'Option 1' });
    await expect(first).toBeVisible();
    await first.fill('Yes');
    await page.getByRole('textbox', { name: 'Option 2' }).fill('No');
    await page.getByRole('checkbox', { name: 'Multiple choice' }).tap();
    await page.getByRole('combobox', { name: 'Poll length' }).selectOption('3600');
    for (const selector of ['.compose-poll', '.compose-form__toolbar', '.compose-form__publish']) {
      const box = await page.locator(selector).boundingBox();
      expect(box, selector).not.toBeNull();
      expect(box!.x, selector).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, selector).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page, '.compose-form')).toEqual([]);
    await page.getByRole('button', { name: 'Post', exact: true }).tap();
    await expect
      .poll(async () => {
        const posted = await myPost(text);
        return (
          posted?.poll && { options: posted.poll.options.map((o) => o.title), multiple: posted.poll.multiple }
        );
      })
      .toEqual({ options: ['Yes', 'No'], multiple: true });
    // Posted, the page returns to where the user came from (Home), and the post shows there.
    await expect(page).toHaveURL(/\/$/);
    await expect(homePost(page, text)).toBeVisible();
  });
});
