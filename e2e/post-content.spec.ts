// What a post holds and what its buttons do, end to end in the demo world: polls, link cards, quotes in
// each state the seed has, quoting, the boost dialog and the quotes list; axe-core on each view.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { postJson, postStatusAs, resetDeck, seriousViolations, signIn, tokenFor } from './helpers';

interface ApiStatus {
  id: string;
  content: string;
  visibility: string;
  account: { acct: string };
  poll: { voted: boolean; expired: boolean } | null;
  quote: { state: string; quoted_status?: { id: string } | null } | null;
  reblog: ApiStatus | null;
}

test.beforeEach(async () => {
  await resetDeck();
});

async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

/** A post of `acct` (as demo sees it) whose text contains `text`, searched a few pages back. */
async function findPost(acct: string, match: (status: ApiStatus) => boolean): Promise<ApiStatus> {
  const token = await tokenFor('demo', 'demo');
  const account = await apiGet<{ id: string }>(`/api/v1/accounts/lookup?acct=${acct}`, token);
  let maxId = '';
  for (let page = 0; page < 10; page += 1) {
    const statuses = await apiGet<ApiStatus[]>(
      `/api/v1/accounts/${account.id}/statuses?limit=40${maxId ? `&max_id=${maxId}` : ''}`,
      token,
    );
    const found = statuses.find(match);
    if (found) return found;
    if (statuses.length === 0) break;
    maxId = statuses[statuses.length - 1].id;
  }
  throw new Error(`no such post by ${acct}`);
}

const containing = (text: string) => (status: ApiStatus) => status.content.includes(text);

/** The post's own view (the deck's detail column), once its post is on screen. */
async function openPost(page: Page, status: { id: string; account: { acct: string } }) {
  await page.goto(`/deck/@${status.account.acct}/${status.id}`);
  const focus = page.locator('.thread__focus article').first();
  await expect(focus).toBeVisible();
  return focus;
}

test('votes in a poll demo has not answered: the choices, Vote enabled once one is chosen, the results at once, kept by the server', async ({
  page,
}) => {
  const token = await tokenFor('demo', 'demo');
  const home = await apiGet<ApiStatus[]>('/api/v1/timelines/home?limit=40', token);
  let target = home.find((s) => s.poll && !s.poll.voted && !s.poll.expired && !s.reblog);
  for (const acct of ['alice', 'bob', 'carol', 'dave'])
    target ??= await findPost(acct, (s) => !!s.poll && !s.poll.voted && !s.poll.expired).catch(
      () => undefined,
    );
  if (!target) throw new Error('the demo world has no open poll demo has not voted in');

  await signIn(page);
  const post = await openPost(page, target);
  const vote = post.getByRole('button', { name: 'Vote' });
  await expect(vote).toBeDisabled();
  await expect(post.getByRole('button', { name: 'See results' })).toBeVisible();
  const choice = post.locator('.poll input').first();
  await choice.check();
  await expect(vote).toBeEnabled();
  expect(await seriousViolations(page, '.thread__focus')).toEqual([]);
  await vote.click();
  await expect(post.getByText('You voted for this answer')).toBeVisible();
  await expect(post.getByRole('button', { name: 'Vote' })).toHaveCount(0);
  await expect
    .poll(async () => (await apiGet<ApiStatus>(`/api/v1/statuses/${target.id}`, token)).poll?.voted)
    .toBe(true);
});

test('a post sharing a link shows its card: provider, title, description and author, opening the link in a new tab', async ({
  page,
}) => {
  const shared = await findPost('bob', containing('Good read on sync and ownership'));
  await signIn(page);
  const post = await openPost(page, shared);
  const card = post.locator('.status-card');
  await expect(card.getByText('Local-first software, five years on')).toBeVisible();
  await expect(card.getByText('Example Blog')).toBeVisible();
  await expect(card.getByText('What changed since the original essay, and what did not.')).toBeVisible();
  const link = card.locator('a.status-card__link');
  await expect(link).toHaveAttribute('href', 'https://blog.example/posts/local-first-software');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(card.getByRole('link', { name: /Alice/ })).toHaveAttribute('href', /\/@alice$/);
  expect(await seriousViolations(page, '.thread__focus')).toEqual([]);
});

test('each quote state of the seed reads as Mastodon says it', async ({ page }) => {
  const cases: [string, string, string][] = [
    ['carol', 'Quoting this, waiting for a yes.', 'Post pending'],
    ['bob', 'Quoting demo on consent.', 'Post removed by author'],
    ['dave', 'Quoting a post that was later deleted.', 'Post unavailable'],
    [
      'carol',
      'Quoting something you may not be able to see.',
      'This post cannot be displayed as you are not authorized to view it.',
    ],
  ];
  const accepted = await findPost('carol', (s) => s.quote?.state === 'accepted' && !!s.quote.quoted_status);
  await signIn(page);
  for (const [acct, text, notice] of cases) {
    const post = await openPost(page, await findPost(acct, containing(text)));
    await expect(post.locator('.status__quote--error')).toHaveText(new RegExp(notice.replace(/\./g, '\\.')));
    expect(await seriousViolations(page, '.thread__focus')).toEqual([]);
  }
  const post = await openPost(page, accepted);
  await expect(post.locator('.status__quote .status__compact')).toBeVisible();
  await expect(post.locator('.status__quote--error')).toHaveCount(0);
  expect(await seriousViolations(page, '.thread__focus')).toEqual([]);
});

test('Quote puts the post in the compose box: what is published quotes it', async ({ page }) => {
  const original = await postStatusAs('alice', 'Quote me if you like.');
  await signIn(page);
  const post = await openPost(page, { id: original.id, account: { acct: 'alice' } });
  await post.getByRole('button', { name: 'Quote' }).click();
  const text = page.locator('.compose-form__textarea');
  await text.fill('Quoting Alice here.');
  await page.locator('.compose-form__publish').click();
  const token = await tokenFor('demo', 'demo');
  await expect
    .poll(async () => {
      const me = await apiGet<{ id: string }>('/api/v1/accounts/verify_credentials', token);
      const mine = await apiGet<ApiStatus[]>(`/api/v1/accounts/${me.id}/statuses?limit=5`, token);
      return mine.find((s) => s.content.includes('Quoting Alice here.'))?.quote?.quoted_status?.id;
    })
    .toBe(original.id);
});

test('with "Confirm before boosting" on, Boost asks first with the boost\'s visibility, sent with the boost', async ({
  page,
}) => {
  const original = await postStatusAs('carol', 'Boost me quietly.');
  await signIn(page);
  await page.goto('/deck/preferences');
  await page.getByLabel('Confirm before boosting').check();
  const post = await openPost(page, { id: original.id, account: { acct: 'carol' } });
  await post.getByRole('button', { name: 'Boost' }).click();
  const dialog = page.getByRole('dialog', { name: 'Boost?' });
  await expect(dialog.getByText('Boost me quietly.')).toBeVisible();
  expect(await seriousViolations(page, '.modal-root')).toEqual([]);
  await dialog.getByLabel('Visibility').selectOption('unlisted');
  await dialog.getByRole('button', { name: 'Boost' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(post.getByRole('button', { name: /^Boost/ })).toHaveAttribute('aria-pressed', 'true');
  const token = await tokenFor('demo', 'demo');
  await expect
    .poll(async () => {
      const me = await apiGet<{ id: string }>('/api/v1/accounts/verify_credentials', token);
      const mine = await apiGet<ApiStatus[]>(`/api/v1/accounts/${me.id}/statuses?limit=5`, token);
      return mine.find((s) => s.reblog?.id === original.id)?.visibility;
    })
    .toBe('unlisted');
});

test("the quotes list of demo's post shows who quoted it, and demo can remove their post from a quote", async ({
  page,
}) => {
  const demoToken = await tokenFor('demo', 'demo');
  const mine = await postJson(
    '/api/v1/statuses',
    { status: 'Quote this one.', visibility: 'public' },
    demoToken,
  );
  await postStatusAs('alice', 'Alice quoting demo.', { quoted_status_id: mine.id });
  await signIn(page);
  await page.goto(`/deck/@demo/${mine.id}/quotes`);
  const column = page.getByRole('region', { name: 'Quotes' });
  const quoting = column.getByRole('article').filter({ hasText: 'Alice quoting demo.' }).first();
  await expect(quoting).toBeVisible();
  await expect(quoting.locator('.status__quote').getByText('Quote this one.')).toBeVisible();
  expect(await seriousViolations(page, '.column')).toEqual([]);
  await quoting.getByRole('button', { name: 'Remove my post from @alice’s post' }).click();
  await expect(quoting.getByText('Post removed by author')).toBeVisible();
});
