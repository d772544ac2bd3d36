// A post's menu end to end: opening it by mouse and keyboard, the owner's actions (edit, delete, delete
// and redraft, pin), the actions on another's post (report, mute and the other dialogs), axe-core on the
// menu and each dialog, and the phone's action sheet.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { baseURL } from '../playwright.config';
import {
  homeColumn,
  homePost,
  openPostMenu,
  postJson,
  postStatusAs,
  resetDeck,
  seriousViolations,
  signIn,
  tokenFor,
} from './helpers';

test.beforeEach(async () => {
  await resetDeck();
});

const postAsDemo = async (text: string, extra: Record<string, unknown> = {}) =>
  postJson(
    '/api/v1/statuses',
    { status: text, visibility: 'public', ...extra },
    await tokenFor('demo', 'demo'),
  );

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the menu opens by mouse on another's post and by keyboard on one's own; axe-core on it", async ({
    page,
  }) => {
    const theirs = `Alice's menu post ${Date.now()}`;
    const mine = `My menu post ${Date.now()}`;
    await postStatusAs('alice', theirs);
    await postAsDemo(mine);
    await signIn(page);

    const menu = await openPostMenu(page, theirs);
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Copy link',
      'Mention @alice',
      'Filter this post',
      'Mute @alice',
      'Block @alice',
      'Report @alice',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeFocused();
    expect(await seriousViolations(page, '.status-menu__popover')).toEqual([]);
    // Anchored to its button: it hangs just below More, on screen.
    const more = homePost(page, theirs).getByRole('button', { name: 'More', exact: true });
    const [button, box] = [await more.boundingBox(), await menu.boundingBox()];
    expect(box!.y).toBeGreaterThanOrEqual(button!.y + button!.height - 1);
    expect(box!.x + box!.width).toBeLessThanOrEqual(1440);
    await page.mouse.click(5, 450);
    await expect(menu).toBeHidden();

    const ownMore = homePost(page, mine).getByRole('button', { name: 'More', exact: true });
    await ownMore.focus();
    await page.keyboard.press('Enter');
    const own = page.getByRole('menu', { name: 'More' });
    await expect(own.getByRole('menuitem')).toHaveText([
      'Copy link',
      'Mute conversation',
      'Pin on profile',
      'Change who can quote',
      'Edit',
      'Delete',
      'Delete and redraft',
    ]);
    await page.keyboard.press('End');
    await expect(own.getByRole('menuitem', { name: 'Delete and redraft' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(own.getByRole('menuitem', { name: 'Copy link' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(own).toBeHidden();
    await expect(ownMore).toBeFocused();
  });

  test('edit changes the post in the timeline; pin puts it among the pinned posts', async ({ page }) => {
    const text = `Before the edit ${Date.now()}`;
    const created = await postAsDemo(text);
    await signIn(page);

    await (await openPostMenu(page, text)).getByRole('menuitem', { name: 'Pin on profile' }).click();
    const me = await (
      await fetch(`${baseURL}/api/v1/accounts/verify_credentials`, {
        headers: { authorization: `Bearer ${await tokenFor('demo', 'demo')}` },
      })
    ).json();
    await expect
      .poll(async () => {
        const pinned = await (await fetch(`${baseURL}/api/v1/accounts/${me.id}/statuses?pinned=true`)).json();
        return pinned.map((s: { id: string }) => s.id);
      })
      .toContain(created.id);

    await (await openPostMenu(page, text)).getByRole('menuitem', { name: 'Edit' }).click();
    const box = page.getByRole('textbox', { name: "What's on your mind?" });
    await expect(box).toHaveValue(text);
    await expect(page.getByText('Editing post')).toBeVisible();
    expect(await seriousViolations(page, '.compose-form')).toEqual([]);
    const edited = `After the edit ${Date.now()}`;
    await box.fill(edited);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(homePost(page, edited)).toBeVisible();
    await expect(homePost(page, text)).toHaveCount(0);
    await expect(page.getByText('Post saved.')).toBeVisible();
    await expect(page.getByText('Editing post')).toBeHidden();
  });

  test('delete asks first and removes the post; delete and redraft refills the compose box', async ({
    page,
  }) => {
    const gone = `To be deleted ${Date.now()}`;
    const redrafted = `To be redrafted ${Date.now()}`;
    await postAsDemo(gone);
    const warning = `A warning ${Date.now()}`;
    await postAsDemo(redrafted, { spoiler_text: warning, visibility: 'unlisted' });
    await signIn(page);

    await (await openPostMenu(page, gone)).getByRole('menuitem', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete post?' });
    await expect(confirm.getByText('Are you sure you want to delete this post?')).toBeVisible();
    expect(await seriousViolations(page, '.modal-root')).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(homePost(page, gone)).toHaveCount(0);

    await (await openPostMenu(page, warning)).getByRole('menuitem', { name: 'Delete and redraft' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete and redraft' }).click();
    await expect(homePost(page, warning)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: "What's on your mind?" })).toHaveValue(redrafted);
    await expect(page.getByRole('textbox', { name: 'Content warning' })).toHaveValue(warning);
    await expect(
      page.getByRole('button', { name: 'Visibility and interactions: Quiet public' }),
    ).toBeVisible();
  });

  test('delete and redraft brings back the media (re-sent as they are), the poll and the quote', async ({
    page,
  }) => {
    const token = await tokenFor('demo', 'demo');
    const form = new FormData();
    const image = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'blue.png');
    form.append('description', 'A blue rectangle');
    const media = await (
      await fetch(`${baseURL}/api/v2/media`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const stamp = Date.now();
    const withMedia = `Redraft with media ${stamp}`;
    const withPoll = `Redraft with a poll ${stamp}`;
    const withQuote = `Redraft with a quote ${stamp}`;
    const quoted = await postStatusAs('alice', `Quoted before the redraft ${stamp}`);
    await postAsDemo(withMedia, { media_ids: [media.id] });
    await postAsDemo(withPoll, { poll: { options: ['Tea', 'Coffee'], expires_in: 3600 } });
    await postAsDemo(withQuote, { quoted_status_id: quoted.id });
    await signIn(page);
    const compose = page.getByRole('region', { name: 'Compose' });
    const redraft = async (text: string) => {
      await (await openPostMenu(page, text)).getByRole('menuitem', { name: 'Delete and redraft' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete and redraft' }).click();
      await expect(compose.getByRole('textbox', { name: "What's on your mind?" })).toHaveValue(text);
    };
    const clear = async () => {
      await compose.getByRole('textbox', { name: "What's on your mind?" }).fill('');
    };

    await redraft(withPoll);
    await expect(compose.getByRole('textbox', { name: 'Option 1' })).toHaveValue('Tea');
    await expect(compose.getByRole('textbox', { name: 'Option 2' })).toHaveValue('Coffee');
    await compose.getByRole('button', { name: 'Remove poll' }).click();
    await clear();

    await redraft(withQuote);
    await expect(compose.getByRole('group', { name: 'Quoted post' })).toContainText(
      `Quoted before the redraft ${stamp}`,
    );
    await compose.getByRole('button', { name: 'Remove quote' }).click();
    await clear();

    await redraft(withMedia);
    const attachments = compose.getByRole('list', { name: 'Attachments' });
    await expect(attachments.getByRole('img', { name: 'A blue rectangle' })).toBeVisible();
    expect(await seriousViolations(page, '.compose-form')).toEqual([]);
    await compose.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(homePost(page, withMedia)).toBeVisible();
    const mine = await (
      await fetch(`${baseURL}/api/v1/timelines/home?limit=5`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const again = mine.find((s: { content: string }) => s.content.includes(withMedia));
    expect(again.media_attachments.map((m: { id: string }) => m.id)).toEqual([media.id]);
  });

  test("the dialogs about another's post: filter, block, quote policy and report (the server gets it); axe-core on each", async ({
    page,
  }) => {
    const theirs = `Reportable ${Date.now()}`;
    const mine = `Quotable ${Date.now()}`;
    await postStatusAs('alice', theirs);
    await postAsDemo(mine);
    await signIn(page);

    for (const [item, title] of [
      ['Filter this post', 'Filter a post'],
      ['Block @alice', 'Block @alice?'],
    ]) {
      await (await openPostMenu(page, theirs)).getByRole('menuitem', { name: item }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page, '.modal-root')).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }

    await (await openPostMenu(page, mine)).getByRole('menuitem', { name: 'Change who can quote' }).click();
    const quote = page.getByRole('dialog', { name: 'Who can quote this post?' });
    await expect(quote.getByRole('radio', { name: 'Anyone' })).toBeChecked();
    expect(await seriousViolations(page, '.modal-root')).toEqual([]);
    await quote.getByRole('radio', { name: 'Just me' }).check();
    const saved = page.waitForResponse((r) => r.url().endsWith('/interaction_policy') && r.ok());
    await quote.getByRole('button', { name: 'Save' }).click();
    await saved;
    await expect(quote).toBeHidden();

    await (await openPostMenu(page, theirs)).getByRole('menuitem', { name: 'Report @alice' }).click();
    const report = page.getByRole('dialog', { name: 'Report @alice' });
    await expect(report.getByRole('checkbox', { name: theirs })).toBeChecked();
    await report.getByRole('radio', { name: 'It violates server rules' }).check();
    await report.getByRole('checkbox', { name: 'Be kind.' }).check();
    await report.getByRole('textbox', { name: 'Additional comments' }).fill('Not kind');
    expect(await seriousViolations(page, '.modal-root')).toEqual([]);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/reports') && r.method() === 'POST');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/reports'));
    await report.getByRole('button', { name: 'Submit report' }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ comment: 'Not kind', category: 'violation', rule_ids: ['1'] });
    expect(body.status_ids).toHaveLength(1);
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ category: 'violation', status_ids: body.status_ids });
    await expect(report).toBeHidden();
  });

  test('muting an account takes its posts out of Home at once; axe-core on the dialog', async ({ page }) => {
    const text = `Soon muted ${Date.now()}`;
    await postStatusAs('bob', text);
    await signIn(page);
    await expect(homePost(page, text)).toBeVisible();
    await (await openPostMenu(page, text)).getByRole('menuitem', { name: 'Mute @bob' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mute @bob?' });
    await expect(dialog.getByRole('combobox', { name: 'Duration' })).toHaveValue('0');
    await expect(dialog.getByRole('checkbox', { name: 'Hide notifications from this user?' })).toBeChecked();
    expect(await seriousViolations(page, '.modal-root')).toEqual([]);
    await dialog.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '1 hour' });
    await dialog.getByRole('button', { name: 'Mute' }).click();
    await expect(dialog).toBeHidden();
    await expect(homeColumn(page).getByRole('article').filter({ hasText: '@bob' })).toHaveCount(0);
    await postJson(`/api/v1/accounts/${await bobId()}/unmute`, {}, await tokenFor('demo', 'demo'));
  });
});

async function bobId() {
  const response = await fetch(`${baseURL}/api/v1/accounts/lookup?acct=bob`);
  return ((await response.json()) as { id: string }).id;
}

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('More opens the action sheet from the bottom with the same items; Mention opens the compose page', async ({
    page,
  }) => {
    const text = `Phone menu post ${Date.now()}`;
    await postStatusAs('alice', text);
    await signIn(page);
    await homePost(page, text).getByRole('button', { name: 'More', exact: true }).tap();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await expect(sheet.getByRole('menuitem')).toHaveText([
      'Copy link',
      'Mention @alice',
      'Filter this post',
      'Mute @alice',
      'Block @alice',
      'Report @alice',
    ]);
    const box = await sheet.boundingBox();
    expect(Math.round(box!.y + box!.height)).toBe(844);
    expect(await seriousViolations(page, '.modal-root')).toEqual([]);
    await sheet.getByRole('menuitem', { name: 'Mention @alice' }).tap();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/publish$/);
    await expect(page.getByRole('textbox', { name: "What's on your mind?" })).toHaveValue('@alice ');
  });
});
