// Signing in by a typed server address: plain http on loopback, the https rule for other servers,
// recent servers offered after signing out, and axe-core on the sign-in panel.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { homeColumn, resetDeck, seriousViolations } from './helpers';

test.beforeEach(async () => {
  await resetDeck();
});

function serverField(page: Page) {
  return page.getByRole('textbox', { name: /Or sign in on another server/ });
}

test('a typed http://127.0.0.1:PORT signs in on the local instance; http://example.com is refused with the https message; the server is offered again after signing out', async ({
  page,
}) => {
  await page.goto('/');
  const panel = page.locator('.sign-in-panel').first();
  await expect(serverField(page)).toBeVisible();
  // The label tells which forms are accepted.
  await expect(serverField(page)).toHaveAccessibleName(/@you@example\.social/);
  expect(await seriousViolations(page, '.sign-in-panel')).toEqual([]);

  await serverField(page).fill('http://example.com');
  await page.getByRole('button', { name: 'Sign in there' }).click();
  await expect(panel.getByRole('alert')).toHaveText(/Other servers need https\./);
  await expect(serverField(page)).toHaveAttribute('aria-invalid', 'true');
  // The message is in the form, not in a toast.
  await expect(page.getByText('Oops!')).toHaveCount(0);
  expect(await seriousViolations(page, '.sign-in-panel')).toEqual([]);

  await serverField(page).fill(baseURL);
  await page.getByRole('button', { name: 'Sign in there' }).click();
  await page.waitForURL(/\/oauth\/authorize/);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
  const saved = await page.evaluate(() => localStorage.getItem('fedideck:accounts'));
  expect(saved).toContain(`"baseUrl":"${baseURL}"`);

  // Sign out asks first, naming the account.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('dialog', { name: /^Sign out of @demo@/ })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page.getByRole('region', { name: 'Local timeline' })).toBeVisible();
  const recent = page.getByRole('list', { name: 'Recent servers' }).first();
  await expect(recent.getByRole('button', { name: `Sign in on ${baseURL}` })).toBeVisible();
  expect(await seriousViolations(page, '.sign-in-panel')).toEqual([]);

  // The recent server signs in again in one click.
  await recent.getByRole('button', { name: `Sign in on ${baseURL}` }).click();
  await page.waitForURL(/\/oauth\/authorize/);
  await page.goBack();
  await page
    .getByRole('list', { name: 'Recent servers' })
    .first()
    .getByRole('button', { name: `Remove ${baseURL} from recent servers` })
    .click();
  await expect(page.getByRole('list', { name: 'Recent servers' })).toHaveCount(0);
});
