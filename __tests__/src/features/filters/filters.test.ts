import type { Filter, FilterResult } from '../../../../src/api/entities';
import { filtersSaga } from '../../../../src/features/filters/sagas';
import { selectFilterState, selectVisibleTimelineItems } from '../../../../src/features/filters/selectors';
import { filterContextFor } from '../../../../src/features/filters/filterState';
import { filtersFetched, filtersFetchRequested } from '../../../../src/features/filters/slice';
import { entitiesImported } from '../../../../src/domain/importer/actions';
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

describe('filters saga (GET v2/filters)', () => {
  it('fetches the filters for a signed-in user and again on filters_changed', async () => {
    const api = fakeApi();
    api.get.mockResolvedValue({ data: [filter()], status: 200, links: {}, headers: new Headers() });
    const { store, runSaga } = makeTestStore({ api }, { auth: signedInAuth() });
    const task = runSaga(filtersSaga);
    store.dispatch(filtersFetchRequested());
    await flush();
    expect(api.get).toHaveBeenCalledWith('/api/v2/filters', expect.anything());
    expect(store.getState().filters).toEqual({ loaded: true, items: { f1: filter() } });
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
    signedOut.store.dispatch(filtersFetchRequested());
    await flush();
    expect(api.get).not.toHaveBeenCalled();
    t1.cancel();
    api.get.mockRejectedValue(new Error('down'));
    const { store, runSaga } = makeTestStore({ api }, { auth: signedInAuth() });
    const t2 = runSaga(filtersSaga);
    store.dispatch(filtersFetchRequested());
    await flush();
    expect(store.getState().filters.loaded).toBe(false);
    expect(store.getState().alerts).toEqual([]);
    t2.cancel();
  });
});
