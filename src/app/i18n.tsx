import {
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ReactReduxContext } from 'react-redux';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import type { IntlConfig } from 'react-intl';
import { browserLanguages, interfaceLanguageOf, SOURCE_LANGUAGE } from '../domain/interfaceLanguage';
import type { RootState } from '../store/types';
import { applyDocumentLanguage, loadCatalogue, loadedCatalogue, type Catalogue } from './languageBoot';

/** The language of the code: every message's `defaultMessage`, compiled into the bundle. */
export const APP_LOCALE = SOURCE_LANGUAGE;

// A message a catalogue lacks is shown in English (its defaultMessage) and counted by the catalogue
// test, not reported here; only real errors (a broken message, an unsupported format) are worth a
// console line.
const handleIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.error(error);
};

interface Shown {
  language: string;
  messages: Catalogue;
  /** The language asked for: the one shown, or another whose catalogue could not be had. */
  asked: string;
}

const english = (asked: string): Shown => ({ language: SOURCE_LANGUAGE, messages: {}, asked });

/** What can be shown of a language at once: its catalogue when already here, else nothing yet. */
function shownAtOnce(language: string): Shown | null {
  const messages = loadedCatalogue(language);
  return messages ? { language, messages, asked: language } : null;
}

const noSubscription = () => () => undefined;

/** The device's language setting from the store; outside one (a component's test), the browser's. */
function useLanguageSetting(): string | undefined {
  const store = useContext(ReactReduxContext)?.store;
  const subscribe = useMemo(
    () => (store ? (listener: () => void) => store.subscribe(listener) : noSubscription),
    [store],
  );
  return useSyncExternalStore(
    subscribe,
    () => (store?.getState() as RootState | undefined)?.settings.local.interface_language,
  );
}

/**
 * The interface language of this device's setting ("interface_language": a language, or `auto` for
 * the browser's). A change (made here or in another tab) loads the language's catalogue and then
 * applies it, without a reload: the texts, the formats and `<html lang dir>` change together. A
 * catalogue that cannot be had leaves the app in English.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const setting = useLanguageSetting();
  const wanted = interfaceLanguageOf(setting, browserLanguages());
  const [last, setLast] = useState<Shown>(() => shownAtOnce(wanted) ?? english(SOURCE_LANGUAGE));
  // A language already loaded shows at once; another one loads while the last one stays.
  const ready = shownAtOnce(wanted);
  const shown = ready ?? last;
  const isReady = ready !== null;

  useEffect(() => {
    if (isReady || last.asked === wanted) return;
    let current = true;
    void loadCatalogue(wanted).then((messages) => {
      if (current) setLast(messages ? { language: wanted, messages, asked: wanted } : english(wanted));
    });
    return () => {
      current = false;
    };
  }, [wanted, isReady, last.asked]);

  useLayoutEffect(() => applyDocumentLanguage(shown.language), [shown.language]);

  return (
    <IntlProvider
      locale={shown.language}
      defaultLocale={APP_LOCALE}
      messages={shown.messages}
      onError={handleIntlError}
    >
      {children}
    </IntlProvider>
  );
}
