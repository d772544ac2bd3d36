/**
 * The interface language: which languages the build ships, which one a browser asks for, and which
 * one is shown now. English is compiled into the code (each message's `defaultMessage`); every other
 * language is a catalogue of ICU ASTs the build emits as a hashed file (`webpack/locale-catalogues.js`)
 * and names in `__LOCALE_CATALOGUES__` (language → URL). A language whose catalogue is absent from the
 * sources is not offered.
 */

declare const __LOCALE_CATALOGUES__: Record<string, string> | undefined;

/** English: the language of the code, always available, and what any failure falls back to. */
export const SOURCE_LANGUAGE = 'en';

/** The value of the setting that follows the browser's languages. */
export const BROWSER_LANGUAGE = 'auto';

const RTL_LANGUAGES = new Set(['ar', 'fa', 'he']);

/** The URL of each shipped catalogue but English's. */
export function catalogueUrls(): Record<string, string> {
  return typeof __LOCALE_CATALOGUES__ === 'object' && __LOCALE_CATALOGUES__ ? __LOCALE_CATALOGUES__ : {};
}

/** The languages this build offers, English first, then in the build's order (webpack/locale-catalogues.js). */
export const shippedLanguages = (): string[] => [SOURCE_LANGUAGE, ...Object.keys(catalogueUrls())];

/** Right-to-left scripts: the document's `dir` follows the language. */
export const isRightToLeft = (language: string) => RTL_LANGUAGES.has(language.split('-')[0]);

/**
 * The shipped language a BCP 47 tag asks for, or null: the exact tag first, then Portuguese as
 * Brazilian Portuguese, Chinese in simplified script (zh, zh-CN, zh-SG, zh-Hans…) as zh-CN, and any
 * other regional variant as its language (de-AT → de).
 */
export function matchLanguage(tag: string, shipped: readonly string[]): string | null {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag);
  } catch {
    return null;
  }
  const exact = shipped.find((code) => code.toLowerCase() === locale.baseName.toLowerCase());
  if (exact) return exact;
  const { language } = locale;
  let wanted: string = language;
  if (language === 'pt') wanted = 'pt-BR';
  else if (language === 'zh') {
    const script = locale.maximize().script;
    wanted = script === 'Hans' ? 'zh-CN' : '';
  }
  return shipped.find((code) => code === wanted) ?? null;
}

/** The first shipped language of the browser's list (`navigator.languages`), else English. */
export function negotiateLanguage(preferred: readonly string[], shipped: readonly string[]): string {
  for (const tag of preferred) {
    const match = matchLanguage(tag, shipped);
    if (match) return match;
  }
  return SOURCE_LANGUAGE;
}

/** The language the setting picks: a shipped one as chosen, otherwise the browser's. */
export function interfaceLanguageOf(
  setting: unknown,
  preferred: readonly string[],
  shipped: readonly string[] = shippedLanguages(),
): string {
  if (typeof setting === 'string' && setting !== BROWSER_LANGUAGE && shipped.includes(setting))
    return setting;
  return negotiateLanguage(preferred, shipped);
}

/** The browser's languages, most wanted first. */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language].filter(Boolean);

let current: string = SOURCE_LANGUAGE;

/** The language shown now, for what formats text outside React (an alert's time). */
export const currentLanguage = () => current;

/** Called by the app when the shown language changes. */
export function languageShown(language: string) {
  current = language;
}
