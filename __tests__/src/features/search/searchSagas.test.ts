import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { searchIntents } from '../../../../src/features/search/intents';
import { selectSearch } from '../../../../src/features/search/slice';
import { answer, fakeApi, makeAccount, makeStatus, makeTestStore, signedInAuth } from '../../fixtures';

const accounts = (count: number, from = 100) =>
  Array.from({ length: count }, (_, i) =>
    makeAccount(String(from + i), { username: `user${from + i}`, acct: `user${from + i}` }),
  );

function setup(signedIn = true) {
  const api = fakeApi();
  const made = makeTestStore({ api }, signedIn ? { auth: signedInAuth() } : undefined);
  made.runSaga(lazyFeaturesSaga);
  const search = () => selectSearch(made.store.getState());
  // The calls' code is imported on first use: wait until the saga has answered.
  const settled = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => (done() ? resolve() : setTimeout(check, 5));
      setTimeout(check, 5);
    });
  const searched = () => settled(() => !search().isLoading && !search().accounts.isLoading);
  return { ...made, api, search, settled, searched };
}

const queryOf = (api: ReturnType<typeof fakeApi>, call = 0) =>
  (api.get.mock.calls[call][1] as { query: Record<string, unknown> }).query;

describe('search', () => {
  it('the first page asks for 11 results; Load more asks that type for 10 with offset = the number shown', async () => {
    const { store, api, search, searched } = setup();
    api.get.mockResolvedValueOnce(answer({ accounts: accounts(11), statuses: [], hashtags: [] }));
    store.dispatch(searchIntents.submitted({ q: 'user' }));
    await searched();
    expect(api.get).toHaveBeenCalledWith('/api/v2/search', expect.anything());
    expect(queryOf(api)).toEqual({ q: 'user', resolve: true, limit: 11 });
    expect(search().accounts.ids).toHaveLength(11);
    expect(search().accounts.hasMore).toBe(true);
    expect(search().statuses.hasMore).toBe(false);

    api.get.mockResolvedValueOnce(answer({ accounts: accounts(10, 200) }));
    store.dispatch(searchIntents.expanded({ type: 'accounts' }));
    await searched();
    expect(queryOf(api, 1)).toEqual({ q: 'user', type: 'accounts', resolve: true, limit: 10, offset: 11 });
    expect(search().accounts.ids).toHaveLength(21);
    expect(search().accounts.hasMore).toBe(true);

    api.get.mockResolvedValueOnce(answer({ accounts: accounts(3, 300) }));
    store.dispatch(searchIntents.expanded({ type: 'accounts' }));
    await searched();
    expect(queryOf(api, 2)).toMatchObject({ limit: 10, offset: 21 });
    expect(search().accounts.hasMore).toBe(false);
  });

  it('resolves only when signed in: a visitor searches with resolve=false', async () => {
    const { store, api, searched } = setup(false);
    api.get.mockResolvedValue(answer({ accounts: [], statuses: [], hashtags: [] }));
    store.dispatch(searchIntents.submitted({ q: 'alice' }));
    await searched();
    expect(queryOf(api).resolve).toBe(false);
  });

  it('suggestions ask accounts and hashtags, limit 4 each, resolving only when signed in', async () => {
    for (const signedIn of [true, false]) {
      const { store, api, search, settled } = setup(signedIn);
      api.get.mockImplementation((_path, options) =>
        Promise.resolve(
          (options?.query as { type: string }).type === 'accounts'
            ? answer({ accounts: accounts(1) })
            : answer({ hashtags: [{ name: 'cats', url: 'http://localhost/tags/cats', history: [] }] }),
        ),
      );
      store.dispatch(searchIntents.suggestionsRequested({ q: 'ca' }));
      await settled(() => search().suggestions.q === 'ca');
      expect(api.get.mock.calls.map((call) => (call[1] as { query: object }).query)).toEqual([
        { q: 'ca', type: 'accounts', resolve: signedIn, limit: 4 },
        { q: 'ca', type: 'hashtags', resolve: signedIn, limit: 4 },
      ]);
      expect(search().suggestions.accountIds).toEqual(['100']);
      expect(search().suggestions.hashtags.map((tag) => tag.name)).toEqual(['cats']);
    }
  });

  it('suggestions answered late for an earlier text are dropped', async () => {
    const { store, api, search, settled } = setup();
    const answerFirst: ((value: ReturnType<typeof answer>) => void)[] = [];
    api.get.mockImplementation((_path, options) => {
      const { q } = options?.query as { q: string };
      if (q === 'a') return new Promise((resolve) => answerFirst.push(resolve));
      return Promise.resolve(answer({ accounts: accounts(1, 500), hashtags: [] }));
    });
    store.dispatch(searchIntents.suggestionsRequested({ q: 'a' }));
    await settled(() => api.get.mock.calls.length === 2);
    store.dispatch(searchIntents.suggestionsRequested({ q: 'al' }));
    await settled(() => search().suggestions.q === 'al');
    for (const resolve of answerFirst) resolve(answer({ accounts: accounts(1, 900), hashtags: [] }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(search().suggestions).toMatchObject({ q: 'al', accountIds: ['500'] });
  });

  it('a pasted profile URL or @user@domain that finds exactly that account opens its profile', async () => {
    for (const q of ['https://remote.example/@bob', '@bob@remote.example']) {
      const { store, api, search, searched } = setup();
      api.get.mockResolvedValue(
        answer({
          accounts: [makeAccount('7', { username: 'bob', acct: 'bob@remote.example' })],
          statuses: [],
        }),
      );
      store.dispatch(searchIntents.submitted({ q }));
      await searched();
      expect(queryOf(api).resolve).toBe(true);
      expect(search().openPath).toBe('/@bob@remote.example');
    }
  });

  it('a pasted post URL that finds exactly that post opens it', async () => {
    const { store, api, search, searched } = setup();
    const status = makeStatus('42', {
      account: makeAccount('7', { username: 'bob', acct: 'bob@remote.example' }),
    });
    api.get.mockResolvedValue(answer({ accounts: [], statuses: [status] }));
    store.dispatch(searchIntents.submitted({ q: 'https://remote.example/@bob/42' }));
    await searched();
    expect(search().openPath).toBe('/@bob@remote.example/42');
    expect(store.getState().statuses.entities['42']).toBeDefined();
  });

  it('a plain text search, or a URL finding a different account, opens nothing', async () => {
    const { store, api, search, searched } = setup();
    api.get.mockResolvedValue(answer({ accounts: [makeAccount('7', { username: 'carol', acct: 'carol' })] }));
    store.dispatch(searchIntents.submitted({ q: 'carol' }));
    await searched();
    expect(search().openPath).toBeNull();
    store.dispatch(searchIntents.submitted({ q: '@bob@remote.example' }));
    await searched();
    expect(search().openPath).toBeNull();
  });

  it('a failed search (404, a server without v2 search) is recorded as failed, without results', async () => {
    const { store, api, search, searched } = setup();
    api.get.mockRejectedValue(Object.assign(new Error('Not Found'), { status: 404 }));
    store.dispatch(searchIntents.submitted({ q: 'alice' }));
    await searched();
    expect(search()).toMatchObject({ failed: true, loaded: false, isLoading: false });
  });
});
