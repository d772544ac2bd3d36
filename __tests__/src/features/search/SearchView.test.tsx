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
  searchReducer,
  searchStarted,
  suggestionsFetched,
} from '../../../../src/features/search/slice';
import { injectSlice } from '../../../../src/store/lazyReducers';
import { makeAccount, makeTestStore } from '../../fixtures';

function renderInApp(ui: React.ReactElement) {
  const made = makeTestStore();
  injectSlice(made.store, 'search', searchReducer);
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
    injectSlice(made.store, 'search', searchReducer);
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
    addRecentSearch({ type: 'text', q: 'cats' });
    addRecentSearch({ type: 'hashtag', q: 'dogs' });
    const { actions } = renderInApp(<SearchPage />);
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
