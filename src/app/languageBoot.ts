/**
 * The interface language at start: the entry imports this module first, so the chosen language's
 * catalogue is asked for before any other code of the app runs, and loads while the session and the
 * layout do. It reads the device's setting straight from localStorage (the store does not exist yet)
 * and sets `<html lang dir>` at once. A catalogue that cannot be had (offline without the service
 * worker's copy, a failed answer) leaves the app in English, quietly.
 */
import type { IntlConfig } from 'react-intl';
import {
  BROWSER_LANGUAGE,
  browserLanguages,
  catalogueUrls,
  interfaceLanguageOf,
  isRightToLeft,
  languageShown,
  SOURCE_LANGUAGE,
} from '../domain/interfaceLanguage';
import { LOCAL_SETTINGS_KEY } from '../features/settings/storageKeys';
import { CATALOGUE_WAIT_MS } from '../constants';

export type Catalogue = NonNullable<IntlConfig['messages']>;

const loaded = new Map<string, Catalogue | null>();
const loading = new Map<string, Promise<Catalogue | null>>();

/** The catalogue of a language once it is here (null: failed, English is shown instead). */
export const loadedCatalogue = (language: string): Catalogue | null | undefined =>
  language === SOURCE_LANGUAGE ? {} : loaded.get(language);

/**
 * A compiled catalogue as the build emits it: each message an ICU AST, or a string for a message of
 * plain text, which becomes its one-literal AST here (react-intl is given ASTs only: the ICU parser is
 * not in the bundle).
 */
export function expandCatalogue(compiled: unknown): Catalogue | null {
  if (!compiled || typeof compiled !== 'object' || Array.isArray(compiled)) return null;
  const catalogue: Catalogue = {};
  for (const [id, message] of Object.entries(compiled as Record<string, unknown>)) {
    if (typeof message === 'string') catalogue[id] = [{ type: 0, value: message }] as Catalogue[string];
    else if (Array.isArray(message)) catalogue[id] = message as Catalogue[string];
  }
  return catalogue;
}

/** Loads a language's catalogue once; resolves to null when it cannot be had. */
export function loadCatalogue(language: string, fetcher: typeof fetch = fetch): Promise<Catalogue | null> {
  if (language === SOURCE_LANGUAGE) return Promise.resolve({});
  const known = loaded.get(language);
  if (known) return Promise.resolve(known);
  let pending = loading.get(language);
  if (!pending) {
    const url = catalogueUrls()[language];
    pending = (url ? fetcher(url) : Promise.reject(new Error(`No catalogue for ${language}`)))
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then(expandCatalogue)
      .catch(() => null)
      .then((catalogue) => {
        loading.delete(language);
        // A failure is not kept: choosing the language again (back online) asks again.
        if (catalogue) loaded.set(language, catalogue);
        return catalogue;
      });
    loading.set(language, pending);
  }
  return pending;
}

/** The device's setting, as stored (the settings' own merge checks it later). */
export function storedLanguageSetting(storage: Pick<Storage, 'getItem'> | undefined): string {
  try {
    const stored = JSON.parse(storage?.getItem(LOCAL_SETTINGS_KEY) ?? 'null');
    const value = stored?.interface_language;
    return typeof value === 'string' ? value : BROWSER_LANGUAGE;
  } catch {
    return BROWSER_LANGUAGE;
  }
}

/** `<html lang dir>` and the language formatting outside React follow the shown language. */
export function applyDocumentLanguage(language: string, root: HTMLElement = document.documentElement) {
  root.lang = language;
  root.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  languageShown(language);
}

const safeStorage = () => {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
};

/** The language the app starts in, and its catalogue on its way. */
export const bootLanguage = interfaceLanguageOf(storedLanguageSetting(safeStorage()), browserLanguages());
export const bootCatalogue: Promise<Catalogue | null> =
  typeof window === 'undefined' ? Promise.resolve({}) : loadCatalogue(bootLanguage);

/**
 * When the first render may start: once the catalogue is here or could not be had, or after
 * CATALOGUE_WAIT_MS on a connection that neither answers nor fails (the app then starts in English
 * and takes the language when its catalogue arrives).
 */
export function firstRenderReady(
  catalogue: Promise<unknown> = bootCatalogue,
  waitMs: number = CATALOGUE_WAIT_MS,
): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void catalogue.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
