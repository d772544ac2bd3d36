import { ApiError } from '../../../../src/api/errors';
import { accountHidden } from '../../../../src/domain/events';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { exploreIntents } from '../../../../src/features/explore/intents';
import { selectExplore } from '../../../../src/features/explore/slice';
import { selectStatusList, statusListsIntents } from '../../../../src/features/statusLists/public';
import { fakeApi, flush, makeAccount, makeStatus, makeTestStore, signedInAuth } from '../../fixtures';

const ok = <T>(data: T) => ({ data, status: 200, links: {}, headers: new Headers() });
const serverError = () => new ApiError({ kind: 'http', status: 500, statusText: 'Server Error' });

/** Lets the watcher load its workers (a dynamic import) and the calls settle. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await flush();
};

function exploreStore(api = fakeApi()) {
  const made = makeTestStore({ api }, { auth: signedInAuth() });
  made.runSaga(lazyFeaturesSaga);
  return { ...made, api, explore: () => selectExplore(made.store.getState()) };
}

const suggestion = (id: string, sources: string[] = ['most_followed']) => ({
  account: makeAccount(id),
  sources,
});

async function withSuggestions(ids: string[]) {
  const made = exploreStore();
  made.api.get.mockResolvedValueOnce(ok(ids.map((id) => suggestion(id))));
  made.store.dispatch(exploreIntents.suggestionsRequested());
  await settle();
  return made;
}

describe('trending hashtags (v1/trends/tags)', () => {
  it('counts people and posts over the last two days and keeps a week of uses, oldest first', async () => {
    const { api, store, explore } = exploreStore();
    const history = [5, 3, 0, 1, 2, 7, 4, 9].map((uses, i) => ({
      day: String(1_700_000_000 - i * 86_400),
      uses: String(uses),
      accounts: String(i + 1),
    }));
    api.get.mockResolvedValueOnce(ok([{ name: 'cats', url: 'x', history }, { url: 'no name' }]));
    store.dispatch(exploreIntents.tagsRequested());
    await settle();
    expect(api.get).toHaveBeenCalledWith('/api/v1/trends/tags');
    expect(explore().tags).toEqual({
      loaded: true,
      items: [{ name: 'cats', accounts: 1 + 2, uses: 5 + 3, dailyUses: [4, 7, 2, 1, 0, 3, 5] }],
    });
  });

  it('a failed trends fetch raises no alert and shows nothing is trending', async () => {
    const { api, store, explore } = exploreStore();
    api.get.mockRejectedValueOnce(serverError());
    store.dispatch(exploreIntents.tagsRequested());
    await settle();
    expect(store.getState().alerts).toEqual([]);
    expect(explore().tags).toEqual({ items: [], loaded: true });
  });
});

describe('trending posts (v1/trends/statuses, paged by Link)', () => {
  function trendingStore() {
    const api = fakeApi();
    const made = makeTestStore({ api }, { auth: signedInAuth() });
    made.runSaga(lazyFeaturesSaga);
    return { ...made, api };
  }

  it('loads the trending posts and follows the next link', async () => {
    const { api, store } = trendingStore();
    api.get.mockResolvedValueOnce({
      ...ok([makeStatus('9'), makeStatus('8')]),
      links: { next: 'http://localhost/api/v1/trends/statuses?offset=2' },
    });
    store.dispatch(statusListsIntents.fetchRequested({ list: 'trending' }));
    await settle();
    expect(api.get).toHaveBeenLastCalledWith('/api/v1/trends/statuses');
    api.get.mockResolvedValueOnce(ok([makeStatus('7')]));
    store.dispatch(statusListsIntents.fetchRequested({ list: 'trending', expand: true }));
    await settle();
    expect(api.get).toHaveBeenLastCalledWith('http://localhost/api/v1/trends/statuses?offset=2');
    expect(selectStatusList(store.getState(), 'trending').items).toEqual(['9', '8', '7']);
  });

  it('a failed trending posts fetch raises no alert', async () => {
    const { api, store } = trendingStore();
    api.get.mockRejectedValueOnce(serverError());
    store.dispatch(statusListsIntents.fetchRequested({ list: 'trending' }));
    await settle();
    expect(store.getState().alerts).toEqual([]);
    expect(selectStatusList(store.getState(), 'trending')).toMatchObject({ loaded: false, isLoading: false });
  });

  it('other lists still alert on failure', async () => {
    const { api, store } = trendingStore();
    api.get.mockRejectedValueOnce(serverError());
    store.dispatch(statusListsIntents.fetchRequested({ list: 'bookmarks' }));
    await settle();
    expect(store.getState().alerts).toHaveLength(1);
  });
});

describe('follow suggestions (v2/suggestions?limit=20)', () => {
  it('asks for 20, imports the accounts and keeps each reason', async () => {
    const { api, explore, store } = await withSuggestions([]);
    api.get.mockResolvedValueOnce(
      ok([suggestion('5', ['friends_of_friends']), { sources: ['featured'] }, suggestion('6')]),
    );
    store.dispatch(exploreIntents.suggestionsRequested());
    await settle();
    expect(api.get).toHaveBeenLastCalledWith('/api/v2/suggestions', { query: { limit: 20 } });
    expect(explore().suggestions.items).toEqual([
      { accountId: '5', sources: ['friends_of_friends'] },
      { accountId: '6', sources: ['most_followed'] },
    ]);
    expect(store.getState().accounts.entities['5']?.acct).toBe('user5');
  });

  it('a failed suggestions fetch is silent and leaves none', async () => {
    const { api, store, explore } = exploreStore();
    api.get.mockRejectedValueOnce(serverError());
    store.dispatch(exploreIntents.suggestionsRequested());
    await settle();
    expect(store.getState().alerts).toEqual([]);
    expect(explore().suggestions).toMatchObject({ items: [], loaded: true, isLoading: false });
  });

  it('"Dismiss removes the row at once" and DELETEs v1/suggestions/{id}', async () => {
    const { api, store, explore } = await withSuggestions(['1', '2', '3']);
    let answer: (value: unknown) => void = () => {};
    api.delete.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)) as never);
    store.dispatch(exploreIntents.suggestionDismissRequested({ accountId: '2' }));
    expect(explore().suggestions.items.map((item) => item.accountId)).toEqual(['1', '3']);
    await settle();
    expect(api.delete).toHaveBeenCalledWith('/api/v1/suggestions/2');
    answer(ok({}));
    await settle();
    expect(explore().suggestions.items.map((item) => item.accountId)).toEqual(['1', '3']);
    expect(explore().suggestions.dismissing).toEqual({});
  });

  it('"a refused dismiss puts the row back where it was"', async () => {
    const { api, store, explore } = await withSuggestions(['1', '2', '3']);
    api.delete.mockRejectedValueOnce(serverError());
    store.dispatch(exploreIntents.suggestionDismissRequested({ accountId: '2' }));
    await settle();
    expect(explore().suggestions.items.map((item) => item.accountId)).toEqual(['1', '2', '3']);
    expect(store.getState().alerts).toHaveLength(1);
  });

  it('a reload while a dismiss is pending does not bring the row back', async () => {
    const { api, store, explore } = await withSuggestions(['1', '2']);
    api.delete.mockReturnValueOnce(new Promise(() => {}) as never);
    store.dispatch(exploreIntents.suggestionDismissRequested({ accountId: '1' }));
    api.get.mockResolvedValueOnce(ok([suggestion('1'), suggestion('2')]));
    store.dispatch(exploreIntents.suggestionsRequested());
    await settle();
    expect(explore().suggestions.items.map((item) => item.accountId)).toEqual(['2']);
  });

  it('a blocked or muted account leaves the suggestions and the directory at once', async () => {
    const { api, store, explore } = await withSuggestions(['1', '2', '3']);
    api.get.mockResolvedValueOnce(ok([makeAccount('2'), makeAccount('5')]));
    store.dispatch(exploreIntents.directoryRequested({}));
    await settle();
    expect(explore().directory.items).toEqual(['2', '5']);
    store.dispatch(accountHidden({ accountId: '2', blocked: false, notifications: false, statusIds: [] }));
    expect(explore().suggestions.items.map((item) => item.accountId)).toEqual(['1', '3']);
    expect(explore().directory.items).toEqual(['5']);
    store.dispatch(accountHidden({ accountId: '3', blocked: true, notifications: true, statusIds: [] }));
    expect(explore().suggestions.items.map((item) => item.accountId)).toEqual(['1']);
  });
});

describe('profile directory (v1/directory, limit 20 and offset)', () => {
  const page = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => makeAccount(String(from + i)));

  it('pages by offset and starts over when the order or origin changes', async () => {
    const { api, store, explore } = exploreStore();
    api.get.mockResolvedValueOnce(ok(page(100, 20)));
    store.dispatch(exploreIntents.directoryRequested({}));
    await settle();
    expect(api.get).toHaveBeenLastCalledWith('/api/v1/directory', {
      query: { order: 'active', local: true, limit: 20, offset: 0 },
    });
    expect(explore().directory).toMatchObject({ hasMore: true, loaded: true });

    api.get.mockResolvedValueOnce(ok(page(200, 3)));
    store.dispatch(exploreIntents.directoryRequested({ expand: true }));
    await settle();
    expect(api.get).toHaveBeenLastCalledWith('/api/v1/directory', {
      query: { order: 'active', local: true, limit: 20, offset: 20 },
    });
    expect(explore().directory.items).toHaveLength(23);
    expect(explore().directory.hasMore).toBe(false);

    api.get.mockResolvedValueOnce(ok(page(300, 2)));
    store.dispatch(exploreIntents.directoryRequested({ local: false, order: 'new' }));
    await settle();
    expect(api.get).toHaveBeenLastCalledWith('/api/v1/directory', {
      query: { order: 'new', local: false, limit: 20, offset: 0 },
    });
    expect(explore().directory.items).toEqual(['300', '301']);
  });

  it('drops an answer for a query the user has already left', async () => {
    const { api, store, explore } = exploreStore();
    let answer: (value: unknown) => void = () => {};
    api.get.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)) as never);
    store.dispatch(exploreIntents.directoryRequested({}));
    await settle();
    api.get.mockResolvedValueOnce(ok(page(300, 1)));
    store.dispatch(exploreIntents.directoryRequested({ order: 'new' }));
    await settle();
    answer(ok(page(100, 5)));
    await settle();
    expect(explore().directory.items).toEqual(['300']);
  });
});
