import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../../src/app/App';
import { I18nProvider } from '../../../src/app/i18n';
import { makeInitialSettings } from '../../../src/features/settings/slice';
import { fakeApi, makeTestStore, signedInAuth } from '../fixtures';

function renderApp(layout: 'multi' | 'single' | 'mobile', path: string, signedIn: boolean) {
  const api = fakeApi();
  api.get.mockReturnValue(new Promise(() => undefined));
  const { store } = makeTestStore(
    { api },
    signedIn
      ? { auth: signedInAuth('1'), settings: makeInitialSettings() }
      : { settings: makeInitialSettings() },
  );
  const { hook, searchHook } = memoryLocation({ path });
  render(
    <Provider store={store}>
      <I18nProvider>
        <Router hook={hook} searchHook={searchHook}>
          <App layout={layout} />
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return store;
}

describe('the app shell', () => {
  it('the deck shows the default columns COMPOSE, HOME and NOTIFICATIONS', async () => {
    await act(async () => renderApp('multi', '/', true));
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(regions).toEqual(['Compose', 'Home', 'Notifications']);
    expect(screen.getByRole('textbox', { name: "What's on your mind?" })).toBeInTheDocument();
  });

  it('a signed-out visitor gets the sign-in column and the local timeline instead', async () => {
    await act(async () => renderApp('multi', '/', false));
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(regions).toEqual(['Sign in', 'Local timeline']);
  });

  it('the single-column layout shows Home at / and a route column elsewhere', async () => {
    await act(async () => renderApp('single', '/', true));
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['Home']);
  });

  it('/publish is the compose page (loaded on demand)', async () => {
    await act(async () => renderApp('mobile', '/publish', true));
    expect(await screen.findByRole('region', { name: 'New post' })).toBeInTheDocument();
  });

  it('a path that is not an account (no "@") is not found', async () => {
    await act(async () => renderApp('single', '/alice', true));
    expect(screen.getAllByText('This page does not exist.').length).toBeGreaterThan(0);
  });

  it('/links?url= shows the posts about a trending link', async () => {
    const store = await act(async () =>
      renderApp('single', '/links?url=https%3A%2F%2Fnews.example%2Fa', true),
    );
    expect(screen.getByRole('region', { name: 'Posts about this link' })).toBeInTheDocument();
    expect(store.getState().timelines['link:https://news.example/a']).toBeDefined();
  });

  it('/links without an http(s) url is not found', async () => {
    await act(async () => renderApp('single', '/links?url=javascript%3Aalert(1)', true));
    expect(screen.getAllByText('This page does not exist.').length).toBeGreaterThan(0);
  });

  it('the single-column navigation reaches every timeline kind', async () => {
    await act(async () => renderApp('single', '/', true));
    const nav = screen.getByRole('navigation', { name: 'Navigation' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining([
        '/home',
        '/notifications',
        '/conversations',
        '/lists',
        '/public/local',
        '/public',
        '/links',
        '/publish',
      ]),
    );
  });

  it('/lists and /links (without url) show the lists and the trending links', async () => {
    const store = await act(async () => renderApp('single', '/lists', true));
    expect(await screen.findByRole('region', { name: 'Lists' })).toBeInTheDocument();
    expect(store.getState().lists.isLoading).toBe(true);
  });

  it('/links without a url shows the trending links page', async () => {
    await act(async () => renderApp('mobile', '/links', true));
    expect(await screen.findByRole('region', { name: 'News' })).toBeInTheDocument();
  });
});
