import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../../../src/app/i18n';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { SearchField } from '../../../../src/features/search/components/SearchField';
import { SearchPage } from '../../../../src/features/search/components/SearchPage';
import { addRecentSearch } from '../../../../src/features/search/recentSearches';
import {
  searchFailed,
  searchFetched,
  searchStarted,
  suggestionsFetched,
} from '../../../../src/features/search/slice';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { answer, fakeApi, makeAccount, makeTestStore, signedInAuth } from '../../fixtures';

function renderInApp(ui: React.ReactElement, preloaded: Parameters<typeof makeTestStore>[1] = {}) {
  const made = makeTestStore({}, preloaded);
  const location = memoryLocation({ path: '/search', record: true });
  render(
    <Provider store={made.store}>
      <I18nProvider>
        <Router hook={location.hook}>{ui}</Router>
      </I18nProvider>
    </Provider>,
  );
  return { ...made, location };
}

function renderField(value = '') {
  const handlers = { onChange: jest.fn(), onSubmit: jest.fn(), onPick: jest.fn() };
  const made = renderInApp(<SearchField value={value} {...handlers} />);
  return { ...made, handlers };
}

const suggestionTypes = (actions: { type: string }[]) =>
  actions.filter((action) => action.type === 'search/suggestionsRequested');

describe('search field', () => {
  afterEach(() => jest.useRealTimers());

  it('suggests after a 200 ms debounce of typing, not before', () => {
    jest.useFakeTimers();
    const handlers = { onChange: jest.fn(), onSubmit: jest.fn(), onPick: jest.fn() };
    const made = makeTestStore();
    const view = (value: string) => (
      <Provider store={made.store}>
        <I18nProvider>
          <SearchField value={value} {...handlers} />
        </I18nProvider>
      </Provider>
    );
    const { rerender } = render(view('al'));
    act(() => jest.advanceTimersByTime(150));
    rerender(view('ali'));
    act(() => jest.advanceTimersByTime(199));
    expect(suggestionTypes(made.actions)).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(suggestionTypes(made.actions)).toEqual([
      { type: 'search/suggestionsRequested', payload: { q: 'ali' } },
    ]);
  });

  it('is a combobox: arrows move the active option (aria-activedescendant), Enter picks it, Escape closes the list', () => {
    const { store, handlers } = renderField('al');
    act(() => {
      store.dispatch(
        entitiesImported({ accounts: [makeAccount('1', { username: 'alice', acct: 'alice' })] }),
      );
      store.dispatch(
        suggestionsFetched({
          q: 'al',
          accountIds: ['1'],
          hashtags: [{ id: 'alps', name: 'alps', url: '', history: [] }],
        }),
      );
    });
    const field = screen.getByRole('combobox', { name: 'Search or paste URL' });
    fireEvent.focus(field);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    // An account shows its names (then its address), a hashtag its use over the last two days.
    expect(options.map((option) => option.textContent)).toEqual([
      'User 1@alice',
      '#alps0 people in the past 2 days',
    ]);
    expect(field).not.toHaveAttribute('aria-activedescendant');

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field).toHaveAttribute('aria-activedescendant', options[0].id);
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(field).toHaveAttribute('aria-activedescendant', options[1].id);

    fireEvent.keyDown(field, { key: 'Enter' });
    expect(handlers.onPick).toHaveBeenCalledWith(expect.objectContaining({ path: '/tags/alps' }));
    expect(handlers.onSubmit).not.toHaveBeenCalled();

    fireEvent.focus(field);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('has the focus as soon as it is drawn, so the first keys typed land in it', () => {
    renderField();
    expect(screen.getByRole('combobox', { name: 'Search or paste URL' })).toHaveFocus();
  });

  it('an account suggestion shows its avatar and its custom emoji drawn, not the :shortcode:', () => {
    const { store } = renderField('bl');
    const emoji = {
      shortcode: 'blob',
      url: 'https://x.test/blob.png',
      static_url: 'https://x.test/blob.png',
      visible_in_picker: true,
    };
    act(() => {
      store.dispatch(
        entitiesImported({
          accounts: [
            makeAccount('1', {
              acct: 'blobby',
              display_name: 'Blob :blob:',
              emojis: [emoji],
              avatar: 'https://x.test/a.png',
              avatar_static: 'https://x.test/a.png',
            }),
          ],
        }),
      );
      store.dispatch(suggestionsFetched({ q: 'bl', accountIds: ['1'], hashtags: [] }));
    });
    fireEvent.focus(screen.getByRole('combobox'));
    const option = screen.getByRole('option');
    expect(option.textContent).not.toContain(':blob:');
    const images = [...option.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(expect.arrayContaining(['https://x.test/a.png', 'https://x.test/blob.png']));
  });

  it('a hashtag suggestion says how many people used it in the past 2 days, from its history', () => {
    const { store } = renderField('ca');
    const history = [
      { day: '3', uses: '9', accounts: '3' },
      { day: '2', uses: '4', accounts: '2' },
      { day: '1', uses: '40', accounts: '30' },
    ];
    act(() => {
      store.dispatch(
        suggestionsFetched({
          q: 'ca',
          accountIds: [],
          hashtags: [{ id: 'cats', name: 'cats', url: '', history }],
        }),
      );
    });
    fireEvent.focus(screen.getByRole('combobox'));
    expect(screen.getByRole('option')).toHaveTextContent('#cats5 people in the past 2 days');
  });

  it('Enter with no option chosen submits what was typed', () => {
    const { handlers } = renderField('alice');
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    expect(handlers.onSubmit).toHaveBeenCalledWith('alice');
    expect(handlers.onPick).not.toHaveBeenCalled();
  });
});

describe('search page', () => {
  beforeEach(() => localStorage.clear());

  it('with nothing typed and no recent searches, a one-line hint says what can be searched', () => {
    renderInApp(<SearchPage />);
    expect(screen.getByText(/Find profiles, hashtags and posts/)).toHaveClass('timeline__empty');
  });

  it('a failed search says so in words', () => {
    const { store } = renderInApp(<SearchPage />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'alice' } });
    act(() => {
      store.dispatch(searchStarted({ q: 'alice' }));
      store.dispatch(searchFailed({ q: 'alice' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Search failed');
  });

  it('recent searches show when the field is empty; each is removable; clicking a text one runs it', () => {
    addRecentSearch(localStorage, '1@localhost', { type: 'text', q: 'cats' });
    addRecentSearch(localStorage, '1@localhost', { type: 'hashtag', q: 'dogs' });
    const { actions } = renderInApp(<SearchPage />, { auth: signedInAuth('1') });
    expect(screen.getByRole('region', { name: 'Recent searches' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove #dogs' }));
    expect(screen.queryByRole('button', { name: '#dogs' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'cats' }));
    expect(actions).toContainEqual({ type: 'search/submitted', payload: { q: 'cats' } });
    expect(screen.getByRole('combobox')).toHaveValue('cats');
  });

  it('a search that named one account opens it', () => {
    const { store, location } = renderInApp(<SearchPage />);
    act(() => {
      store.dispatch({ type: 'search/opened', payload: { path: '/@bob@remote.example' } });
    });
    expect(location.history.at(-1)).toBe('/@bob@remote.example');
  });
});

describe('account results', () => {
  beforeEach(() => localStorage.clear());

  const found = [
    makeAccount('7', {
      username: 'alice',
      acct: 'alice',
      display_name: 'Alice :sparkle:',
      note: '<p>Painter of <a href="https://example.com/rivers">rivers</a> :sparkle:<br>and bridges</p>',
      followers_count: 1234,
      emojis: [
        {
          shortcode: 'sparkle',
          url: 'https://example.com/sparkle.png',
          static_url: 'https://example.com/sparkle.png',
          visible_in_picker: true,
        },
      ],
    }),
    makeAccount('8', { username: 'bob', acct: 'bob@remote.example', note: '', followers_count: 1 }),
  ];

  function renderResults({ signedIn }: { signedIn: boolean }) {
    const api = fakeApi();
    api.get.mockImplementation((path: string) =>
      Promise.resolve(
        answer(
          path === '/api/v1/accounts/relationships'
            ? [
                { id: '7', following: true, followed_by: false, note: '' },
                { id: '8', following: false, followed_by: false, note: '' },
              ]
            : [],
        ),
      ),
    );
    const made = makeTestStore({ api }, signedIn ? { auth: signedInAuth('1') } : {});
    made.runSaga(lazyFeaturesSaga);
    render(
      <Provider store={made.store}>
        <I18nProvider>
          <Router hook={memoryLocation({ path: '/search' }).hook}>
            <SearchPage />
          </Router>
        </I18nProvider>
      </Provider>,
    );
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'alice' } });
    act(() => {
      made.store.dispatch(entitiesImported({ accounts: found }));
      made.store.dispatch(searchStarted({ q: 'alice' }));
      made.store.dispatch(
        searchFetched({ q: 'alice', page: { accounts: ['7', '8'], statuses: [], hashtags: [] } }),
      );
    });
    return { ...made, api };
  }

  const relationshipCalls = (api: ReturnType<typeof fakeApi>) =>
    api.get.mock.calls.filter(([path]) => path === '/api/v1/accounts/relationships');

  it('shows the avatar, the name with its emoji drawn, the @handle, the bio as text without links, and the follower count', () => {
    renderResults({ signedIn: true });
    const card = screen.getByRole('link', { name: /@alice/ });
    expect(card).toHaveAttribute('href', '/@alice');
    expect(card).toHaveTextContent('@alice');
    expect(card).toHaveTextContent('Painter of rivers');
    expect(card).toHaveTextContent('and bridges');
    expect(card).toHaveTextContent('1.2K followers');
    expect(card.querySelectorAll('a')).toHaveLength(0);
    // The emoji in the name and the one in the bio are images, not :shortcode: text.
    expect(card.querySelectorAll('img.custom-emoji')).toHaveLength(2);
    expect(card).not.toHaveTextContent(':sparkle:');
    expect(screen.getByRole('link', { name: /@bob@remote.example/ })).toHaveTextContent('1 follower');
  });

  it('signed in: each result has the follow button of its relationship, asked for in one request', async () => {
    const { api } = renderResults({ signedIn: true });
    expect(await screen.findByRole('button', { name: 'Unfollow' }, { timeout: 3000 })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(relationshipCalls(api)).toHaveLength(1);
    expect(relationshipCalls(api)[0][1]).toMatchObject({ query: { id: ['7', '8'] } });
  });

  it('a visitor gets Follow, which asks to sign in, and no relationship is asked for', async () => {
    const { api, actions } = renderResults({ signedIn: false });
    const follows = screen.getAllByRole('button', { name: 'Follow' });
    expect(follows).toHaveLength(2);
    fireEvent.click(follows[0]);
    expect(actions).toContainEqual(
      expect.objectContaining({
        type: 'modals/opened',
        payload: expect.objectContaining({ modalType: 'INTERACTION' }),
      }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(relationshipCalls(api)).toHaveLength(0);
  });
});
