// Block and mute clean-up across open columns, the mutes page, conversations live from the stream,
// and profile editing with a new avatar; axe-core on each new view at 1440×900 and on a phone.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  containing,
  homeColumn,
  openPostMenu,
  postJson,
  postStatusAs,
  resetDeck,
  seriousViolations,
  signIn,
  tokenFor,
} from './helpers';

const notificationsColumn = (page: Page) => page.getByRole('region', { name: 'Notifications' }).last();
const conversationsColumn = (page: Page) => page.getByRole('region', { name: 'Private mentions' }).first();

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("blocking from a post's menu empties Home, Notifications and Conversations of the account at once; conversations arrive live; axe-core on the conversations column", async ({
    page,
  }) => {
    await resetDeck(
      'demo',
      'demo',
      ['COMPOSE', 'HOME', 'NOTIFICATIONS', 'DIRECT'].map((id) => ({
        id,
        uuid: `safety-${id.toLowerCase()}`,
      })),
    );
    const stamp = Date.now();
    const publicText = `Carol in public ${stamp}`;
    const mentionText = `Carol mentions you ${stamp}`;
    const whisper = `Carol whispers ${stamp}`;
    await postStatusAs('carol', publicText);
    await postStatusAs('carol', `@demo ${mentionText}`);
    const dm = await postStatusAs('carol', `@demo ${whisper}`, { visibility: 'direct' });
    await signIn(page);

    const home = homeColumn(page);
    const notifications = notificationsColumn(page);
    const conversations = conversationsColumn(page);
    await expect(home.getByRole('article', { name: containing(publicText) })).toBeVisible();
    await expect(notifications.getByText(mentionText)).toBeVisible();
    const row = conversations.getByRole('article', { name: containing(whisper) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Unread')).toBeVisible();
    await expect(row.getByRole('listitem')).toContainText('Carol Danvers');
    expect(await seriousViolations(page, '[role="region"][aria-label="Private mentions"]')).toEqual([]);

    // A reply in the conversation arrives over the stream and moves it to the top with its new text.
    const reply = `Carol again ${stamp}`;
    await postStatusAs('carol', `@demo ${reply}`, { visibility: 'direct', in_reply_to_id: dm.id });
    await expect(conversations.getByRole('article').first()).toHaveAccessibleName(containing(reply));
    await expect(conversations.getByRole('article', { name: containing(whisper) })).toHaveCount(0);

    const menu = await openPostMenu(page, publicText);
    await menu.getByRole('menuitem', { name: 'Block @carol' }).click();
    await page.getByRole('dialog', { name: 'Block @carol?' }).getByRole('button', { name: 'Block' }).click();

    await expect(home.getByText(publicText)).toHaveCount(0);
    await expect(home.getByText(mentionText)).toHaveCount(0);
    await expect(notifications.getByText(mentionText)).toHaveCount(0);
    await expect(conversations.getByText(reply)).toHaveCount(0);

    // /blocks lists Carol; Unblock takes her out.
    await page.getByRole('link', { name: 'Preferences' }).click();
    await page.getByRole('link', { name: 'Blocked users' }).click();
    const blocks = page.getByRole('region', { name: 'Blocked users' });
    const blocked = blocks.getByRole('listitem').filter({ hasText: '@carol' });
    await expect(blocked).toBeVisible();
    expect(await seriousViolations(page, '[role="region"][aria-label="Blocked users"]')).toEqual([]);
    await blocked.getByRole('button', { name: 'Unblock @carol' }).click();
    await expect(blocked).toHaveCount(0);
  });

  test('muting for an hour from the menu hides the posts; /mutes shows when it ends, and Unmute undoes it; axe-core on /mutes and /domain_blocks', async ({
    page,
  }) => {
    await resetDeck();
    const daveText = `Dave's muted post ${Date.now()}`;
    await postStatusAs('dave', daveText);
    await signIn(page);

    const menu = await openPostMenu(page, daveText);
    await menu.getByRole('menuitem', { name: 'Mute @dave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mute @dave?' });
    await expect(dialog.getByLabel('Duration')).toHaveValue('0');
    await expect(dialog.getByLabel('Hide notifications from this user?')).toBeChecked();
    expect(await seriousViolations(page, '.modal-root')).toEqual([]);
    await dialog.getByLabel('Duration').selectOption({ label: '1 hour' });
    const muted = page.waitForRequest(
      (r) =>
        r.url().endsWith('/mute') &&
        r.postDataJSON()?.duration === 3600 &&
        r.postDataJSON()?.notifications === true,
    );
    await dialog.getByRole('button', { name: 'Mute' }).click();
    await muted;
    await expect(homeColumn(page).getByText(daveText)).toHaveCount(0);

    await page.getByRole('link', { name: 'Preferences' }).click();
    await page.getByRole('link', { name: 'Muted users' }).click();
    const mutes = page.getByRole('region', { name: 'Muted users' });
    const row = mutes.getByRole('listitem').filter({ hasText: '@dave' });
    await expect(row).toContainText(/Expires .*\d/);
    expect(await seriousViolations(page, '[role="region"][aria-label="Muted users"]')).toEqual([]);
    await row.getByRole('button', { name: 'Unmute @dave' }).click();
    await expect(row).toHaveCount(0);

    await page.getByRole('link', { name: 'Preferences' }).click();
    await page.getByRole('link', { name: 'Blocked domains' }).click();
    const domains = page.getByRole('region', { name: 'Blocked domains' });
    await expect(domains.locator('.timeline__empty')).toBeVisible();
    expect(await seriousViolations(page, '[role="region"][aria-label="Blocked domains"]')).toEqual([]);
  });

  test("editing the profile: the new avatar shows before saving and everywhere after; the server's refusal shows by its field; axe-core on the form", async ({
    page,
  }) => {
    await resetDeck();
    const ownPost = `Before the new avatar ${Date.now()}`;
    await postJson(
      '/api/v1/statuses',
      { status: ownPost, visibility: 'public' },
      await tokenFor('demo', 'demo'),
    );
    await signIn(page);
    await page.getByRole('button', { name: 'Accounts' }).click();
    await page.getByRole('link', { name: 'Edit profile' }).click();
    const form = page.getByRole('region', { name: 'Edit profile' });
    const name = form.getByLabel('Display name');
    await expect(name).toHaveValue(/Demo User/);
    await expect(form.getByLabel('Bio')).toHaveValue(/Trying out the deck/);
    expect(await seriousViolations(page, '[role="region"][aria-label="Edit profile"]')).toEqual([]);

    await name.fill('A display name far longer than thirty characters');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('is too long (maximum is 30 characters)')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    const current = form.locator('.profile-edit__current img');
    const before = await current.getAttribute('src');
    const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    await form
      .getByLabel('Profile picture')
      .setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: png });
    await expect(form.getByRole('img', { name: 'New profile picture' })).toBeVisible();
    await name.fill('Demo Edited');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByRole('status')).toHaveText('Saved');
    await expect(current).not.toHaveAttribute('src', before ?? '');
    await expect(current).toHaveAttribute('src', /\/system\/avatars\//);
    const saved = await current.getAttribute('src');
    // The user's own post on Home shows the new picture too, without a reload.
    await expect(
      homeColumn(page)
        .getByRole('article', { name: containing(ownPost) })
        .locator('img.account__avatar'),
    ).toHaveAttribute('src', saved ?? '');
  });
});

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the conversations page lists a private mention; opening it reads it and shows the thread; delete asks first; axe-core on it', async ({
    page,
  }) => {
    await resetDeck();
    const text = `Alice whispers on a phone ${Date.now()}`;
    await postStatusAs('alice', `@demo ${text}`, { visibility: 'direct' });
    await signIn(page);
    await page.goto('/conversations');
    const column = conversationsColumn(page);
    const row = column.getByRole('article', { name: containing(text) });
    await expect(row.getByText('Unread')).toBeVisible();
    expect(await seriousViolations(page, '.phone')).toEqual([]);

    await row.getByRole('button', { name: 'Delete conversation' }).tap();
    await expect(row.getByRole('button', { name: 'Delete' })).toBeFocused();
    await row.getByRole('button', { name: 'Cancel' }).tap();
    await expect(row.getByRole('button', { name: 'Delete conversation' })).toBeFocused();

    const read = page.waitForRequest(
      (r) => r.url().includes('/api/v1/conversations/') && r.url().endsWith('/read'),
    );
    await row.getByRole('button', { name: containing(text) }).tap();
    await read;
    await expect(page).toHaveURL(/\/@alice\/\d+/);
    await expect(page.getByRole('article', { name: containing(text) }).first()).toBeVisible();
    await page.goBack();
    const again = conversationsColumn(page).getByRole('article', { name: containing(text) });
    await expect(again).toBeVisible();
    await expect(again.getByText('Unread')).toHaveCount(0);
    await again.getByRole('button', { name: 'Delete conversation' }).tap();
    await again.getByRole('button', { name: 'Delete' }).tap();
    await expect(conversationsColumn(page).getByRole('article', { name: containing(text) })).toHaveCount(0);
  });
});
