// The interface languages' catalogues. At the start of every build, formatjs's CLI extracts the
// English messages from the sources into src/locales/en.json (id → ICU message, the "simple" format:
// the source every translator works from, generated, never edited), then compiles each language's
// catalogue present in src/locales (same format) to ICU ASTs (`formatjs compile --ast`), so the app
// never parses a message at run time. Each compiled catalogue is emitted as locales/<language>.<hash>.json
// (compact JSON, plain text messages as strings; precached by the service worker with the other assets) and the app learns their URLs
// through `__LOCALE_CATALOGUES__` (language → URL). A message missing from a catalogue, or left empty,
// is left out (the app shows the English one) and counted; an id English does not have is dropped.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { execFile } = require('node:child_process');
const { promisify } = require('node:util');
const { Compilation, DefinePlugin, sources } = require('webpack');

const PLUGIN_NAME = 'LocaleCataloguesPlugin';
const run = promisify(execFile);
const FORMATJS = require.resolve('@formatjs/cli/bin/formatjs');

/**
 * The id a message has in the build: five characters of the SHA-256 of its source id. The bundle's
 * descriptors (babel-plugin-formatjs's `overrideIdFn`, webpack.config.js) and the compiled catalogues
 * use it alike; a source id of 20 to 40 characters in every descriptor and catalogue entry costs more
 * than the hash (about 1 KB gzipped in a catalogue). Sources, tests and src/locales keep the source ids.
 */
function shortMessageId(id) {
  return crypto.createHash('sha256').update(id).digest('base64url').slice(0, 5);
}

/** Every language the app may ship (English is the sources' own); kept in step with src/domain/interfaceLanguage.ts. */
const LANGUAGES = ['de', 'fr', 'es', 'pt-BR', 'it', 'nl', 'pl', 'uk', 'ja', 'zh-CN', 'ko', 'ar', 'fa', 'he'];

/**
 * The sources' messages, as formatjs's CLI extracts them (id → English ICU message), and the ids it
 * found declared with different texts (one id, one message: a catalogue could not translate both).
 */
async function extractMessages(root) {
  const { stdout, stderr } = await run(
    process.execPath,
    [FORMATJS, 'extract', 'src/**/*.{ts,tsx}', '--format', 'simple', '--ignore', 'src/**/*.d.ts'],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  const duplicates = [...stderr.matchAll(/Duplicate message id: "([^"]+)"/g)].map((match) => match[1]);
  return { messages: JSON.parse(stdout), duplicates };
}

async function extractEnglish(root) {
  const { messages, duplicates } = await extractMessages(root);
  if (duplicates.length > 0)
    throw new Error(`${PLUGIN_NAME}: ids declared with different messages: ${duplicates.join(', ')}`);
  return messages;
}

/** One catalogue compiled to ASTs by formatjs's CLI (which refuses a message that is not valid ICU). */
async function compileToAst(file) {
  const { stdout } = await run(process.execPath, [FORMATJS, 'compile', file, '--format', 'simple', '--ast'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

/**
 * Extracts English, writes src/locales/en.json when it changed, and compiles every catalogue present.
 * Returns each language's compiled catalogue (sorted by id, compact), its file name and counts.
 */
async function buildCatalogues(root, languages = LANGUAGES) {
  const dir = path.join(root, 'src', 'locales');
  const english = await extractEnglish(root);
  const shortIds = new Map();
  for (const id of Object.keys(english)) {
    const short = shortMessageId(id);
    if (shortIds.has(short))
      throw new Error(`${PLUGIN_NAME}: ids ${shortIds.get(short)} and ${id} share ${short}`);
    shortIds.set(short, id);
  }
  const englishText = JSON.stringify(english, null, 2) + '\n';
  fs.mkdirSync(dir, { recursive: true });
  const englishFile = path.join(dir, 'en.json');
  if (!fs.existsSync(englishFile) || fs.readFileSync(englishFile, 'utf8') !== englishText)
    fs.writeFileSync(englishFile, englishText);
  const present = languages.filter((language) => fs.existsSync(path.join(dir, `${language}.json`)));
  const compiled = await Promise.all(
    present.map(async (language) => {
      const file = path.join(dir, `${language}.json`);
      const source = JSON.parse(fs.readFileSync(file, 'utf8'));
      const ast = await compileToAst(file);
      const messages = {};
      // In the English order of the source ids: neighbours alike, which gzip finds.
      for (const id of Object.keys(ast).sort()) {
        if (!(id in english) || typeof source[id] !== 'string' || source[id].trim() === '') continue;
        // A message of plain text travels as its text (about 3 % smaller gzipped); the app makes it
        // an AST again as it loads the file (`expandCatalogue` in src/app/languageBoot.ts).
        const message = ast[id];
        messages[shortMessageId(id)] =
          message.length === 1 && message[0].type === 0 ? message[0].value : message;
      }
      const content = JSON.stringify(messages);
      const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);
      return {
        language,
        file,
        name: `locales/${language}.${hash}.json`,
        content,
        translated: Object.keys(messages).length,
        untranslated: Object.keys(english).length - Object.keys(messages).length,
      };
    }),
  );
  return { english, catalogues: compiled };
}

class LocaleCataloguesPlugin {
  /** @param {{ root: string, publicPath?: string, languages?: string[] }} options */
  constructor(options) {
    this.root = options.root;
    this.publicPath = options.publicPath ?? '/';
    this.languages = options.languages ?? LANGUAGES;
    this.result = null;
  }

  urls() {
    return Object.fromEntries(
      (this.result?.catalogues ?? []).map((c) => [c.language, `${this.publicPath}${c.name}`]),
    );
  }

  apply(compiler) {
    const localeFiles = this.languages.map((language) =>
      path.join(this.root, 'src', 'locales', `${language}.json`),
    );
    new DefinePlugin({
      __LOCALE_CATALOGUES__: DefinePlugin.runtimeValue(() => JSON.stringify(this.urls()), {
        fileDependencies: localeFiles,
      }),
    }).apply(compiler);

    const prepare = async () => {
      this.result = await buildCatalogues(this.root, this.languages);
    };
    compiler.hooks.beforeRun.tapPromise(PLUGIN_NAME, prepare);
    compiler.hooks.watchRun.tapPromise(PLUGIN_NAME, prepare);

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const logger = compilation.getLogger(PLUGIN_NAME);
          const total = Object.keys(this.result?.english ?? {}).length;
          for (const catalogue of this.result?.catalogues ?? []) {
            compilation.emitAsset(catalogue.name, new sources.RawSource(catalogue.content), {
              immutable: true,
            });
            logger.info(`${catalogue.language}: ${catalogue.untranslated} of ${total} messages untranslated`);
          }
          // A catalogue added, changed or removed builds again in watch mode.
          for (const file of localeFiles) compilation.fileDependencies.add(file);
        },
      );
    });
  }
}

module.exports = {
  LocaleCataloguesPlugin,
  buildCatalogues,
  extractEnglish,
  extractMessages,
  shortMessageId,
  LANGUAGES,
};
