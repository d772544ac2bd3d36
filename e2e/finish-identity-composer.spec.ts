// Who is signed in shows on every screen that acts as that account; the composer names visibility and
// who may quote in Mastodon's words under visible labels; a reply says whom it answers and posting one
// from /publish returns to its thread; no error reaches anyone as a status code or token wording.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { homeColumn, postStatusAs, seriousViolations, signInThroughForm } from './helpers';

const host = new URL(baseURL).host;
const DESKTOP = { viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const composeText = (page: Page) => page.getByRole('textbox', { name: "What's on your mind?" });
const toasts = (page: Page) => page.locator('.toasts');

/** Adds alice as a second account from the deck's navigation; she is then the current account. */
async function addAlice(page: Page) {
  const navigation = page.getByRole('navigation', { name: 'Navigation' });
  await navigation.getByRole('button', { name: 'Accounts' }).click();
  await navigation.getByRole('button', { name: 'Add account' }).click();
  await navigation.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/oauth\/authorize/);
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
}

test.describe('who you are, at 1440×900', () => {
  test.use(DESKTOP);

  test('the navigation and the compose column show the current account; a switch says which account is now in use; Sign out asks first, naming the account, and says which account stays', async ({
    page,
  }) => {
    await signInThroughForm(page);
    await page.goto('/deck');
    await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Navigation' });
    const navAccount = navigation.getByRole('group', { name: 'Using the account' });
    await expect(navAccount).toContainText(`@demo@${host}`);
    await expect(navAccount.locator('img.account__avatar')).toBeVisible();
    await expect(navAccount.getByRole('link')).toHaveAttribute('href', /\/@demo@/);
    const compose = page.getByRole('region', { name: 'Compose' });
    await expect(compose.getByRole('group', { name: 'Using the account' })).toContainText(`@demo@${host}`);
    expect(await seriousViolations(page, 'nav')).toEqual([]);
    expect(await seriousViolations(page, '[role="region"][aria-label="Compose"]')).toEqual([]);

    await addAlice(page);
    await expect(navAccount).toContainText(`@alice@${host}`);
    await expect(compose.getByRole('group', { name: 'Using the account' })).toContainText(`@alice@${host}`);

    // Switching back says so.
    await navigation.getByRole('button', { name: 'Accounts' }).click();
    await navigation.getByRole('button', { name: `Switch to @demo@${host}` }).click();
    await expect(toasts(page).getByText(`Now using @demo@${host}`)).toBeVisible();
    await expect(navAccount).toContainText(`@demo@${host}`);

    // Sign out asks first, naming the account; Cancel keeps everything.
    await navigation.getByRole('button', { name: 'Sign out', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Sign out of @demo@${host}?` });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page, '.modal-root')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(navAccount).toContainText(`@demo@${host}`);

    await navigation.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Sign out of @demo@${host}?` })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await expect(
      toasts(page).getByText(`Signed out of @demo@${host}. Now using @alice@${host}`),
    ).toBeVisible();
    await expect(navAccount).toContainText(`@alice@${host}`);
    expect(await seriousViolations(page, '.toasts')).toEqual([]);
  });
});

test.describe('who you are, on a phone (390×844, touch)', () => {
  test.use(PHONE);

  test('the menu and the composer show the current account; Sign out in the menu asks first, naming the account', async ({
    page,
  }) => {
    await signInThroughForm(page);
    await page.getByRole('link', { name: 'New post' }).tap();
    await expect(page).toHaveURL(/\/publish$/);
    const composer = page.getByRole('region', { name: 'New post' });
    await expect(composer.getByRole('group', { name: 'Using the account' })).toContainText(`@demo@${host}`);
    expect(await seriousViolations(page, '[role="region"]')).toEqual([]);

    await page.goto('/');
    await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const account = menu.getByRole('group', { name: 'Using the account' });
    await expect(account).toContainText(`@demo@${host}`);
    // First in the menu, above the places.
    const accountTop = (await account.boundingBox())?.y ?? Infinity;
    const homeTop = (await menu.getByRole('link', { name: 'Home' }).boundingBox())?.y ?? -Infinity;
    expect(accountTop).toBeLessThan(homeTop);
    expect(await seriousViolations(page, '.phone-menu__sheet')).toEqual([]);

    await menu.getByRole('button', { name: 'Sign out', exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: `Sign out of @demo@${host}?` });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page, '.modal-root__container')).toEqual([]);
    await dialog.getByRole('button', { name: 'Sign out' }).tap();
    await expect(toasts(page).getByText(`Signed out of @demo@${host}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'New post' })).toHaveCount(0);
  });
});

for (const size of [
  { name: 'at 1440×900', use: DESKTOP, path: '/deck' },
  { name: 'on a phone (390×844, touch)', use: PHONE, path: '/publish' },
]) {
  test.describe(`the composer ${size.name}`, () => {
    test.use(size.use);

    test('Post is off and looks it while there is nothing to post; visibility and who can quote are chosen under visible labels in "Visibility and interactions", in the words Preferences uses', async ({
      page,
    }) => {
      await signInThroughForm(page);
      await page.goto(size.path);
      const text = composeText(page);
      await expect(text).toBeVisible();
      const post = page.getByRole('button', { name: 'Post', exact: true });
      await expect(post).toBeDisabled();
      expect(Number(await post.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(0.7);
      await text.fill('   ');
      await expect(post).toBeDisabled();
      await text.fill('Something to say');
      await expect(post).toBeEnabled();
      expect(Number(await post.evaluate((el) => getComputedStyle(el).opacity))).toBe(1);

      // One button names the visibility; no unlabelled drop-downs in the toolbar.
      await expect(page.locator('.compose-form__toolbar select')).toHaveCount(0);
      const visibilityButton = page.getByRole('button', { name: 'Visibility and interactions: Public' });
      await expect(visibilityButton).toHaveText('Public');
      await visibilityButton.click();
      const dialog = page.getByRole('dialog', { name: 'Visibility and interactions' });
      const visibility = dialog.getByLabel('Visibility', { exact: true });
      const quote = dialog.getByLabel('Who can quote');
      await expect(dialog.locator('label', { hasText: 'Visibility' })).toBeVisible();
      await expect(dialog.locator('label', { hasText: 'Who can quote' })).toBeVisible();
      expect(await visibility.locator('option').allTextContents()).toEqual([
        'Public',
        'Quiet public',
        'Followers',
        'Private mention',
      ]);
      expect(await quote.locator('option').allTextContents()).toEqual(['Anyone', 'Followers', 'Just me']);
      expect(await seriousViolations(page, '.modal-root__container')).toEqual([]);
      await visibility.selectOption({ label: 'Followers' });
      await expect(quote).toBeDisabled();
      await expect(quote).toHaveValue('nobody');
      await visibility.selectOption({ label: 'Quiet public' });
      await expect(quote).toBeEnabled();
      await quote.selectOption({ label: 'Followers' });
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(
        page.getByRole('button', { name: 'Visibility and interactions: Quiet public' }),
      ).toBeVisible();
      await expect(page.getByText('Unlisted', { exact: true })).toHaveCount(0);

      // Preferences says the same words.
      await page.goto('/preferences');
      const posting = page
        .getByRole('group', { name: 'Posting visibility' })
        .or(page.getByLabel('Posting visibility'));
      await expect(posting.first()).toBeVisible();
      for (const word of ['Public', 'Quiet public', 'Followers'])
        await expect(posting.first().getByText(word, { exact: true })).toBeVisible();
      const quoting = page
        .getByRole('group', { name: 'Who can quote your posts' })
        .or(page.getByLabel('Who can quote your posts'));
      for (const word of ['Anyone', 'Followers', 'Just me'])
        await expect(quoting.first().getByText(word, { exact: true })).toBeVisible();
      await expect(page.getByText(/^(Unlisted|Followers only)$/)).toHaveCount(0);
    });
  });
}

test.describe('a reply on a phone (390×844, touch)', () => {
  test.use(PHONE);

  test('is titled "Reply to @acct"; cancelling takes out the mentions and the "re:" warning it added; posting from /publish returns to the thread, where the reply shows', async ({
    page,
  }) => {
    const warning = `Film plot ${Date.now()}`;
    const parent = await postStatusAs('alice', `The ending of the film ${Date.now()}`, {
      spoiler_text: warning,
    });
    await signInThroughForm(page);
    await page.goto(`/@alice/${parent.id}`);
    const thread = page.getByRole('region').first();
    const parentPost = page.getByRole('article').filter({ hasText: warning }).first();
    await expect(parentPost).toBeVisible();

    await parentPost.getByRole('button', { name: 'Reply' }).tap();
    await expect(page).toHaveURL(/\/publish$/);
    const composer = page.getByRole('region', { name: 'Reply to @alice' });
    await expect(composer).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reply to @alice' })).toBeVisible();
    await expect(composeText(page)).toHaveValue(/^@alice /);
    const cw = page.getByRole('textbox', { name: 'Content warning' });
    await expect(cw).toHaveValue(`re: ${warning}`);
    expect(await seriousViolations(page, '[role="region"]')).toEqual([]);

    await page.getByRole('group', { name: 'Replying to' }).getByRole('button', { name: 'Cancel' }).tap();
    await expect(page.getByRole('region', { name: 'New post' })).toBeVisible();
    await expect(composeText(page)).toHaveValue('');
    await expect(cw).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();

    // Back to the thread, reply for real.
    await page.goBack();
    await expect(parentPost).toBeVisible();
    await parentPost.getByRole('button', { name: 'Reply' }).tap();
    await expect(page.getByRole('region', { name: 'Reply to @alice' })).toBeVisible();
    const answer = `No spoilers from me ${Date.now()}`;
    await composeText(page).pressSequentially(answer);
    await page.getByRole('button', { name: 'Post', exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`/${parent.id}$`));
    await expect(thread).toBeVisible();
    // The reply carries the "re:" warning it started with, so it shows under it, closed, as any such post.
    const reply = page.getByRole('article', { name: /^Demo User/ }).filter({ hasText: `re: ${warning}` });
    await expect(reply).toHaveCount(1);
    await reply.getByRole('button', { name: 'Show more' }).tap();
    await expect(reply.getByText(answer)).toBeVisible();
    await expect(composeText(page)).toHaveCount(0);
  });
});

const ODD_ANSWERS = [
  { status: 401, error: 'The access token is invalid' },
  { status: 403, error: 'This action is outside the authorized scopes (HTTP 403, token)' },
  { status: 500, error: 'NoMethodError: undefined method `id` for nil (500)' },
  { status: 422, error: 'Validation failed: token 422 <b>Unprocessable</b>' },
];
const WORDS = {
  403: ['Not allowed', 'This account is not allowed to do that.'],
  500: ['The server had a problem', 'Try again in a moment.'],
  422: ['Could not be done', 'The server did not accept this. Check what you entered and try again.'],
} as Record<number, [string, string]>;

for (const size of [
  { name: 'at 1440×900', use: DESKTOP },
  { name: 'on a phone (390×844, touch)', use: PHONE },
]) {
  test.describe(`errors ${size.name}`, () => {
    test.use(size.use);

    test('a refused Favorite (401, 403, 500, 422 with odd server text) is told in the catalogue\'s words: never a status code, "token" or the server\'s text', async ({
      page,
    }) => {
      await signInThroughForm(page);
      for (const answer of ODD_ANSWERS) {
        await page.route('**/api/v1/statuses/*/favourite', (route) =>
          route.fulfill({
            status: answer.status,
            contentType: 'application/json',
            body: JSON.stringify({ error: answer.error }),
          }),
        );
        const post = homeColumn(page)
          .getByRole('article')
          .filter({ has: page.getByRole('button', { name: 'Favorite', pressed: false }) })
          .first();
        await post.getByRole('button', { name: 'Favorite' }).click();
        if (answer.status === 401) {
          // The session ended: the app asks to sign in again, and no toast tells the status.
          await page.waitForTimeout(1000);
          await expect(toasts(page).locator('.toast')).toHaveCount(0);
        } else {
          const [title, message] = WORDS[answer.status];
          const toast = toasts(page).locator('.toast').filter({ hasText: title });
          await expect(toast).toBeVisible();
          await expect(toast).toContainText(message);
          expect(await seriousViolations(page, '.toasts')).toEqual([]);
        }
        await expect(toasts(page)).not.toContainText(/\b\d{3}\b|token|HTTP|Unprocessable|NoMethodError/i);
        expect((await page.locator('[role="alert"]').allTextContents()).join(' ')).not.toMatch(
          /\b(401|403|422|500)\b|access token/i,
        );
        await page.unroute('**/api/v1/statuses/*/favourite');
        for (const dismiss of await toasts(page).getByRole('button', { name: 'Dismiss' }).all())
          await dismiss.click();
        if (answer.status === 401) {
          // Back to a working session for the next answers.
          await page.reload();
          await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
        }
      }
    });
  });
}
