// Compose drafts are kept per tab (compose session) and never lost between tabs: two tabs of one
// account each keep their own text, a closed tab's text waits in the other's Drafts list, opening it
// takes it over, and posting it takes it out of every tab's list. The Drafts page on a phone, and
// axe-core on it in the light and the dark scheme.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { seriousViolations, signIn } from './helpers';

const DESKTOP = { viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const SHOTS = '/tmp/shots-drafts';
mkdirSync(SHOTS, { recursive: true });

const composeText = (page: Page) => page.getByRole('textbox', { name: "What's on your mind?" });
const draftsRegion = (page: Page) => page.getByRole('region', { name: 'Drafts' });
const draftsList = (page: Page) => draftsRegion(page).getByRole('list', { name: 'Unsent drafts' });
const draftsLink = (page: Page) => page.getByRole('link', { name: /^Drafts \d+ other drafts?$/ });

async function axeInBothSchemes(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(page, '[role="region"][aria-label="Drafts"]'), `${scheme}`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('drafts across tabs, at 1440×900', () => {
  test.use(DESKTOP);

  test('two tabs keep their own drafts; a closed tab’s text is opened from the other’s Drafts, and posting it takes it out of every list', async ({
    page: tabA,
    context,
  }) => {
    test.setTimeout(85_000);
    const fromA = `Draft written in tab A ${Date.now()}`;
    const fromB = `Draft written in tab B ${Date.now()}`;
    await signIn(tabA);
    await tabA.goto('/deck');
    const tabB = await context.newPage();
    await tabB.goto('/deck');
    // A third tab watches its Drafts page throughout.
    const tabC = await context.newPage();
    await tabC.goto('/drafts');
    await expect(draftsRegion(tabC)).toContainText('No drafts.');

    await composeText(tabA).fill(fromA);
    await composeText(tabB).fill(fromB);
    // Each tab keeps its own text; the others learn of it over the drafts channel.
    await expect(draftsList(tabC)).toContainText(fromA);
    await expect(draftsList(tabC)).toContainText(fromB);
    await expect(draftsLink(tabB)).toHaveText(/Drafts\s*1/);
    await tabB
      .getByRole('region', { name: 'Compose' })
      .screenshot({ path: `${SHOTS}/compose-link-desktop.png` });

    await tabA.close();
    await draftsLink(tabB).click();
    await expect(draftsList(tabB)).toContainText(fromA);
    await expect(draftsList(tabB)).not.toContainText(fromB);
    await tabB.screenshot({ path: `${SHOTS}/drafts-desktop-tabB.png` });
    const itemA = draftsList(tabB).getByRole('listitem').filter({ hasText: fromA });
    await itemA.getByRole('button', { name: 'Open' }).click();
    await expect(composeText(tabB)).toHaveValue(fromA);
    // What tab B held is a draft of its own now; A's text is B's own draft, still unsent.
    await expect(draftsList(tabB)).toContainText(fromB);
    await expect(draftsList(tabB)).not.toContainText(fromA);
    await expect(draftsList(tabC)).toContainText(fromA);

    await tabB
      .getByRole('region', { name: 'Compose' })
      .getByRole('button', { name: 'Post', exact: true })
      .click();
    await expect(composeText(tabB)).toHaveValue('');
    await expect(draftsList(tabC)).not.toContainText(fromA);
    await expect(draftsList(tabC)).toContainText(fromB);
    await axeInBothSchemes(tabC, 'drafts-desktop');
  });
});

test.describe('the Drafts page on a phone', () => {
  test.use(PHONE);

  test('a draft from another tab is listed at 390×844 and opens into /publish; axe-core in light and dark', async ({
    page,
    context,
  }) => {
    const text = `A phone draft ${Date.now()}\nwith a second line`;
    await signIn(page);
    await page.goto('/publish');
    await composeText(page).fill(text);
    const other = await context.newPage();
    await other.goto('/publish');
    await expect(draftsLink(other)).toBeVisible();
    await other.screenshot({ path: `${SHOTS}/compose-link-phone.png` });
    await draftsLink(other).tap();
    await expect(draftsList(other)).toContainText('A phone draft');
    await axeInBothSchemes(other, 'drafts-phone');
    await draftsList(other).getByRole('button', { name: 'Open' }).first().tap();
    await expect(other).toHaveURL(/\/publish$/);
    await expect(composeText(other)).toHaveValue(text);
  });
});
