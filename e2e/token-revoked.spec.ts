// A token revoked elsewhere (another device's "sign out everywhere", the server's admin): the app
// reaches one clear signed-out state, and does not keep knocking with the dead token.
import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { recordToasts, signIn } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });

test('a token revoked through the API signs the app out once, with a handful of 401s that stop', async ({
  page,
}) => {
  const toasts = await recordToasts(page);
  const unauthorized: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(response.url());
  });
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));

  await signIn(page);
  const saved = await page.evaluate(() => localStorage.getItem('fedideck:accounts'));
  const registry = JSON.parse(saved ?? '{}') as {
    activeKey: string;
    accounts: { key: string; token: string; clientId: string; clientSecret: string; acct: string }[];
  };
  const account = registry.accounts.find((a) => a.key === registry.activeKey)!;
  expect(account.token).toBeTruthy();

  // Elsewhere, the app's token is revoked.
  const revoked = await fetch(`${baseURL}/oauth/revoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: account.clientId,
      client_secret: account.clientSecret,
      token: account.token,
    }),
  });
  expect(revoked.ok).toBe(true);
  const socketsAtRevoke = sockets.length;

  // The instance ends the token's socket at once; the app's reconnect and its loads meet the dead token.
  // One signed-out state: the sign-in button, and the one notice saying why.
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/no longer accepts this sign-in/).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('fedideck:accounts'))).not.toContain(account.token);

  const settled = unauthorized.length;
  const withToken = () => sockets.slice(socketsAtRevoke).filter((url) => url.includes(account.token)).length;
  const socketsSettled = withToken();
  await page.waitForTimeout(10_000);
  // A handful of refusals (the loads under way when the token died, the check of who it belongs to),
  // then none.
  expect(settled).toBeGreaterThan(0);
  expect(settled).toBeLessThanOrEqual(10);
  expect(unauthorized.length).toBe(settled);
  // The stream does not keep trying with the dead token either (the visitor's public stream has none).
  expect(socketsSettled).toBeLessThanOrEqual(3);
  expect(withToken()).toBe(socketsSettled);
  expect((await toasts()).filter((text) => /no longer accepts this sign-in/.test(text))).toHaveLength(1);
});
