import { deleteSucceeded } from '../../../../src/domain/events';
import type { FilterAction } from '../../../../src/features/filters/filterState';
import { dbHydrated } from '../../../../src/db/actions';
import { emptyEntities } from '../../../../src/domain/importer/normalize';
import {
  streamingConnected,
  streamingDisconnected,
  streamingEventsReceived,
  type StreamEvent,
} from '../../../../src/domain/streamingEvents';
import {
  expandFailed,
  expandRequested,
  expandSucceeded,
  pendingLoaded,
  statusPosted,
  timelinesReducer,
  topChanged,
  type TimelinesState,
} from '../../../../src/features/timelines/slice';
import { makeIds, loadedTimeline } from '../../fixtures';

const timeline = loadedTimeline;
const events = (...list: StreamEvent[]) =>
  streamingEventsReceived({ entities: emptyEntities(), events: list });
const update = (statusId: string, timelineIds = ['home'], filter?: FilterAction): StreamEvent => ({
  type: 'update',
  timelineIds,
  statusId,
  ...(filter ? { filterActions: Object.fromEntries(timelineIds.map((id) => [id, filter])) } : {}),
});

describe('timelines reducer', () => {
  it('first load fills items and marks the timeline loaded; no next link means no more', () => {
    let state = timelinesReducer({}, expandRequested({ timelineId: 'home' }));
    expect(state.home.isLoading).toBe(true);
    state = timelinesReducer(
      state,
      expandSucceeded({
        timelineId: 'home',
        kind: 'initial',
        statusIds: ['3', '2', '1'],
        next: null,
        isPartial: false,
      }),
    );
    expect(state.home).toMatchObject({
      items: ['3', '2', '1'],
      isLoading: false,
      hasMore: false,
      loaded: true,
    });
  });

  it('a 206 answer marks the timeline partial', () => {
    const state = timelinesReducer(
      {},
      expandSucceeded({ timelineId: 'home', kind: 'initial', statusIds: ['1'], next: 'x', isPartial: true }),
    );
    expect(state.home).toMatchObject({ isPartial: true, hasMore: true });
  });

  it('loading back with max_id appends older items', () => {
    const state = timelinesReducer(
      { home: timeline({ items: ['9', '8'] }) },
      expandSucceeded({
        timelineId: 'home',
        kind: 'older',
        statusIds: ['8', '7', '6'],
        next: 'next',
        isPartial: false,
      }),
    );
    expect(state.home.items).toEqual(['9', '8', '7', '6']);
    expect(state.home.hasMore).toBe(true);
  });

  it('loading forward with since_id puts newer items in front and closes a gap at the top', () => {
    const state = timelinesReducer(
      { home: timeline({ items: [null, '5', '4'] }) },
      expandSucceeded({
        timelineId: 'home',
        kind: 'recent',
        statusIds: ['7', '6'],
        next: null,
        isPartial: false,
      }),
    );
    expect(state.home.items).toEqual(['7', '6', '5', '4']);
  });

  it('a full page of newer posts leaves a gap before the old items', () => {
    const state = timelinesReducer(
      { home: timeline({ items: ['5', '4'] }) },
      expandSucceeded({
        timelineId: 'home',
        kind: 'recent',
        statusIds: ['9', '8'],
        next: 'n',
        isPartial: false,
        moreBetween: true,
      }),
    );
    expect(state.home.items).toEqual(['9', '8', null, '5', '4']);
  });

  it('filling a gap replaces it when the page reaches the older items', () => {
    const state = timelinesReducer(
      { home: timeline({ items: ['9', '8', null, '4', '3'] }) },
      expandSucceeded({
        timelineId: 'home',
        kind: 'gap',
        statusIds: ['7', '6', '5', '4', '3'],
        next: 'n',
        isPartial: false,
      }),
    );
    expect(state.home.items).toEqual(['9', '8', '7', '6', '5', '4', '3']);
  });

  it('filling part of a gap keeps the gap after the new page', () => {
    const state = timelinesReducer(
      { home: timeline({ items: ['9', '8', null, '2', '1'], hasMore: true }) },
      expandSucceeded({
        timelineId: 'home',
        kind: 'gap',
        statusIds: ['7', '6'],
        next: null,
        isPartial: false,
      }),
    );
    expect(state.home.items).toEqual(['9', '8', '7', '6', null, '2', '1']);
    // A gap page without a next link does not end the timeline.
    expect(state.home.hasMore).toBe(true);
  });

  it('compares ids by length, then lexically (ids are opaque strings)', () => {
    const state = timelinesReducer(
      { home: timeline({ items: ['100', '99'] }) },
      expandSucceeded({
        timelineId: 'home',
        kind: 'older',
        statusIds: ['98', '10'],
        next: null,
        isPartial: false,
      }),
    );
    expect(state.home.items).toEqual(['100', '99', '98', '10']);
  });

  it('a failed load clears isLoading', () => {
    const state = timelinesReducer(
      { home: timeline({ isLoading: true }) },
      expandFailed({ timelineId: 'home' }),
    );
    expect(state.home.isLoading).toBe(false);
  });

  it('a new post goes to the front of items when at the top with no pending items', () => {
    const state = timelinesReducer({ home: timeline({ items: ['1'] }) }, events(update('2')));
    expect(state.home.items).toEqual(['2', '1']);
    expect(state.home.unread).toBe(0);
  });

  it('a new post goes to pendingItems when the user is not at the top, and unread goes up by 1', () => {
    const state = timelinesReducer({ home: timeline({ items: ['1'], top: false }) }, events(update('2')));
    expect(state.home.items).toEqual(['1']);
    expect(state.home.pendingItems).toEqual(['2']);
    expect(state.home.unread).toBe(1);
  });

  it('a new post goes to pendingItems when pending items exist, even at the top', () => {
    const state = timelinesReducer(
      { home: timeline({ items: ['1'], pendingItems: ['2'] }) },
      events(update('3')),
    );
    expect(state.home.pendingItems).toEqual(['3', '2']);
    expect(state.home.items).toEqual(['1']);
  });

  it('a filtered post does not raise unread', () => {
    const state = timelinesReducer(
      { home: timeline({ items: ['1'], top: false }) },
      events(update('2', ['home'], 'warn')),
    );
    expect(state.home.unread).toBe(0);
  });

  it('at the top with more than 40 items, items are cut to 20 before the insert', () => {
    const items = makeIds(41);
    const state = timelinesReducer({ home: timeline({ items }) }, events(update('999')));
    expect(state.home.items).toHaveLength(21);
    expect(state.home.items[0]).toBe('999');
    expect(state.home.items.slice(1)).toEqual(items.slice(0, 20));
  });

  it('exactly 40 items are not cut', () => {
    const state = timelinesReducer({ home: timeline({ items: makeIds(40) }) }, events(update('999')));
    expect(state.home.items).toHaveLength(41);
  });

  it('a streamed post already shown is not added twice', () => {
    const state = timelinesReducer({ home: timeline({ items: ['2', '1'] }) }, events(update('2')));
    expect(state.home.items).toEqual(['2', '1']);
  });

  it('a streamed post does not touch a timeline that was never loaded', () => {
    const state = timelinesReducer({}, events(update('2', ['public'])));
    expect(state.public).toBeUndefined();
  });

  describe('posts streamed while the first page is on its way', () => {
    const loading = () => timelinesReducer({}, expandRequested({ timelineId: 'tag' }));
    const firstPage = (statusIds: string[]) =>
      expandSucceeded({ timelineId: 'tag', kind: 'initial', statusIds, next: 'x', isPartial: false });

    it('wait for the page, then those newer than its newest go above it, newest first', () => {
      let state = timelinesReducer(loading(), events(update('21', ['tag']), update('22', ['tag'])));
      // Nothing shows before the page: one post would make the timeline look loaded.
      expect(state.tag).toMatchObject({ items: [], loaded: false });
      state = timelinesReducer(state, firstPage(['20', '19']));
      expect(state.tag.items).toEqual(['22', '21', '20', '19']);
      expect(state.tag.streamedBeforeLoad).toBeUndefined();
    });

    it('one the page already holds, or older than its newest post, is left to the page', () => {
      let state = timelinesReducer(loading(), events(update('20', ['tag']), update('15', ['tag'])));
      state = timelinesReducer(state, firstPage(['20', '19']));
      expect(state.tag.items).toEqual(['20', '19']);
    });

    it('an empty page: every post streamed meanwhile shows', () => {
      let state = timelinesReducer(loading(), events(update('3', ['tag'])));
      state = timelinesReducer(state, firstPage([]));
      expect(state.tag.items).toEqual(['3']);
    });

    it('one deleted meanwhile, or hidden by a filter, never shows', () => {
      let state = timelinesReducer(
        loading(),
        events(update('31', ['tag']), update('32', ['tag'], 'hide'), update('33', ['tag'])),
      );
      state = timelinesReducer(state, events({ type: 'delete', statusId: '33', reblogIds: [] }));
      state = timelinesReducer(state, firstPage(['30']));
      expect(state.tag.items).toEqual(['31', '30']);
    });

    it('a failed first page keeps them for the next try', () => {
      let state = timelinesReducer(loading(), events(update('9', ['tag'])));
      state = timelinesReducer(state, expandFailed({ timelineId: 'tag' }));
      state = timelinesReducer(state, expandRequested({ timelineId: 'tag' }));
      state = timelinesReducer(state, firstPage(['8']));
      expect(state.tag.items).toEqual(['9', '8']);
    });
  });

  it('loading pending merges them in and keeps at most 40 older items', () => {
    const items = makeIds(50);
    const state = timelinesReducer(
      { home: timeline({ items, pendingItems: ['1001', '1000'], unread: 2 }) },
      pendingLoaded({ timelineId: 'home' }),
    );
    expect(state.home.items).toEqual(['1001', '1000', ...items.slice(0, 40)]);
    expect(state.home.pendingItems).toEqual([]);
    expect(state.home.unread).toBe(0);
  });

  it('reaching the top clears unread', () => {
    const state = timelinesReducer(
      { home: timeline({ top: false, unread: 3 }) },
      topChanged({ timelineId: 'home', top: true }),
    );
    expect(state.home).toMatchObject({ top: true, unread: 0 });
  });

  it('disconnect inserts a gap marker (once) and marks timelines offline; connect marks them online', () => {
    let state: TimelinesState = {
      home: timeline({ items: ['2', '1'], online: true }),
      'account:5': timeline({ items: ['3'] }),
    };
    state = timelinesReducer(state, streamingDisconnected());
    state = timelinesReducer(state, streamingDisconnected());
    expect(state.home.items).toEqual([null, '2', '1']);
    expect(state.home.online).toBe(false);
    expect(state['account:5'].items).toEqual(['3']);
    state = timelinesReducer(state, streamingConnected({ reconnected: true }));
    expect(state.home.online).toBe(true);
  });

  it('a post made and deleted in the same streamed batch never shows', () => {
    const state = timelinesReducer(
      { home: timeline({ items: ['1'] }) },
      events(update('2'), { type: 'delete', statusId: '2', reblogIds: [] }),
    );
    expect(state.home.items).toEqual(['1']);
    expect(state.home.pendingItems).toEqual([]);
  });

  it("deleting one's own post removes it and its boosts", () => {
    const state = timelinesReducer(
      { home: timeline({ items: ['3', '2', '1'] }) },
      deleteSucceeded({ statusId: '2', reblogIds: ['3'] }),
    );
    expect(state.home.items).toEqual(['1']);
  });

  it("one's own new post goes to the front of home once", () => {
    let state = timelinesReducer(
      { home: timeline({ items: ['1'], top: false }) },
      statusPosted({ timelineId: 'home', statusId: '2' }),
    );
    state = timelinesReducer(state, statusPosted({ timelineId: 'home', statusId: '2' }));
    state = timelinesReducer(state, events(update('2')));
    expect(state.home.items).toEqual(['2', '1']);
    expect(state.home.pendingItems).toEqual([]);
  });

  it('hydration fills an empty timeline but never overwrites a loaded one', () => {
    const payload = {
      entities: emptyEntities(),
      timelines: { home: ['5', '4'] },
      draft: null,
      settings: null,
    };
    expect(timelinesReducer({}, dbHydrated(payload)).home.items).toEqual(['5', '4']);
    expect(timelinesReducer({ home: timeline({ items: ['9'] }) }, dbHydrated(payload)).home.items).toEqual([
      '9',
    ]);
  });
});
