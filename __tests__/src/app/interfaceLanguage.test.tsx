import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { defineMessages, useIntl } from 'react-intl';
import { I18nProvider } from '../../../src/app/i18n';
import { expandCatalogue, firstRenderReady, storedLanguageSetting } from '../../../src/app/languageBoot';
import { currentLanguage } from '../../../src/domain/interfaceLanguage';
import { localSettingChanged } from '../../../src/features/settings/public';
import { makeInitialSettings } from '../../../src/features/settings/slice';
import { LOCAL_SETTINGS_KEY } from '../../../src/features/settings/storageKeys';
import { PreferencesPage } from '../../../src/features/settings/components/PreferencesPage';
import { alertForError } from '../../../src/features/alerts/errorCatalogue';
import { ApiError } from '../../../src/api/errors';
import { makeTestStore } from '../fixtures';
import { renderWithProviders } from '../components/render';

const messages = defineMessages({
  more: { id: 'status.load_more', defaultMessage: 'Load more' },
  other: { id: 'test.untranslated', defaultMessage: 'Only in English' },
});

function Texts() {
  const intl = useIntl();
  return (
    <p>
      {intl.formatMessage(messages.more)} / {intl.formatMessage(messages.other)} / {intl.formatNumber(1234.5)}
    </p>
  );
}

const CATALOGUES: Record<string, unknown> = {
  '/locales/de.1.json': { 'status.load_more': 'Mehr laden' },
  '/locales/ar.1.json': { 'status.load_more': [{ type: 0, value: 'تحميل المزيد' }] },
};

let fetchMock: jest.Mock;
beforeEach(() => {
  (globalThis as Record<string, unknown>).__LOCALE_CATALOGUES__ = {
    de: '/locales/de.1.json',
    ar: '/locales/ar.1.json',
    ja: '/locales/ja.1.json',
  };
  fetchMock = jest.fn(async (url: string) =>
    url in CATALOGUES
      ? new Response(JSON.stringify(CATALOGUES[url]), { status: 200 })
      : Promise.reject(new TypeError('Failed to fetch')),
  );
  global.fetch = fetchMock;
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>).__LOCALE_CATALOGUES__;
  document.documentElement.lang = 'en';
  document.documentElement.dir = '';
});

function renderWithStore(language = 'auto') {
  const { store } = makeTestStore({}, { settings: makeInitialSettings({ interface_language: language }) });
  render(
    <Provider store={store}>
      <I18nProvider>
        <Texts />
      </I18nProvider>
    </Provider>,
  );
  return store;
}

describe('the interface language', () => {
  it('switches at once when the setting changes, texts, formats and <html lang dir> together', async () => {
    const store = renderWithStore();
    expect(screen.getByText('Load more / Only in English / 1,234.5')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    act(() => void store.dispatch(localSettingChanged({ interface_language: 'de' })));
    // A message the catalogue lacks stays in English.
    expect(await screen.findByText('Mehr laden / Only in English / 1.234,5')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(currentLanguage()).toBe('de');

    act(() => void store.dispatch(localSettingChanged({ interface_language: 'ar' })));
    expect(await screen.findByText(/^تحميل المزيد/)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('stays in English, quietly, when the catalogue cannot be had', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = renderWithStore();
    act(() => void store.dispatch(localSettingChanged({ interface_language: 'ja' })));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/locales/ja.1.json'));
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByText('Load more / Only in English / 1,234.5')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('is offered in Preferences, each language in its own name, and applies at once', async () => {
    const { store } = makeTestStore({}, { settings: makeInitialSettings() });
    renderWithProviders(
      <Provider store={store}>
        <I18nProvider>
          <PreferencesPage />
        </I18nProvider>
      </Provider>,
    );
    const select = screen.getByRole('combobox', { name: 'Interface language' });
    const options = [...select.querySelectorAll('option')].map((option) => option.textContent);
    expect(options).toEqual(['As the browser (English)', 'English', 'Deutsch', 'العربية', '日本語']);
    await userEvent.selectOptions(select, 'de');
    expect(store.getState().settings.local.interface_language).toBe('de');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
  });

  it('is read from the device’s stored settings before the store exists', () => {
    localStorage.setItem(LOCAL_SETTINGS_KEY, JSON.stringify({ interface_language: 'ja', theme: 'dark' }));
    expect(storedLanguageSetting(localStorage)).toBe('ja');
    localStorage.setItem(LOCAL_SETTINGS_KEY, '{broken');
    expect(storedLanguageSetting(localStorage)).toBe('auto');
    localStorage.removeItem(LOCAL_SETTINGS_KEY);
    expect(storedLanguageSetting(localStorage)).toBe('auto');
  });

  it('makes plain-text messages of a compiled catalogue ASTs again', () => {
    expect(expandCatalogue({ a: 'Text', b: [{ type: 1, value: 'name' }], c: 5 })).toEqual({
      a: [{ type: 0, value: 'Text' }],
      b: [{ type: 1, value: 'name' }],
    });
    expect(expandCatalogue(null)).toBeNull();
  });

  it('formats an alert’s time in the shown language', async () => {
    const store = renderWithStore('de');
    await screen.findByText(/Mehr laden/);
    const error = new ApiError({
      kind: 'http',
      status: 429,
      rateLimitReset: new Date('2026-01-01T15:04:00'),
    });
    const alert = alertForError(error);
    const values = (alert?.message as { values?: { time: string } }).values;
    expect(values?.time).toBe(new Date('2026-01-01T15:04:00').toLocaleTimeString('de'));
    expect(store.getState().settings.local.interface_language).toBe('de');
  });

  it('starts the first render when the catalogue is here, or after a wait on a connection that hangs', async () => {
    jest.useFakeTimers();
    try {
      let resolved = false;
      void firstRenderReady(new Promise(() => undefined), 4_000).then(() => (resolved = true));
      await jest.advanceTimersByTimeAsync(3_999);
      expect(resolved).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(resolved).toBe(true);
      let early = false;
      void firstRenderReady(Promise.resolve(null), 4_000).then(() => (early = true));
      await jest.advanceTimersByTimeAsync(0);
      expect(early).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
