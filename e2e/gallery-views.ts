// The nine views the screenshots gallery shows and design-axe.spec.ts checks, at two sizes: how each is
// opened and the state it is waited into (elements on screen, images loaded), so a screenshot or an
// axe-core pass never looks at a half-drawn view. Used by scripts/screenshots.ts and the e2e spec alike;
// `origin` is the instance's address, the page already signed in as the demo user.
import { expect, type Page } from '@playwright/test';

export type Size = 'phone' | 'desk';
export type Scheme = 'light' | 'dark';

export const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desk: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
} as const;

export const SCHEMES: readonly Scheme[] = ['light', 'dark'];

/** The text the composer shows typed in. */
export const COMPOSED_TEXT = 'Off to the river festival this weekend, who else is going? #photography';

/** What the search view is shown with the results of. */
export const SEARCH_QUERY = 'alice';

export interface GalleryView {
  /** The file name's first part: `${slug}-${size}-${scheme}.png`. */
  slug: string;
  title: string;
  sizes: readonly Size[];
  open(page: Page, origin: string, size: Size): Promise<void>;
}

const prefix = (size: Size) => (size === 'desk' ? '/deck' : '');

/** A post of the demo world with a reply under it and no content warning: a thread to show. */
async function threadPost(origin: string): Promise<{ acct: string; id: string }> {
  type Status = { id: string; replies_count: number; spoiler_text: string; account: { acct: string } };
  let maxId = '';
  for (let page = 0; page < 5; page++) {
    const response = await fetch(`${origin}/api/v1/timelines/public?limit=40${maxId && `&max_id=${maxId}`}`);
    const statuses = (await response.json()) as Status[];
    const found = statuses.find((s) => s.replies_count > 0 && !s.spoiler_text);
    if (found) return { acct: found.account.acct, id: found.id };
    if (statuses.length === 0) break;
    maxId = statuses[statuses.length - 1].id;
  }
  throw new Error('the demo world has no post with a reply');
}

/** Waits for the network to rest and the images on screen to load (or fail). */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images)
        // Lazy images below the fold never load: only those on screen are waited for.
        .filter((img) => !img.complete && img.getBoundingClientRect().top < window.innerHeight)
        .map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
        ),
    ),
  );
  // Fonts and the frame after the last image.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise(requestAnimationFrame)));
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

export const GALLERY_VIEWS: readonly GalleryView[] = [
  {
    slug: 'home',
    title: 'Home',
    sizes: ['phone', 'desk'],
    async open(page, origin, size) {
      await page.goto(`${origin}${size === 'desk' ? '/deck' : '/'}`);
      await expect(region(page, 'Home').getByRole('article').first()).toBeVisible();
      if (size === 'desk')
        await expect(region(page, 'Notifications').getByRole('article').first()).toBeVisible();
    },
  },
  {
    slug: 'post',
    title: 'A post and its replies',
    sizes: ['phone', 'desk'],
    async open(page, origin, size) {
      const { acct, id } = await threadPost(origin);
      await page.goto(`${origin}${prefix(size)}/@${acct}/${id}`);
      // The post and at least one reply.
      await expect(region(page, 'Post').getByRole('article').nth(1)).toBeVisible();
    },
  },
  {
    slug: 'profile',
    title: 'A profile',
    sizes: ['phone', 'desk'],
    async open(page, origin, size) {
      await page.goto(`${origin}${prefix(size)}/@alice`);
      await expect(
        page.getByRole('heading', { level: 1 }).filter({ hasText: '@alice' }).first(),
      ).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: /./ }).first()).toBeVisible();
    },
  },
  {
    slug: 'notifications',
    title: 'Notifications',
    sizes: ['phone', 'desk'],
    async open(page, origin, size) {
      await page.goto(`${origin}${prefix(size)}/notifications`);
      await expect(region(page, 'Notifications').getByRole('article').first()).toBeVisible();
    },
  },
  {
    slug: 'search',
    title: `Search: “${SEARCH_QUERY}”`,
    sizes: ['phone', 'desk'],
    async open(page, origin, size) {
      await page.goto(`${origin}${prefix(size)}/search`);
      const field = page.getByRole('combobox', { name: 'Search or paste URL' });
      await field.fill(SEARCH_QUERY);
      await field.press('Enter');
      const search = region(page, 'Search');
      await expect(search.getByRole('tablist')).toBeVisible();
      await expect(search.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
    },
  },
  {
    slug: 'explore',
    title: 'Explore',
    sizes: ['phone', 'desk'],
    async open(page, origin, size) {
      await page.goto(`${origin}${prefix(size)}/explore`);
      const explore = region(page, 'Explore');
      await expect(explore.getByRole('navigation', { name: 'Explore sections' })).toBeVisible();
      await expect(explore.getByRole('article').first()).toBeVisible();
    },
  },
  {
    slug: 'preferences',
    title: 'Preferences',
    sizes: ['phone', 'desk'],
    async open(page, origin, size) {
      await page.goto(`${origin}${prefix(size)}/preferences`);
      await expect(
        region(page, 'Preferences').getByRole('heading', { name: 'Appearance', exact: true }),
      ).toBeVisible();
    },
  },
  {
    slug: 'composer',
    title: 'The composer',
    sizes: ['phone', 'desk'],
    async open(page, origin, size) {
      await page.goto(`${origin}${size === 'desk' ? '/deck' : '/publish'}`);
      const box = (size === 'desk' ? region(page, 'Compose') : page).getByRole('textbox', {
        name: "What's on your mind?",
      });
      await box.fill(COMPOSED_TEXT);
      await expect(box).toHaveValue(COMPOSED_TEXT);
      await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeEnabled();
      // The hashtag suggestions the last word opens are closed: the form is what is shown.
      await box.press('Escape');
      await expect(page.getByRole('listbox')).toHaveCount(0);
    },
  },
  {
    slug: 'menu',
    title: 'The menu',
    sizes: ['phone'],
    async open(page, origin) {
      await page.goto(`${origin}/`);
      await expect(region(page, 'Home').getByRole('article').first()).toBeVisible();
      await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'Menu' }).tap();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    },
  },
];

/** Signs in as the demo user through the instance's OAuth form, at either size. */
export async function signInAsDemo(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await page.waitForURL(/\/oauth\/authorize/);
  // The instance's page speaks the browser's language: its fields by name, whatever their labels say.
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo');
  await page.locator('form button[type="submit"]').click();
  await expect(region(page, 'Home').getByRole('article').first()).toBeVisible();
}

/**
 * The gallery's rows in other languages, in the light scheme at both sizes: a browser in Arabic (right
 * to left) and one in Japanese, each with the interface following the browser. Their files end in the
 * language: `${view}-${size}-light-${slug}.png`.
 */
export const GALLERY_LANGUAGES = [
  { slug: 'ar', locale: 'ar' },
  { slug: 'ja', locale: 'ja-JP' },
] as const;

/** The views of the language rows, each waited for by its structure, as its words are not English. */
export const LANGUAGE_VIEWS: readonly GalleryView[] = [
  {
    slug: 'home',
    title: 'Home',
    sizes: ['phone', 'desk'],
    async open(page, origin, size) {
      await page.goto(`${origin}${prefix(size)}/`);
      await expect(page.locator('[role="region"] article').first()).toBeVisible();
    },
  },
  {
    slug: 'post',
    title: 'A post and its replies',
    sizes: ['phone', 'desk'],
    async open(page, origin, size) {
      const { acct, id } = await threadPost(origin);
      await page.goto(`${origin}${prefix(size)}/@${acct}/${id}`);
      await expect(page.locator('[role="region"] article').nth(1)).toBeVisible();
    },
  },
  {
    slug: 'preferences',
    title: 'Preferences',
    sizes: ['phone', 'desk'],
    async open(page, origin, size) {
      await page.goto(`${origin}${prefix(size)}/preferences`);
      await expect(page.locator('form.preferences h3').first()).toBeVisible();
    },
  },
  {
    slug: 'composer',
    title: 'The composer',
    sizes: ['phone', 'desk'],
    async open(page, origin, size) {
      await page.goto(`${origin}${size === 'desk' ? '/deck' : '/publish'}`);
      const box = page.locator('form.compose-form textarea').first();
      await box.fill(COMPOSED_TEXT);
      await expect(box).toHaveValue(COMPOSED_TEXT);
      await box.press('Escape');
      await expect(page.getByRole('listbox')).toHaveCount(0);
    },
  },
];

/**
 * Signs in as the demo user with the interface in English (the form is read by its English labels),
 * then sets it to follow the browser's language in Preferences, as a person would.
 */
export async function signInAsDemoInBrowserLanguage(page: Page, origin: string, size: Size) {
  await page.addInitScript(() => {
    const key = 'fedideck:localSettings';
    if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ interface_language: 'en' }));
  });
  await signInAsDemo(page, origin);
  await page.goto(`${origin}${prefix(size)}/preferences`);
  await page.getByRole('combobox', { name: 'Interface language' }).selectOption('auto');
  await expect(page.getByRole('combobox', { name: 'Interface language' })).toHaveCount(0);
}
