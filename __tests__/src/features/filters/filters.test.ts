import type { Filter, FilterResult } from '../../../../src/api/entities';
import { call, fork } from 'redux-saga/effects';
import { filtersSaga as filtersWatchers } from '../../../../src/features/filters/sagas';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';

/** The filters' watchers with the registry, which loads the list's loader on its first intent. */
function* filtersSaga() {
  yield fork(lazyFeaturesSaga);
  yield call(filtersWatchers);
}
import { selectFilterState, selectVisibleTimelineItems } from '../../../../src/features/filters/selectors';
import { filterContextFor } from '../../../../src/features/filters/filterState';
import { filterDeleted, filtersFetched } from '../../../../src/features/filters/slice';
import { filtersIntents } from '../../../../src/features/filters/intents';
import { withFilterActions } from '../../../../src/features/streaming/filterEvents';
import { normalizeEntities } from '../../../../src/domain/importer/normalize';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { dbHydrated } from '../../../../src/db/actions';
import { emptyEntities } from '../../../../src/domain/importer/normalize';
import { streamingEventsReceived } from '../../../../src/domain/streamingEvents';
import { initialTimeline } from '../../../../src/features/timelines/slice';
import { fakeApi, flush, makeAccount, makeStatus, makeTestStore, signedInAuth } from '../../fixtures';

const NOW = Date.parse('2025-01-01T00:00:00Z');

const filter = (overrides: Partial<Filter> = {}): Filter => ({
  id: 'f1',
  title: 'Spoilers',
  context: ['home', 'public'],
  filter_action: 'warn',
  expires_at: null,
  ...overrides,
});
const result = (f: Filter): FilterResult => ({ filter: f, keyword_matches: ['x'], status_matches: [] });
const author = makeAccount('2');

function storeWith(filtered: FilterResult[], extra: { reblogOf?: boolean; me?: string } = {}) {
  const { store } = makeTestStore({}, { auth: signedInAuth(extra.me ?? '1') });
  const post = makeStatus('10', { account: author, filtered });
  const status = extra.reblogOf ? makeStatus('11', { account: makeAccount('3'), reblog: post }) : post;
  store.dispatch(entitiesImported({ statuses: [status] }));
  return store;
}

describe('filters (Status.filtered, Filter with context and filter_action)', () => {
  it("warn, Mastodon's default, keeps the post with the filter's title", () => {
    const store = storeWith([result(filter())]);
    expect(selectFilterState(store.getState(), '10', 'home', NOW)).toEqual({
      action: 'warn',
      titles: ['Spoilers'],
      validUntil: Infinity,
    });
  });

  it("applies only in the filter's contexts", () => {
    const store = storeWith([result(filter({ context: ['notifications'] }))]);
    expect(selectFilterState(store.getState(), '10', 'home', NOW).action).toBeNull();
    expect(selectFilterState(store.getState(), '10', 'notifications', NOW).action).toBe('warn');
  });

  it('an expired filter no longer applies', () => {
    const store = storeWith([result(filter({ expires_at: '2024-12-31T23:59:00Z' }))]);
    expect(selectFilterState(store.getState(), '10', 'home', NOW).action).toBeNull();
    const later = storeWith([result(filter({ expires_at: '2025-01-01T00:01:00Z' }))]);
    expect(selectFilterState(later.getState(), '10', 'home', NOW).action).toBe('warn');
    expect(selectFilterState(later.getState(), '10', 'home', NOW + 120_000).action).toBeNull();
  });

  it('hide wins over warn, warn over blur; every matching title is listed', () => {
    const store = storeWith([
      result(filter({ id: 'a', title: 'A', filter_action: 'blur' })),
      result(filter({ id: 'b', title: 'B', filter_action: 'warn' })),
    ]);
    expect(selectFilterState(store.getState(), '10', 'home', NOW)).toMatchObject({
      action: 'warn',
      titles: ['A', 'B'],
    });
    const hidden = storeWith([
      result(filter({ id: 'a', filter_action: 'blur' })),
      result(filter({ filter_action: 'hide' })),
    ]);
    expect(selectFilterState(hidden.getState(), '10', 'home', NOW).action).toBe('hide');
  });

  it('an unknown filter_action is treated as warn', () => {
    const store = storeWith([result(filter({ filter_action: 'shout' as never }))]);
    expect(selectFilterState(store.getState(), '10', 'home', NOW).action).toBe('warn');
  });

  it('once the filter list is loaded, its current version wins and deleted filters no longer apply', () => {
    const store = storeWith([result(filter({ id: 'a' })), result(filter({ id: 'gone', title: 'Gone' }))]);
    store.dispatch(filtersFetched([filter({ id: 'a', title: 'Renamed', filter_action: 'blur' })]));
    expect(selectFilterState(store.getState(), '10', 'home', NOW)).toMatchObject({
      action: 'blur',
      titles: ['Renamed'],
    });
  });

  it("a boost is judged by the boosted post's results", () => {
    const store = storeWith([result(filter({ filter_action: 'hide' }))], { reblogOf: true });
    expect(selectFilterState(store.getState(), '11', 'home', NOW).action).toBe('hide');
  });

  it("the user's own posts are never filtered", () => {
    const store = storeWith([result(filter())], { me: '2' });
    expect(selectFilterState(store.getState(), '10', 'home', NOW).action).toBeNull();
  });

  it('bad filter results from the server are ignored', () => {
    const store = storeWith([
      { filter: null } as never,
      'junk' as never,
      result(filter({ context: 'home' as never })),
    ]);
    expect(selectFilterState(store.getState(), '10', 'home', NOW).action).toBeNull();
  });

  it('gives the same object while nothing changed, so components do not re-render', () => {
    const store = storeWith([result(filter())]);
    expect(selectFilterState(store.getState(), '10', 'home', NOW)).toBe(
      selectFilterState(store.getState(), '10', 'home', NOW),
    );
  });

  it('hide removes the post from the rendered timeline; the items stay the same array when nothing is hidden', () => {
    const store = storeWith([result(filter({ filter_action: 'hide', context: ['public'] }))]);
    store.dispatch(entitiesImported({ statuses: [makeStatus('9')] }));
    const state = {
      ...store.getState(),
      timelines: {
        home: { ...initialTimeline, items: ['10', null, '9'] },
        public: { ...initialTimeline, items: ['10', '9'] },
      },
    };
    expect(selectVisibleTimelineItems(state, 'home', NOW)).toBe(state.timelines.home.items);
    expect(selectVisibleTimelineItems(state, 'public', NOW)).toEqual(['9']);
    expect(selectVisibleTimelineItems(state, 'public', NOW)).toBe(
      selectVisibleTimelineItems(state, 'public', NOW),
    );
  });

  it('maps timelines to filter contexts', () => {
    expect(
      ['home', 'list:3', 'public:local', 'hashtag:x', 'account:5', 'direct'].map(filterContextFor),
    ).toEqual(['home', 'home', 'public', 'public', 'account', 'public']);
  });
});

describe('filters carried by the posts join the known list, as Mastodon imports them', () => {
  const zebras = filter({ id: 'z', title: 'Zebras' });
  const importPost = (store: ReturnType<typeof storeWith>, id: string, filtered: FilterResult[]) =>
    store.dispatch(entitiesImported({ statuses: [makeStatus(id, { account: author, filtered })] }));

  it('a filter made elsewhere after the list was fetched applies to the post that carries it', () => {
    const store = storeWith([]);
    store.dispatch(filtersFetched([filter({ id: 'a' })], store.getState().filters.seq));
    importPost(store, '20', [result(zebras)]);
    expect(selectFilterState(store.getState(), '20', 'home', NOW)).toMatchObject({
      action: 'warn',
      titles: ['Zebras'],
    });
    // Known from then on: its newer copy in a later post wins, its keywords from the list are kept.
    store.dispatch(
      filtersFetched([{ ...zebras, keywords: [{ id: 'k', keyword: 'zebra', whole_word: true }] }]),
    );
    importPost(store, '21', [result({ ...zebras, filter_action: 'hide' })]);
    expect(store.getState().filters.items.z).toMatchObject({
      filter_action: 'hide',
      keywords: [{ id: 'k', keyword: 'zebra', whole_word: true }],
    });
    expect(selectFilterState(store.getState(), '20', 'home', NOW).action).toBe('hide');
  });

  it('a list asked for before a post brought a filter keeps it; one asked for after it drops it as deleted', () => {
    const store = storeWith([]);
    store.dispatch(filtersFetched([]));
    const askedBefore = store.getState().filters.seq;
    importPost(store, '20', [result(zebras)]);
    store.dispatch(filtersFetched([], askedBefore));
    expect(selectFilterState(store.getState(), '20', 'home', NOW).titles).toEqual(['Zebras']);
    store.dispatch(filtersFetched([], store.getState().filters.seq));
    expect(selectFilterState(store.getState(), '20', 'home', NOW).action).toBeNull();
  });

  it('a filter deleted here stays deleted though a post still carries its old result', () => {
    const store = storeWith([]);
    store.dispatch(filtersFetched([zebras]));
    importPost(store, '20', [result(zebras)]);
    store.dispatch(filterDeleted('z'));
    importPost(store, '20', [result(zebras)]);
    expect(store.getState().filters.items.z).toBeUndefined();
    expect(selectFilterState(store.getState(), '20', 'home', NOW).action).toBeNull();
  });

  it('a post read from the local database after the network answered brings no older copy of a known filter, only filters not known yet', () => {
    const store = storeWith([]);
    importPost(store, '20', [result({ ...zebras, filter_action: 'hide' })]);
    const kept = filter({ id: 'k', title: 'Kept' });
    store.dispatch(
      dbHydrated({
        entities: normalizeEntities({
          statuses: [makeStatus('20', { account: author, filtered: [result(zebras), result(kept)] })],
        }),
        timelines: {},
        draft: null,
        settings: null,
      }),
    );
    expect(store.getState().filters.items.z.filter_action).toBe('hide');
    expect(store.getState().filters.items.k).toMatchObject({ title: 'Kept' });
  });

  it('importing posts without filter results leaves the state as it was', () => {
    const store = storeWith([]);
    const before = store.getState().filters;
    importPost(store, '20', []);
    expect(store.getState().filters).toBe(before);
  });

  it('a streamed post is judged with the filters it carries, before they are in the store', () => {
    const store = storeWith([]);
    store.dispatch(filtersFetched([]));
    const post = makeStatus('30', {
      account: author,
      filtered: [result({ ...zebras, filter_action: 'hide' })],
    });
    const batch = withFilterActions(
      {
        entities: normalizeEntities({ statuses: [post] }),
        events: [{ type: 'update', statusId: '30', timelineIds: ['home'] }],
      },
      store.getState(),
      NOW,
    );
    expect(batch.events[0]).toMatchObject({ filterActions: { home: 'hide' } });
  });
});

describe('filters saga (GET v2/filters)', () => {
  it('a filter a post brings while the list is on its way stays once the list arrives', async () => {
    const api = fakeApi();
    let answer: (value: Awaited<ReturnType<typeof api.get>>) => void = () => undefined;
    api.get.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { store, runSaga } = makeTestStore({ api }, { auth: signedInAuth() });
    const task = runSaga(filtersSaga);
    store.dispatch(filtersIntents.fetchRequested());
    await flush();
    const zebras = filter({ id: 'z', title: 'Zebras' });
    store.dispatch(
      entitiesImported({ statuses: [makeStatus('20', { account: author, filtered: [result(zebras)] })] }),
    );
    answer({ data: [filter()], status: 200, links: {}, headers: new Headers() });
    await flush();
    await flush();
    expect(Object.keys(store.getState().filters.items).sort()).toEqual(['f1', 'z']);
    expect(selectFilterState(store.getState(), '20', 'home', NOW).titles).toEqual(['Zebras']);
    task.cancel();
  });

  it('fetches the filters for a signed-in user and again on filters_changed', async () => {
    const api = fakeApi();
    api.get.mockResolvedValue({ data: [filter()], status: 200, links: {}, headers: new Headers() });
    const { store, runSaga } = makeTestStore({ api }, { auth: signedInAuth() });
    const task = runSaga(filtersSaga);
    store.dispatch(filtersIntents.fetchRequested());
    await flush();
    expect(api.get).toHaveBeenCalledWith('/api/v2/filters', expect.anything());
    expect(store.getState().filters).toMatchObject({ loaded: true, items: { f1: filter() } });
    store.dispatch(
      streamingEventsReceived({
        entities: emptyEntities(),
        events: [{ type: 'other', event: 'filters_changed', stream: ['user'], payload: undefined }],
      }),
    );
    await flush();
    expect(api.get).toHaveBeenCalledTimes(2);
    task.cancel();
  });

  it('a signed-out visitor fetches none; a failure is silent and leaves the list unloaded', async () => {
    const api = fakeApi();
    const signedOut = makeTestStore({ api });
    const t1 = signedOut.runSaga(filtersSaga);
    signedOut.store.dispatch(filtersIntents.fetchRequested());
    await flush();
    expect(api.get).not.toHaveBeenCalled();
    t1.cancel();
    api.get.mockRejectedValue(new Error('down'));
    const { store, runSaga } = makeTestStore({ api }, { auth: signedInAuth() });
    const t2 = runSaga(filtersSaga);
    store.dispatch(filtersIntents.fetchRequested());
    await flush();
    expect(store.getState().filters.loaded).toBe(false);
    expect(store.getState().alerts).toEqual([]);
    t2.cancel();
  });
});
