import { test } from '@playwright/test';
test('timing', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  await page.goto('/');
  await page.waitForTimeout(1500);
  const t0 = Date.now();
  page.on('request', (r) => console.log('req', Date.now() - t0, r.method(), r.url().slice(0, 100)));
  page.on('requestfinished', (r) => console.log('fin', Date.now() - t0, r.url().slice(0, 100)));
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  console.log('clicked', Date.now() - t0);
  await page.waitForURL(/\/oauth\/authorize/);
  console.log('authorize', Date.now() - t0);
  await ctx.close();
});
