import type { FilterResult } from '../../../../src/api/entities';
import { dbHydrated } from '../../../../src/db/actions';
import { deleteSucceeded } from '../../../../src/domain/events';
import { emptyEntities } from '../../../../src/domain/importer/normalize';
import { streamingEventsReceived } from '../../../../src/domain/streamingEvents';
import { timelinesSaga } from '../../../../src/features/timelines/sagas';
import { selectSuggestionsInsertIndex } from '../../../../src/features/timelines/selectors';
import {
  expandRequested,
  expandSucceeded,
  pendingLoaded,
  timelinesReducer,
} from '../../../../src/features/timelines/slice';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import {
  fakeApi,
  makeAccount,
  makeIds,
  makeStatus,
  makeTestStore,
  signedInAuth,
  loadedTimeline,
} from '../../fixtures';

const timeline = loadedTimeline;

describe('timeline rules', () => {
  it('posts hydrated from IndexedDB are checked against the current first page (no since_id, as many as a kept page): at the top, kept posts beyond a page that did not reach them go, and its next link loads them again', async () => {
    jest.useFakeTimers();
    try {
      const api = fakeApi();
      const fresh = makeIds(20, 500).map((id) => makeStatus(id));
      api.get.mockResolvedValue({
        data: fresh,
        status: 200,
        links: { next: 'http://localhost/api/v1/timelines/home?max_id=500' },
        headers: new Headers(),
      });
      const { store, runSaga } = makeTestStore({ api }, { auth: signedInAuth() });
      const task = runSaga(timelinesSaga);
      store.dispatch(
        dbHydrated({
          entities: emptyEntities(),
          timelines: { home: ['12', '11'] },
          draft: null,
          settings: null,
        }),
      );
      store.dispatch(expandRequested({ timelineId: 'home' }));
      await jest.advanceTimersByTimeAsync(0);
      expect(api.get.mock.calls[0][1]?.query).toMatchObject({ since_id: undefined, limit: 40 });
      expect(store.getState().timelines.home.items).toEqual(makeIds(20, 500));
      expect(store.getState().timelines.home.hasMore).toBe(true);
      task.cancel();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a full page of newer posts that went to pending keeps its gap when "Loading pending merges them in"', () => {
    let state = timelinesReducer(
      { home: timeline({ items: ['5', '4'], top: false }) },
      expandSucceeded({
        timelineId: 'home',
        kind: 'recent',
        statusIds: ['9', '8'],
        next: 'n',
        isPartial: false,
        moreBetween: true,
      }),
    );
    expect(state.home.pendingItems).toEqual(['9', '8']);
    state = timelinesReducer(state, pendingLoaded({ timelineId: 'home' }));
    expect(state.home.items).toEqual(['9', '8', null, '5', '4']);
    expect(state.home.pendingGap).toBe(false);
  });

  it('pending posts that joined the top directly merge without a gap', () => {
    const state = timelinesReducer(
      { home: timeline({ items: ['5', '4'], pendingItems: ['6'] }) },
      pendingLoaded({ timelineId: 'home' }),
    );
    expect(state.home.items).toEqual(['6', '5', '4']);
  });

  it('a streamed post a hide filter matches never enters the timeline, and does not count as unread', () => {
    const state = timelinesReducer(
      { home: timeline({ items: ['1'], top: false }) },
      streamingEventsReceived({
        entities: emptyEntities(),
        events: [{ type: 'update', timelineIds: ['home'], statusId: '2', filterActions: { home: 'hide' } }],
      }),
    );
    expect(state.home).toMatchObject({ items: ['1'], pendingItems: [], unread: 0 });
  });

  it('"When not at the top and not filtered, unread goes up by 1": a warned post is pending but not unread', () => {
    const state = timelinesReducer(
      { home: timeline({ items: ['1'], top: false }) },
      streamingEventsReceived({
        entities: emptyEntities(),
        events: [{ type: 'update', timelineIds: ['home'], statusId: '2', filterActions: { home: 'warn' } }],
      }),
    );
    expect(state.home).toMatchObject({ pendingItems: ['2'], unread: 0 });
  });

  it.each([
    ['deleted from its menu', deleteSucceeded({ statusId: '2', reblogIds: ['4'] })],
    [
      'deleted elsewhere (streamed)',
      streamingEventsReceived({
        entities: emptyEntities(),
        events: [{ type: 'delete', statusId: '2', reblogIds: ['4'] }],
      }),
    ],
  ])(
    "a deleted post and its boosts leave every timeline, its author's own profile tabs included, by one rule however it was deleted: %s",
    (_, action) => {
      const state = timelinesReducer(
        {
          home: timeline({ items: ['4', '3', '2'], pendingItems: ['5'] }),
          'public:local': timeline({ items: ['2'] }),
          'account:7': timeline({ items: ['2', '1'] }),
          'account:7:media': timeline({ items: ['2'] }),
          'account:8': timeline({ items: ['4'] }),
        },
        action,
      );
      expect(state.home.items).toEqual(['3']);
      expect(state.home.pendingItems).toEqual(['5']);
      expect(state['public:local'].items).toEqual([]);
      expect(state['account:7'].items).toEqual(['1']);
      expect(state['account:7:media'].items).toEqual([]);
      expect(state['account:8'].items).toEqual([]);
    },
  );

  it("an undone boost leaves the booster's home and profile; the boosted post stays on its author's profile", () => {
    const state = timelinesReducer(
      {
        home: timeline({ items: ['9', '1'] }),
        'account:me': timeline({ items: ['9'] }),
        'account:7': timeline({ items: ['2'] }),
      },
      streamingEventsReceived({
        entities: emptyEntities(),
        events: [{ type: 'delete', statusId: '9', reblogIds: [] }],
      }),
    );
    expect(state.home.items).toEqual(['1']);
    expect(state['account:me'].items).toEqual([]);
    expect(state['account:7'].items).toEqual(['2']);
  });
});

describe('follow-suggestions insert ("first post older than 4 h in home")', () => {
  const now = Date.parse('2025-01-01T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();

  function storeWith(ages: number[], items?: (string | null)[]) {
    const statuses = ages.map((h, i) => makeStatus(String(100 - i), { created_at: hoursAgo(h) }));
    const { store } = makeTestStore(
      {},
      { timelines: { home: timeline({ items: items ?? statuses.map((s) => s.id) }) } },
    );
    store.dispatch(entitiesImported({ statuses }));
    return store;
  }

  it('"is placed at the first post older than 4 hours"', () => {
    expect(selectSuggestionsInsertIndex(storeWith([1, 2, 5, 6]).getState(), 'home', now)).toBe(2);
  });

  it('"at least at index 1"', () => {
    expect(selectSuggestionsInsertIndex(storeWith([5, 6]).getState(), 'home', now)).toBe(1);
  });

  it('none when no post is old enough; exactly 4 hours is not older', () => {
    expect(selectSuggestionsInsertIndex(storeWith([1, 4]).getState(), 'home', now)).toBeNull();
  });

  it('counts gaps as rendered items and skips them', () => {
    expect(selectSuggestionsInsertIndex(storeWith([1, 5], ['100', null, '99']).getState(), 'home', now)).toBe(
      2,
    );
  });

  it('indexes the rendered items: posts a hide filter removes are not counted', () => {
    const hidden: FilterResult = {
      filter: { id: 'f', title: 'spoilers', context: ['home'], filter_action: 'hide' },
      keyword_matches: ['x'],
    };
    const statuses = [
      makeStatus('100', { created_at: hoursAgo(1), filtered: [hidden], account: makeAccount('2') }),
      makeStatus('99', { created_at: hoursAgo(2) }),
      makeStatus('98', { created_at: hoursAgo(5) }),
    ];
    const { store } = makeTestStore({}, { timelines: { home: timeline({ items: ['100', '99', '98'] }) } });
    store.dispatch(entitiesImported({ statuses }));
    expect(selectSuggestionsInsertIndex(store.getState(), 'home', now)).toBe(1);
  });
});
