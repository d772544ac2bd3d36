import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { AppRouter } from '../../../src/app/AppRouter';
import { I18nProvider } from '../../../src/app/i18n';
import { makeInitialSettings } from '../../../src/features/settings/slice';
import { fakeApi, makeTestStore, signedInAuth } from '../fixtures';

describe('the layout’s address form', () => {
  beforeAll(() => {
    // A wide window: jsdom has no layout, so the media query is answered here.
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });

  it('a wide window moves the address under /deck with the router, keeping the query and the hash', async () => {
    window.history.replaceState({ kept: true }, '', '/tags/cats?x=1#top');
    const api = fakeApi();
    api.get.mockReturnValue(new Promise(() => undefined));
    const { store } = makeTestStore({ api }, { auth: signedInAuth('1'), settings: makeInitialSettings() });
    const replace = jest.spyOn(window.history, 'replaceState');
    await act(async () => {
      render(
        <Provider store={store}>
          <I18nProvider>
            <AppRouter />
          </I18nProvider>
        </Provider>,
      );
    });
    expect(window.location.pathname).toBe('/deck/tags/cats');
    expect(window.location.search).toBe('?x=1');
    expect(window.location.hash).toBe('#top');
    expect(window.history.state).toEqual({ kept: true });
    // Replaced in place (no new history entry), once.
    expect(replace).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('region', { name: '#cats' })).toBeInTheDocument();
    replace.mockRestore();
  });
});
