// What this browser keeps of an account stays that account's, and nothing framed by the app runs in its
// origin: a card's embed in a srcdoc frame has an opaque origin (no storage, no parent), the built page
// carries its own Content-Security-Policy, and a token revoked on the server signs the account out here
// and deletes what was kept of it.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { indexedDbNames, postStatusAs, recordToasts, resetDeck, signIn } from './helpers';

test.beforeEach(async () => {
  await resetDeck();
});

/** Every Content-Security-Policy violation the page (or a frame of it) reports. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test('a link card’s markup framed through srcdoc runs in an opaque origin: it reads neither the app’s storage (and its token) nor its page', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const text = `A post with a rich card ${Date.now()}`;
  const status = await postStatusAs('alice', text);
  // The card as a server sends it: a rich embed whose markup has no https player, so it is framed as
  // markup. Every answer that carries the post carries the card.
  const card = {
    url: 'https://cards.example/page',
    title: 'An embedded widget',
    description: '',
    type: 'rich',
    author_name: '',
    author_url: '',
    provider_name: 'Cards',
    provider_url: '',
    html: '<div><p>Widget body</p></div>',
    width: 640,
    height: 360,
    image: null,
    embed_url: '',
    blurhash: null,
  };
  const withCard = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(withCard);
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([key, inner]) => [key, withCard(inner)]);
    const object = Object.fromEntries(entries) as Record<string, unknown>;
    return object.id === status.id && 'content' in object ? { ...object, card } : object;
  };
  await page.route(/\/api\/v[12]\//, async (route) => {
    const response = await route.fetch();
    if (!(response.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response });
    await route.fulfill({ response, json: withCard(await response.json()) });
  });
  await signIn(page);
  expect(await page.evaluate(() => localStorage.getItem('fedideck:accounts'))).toContain('token');

  await page.goto(`/@alice/${status.id}`);
  const post = page.getByRole('region', { name: 'Post' });
  await post.getByRole('button', { name: 'Play An embedded widget' }).click();
  const iframe = post.locator('iframe.status-card__embed');
  await expect(iframe).toHaveAttribute('srcdoc', /Widget body/);
  const frame = await (await iframe.elementHandle()).contentFrame();
  await expect(frame!.getByText('Widget body')).toBeVisible();

  const inside = await frame!.evaluate(() => {
    const attempt = (read: () => unknown) => {
      try {
        return String(read());
      } catch (error) {
        return `refused: ${(error as Error).name}`;
      }
    };
    return {
      origin: self.origin,
      storage: attempt(() => localStorage.getItem('fedideck:accounts')),
      databases: attempt(() => indexedDB.open('probe') && 'opened'),
      parent: attempt(() => window.parent.document.title),
    };
  });
  expect(inside).toEqual({
    origin: 'null',
    storage: 'refused: SecurityError',
    databases: 'refused: SecurityError',
    parent: 'refused: SecurityError',
  });
  expect(await violations()).toEqual([]);
});

test('the page carries its own Content-Security-Policy, and the app with its live updates works under it on the local instance', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const html = await (await page.request.get('/', { headers: { Accept: 'text/html' } })).text();
  expect(html).toMatch(
    /<meta http-equiv="?Content-Security-Policy"? content="default-src 'self'; script-src 'self';/,
  );

  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await signIn(page);
  const subscribed = new Promise<void>((resolve) =>
    page.on('websocket', (socket) => socket.once('framesent', () => setTimeout(resolve, 300))),
  );
  await page.reload();
  await subscribed;
  const text = `Live under the page's own policy ${Date.now()}`;
  await postStatusAs('alice', text);
  await expect(page.getByRole('region', { name: 'Home' }).getByText(text)).toBeVisible();
  expect(sockets.some((url) => url.startsWith(baseURL.replace(/^http/, 'ws')))).toBe(true);
  expect(await violations()).toEqual([]);
});

test('a token revoked on the server signs the account out here and deletes its database and saved sign-in', async ({
  page,
}) => {
  const toasts = await recordToasts(page);
  await signIn(page);
  const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('fedideck:accounts')))!) as {
    accounts: { key: string; token: string; clientId: string; clientSecret: string }[];
  };
  const [account] = saved.accounts;
  await expect.poll(async () => indexedDbNames(page)).toContain(`fedideck-${account.key}`);

  // Revoked elsewhere: another device, or the server's list of authorized apps.
  const revoked = await fetch(`${baseURL}/oauth/revoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: account.clientId,
      client_secret: account.clientSecret,
      token: account.token,
    }),
  });
  expect(revoked.ok).toBe(true);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Local timeline' })).toBeVisible();
  await expect.poll(async () => indexedDbNames(page)).not.toContain(`fedideck-${account.key}`);
  expect(await page.evaluate(() => localStorage.getItem('fedideck:accounts'))).not.toContain(account.token);
  await expect
    .poll(toasts)
    .toContainEqual(
      expect.stringMatching(/Signed out of @demo\S*: its server no longer accepts this sign-in/),
    );
});
