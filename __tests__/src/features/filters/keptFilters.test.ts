import type { Filter, FilterResult } from '../../../../src/api/entities';
import { ApiError } from '../../../../src/api/errors';
import { dbHydrated, type HydrationPayload } from '../../../../src/db/actions';
import { createMemoryAccountDb } from '../../../../src/db/memoryStore';
import { openAccountDb } from '../../../../src/db/open';
import { diffForPersistence, writeChanges, type Snapshot } from '../../../../src/db/persistBatch';
import { normalizeEntities } from '../../../../src/domain/importer/normalize';
import { saveAndActivate } from '../../../../src/features/auth/savedAccounts';
import { call, fork } from 'redux-saga/effects';
import { filtersSaga as filtersWatchers } from '../../../../src/features/filters/sagas';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';

/** The filters' watchers with the registry, which loads the list's loader on its first intent. */
function* filtersSaga() {
  yield fork(lazyFeaturesSaga);
  yield call(filtersWatchers);
}
import { selectFilterState, selectVisibleTimelineItems } from '../../../../src/features/filters/selectors';
import { filtersFetched } from '../../../../src/features/filters/slice';
import { filtersIntents } from '../../../../src/features/filters/intents';
import { statusesSaga } from '../../../../src/features/statuses/sagas';
import { createSessionManager } from '../../../../src/store/session';
import { mswServerForSuite } from '../../msw';
import {
  BASE_URL,
  answer,
  fakeApi,
  makeAccount,
  makeStatus,
  makeTestStore,
  savedAccount,
  settle,
  settleUntil,
  signedInAuth,
} from '../../fixtures';

mswServerForSuite({ onUnhandledRequest: 'bypass' });

const ALL: Filter['context'] = ['home', 'notifications', 'public', 'thread', 'account'];

function filter(id: string, keyword: string, overrides: Partial<Filter> = {}): Filter {
  return {
    id,
    title: `Filter ${id}`,
    context: ALL,
    filter_action: 'hide',
    expires_at: null,
    keywords: [{ id: `k${id}`, keyword, whole_word: true }],
    statuses: [],
    ...overrides,
  };
}

const resultOf = (f: Filter): FilterResult => {
  const { keywords: _k, statuses: _s, ...bare } = f;
  return { filter: bare, keyword_matches: (f.keywords ?? []).map((k) => k.keyword), status_matches: null };
};

const author = makeAccount('7');
/** Posts kept from the last session: none carries a filter result, as they were fetched before the filters existed. */
const keptPosts = () => [
  makeStatus('30', { account: author, content: '<p>Zebras crossing</p>' }),
  makeStatus('31', { account: author, content: '<p>A giraffe at noon</p>' }),
  makeStatus('32', { account: author, content: '<p>Nothing to see</p>' }),
  makeStatus('33', {
    account: makeAccount('8'),
    reblog: makeStatus('34', { account: author, content: '<p>More zebras here</p>' }),
  }),
];

describe('the filter list is kept on this device and applied to the kept posts before the first render', () => {
  afterEach(() => new Promise((resolve) => setTimeout(resolve, 250)));

  it('a session starts with the kept list applied: a hide filter leaves its posts out of home, a warn filter warns, each in its own context', async () => {
    saveAndActivate(localStorage, { ...savedAccount, baseUrl: BASE_URL });
    const db = await openAccountDb('1@localhost');
    const zebras = filter('f1', 'zebras', { context: ['home'] });
    const giraffe = filter('f2', 'giraffe', { filter_action: 'warn' });
    await db.writeBatch({
      ...normalizeEntities({ statuses: keptPosts() }),
      timelines: [
        { id: 'home', items: ['33', '32', '31', '30'], updatedAt: 2 },
        { id: 'public:local', items: ['32', '31', '30'], updatedAt: 1 },
      ],
      filters: [zebras, giraffe],
    });
    db.close();
    class NoSocket {
      static OPEN = 1;
      static CONNECTING = 0;
      readyState = 0;
      close() {}
    }
    const manager = createSessionManager({
      origin: BASE_URL,
      localStorage,
      WebSocket: NoSocket as unknown as typeof WebSocket,
    });
    const session = await manager.start();
    // The store as the first render sees it: nothing has been fetched.
    const state = session.store.getState();
    expect(selectVisibleTimelineItems(state, 'home')).toEqual(['32', '31']);
    expect(selectFilterState(state, '31', 'home')).toMatchObject({ action: 'warn', titles: ['Filter f2'] });
    // The hide filter is for home only: the local timeline shows the post.
    expect(selectVisibleTimelineItems(state, 'public:local')).toEqual(['32', '31', '30']);
    expect(state.filters.loaded).toBe(true);
    session.close();
  });
});

function hydratedStore(filters: Filter[] | undefined, posts = keptPosts()) {
  const api = fakeApi();
  const made = makeTestStore({ api }, { auth: signedInAuth('1') });
  made.runSaga(filtersSaga);
  made.runSaga(statusesSaga);
  const payload: HydrationPayload = {
    entities: normalizeEntities({ statuses: posts }),
    timelines: { home: ['33', '32', '31', '30'] },
    draft: null,
    settings: null,
    ...(filters ? { filters } : {}),
  };
  made.store.dispatch(dbHydrated(payload));
  return { ...made, api };
}

describe('the list the server sends after the first screen', () => {
  it('a list that differs from the kept one (a filter made on another device) gives the kept posts their results at once, without fetching them', async () => {
    const { store, api } = hydratedStore([filter('f2', 'giraffe', { filter_action: 'warn' })]);
    expect(selectVisibleTimelineItems(store.getState(), 'home')).toEqual(['33', '32', '31', '30']);
    api.get.mockResolvedValue(
      answer([filter('f2', 'giraffe', { filter_action: 'warn' }), filter('f3', 'zebras')]),
    );
    store.dispatch(filtersIntents.fetchRequested());
    await settleUntil(() => selectVisibleTimelineItems(store.getState(), 'home').length === 2);
    // The boost of a matching post goes too.
    expect(selectVisibleTimelineItems(store.getState(), 'home')).toEqual(['32', '31']);
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(api.get).toHaveBeenCalledWith('/api/v2/filters', expect.anything());
  });

  it('a filter deleted on another device lets its kept posts back', async () => {
    const zebras = filter('f3', 'zebras');
    const posts = keptPosts().map((s) => (s.id === '30' ? { ...s, filtered: [resultOf(zebras)] } : s));
    const { store, api } = hydratedStore([zebras], posts);
    expect(selectVisibleTimelineItems(store.getState(), 'home')).not.toContain('30');
    api.get.mockResolvedValue(answer([]));
    store.dispatch(filtersIntents.fetchRequested());
    await settleUntil(() => selectVisibleTimelineItems(store.getState(), 'home').includes('30'));
    expect(selectVisibleTimelineItems(store.getState(), 'home')).toEqual(['33', '32', '31', '30']);
    expect(store.getState().statuses.entities['30']?.filtered).toEqual([]);
  });

  it('the same list leaves every post with the results the server gave it', async () => {
    const zebras = filter('f3', 'zebras');
    // The server matched this one (by a rule the client does not know): its answer stands.
    const posts = keptPosts().map((s) => (s.id === '32' ? { ...s, filtered: [resultOf(zebras)] } : s));
    const { store, api, typesSince } = hydratedStore([zebras], posts);
    const from = typesSince(0).length;
    api.get.mockResolvedValue(answer([zebras]));
    store.dispatch(filtersIntents.fetchRequested());
    await settle();
    expect(typesSince(from)).not.toContain('statuses/localFieldsSet');
    expect(selectVisibleTimelineItems(store.getState(), 'home')).not.toContain('32');
  });
});

describe('the list is written to the account database when it changes', () => {
  const snapshotOf = (
    state: ReturnType<ReturnType<typeof makeTestStore>['store']['getState']>,
  ): Snapshot => ({
    statuses: state.statuses,
    accounts: state.accounts,
    polls: state.polls,
    timelines: state.timelines,
    instance: state.instance,
    capabilities: state.capabilities,
    notifications: state.notifications,
    filters: state.filters,
  });

  it('a new list goes into the settings store under `filters`; an unchanged one is not written again', async () => {
    const { store } = makeTestStore();
    const before = snapshotOf(store.getState());
    store.dispatch(filtersFetched([filter('f1', 'zebras')]));
    const after = snapshotOf(store.getState());
    const db = createMemoryAccountDb('filters');
    await writeChanges(db, before, after, async () => undefined);
    expect(await db.getSetting('filters')).toEqual([filter('f1', 'zebras')]);
    expect(diffForPersistence(after, after).filters).toBeUndefined();
    // The last filter deleted: the empty list is kept too.
    store.dispatch(filtersFetched([]));
    await writeChanges(db, after, snapshotOf(store.getState()), async () => undefined);
    expect(await db.getSetting('filters')).toEqual([]);
  });

  it('the list is written to IndexedDB and read back at start-up', async () => {
    const db = await openAccountDb('kept-filters@localhost');
    const { store } = makeTestStore();
    const before = snapshotOf(store.getState());
    store.dispatch(filtersFetched([filter('f1', 'zebras')]));
    await writeChanges(db, before, snapshotOf(store.getState()), async () => undefined);
    const { readHydration } = await import('../../../../src/db/hydrate');
    expect((await readHydration(db)).filters).toEqual([filter('f1', 'zebras')]);
    db.close();
  });
});

describe('a start without network', () => {
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get');
  afterEach(() => onLine.mockReturnValue(true));
  afterAll(() => onLine.mockRestore());

  it('the kept list stands offline, and the list is asked for again once the device is back online: a filter made meanwhile then applies', async () => {
    onLine.mockReturnValue(false);
    const { store, api } = hydratedStore([filter('f2', 'giraffe', { filter_action: 'warn' })]);
    api.get.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    store.dispatch(filtersIntents.fetchRequested());
    await settle();
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(store.getState().filters).toMatchObject({ loaded: true, items: { f2: expect.anything() } });
    api.get.mockResolvedValue(
      answer([filter('f2', 'giraffe', { filter_action: 'warn' }), filter('f3', 'zebras')]),
    );
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await settleUntil(() => selectVisibleTimelineItems(store.getState(), 'home').length === 2);
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(selectVisibleTimelineItems(store.getState(), 'home')).toEqual(['32', '31']);
  });

  it('a server out of reach while the device is online is not asked again and again', async () => {
    const { store, api } = hydratedStore([]);
    api.get.mockRejectedValue(new ApiError({ kind: 'network' }));
    store.dispatch(filtersIntents.fetchRequested());
    await settle(20);
    expect(api.get).toHaveBeenCalledTimes(1);
  });
});
