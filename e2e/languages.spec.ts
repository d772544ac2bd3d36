// The interface in the browser's language: German, Japanese and Arabic browsers (Playwright's `locale`,
// which sets navigator.languages) at 1440×900 on the deck and at 390×844 with touch. Signed in with the
// interface set to English, the Preferences choice "As the browser" switches it at once, without a
// reload; then the navigation, the composer and the post actions hold no English label (accessible
// names and texts compared with the English messages, src/locales/en.json, that the language's
// catalogue translates differently), `<html lang>` is the language and `dir` is rtl for Arabic, where
// axe-core finds nothing serious or critical with every rule on and the deck's navigation panel sits on
// the left. Needs the catalogues in src/locales (a language without its catalogue is not offered).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { SIZES, signInAsDemo, type Size } from './gallery-views';
import { resetDeck, seriousViolations } from './helpers';

const LOCAL_SETTINGS_KEY = 'fedideck:localSettings';
const locales = path.resolve(__dirname, '../src/locales');
const readCatalogue = (language: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(locales, `${language}.json`), 'utf8'));

/** The English texts (messages without arguments) the language's catalogue says otherwise. */
function englishOnly(language: string): Set<string> {
  const english = readCatalogue('en');
  const catalogue = readCatalogue(language);
  const same = new Set<string>();
  const differ = new Set<string>();
  for (const [id, text] of Object.entries(english)) {
    if (/[{}<]/.test(text)) continue;
    (catalogue[id] && catalogue[id] !== text ? differ : same).add(text);
  }
  return new Set([...differ].filter((text) => !same.has(text)));
}

/** The accessible names and texts of what can be used or read in `scope`. */
function namesIn(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) =>
    roots.flatMap((root) =>
      [
        root,
        ...root.querySelectorAll('a, button, textarea, input, select, label, h1, h2, h3, [aria-label]'),
      ].flatMap((el) =>
        [el.getAttribute('aria-label'), el.getAttribute('title'), el.getAttribute('placeholder')]
          .concat(el === root ? [] : [(el as HTMLElement).innerText])
          .filter((text): text is string => !!text && text.trim() !== '')
          .map((text) => text.trim()),
      ),
    ),
  );
}

const LANGUAGES = [
  { name: 'German', locale: 'de-DE', language: 'de', dir: 'ltr', ownName: 'Deutsch' },
  { name: 'Japanese', locale: 'ja-JP', language: 'ja', dir: 'ltr', ownName: '日本語' },
  { name: 'Arabic', locale: 'ar', language: 'ar', dir: 'rtl', ownName: 'العربية' },
] as const;

const prefix = (size: Size) => (size === 'desk' ? '/deck' : '');

async function documentLanguage(page: Page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

for (const { name, locale, language, dir, ownName } of LANGUAGES)
  for (const size of Object.keys(SIZES) as Size[]) {
    const { width, height } = SIZES[size].viewport;
    test.describe(`a browser in ${name} (${locale}) ${size === 'desk' ? 'on the deck' : 'on a phone'} at ${width}×${height}`, () => {
      test.use({ ...SIZES[size], locale });

      test('speaks the browser’s language, chosen at once in Preferences, with no English label', async ({
        page,
      }) => {
        await resetDeck();
        const untranslated = englishOnly(language);
        // Signed in with the interface set to English (until Preferences say otherwise), as the shared
        // helper reads English labels.
        await page.addInitScript((key) => {
          if (!localStorage.getItem(key))
            localStorage.setItem(key, JSON.stringify({ interface_language: 'en' }));
        }, LOCAL_SETTINGS_KEY);
        await signInAsDemo(page, baseURL);
        expect(await documentLanguage(page)).toMatchObject({ lang: 'en' });

        // Preferences: "As the browser", named after the browser's language in its own name.
        await page.goto(`${prefix(size)}/preferences`);
        const choice = page.getByRole('combobox', { name: 'Interface language' });
        await expect(choice.getByRole('option', { name: ownName, exact: true })).toHaveCount(1);
        await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
        await choice.selectOption('auto');
        await expect.poll(() => documentLanguage(page)).toEqual({ lang: language, dir });
        // Applied without a reload: the page is the same document, its texts in the language now.
        expect(
          await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
        ).toBe(true);
        await expect(page.getByRole('combobox', { name: 'Interface language' })).toHaveCount(0);

        // Home, loaded afresh: the language stays, and the chrome has no English label left.
        await page.goto(`${prefix(size)}/`);
        await expect(page.getByRole('article').first()).toBeVisible();
        expect(await documentLanguage(page)).toEqual({ lang: language, dir });
        const navigation = page.locator(size === 'desk' ? 'nav.navigation-panel' : 'nav.tab-bar');
        const actions = page.getByRole('article').first().locator('.status__action');
        await expect(navigation).toBeVisible();
        await expect(actions.first()).toBeVisible();
        const seen = [...(await namesIn(navigation)), ...(await namesIn(actions))];
        if (language === 'ar') expect(await seriousViolations(page, 'body')).toEqual([]);
        if (size === 'desk') {
          // The deck reads in the language's direction: its navigation panel is on the right left to
          // right, mirrored to the left right to left.
          const box = await navigation.boundingBox();
          expect(box).not.toBeNull();
          const centre = box!.x + box!.width / 2;
          if (dir === 'rtl') expect(centre).toBeLessThan(width / 2);
          else expect(centre).toBeGreaterThan(width / 2);
        }
        if (size === 'phone') await page.goto('/publish');
        const composer = page.locator('form.compose-form');
        await expect(composer).toBeVisible();
        seen.push(...(await namesIn(composer)));
        expect(seen.length).toBeGreaterThan(10);
        expect(seen.filter((text) => untranslated.has(text))).toEqual([]);
      });
    });
  }
