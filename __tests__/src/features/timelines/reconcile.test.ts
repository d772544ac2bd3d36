import type { FilterResult, Status } from '../../../../src/api/entities';
import { dbHydrated } from '../../../../src/db/actions';
import { normalizeEntities } from '../../../../src/domain/importer/normalize';
import { streamingConnected, streamingEventsReceived } from '../../../../src/domain/streamingEvents';
import { selectFilterState, selectVisibleTimelineItems } from '../../../../src/features/filters/public';
import { timelinesSaga } from '../../../../src/features/timelines/sagas';
import {
  expandRequested,
  expandSucceeded,
  pendingLoaded,
  timelinesReducer,
  topChanged,
  type TimelinesState,
} from '../../../../src/features/timelines/slice';
import { emptyEntities } from '../../../../src/domain/importer/normalize';
import {
  answer,
  fakeApi,
  loadedTimeline,
  makeAccount,
  makeStatus,
  makeTestStore,
  settleUntil,
  signedInAuth,
} from '../../fixtures';

const NEXT = 'http://localhost/api/v1/timelines/home?max_id=1';

/** The current first page of home arriving over what the timeline held when it was asked for. */
const firstPage = (statusIds: string[], checked: string[], next: string | null = NEXT, isPartial = false) =>
  expandSucceeded({ timelineId: 'home', kind: 'reconcile', statusIds, next, isPartial, checked });

const held = (items: (string | null)[], overrides = {}): TimelinesState => ({
  home: loadedTimeline({ items, loaded: false, ...overrides }),
});

describe('the first page reconciled with the kept timeline (reducer)', () => {
  it('a kept post the page no longer returns within its range goes (deleted, its author blocked, no longer visible)', () => {
    const state = timelinesReducer(
      held(['10', '9', '8', '7']),
      firstPage(['10', '8', '7'], ['10', '9', '8', '7']),
    );
    expect(state.home.items).toEqual(['10', '8', '7']);
  });

  it('a kept post newer than the whole page, deleted meanwhile, goes too: the first page is the newest the server has', () => {
    const state = timelinesReducer(held(['12', '10', '9']), firstPage(['10', '9', '5'], ['12', '10', '9']));
    expect(state.home.items).toEqual(['10', '9', '5']);
  });

  it('at the top, kept posts beyond the page go and its next link is "Load more"; a page that did not reach them leaves no gap', () => {
    let state = timelinesReducer(
      held(['10', '9', null, '4', '3']),
      firstPage(['12', '11', '10', '9'], ['10', '9', '4', '3']),
    );
    expect(state.home).toMatchObject({ items: ['12', '11', '10', '9'], hasMore: true, loaded: true });
    state = timelinesReducer(held(['5', '4']), firstPage(['20', '19'], ['5', '4']));
    expect(state.home.items).toEqual(['20', '19']);
    // No next link: the page is the whole timeline, and nothing more loads.
    state = timelinesReducer(held(['10', '4']), firstPage(['10'], ['10', '4'], null));
    expect(state.home).toMatchObject({ items: ['10'], hasMore: false });
  });

  it('an empty first page with no next link empties the timeline', () => {
    const state = timelinesReducer(held(['10', '9']), firstPage([], ['10', '9'], null));
    expect(state.home).toMatchObject({ items: [], hasMore: false, loaded: true });
  });

  it('posts that came after the page was asked for (streamed, the user’s own) stay above it', () => {
    const state = timelinesReducer(
      held(['13', null, '10', '9'], { loaded: true }),
      firstPage(['11', '10', '9'], ['10', '9']),
    );
    expect(state.home.items).toEqual(['13', '11', '10', '9']);
  });

  it('posts streamed while a kept timeline’s page was on its way keep their rule: the newer ones go above it', () => {
    let state = timelinesReducer(held(['10', '9']), expandRequested({ timelineId: 'home' }));
    state = timelinesReducer(
      state,
      streamingEventsReceived({
        events: [{ type: 'update', statusId: '15', timelineIds: ['home'] }],
        entities: emptyEntities(),
      }),
    );
    state = timelinesReducer(state, firstPage(['11', '10'], ['10', '9']));
    expect(state.home.items).toEqual(['15', '11', '10']);
  });

  it('a column scrolled down on a reconnect: nothing under the reader moves but what went; the new posts wait as "N new posts"', () => {
    let state = timelinesReducer(
      { home: loadedTimeline({ items: ['10', '9', '8', '3', '2'], top: false }) },
      firstPage(['12', '11', '10', '8'], ['10', '9', '8', '3', '2']),
    );
    expect(state.home.items).toEqual(['10', '8', '3', '2']);
    expect(state.home.pendingItems).toEqual(['12', '11']);
    expect(state.home.unread).toBe(2);
    // Back at its top, the posts beyond the page go; they load again through "Load more".
    state = timelinesReducer(state, topChanged({ timelineId: 'home', top: true }));
    expect(state.home.items).toEqual(['10', '8']);
    expect(state.home.hasMore).toBe(true);
    state = timelinesReducer(state, pendingLoaded({ timelineId: 'home' }));
    expect(state.home.items).toEqual(['12', '11', '10', '8']);
  });

  it('scrolled down, a page that did not reach the held posts leaves its gap when the new posts are shown, and the unchecked posts below go', () => {
    let state = timelinesReducer(
      { home: loadedTimeline({ items: ['5', '4'], top: false }) },
      firstPage(['20', '19'], ['5', '4']),
    );
    expect(state.home).toMatchObject({ items: ['5', '4'], pendingItems: ['20', '19'], pendingGap: true });
    state = timelinesReducer(state, pendingLoaded({ timelineId: 'home' }));
    expect(state.home.items).toEqual(['20', '19']);
    expect(state.home.hasMore).toBe(true);
  });

  it('a feed still being built (206) proves nothing by what it lacks: its page joins the kept posts', () => {
    const state = timelinesReducer(
      held(['10', '9', '4']),
      firstPage(['11', '10'], ['10', '9', '4'], NEXT, true),
    );
    expect(state.home.items).toEqual(['11', '10', '9', '4']);
  });
});

const hideFilter = (action: 'hide' | 'warn'): FilterResult[] => [
  {
    filter: {
      id: `f-${action}`,
      title: `No spoilers (${action})`,
      context: ['home'],
      filter_action: action,
      expires_at: null,
      keywords: [],
      statuses: [],
    },
    keyword_matches: ['spoiler'],
    status_matches: null,
  } as unknown as FilterResult,
];

/**
 * A server over a home timeline: since_id gives only what is newer (as Mastodon does), max_id what is
 * older; the queries asked are recorded.
 */
function homeServer(posts: () => Status[]) {
  const api = fakeApi();
  const queries: Record<string, unknown>[] = [];
  api.get.mockImplementation(async (_path, options) => {
    const query = (options?.query ?? {}) as Record<string, string | undefined>;
    queries.push(query);
    const all = posts().filter(
      (post) =>
        (!query.since_id || BigInt(post.id) > BigInt(query.since_id)) &&
        (!query.max_id || BigInt(post.id) < BigInt(query.max_id)),
    );
    const page = all.slice(0, Number(query.limit ?? 20));
    const more = all.length > page.length;
    return answer(
      page,
      more ? `http://localhost/api/v1/timelines/home?max_id=${page.at(-1)!.id}` : undefined,
    );
  });
  return { api, queries };
}

const kept = (statuses: Status[], timelineId = 'home') =>
  dbHydrated({
    entities: normalizeEntities({ statuses }),
    timelines: { [timelineId]: statuses.map((s) => s.id) },
    draft: null,
    settings: null,
  });

describe('a kept timeline shown online asks for its current first page (saga)', () => {
  const mallory = makeAccount('66', { username: 'mallory', acct: 'mallory' });
  const keptPosts = [
    makeStatus('10'),
    makeStatus('9', { account: mallory }),
    makeStatus('8', { content: '<p>before the edit</p>' }),
    makeStatus('7', { content: '<p>a spoiler here</p>', account: makeAccount('2') }),
    makeStatus('6', { visibility: 'public' }),
    makeStatus('5'),
  ];

  async function startWith(server: Status[], timelineId = 'home') {
    const { api, queries } = homeServer(() => server);
    const { store, runSaga } = makeTestStore({ api }, { auth: signedInAuth() });
    store.dispatch(kept(keptPosts, timelineId));
    runSaga(timelinesSaga);
    store.dispatch(expandRequested({ timelineId }));
    await settleUntil(() => !!store.getState().timelines[timelineId]?.loaded);
    return { store, queries };
  }

  it('deleted, blocked and no longer visible posts go; the page is asked without since_id, as many as a kept page', async () => {
    // 10 was deleted, 9 is by an account blocked on another device, 6 became private to someone else.
    const server = [makeStatus('11'), makeStatus('8'), makeStatus('7'), makeStatus('5')];
    const { store, queries } = await startWith(server);
    expect(queries).toEqual([{ max_id: undefined, since_id: undefined, limit: 40 }]);
    expect(store.getState().timelines.home.items).toEqual(['11', '8', '7', '5']);
  });

  it('an edit made while away replaces the kept post', async () => {
    const server = keptPosts.map((post) =>
      post.id === '8'
        ? { ...post, content: '<p>after the edit</p>', edited_at: '2024-01-02T00:00:00.000Z' }
        : post,
    );
    const { store } = await startWith(server);
    expect(store.getState().statuses.entities['8']?.content).toBe('<p>after the edit</p>');
  });

  it.each(['hide', 'warn'] as const)(
    'a filter (%s) made on another device applies to a kept post the page returns with it',
    async (action) => {
      const server = keptPosts.map((post) =>
        post.id === '7' ? { ...post, filtered: hideFilter(action) } : post,
      );
      const { store } = await startWith(server);
      const state = store.getState();
      expect(selectFilterState(state, '7', 'home').action).toBe(action);
      expect(selectVisibleTimelineItems(state, 'home').includes('7')).toBe(action !== 'hide');
    },
  );

  it('a filter deleted on another device no longer applies: the page returns the post without it', async () => {
    const filteredKept = keptPosts.map((post) =>
      post.id === '7' ? { ...post, filtered: hideFilter('warn') } : post,
    );
    const { api } = homeServer(() => keptPosts);
    const { store, runSaga } = makeTestStore({ api }, { auth: signedInAuth() });
    store.dispatch(kept(filteredKept));
    expect(selectFilterState(store.getState(), '7', 'home').action).toBe('warn');
    runSaga(timelinesSaga);
    store.dispatch(expandRequested({ timelineId: 'home' }));
    await settleUntil(() => !!store.getState().timelines.home?.loaded);
    expect(selectFilterState(store.getState(), '7', 'home').action).toBeNull();
  });

  it("a profile's kept tab is reconciled by the same path", async () => {
    const { store, queries } = await startWith([makeStatus('8'), makeStatus('5')], 'account:1:posts');
    expect(queries[0]).toMatchObject({ since_id: undefined, limit: 40, exclude_replies: true });
    expect(store.getState().timelines['account:1:posts'].items).toEqual(['8', '5']);
  });
});

describe('every stream reconnect asks for the first page and reconciles it (saga)', () => {
  async function reconnect(top: boolean, server: Status[]) {
    const { api, queries } = homeServer(() => server);
    const items = ['10', '9', '8', '3', '2'];
    const { store, runSaga } = makeTestStore(
      { api },
      {
        auth: signedInAuth(),
        timelines: { home: loadedTimeline({ items, top, hasMore: true }) },
      },
    );
    runSaga(timelinesSaga);
    store.dispatch(streamingConnected({ reconnected: true }));
    await settleUntil(() => queries.length > 0 && !store.getState().timelines.home.isLoading);
    return { store, queries };
  }
  // Deleted while the stream was down: 9. Posted: 11.
  const server = () => [
    makeStatus('11'),
    makeStatus('10'),
    makeStatus('8'),
    makeStatus('3'),
    makeStatus('2'),
  ];
  // 45 posted while the stream was down: the page of 40 does not reach the held posts.
  const busy = () => [...Array.from({ length: 45 }, (_, i) => makeStatus(String(300 - i))), ...server()];

  it('at the top: the page is the timeline, the deleted post goes', async () => {
    const { store, queries } = await reconnect(true, server());
    expect(queries[0]).toMatchObject({ since_id: undefined, limit: 40 });
    expect(store.getState().timelines.home.items).toEqual(['11', '10', '8', '3', '2']);
  });

  it('at the top: held posts beyond a page that did not reach them go, and "Load more" brings the rest', async () => {
    const { store } = await reconnect(true, busy());
    expect(store.getState().timelines.home.items).toEqual(
      busy()
        .slice(0, 40)
        .map((s) => s.id),
    );
    expect(store.getState().timelines.home.hasMore).toBe(true);
  });

  it('scrolled down: the deleted post goes, the new one waits, nothing else moves', async () => {
    const { store } = await reconnect(false, server());
    expect(store.getState().timelines.home.items).toEqual(['10', '8', '3', '2']);
    expect(store.getState().timelines.home.pendingItems).toEqual(['11']);
  });

  it('scrolled down: held posts beyond the page stay until the column is back at its top', async () => {
    const { store } = await reconnect(false, busy());
    // 9 lies beyond the page: unchecked, it stays while the reader is below.
    expect(store.getState().timelines.home.items).toEqual(['10', '9', '8', '3', '2']);
    expect(store.getState().timelines.home.pendingItems).toHaveLength(40);
    store.dispatch(topChanged({ timelineId: 'home', top: true }));
    expect(store.getState().timelines.home.items).toEqual([]);
    store.dispatch(pendingLoaded({ timelineId: 'home' }));
    expect(store.getState().timelines.home.items).toEqual(
      busy()
        .slice(0, 40)
        .map((s) => s.id),
    );
  });
});
