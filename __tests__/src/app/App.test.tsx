import { act, screen, within } from '@testing-library/react';
import { renderApp } from './renderApp';
import userEvent from '@testing-library/user-event';
import { localSettingChanged } from '../../../src/features/settings/slice';
import { expandFailed } from '../../../src/features/timelines/slice';
import { makeAccount } from '../fixtures';

describe('the app shell', () => {
  it('the deck shows the default columns COMPOSE, HOME and NOTIFICATIONS', async () => {
    const store = await act(async () => renderApp('multi', '/', true));
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(regions).toEqual(['Compose', 'Home', 'Notifications']);
    // The compose box itself comes once the first screen is drawn, never on a timer: here Home's
    // first load, still under way after 1.6 s, then ends with nothing to show (offline, nothing saved).
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_600)));
    expect(screen.queryByRole('textbox', { name: "What's on your mind?" })).toBeNull();
    expect(store.getState().timelines.home?.isLoading).toBe(true);
    act(() => {
      store.dispatch(expandFailed({ timelineId: 'home' }));
    });
    expect(
      // Its chunk loads then: slow on a busy machine, hence the long wait.
      await screen.findByRole('textbox', { name: "What's on your mind?" }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  }, 30_000);

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

  it('/preferences lists the settings and a change takes effect at once: the theme and motion of the whole document', async () => {
    const user = userEvent.setup();
    const store = await act(async () => renderApp('single', '/preferences', true));
    expect(await screen.findByRole('region', { name: 'Preferences' })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(store.getState().settings.local.theme).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(screen.getByRole('checkbox', { name: 'Reduce motion in animations' }));
    expect(document.documentElement).toHaveAttribute('data-reduce-motion');
    await user.click(screen.getByRole('radio', { name: 'As the system' }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
    await act(async () => store.dispatch(localSettingChanged({ reduce_motion: false })));
    expect(document.documentElement).not.toHaveAttribute('data-reduce-motion');
  });

  it('"stretch" lets the deck columns fill the window', async () => {
    const store = await act(async () => renderApp('multi', '/', true, { stretch: false }));
    const app = document.querySelector('.app');
    expect(app).not.toHaveClass('stretch');
    await act(async () => store.dispatch(localSettingChanged({ stretch: true })));
    expect(app).toHaveClass('stretch');
  });

  it('the phone frame: Home, Search, Notifications and Menu in a tab bar, the menu reaching every other place, and New post', async () => {
    const user = userEvent.setup();
    await act(async () => renderApp('mobile', '/', true));
    const tabs = await screen.findByRole('navigation', { name: 'Tabs' });
    expect(within(tabs).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Search' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: /Notifications/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/publish');
    await user.click(within(tabs).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    for (const place of ['Local', 'Federated', 'Lists', 'Preferences', 'Sign out'])
      expect(within(menu).getByText(new RegExp(place))).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Preferences' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Preferences' })).toBeInTheDocument();
  });

  it('the phone menu opens on the signed-in account (avatar, name, handle) with Accounts and Sign out before any place, and the places under headings', async () => {
    const user = userEvent.setup();
    const me = makeAccount('1', { acct: 'demo', username: 'demo', display_name: 'Demo Person' });
    await act(async () => renderApp('mobile', '/', true, undefined, me));
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Tabs' })).getByRole('button', { name: 'Menu' }),
    );
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const profile = within(menu).getByRole('link', { name: /Demo Person/ });
    expect(profile).toHaveAttribute('href', '/@demo');
    expect(profile).toHaveTextContent('@demo');
    expect(profile.querySelector('img.account__avatar, .account__avatar')).not.toBeNull();
    const signOut = within(menu).getByRole('button', { name: 'Sign out' });
    const home = within(menu).getByRole('link', { name: 'Home' });
    const before = (a: Element, b: Element) =>
      !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(profile, signOut)).toBe(true);
    expect(before(within(menu).getByRole('button', { name: 'Accounts' }), home)).toBe(true);
    expect(before(signOut, home)).toBe(true);
    expect(within(menu).getAllByRole('button', { name: 'Sign out' })).toHaveLength(1);
    expect(
      within(menu)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Accounts', 'Your collections', 'Discover', 'Settings and about']);
    // Every place has its icon from the one set.
    for (const link of within(menu)
      .getAllByRole('link')
      .filter((l) => l !== profile))
      expect(link.querySelector('svg.icon > use')).not.toBeNull();
  });

  it('the phone frame signed out: a Sign in tab and no New post', async () => {
    await act(async () => renderApp('mobile', '/', false));
    const tabs = await screen.findByRole('navigation', { name: 'Tabs' });
    expect(within(tabs).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New post' })).not.toBeInTheDocument();
  });
});

describe('icons', () => {
  it('a place has one icon: the deck panel’s link and the column’s header draw the same symbol', async () => {
    await act(async () => renderApp('multi', '/', true));
    const nav = screen.getByRole('navigation', { name: 'Navigation' });
    const symbolOf = (element: Element | null) =>
      element?.querySelector('svg.icon > use')?.getAttribute('href');
    for (const [place, column, symbol] of [
      ['Home', 'Home', 'home'],
      ['Notifications', 'Notifications', 'notifications'],
      ['New post', 'Compose', 'publish'],
    ]) {
      const link = within(nav).getByRole('link', { name: place });
      expect(symbolOf(link)).toBe(`file-stub#${symbol}`);
      const header = screen.getByRole('region', { name: column }).querySelector('.column-header__title');
      expect(symbolOf(header)).toBe(`file-stub#${symbol}`);
    }
  });
});
