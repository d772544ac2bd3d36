import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCatalogue } from '../../scripts/i18n/catalogue-check.mjs';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const catalogues = require('../../webpack/locale-catalogues.js') as {
  LANGUAGES: string[];
  shortMessageId: (id: string) => string;
  extractMessages: (root: string) => Promise<{ messages: Record<string, string>; duplicates: string[] }>;
  buildCatalogues: (
    root: string,
    languages?: string[],
  ) => Promise<{
    english: Record<string, string>;
    catalogues: { language: string; name: string; content: string; untranslated: number }[];
  }>;
};

const root = path.resolve(__dirname, '../..');
const localesDir = path.join(root, 'src', 'locales');

/** A language may leave at most this share of the messages in English. */
const MAX_UNTRANSLATED = 0.02;

// Extracted from the sources now (formatjs's CLI), never read from a file that may be stale.
let english: Record<string, string>;
let duplicates: string[];
beforeAll(async () => {
  ({ messages: english, duplicates } = await catalogues.extractMessages(root));
}, 60_000);

const present = catalogues.LANGUAGES.filter((language) =>
  fs.existsSync(path.join(localesDir, `${language}.json`)),
);

describe('the messages of the sources', () => {
  it('are extracted, each id declared with one English text', () => {
    expect(Object.keys(english).length).toBeGreaterThan(900);
    expect(english['preferences.interface_language']).toBe('Interface language');
    expect(duplicates).toEqual([]);
  });

  it('every shipped language is one the app knows, and English is not kept by hand', () => {
    const files = fs.readdirSync(localesDir).filter((file) => file.endsWith('.json'));
    for (const file of files) expect(['en', ...catalogues.LANGUAGES]).toContain(file.replace(/\.json$/, ''));
  });
});

// Each language present in src/locales (a language without its file is simply not shipped).
const eachPresent = present.length > 0 ? describe.each(present) : () => undefined;
eachPresent('the %s catalogue', (language: string) => {
  it('is valid against English, and at most 2 % of it untranslated', () => {
    const catalogue = JSON.parse(fs.readFileSync(path.join(localesDir, `${language}.json`), 'utf8'));
    const { errors, untranslated, extra } = checkCatalogue(language, english, catalogue);
    const total = Object.keys(english).length;
    console.log(`${language}: ${untranslated.length} of ${total} messages untranslated`);
    expect(errors).toEqual([]);
    expect(extra).toEqual([]);
    expect(untranslated.length / total).toBeLessThanOrEqual(MAX_UNTRANSLATED);
  });
});

describe('the build of the catalogues', () => {
  it('compiles a catalogue to ASTs under short ids, plain text as strings, leaving out what English lacks or is empty', async () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogues-'));
    fs.mkdirSync(path.join(project, 'src', 'locales'), { recursive: true });
    fs.writeFileSync(
      path.join(project, 'src', 'messages.ts'),
      `import { defineMessages } from 'react-intl';
export const m = defineMessages({
  more: { id: 'status.load_more', defaultMessage: 'Load more' },
  posts: { id: 'posts', defaultMessage: '{count, plural, one {# post} other {# posts}}' },
  empty: { id: 'empty', defaultMessage: 'Nothing here' },
});\n`,
    );
    fs.writeFileSync(
      path.join(project, 'src', 'locales', 'pl.json'),
      JSON.stringify({
        'status.load_more': 'Wczytaj więcej',
        posts: '{count, plural, one {# wpis} few {# wpisy} many {# wpisów} other {# wpisu}}',
        empty: '',
        gone: 'Usunięty',
      }),
    );
    const built = await catalogues.buildCatalogues(project, ['pl', 'de']);
    expect(JSON.parse(fs.readFileSync(path.join(project, 'src', 'locales', 'en.json'), 'utf8'))).toEqual({
      empty: 'Nothing here',
      posts: '{count, plural, one {# post} other {# posts}}',
      'status.load_more': 'Load more',
    });
    expect(built.catalogues).toHaveLength(1);
    const [pl] = built.catalogues;
    expect(pl.name).toMatch(/^locales\/pl\.[0-9a-f]{8}\.json$/);
    expect(pl.untranslated).toBe(1);
    const compiled = JSON.parse(pl.content);
    const [posts, more] = ['posts', 'status.load_more'].map(catalogues.shortMessageId);
    expect(more).toMatch(/^[\w-]{5}$/);
    expect(Object.keys(compiled)).toEqual([posts, more]);
    expect(compiled[more]).toBe('Wczytaj więcej');
    expect(compiled[posts][0]).toMatchObject({ type: 6, value: 'count' });
    expect(Object.keys(compiled[posts][0].options)).toEqual(['one', 'few', 'many', 'other']);
    fs.rmSync(project, { recursive: true, force: true });
  }, 60_000);
});
