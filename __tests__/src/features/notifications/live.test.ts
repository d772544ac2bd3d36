import { firstPostsPainted } from '../../../../src/domain/events';
import {
  NOTIFICATION_GROUP_SAMPLE_ACCOUNTS,
  NOTIFICATION_GROUPS_KEPT_AT_TOP,
} from '../../../../src/constants';
import type { Notification, NotificationGroup } from '../../../../src/api/entities';
import { ApiError } from '../../../../src/api/errors';
import {
  prepareStreamBatch,
  streamingEventsReceived,
  type StreamBatch,
} from '../../../../src/domain/streamingEvents';
import { pollDue } from '../../../../src/domain/pollingEvents';
import { emptyEntities } from '../../../../src/domain/importer/normalize';
import { markersFetched, markerReadPositionChanged } from '../../../../src/features/markers/slice';
import {
  notificationFilterParams,
  notificationTypeListed,
} from '../../../../src/features/notifications/filterParams';
import { mergeNotification, mergeNotifications } from '../../../../src/features/notifications/grouping';
import {
  liveNotificationsReducer,
  notificationsStreamed,
  notificationsTopChanged,
} from '../../../../src/features/notifications/live';
import { markerToAdvance } from '../../../../src/features/notifications/readMarker';
import { settingChanged } from '../../../../src/features/settings/public';
import { soundFor } from '../../../../src/features/notifications/sound';
import { selectUnreadNotificationGroups } from '../../../../src/features/notifications/selectors';
import {
  initialNotificationsState,
  notificationsExpandSucceeded,
  type NotificationsState,
} from '../../../../src/features/notifications/slice';
import { showAppBadge, titleWithCount } from '../../../../src/features/notifications/unreadBadge';
import {
  fakeApi,
  flush,
  makeAccount,
  makeStatus,
  makeTestStore,
  notificationFeatures,
  signedInAuth,
} from '../../fixtures';

/** A batch as the streaming saga dispatches it: with what the running features add to it. */
const prepared = (
  run: ReturnType<typeof makeTestStore>['runSaga'],
  batch: StreamBatch,
  state: ReturnType<ReturnType<typeof makeTestStore>['store']['getState']>,
) => run(prepareStreamBatch, batch, state).result() as StreamBatch;

// The registry installs the live updates' reducer when the notifications feature loads; here its
// saga is started directly.

const notification = (
  id: string,
  type: string,
  accountId: string,
  statusId?: string,
  groupKey = type === 'favourite' || type === 'reblog' ? `${type}-${statusId}-1` : `ungrouped-${id}`,
): Notification =>
  ({
    id,
    type,
    created_at: `2026-01-01T00:00:${id.padStart(2, '0')}.000Z`,
    group_key: groupKey,
    account: makeAccount(accountId),
    ...(statusId ? { status: makeStatus(statusId) } : {}),
  }) as Notification;

const group = (key: string, newestId: string, count = 1): NotificationGroup => ({
  group_key: key,
  notifications_count: count,
  type: 'mention',
  most_recent_notification_id: newestId,
  sample_account_ids: ['7'],
});

const grouping = { groupFollows: true };
/** Resolves after the next animation frame. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const loaded = (overrides: Partial<NotificationsState> = {}): NotificationsState => ({
  ...initialNotificationsState,
  loaded: true,
  ...overrides,
});
const stream = (state: NotificationsState, notifications: Notification[], groupFollows = true) =>
  liveNotificationsReducer(state, notificationsStreamed({ notifications, options: { groupFollows } }));

/** A signed-in store with live updates running (sounds as given) that one streamed notification reached. */
async function streamToLiveStore(payload: Notification, sounds?: Record<string, boolean>) {
  const { store, runSaga } = makeTestStore(
    { api: fakeApi() },
    { auth: signedInAuth('1'), notifications: loaded() },
  );
  if (sounds) store.dispatch(settingChanged({ path: ['notifications', 'sounds'], value: sounds }));
  runSaga(notificationFeatures);
  store.dispatch(firstPostsPainted());
  await flush();
  // As the streaming saga dispatches a frame's messages: with what the features add to them.
  store.dispatch(
    streamingEventsReceived(
      prepared(
        runSaga,
        {
          entities: emptyEntities(),
          events: [{ type: 'other', event: 'notification', stream: ['user'], payload }],
        },
        store.getState(),
      ),
    ),
  );
  await flush();
  await flush();
  return store;
}

describe('grouping of streamed notifications', () => {
  it('groups favourites and boosts of one post by group_key, apart from each other', () => {
    let groups: NotificationGroup[] = [];
    groups = mergeNotification(groups, notification('1', 'favourite', 'a', '50'), grouping);
    groups = mergeNotification(groups, notification('2', 'favourite', 'b', '50'), grouping);
    groups = mergeNotification(groups, notification('3', 'reblog', 'a', '50'), grouping);
    expect(groups.map((g) => [g.group_key, g.notifications_count, g.sample_account_ids])).toEqual([
      ['reblog-50-1', 1, ['a']],
      ['favourite-50-1', 2, ['b', 'a']],
    ]);
  });

  it('groups follows only while "Group follows" is on', () => {
    const follows = [
      notification('1', 'follow', 'a', undefined, 'follow-1'),
      notification('2', 'follow', 'b', undefined, 'follow-1'),
    ];
    const on = follows.reduce<NotificationGroup[]>(
      (g, n) => mergeNotification(g, n, { groupFollows: true }),
      [],
    );
    const off = follows.reduce<NotificationGroup[]>(
      (g, n) => mergeNotification(g, n, { groupFollows: false }),
      [],
    );
    expect(on.map((g) => g.notifications_count)).toEqual([2]);
    expect(off.map((g) => g.group_key)).toEqual(['ungrouped-2', 'ungrouped-1']);
  });

  it('never groups other types, such as mentions', () => {
    let groups: NotificationGroup[] = [];
    groups = mergeNotification(groups, notification('1', 'mention', 'a', '60', 'mention-x'), grouping);
    groups = mergeNotification(groups, notification('2', 'mention', 'a', '60', 'mention-x'), grouping);
    expect(groups).toHaveLength(2);
  });

  it('keeps at most 8 sample accounts, newest first', () => {
    let groups: NotificationGroup[] = [];
    for (let i = 1; i <= 10; i += 1) {
      groups = mergeNotification(groups, notification(String(i), 'favourite', `acc${i}`, '50'), grouping);
    }
    expect(NOTIFICATION_GROUP_SAMPLE_ACCOUNTS).toBe(8);
    expect(groups[0].sample_account_ids).toEqual([
      'acc10',
      'acc9',
      'acc8',
      'acc7',
      'acc6',
      'acc5',
      'acc4',
      'acc3',
    ]);
    expect(groups[0].notifications_count).toBe(10);
  });

  it('a merged group counts one more, moves to the top and takes the newest id and time', () => {
    const groups = [
      group('mention-9', '9'),
      { ...group('favourite-50-1', '5', 3), type: 'favourite' as const },
    ];
    const merged = mergeNotification(groups, notification('12', 'favourite', 'z', '50'), grouping);
    expect(merged[0]).toMatchObject({
      group_key: 'favourite-50-1',
      notifications_count: 4,
      most_recent_notification_id: '12',
      latest_page_notification_at: '2026-01-01T00:00:12.000Z',
    });
    expect(merged[0].sample_account_ids[0]).toBe('z');
    expect(merged[1].group_key).toBe('mention-9');
  });

  it('a notification the group already holds changes nothing', () => {
    const groups = [{ ...group('favourite-50-1', '12', 3), type: 'favourite' as const }];
    expect(mergeNotification(groups, notification('12', 'favourite', 'z', '50'), grouping)).toBe(groups);
  });
});

describe('incremental grouping', () => {
  const favourites = (key: string, newestId: string) => ({
    ...group(key, newestId, 2),
    type: 'favourite' as const,
  });

  it('a streamed notification renews only its own group: every other group keeps its object and order', () => {
    const before = loaded({
      groups: [group('mention-9', '9'), favourites('favourite-50-1', '5'), group('mention-3', '3')],
    });
    const after = stream(before, [notification('12', 'favourite', 'z', '50')]);
    expect(after.groups.map((g) => g.group_key)).toEqual(['favourite-50-1', 'mention-9', 'mention-3']);
    expect(after.groups[0]).not.toBe(before.groups[1]);
    expect(after.groups[1]).toBe(before.groups[0]);
    expect(after.groups[2]).toBe(before.groups[2]);
  });

  it('several notifications at once: each changed group moves to the top in the order they came, the rest keep their objects', () => {
    const groups = [
      group('mention-9', '9'),
      favourites('favourite-50-1', '5'),
      favourites('favourite-60-1', '4'),
      group('mention-3', '3'),
    ];
    const merged = mergeNotifications(
      groups,
      [
        notification('12', 'favourite', 'z', '50'),
        notification('13', 'favourite', 'y', '60'),
        notification('14', 'favourite', 'x', '50'),
        notification('15', 'mention', 'w', '70'),
      ],
      grouping,
    );
    expect(merged.map((g) => [g.group_key, g.notifications_count])).toEqual([
      ['ungrouped-15', 1],
      ['favourite-50-1', 4],
      ['favourite-60-1', 3],
      ['mention-9', 1],
      ['mention-3', 1],
    ]);
    expect(merged[1].sample_account_ids.slice(0, 2)).toEqual(['x', 'z']);
    expect(merged[3]).toBe(groups[0]);
    expect(merged[4]).toBe(groups[3]);
  });

  it('notifications every group already holds leave the list itself as it was', () => {
    const groups = [favourites('favourite-50-1', '12')];
    expect(mergeNotifications(groups, [notification('11', 'favourite', 'z', '50')], grouping)).toBe(groups);
  });

  it("a frame's batch lists its notifications in the same store update as its posts", async () => {
    const { store, runSaga } = makeTestStore(
      { api: fakeApi() },
      { auth: signedInAuth('1'), notifications: loaded({ groups: [group('mention-1', '1')] }) },
    );
    runSaga(notificationFeatures);
    store.dispatch(firstPostsPainted());
    await flush();
    const kept = store.getState().notifications.groups[0];
    let updates = 0;
    const unsubscribe = store.subscribe(() => (updates += 1));
    const batch: StreamBatch = {
      entities: emptyEntities(),
      events: [
        {
          type: 'other',
          event: 'notification',
          stream: ['user'],
          payload: notification('5', 'mention', 'a', '50'),
        },
        {
          type: 'other',
          event: 'notification',
          stream: ['user'],
          payload: notification('6', 'favourite', 'b', '51'),
        },
      ],
    };
    store.dispatch(streamingEventsReceived(prepared(runSaga, batch, store.getState())));
    await flush();
    unsubscribe();
    // One update: the groups, their accounts and posts, all in the one action.
    expect(updates).toBe(1);
    const { notifications, accounts, statuses } = store.getState();
    expect(notifications.groups.map((g) => g.group_key)).toEqual([
      'favourite-51-1',
      'ungrouped-5',
      'mention-1',
    ]);
    expect(notifications.groups[2]).toBe(kept);
    expect(accounts.entities.a).toBeDefined();
    expect(statuses.entities['50']).toBeDefined();
  });
});

describe('the live list', () => {
  it('keeps only the first 50 groups at the top, older ones load again through the next page', () => {
    const groups = Array.from({ length: NOTIFICATION_GROUPS_KEPT_AT_TOP }, (_, i) =>
      group(`g${i}`, String(100 - i)),
    );
    const state = stream(loaded({ groups }), [notification('200', 'mention', 'a', '70')]);
    expect(state.groups).toHaveLength(50);
    expect(state.groups[0].most_recent_notification_id).toBe('200');
    expect(state.next).toContain('max_id=52');
  });

  it('holds streamed groups while scrolled down and shows them on return to the top', () => {
    let state = loaded({
      groups: [{ ...group('favourite-50-1', '5', 1), type: 'favourite' as const }],
      top: false,
    });
    state = stream(state, [
      notification('8', 'favourite', 'b', '50'),
      notification('9', 'mention', 'c', '60'),
    ]);
    expect(state.groups.map((g) => g.notifications_count)).toEqual([1]);
    expect(state.pending).toHaveLength(2);
    state = liveNotificationsReducer(state, notificationsTopChanged(true));
    expect(state.pending).toEqual([]);
    expect(state.groups.map((g) => [g.group_key, g.notifications_count])).toEqual([
      ['ungrouped-9', 1],
      ['favourite-50-1', 2],
    ]);
  });

  it('too much while scrolled down marks the list stale, and its next first page replaces it', () => {
    let state = loaded({ groups: [group('old', '1')], top: false });
    const many = Array.from({ length: NOTIFICATION_GROUPS_KEPT_AT_TOP + 1 }, (_, i) =>
      notification(String(10 + i), 'mention', 'a'),
    );
    state = stream(state, many);
    expect(state.stale).toBe(true);
    const fresh = [group('new', '99')];
    state = liveNotificationsReducer(
      state,
      notificationsExpandSucceeded({ groups: fresh, next: null, older: false }),
    );
    expect(state.groups).toEqual(fresh);
    expect(state.stale).toBe(false);
  });

  it('streamed notification events reach the column without a reload', async () => {
    const api = fakeApi();
    const { store, runSaga } = makeTestStore(
      { api },
      {
        auth: signedInAuth('1'),
        notifications: loaded({ groups: [group('mention-1', '1')] }),
      },
    );
    runSaga(notificationFeatures);
    store.dispatch(firstPostsPainted());
    await flush();
    const batch: StreamBatch = {
      entities: emptyEntities(),
      events: [
        {
          type: 'other',
          event: 'notification',
          stream: ['user'],
          payload: notification('5', 'favourite', 'a', '50'),
        },
        {
          type: 'other',
          event: 'notification',
          stream: ['user'],
          payload: notification('6', 'favourite', 'b', '50'),
        },
      ],
    };
    store.dispatch(streamingEventsReceived(prepared(runSaga, batch, store.getState())));
    await flush();
    await flush();
    const { groups } = store.getState().notifications;
    expect(groups.map((g) => [g.group_key, g.notifications_count])).toEqual([
      ['favourite-50-1', 2],
      ['mention-1', 1],
    ]);
    expect(store.getState().accounts.entities.b).toBeDefined();
  });

  it('a poll (no streaming) fetches the notifications newer than the newest group and lists them', async () => {
    const api = fakeApi();
    api.get.mockResolvedValue({
      data: {
        accounts: [makeAccount('b')],
        statuses: [],
        notification_groups: [{ ...group('mention-9', '9'), sample_account_ids: ['b'] }],
      },
      status: 200,
      links: {},
      headers: new Headers(),
    });
    const { store, runSaga } = makeTestStore(
      { api },
      { auth: signedInAuth('1'), notifications: loaded({ groups: [group('mention-1', '1')] }) },
    );
    runSaga(notificationFeatures);
    store.dispatch(firstPostsPainted());
    await flush();
    store.dispatch(pollDue());
    await flush();
    await flush();
    expect(api.get).toHaveBeenCalledWith(
      '/api/v2/notifications',
      expect.objectContaining({ query: expect.objectContaining({ since_id: '1' }) }),
    );
    expect(store.getState().notifications.groups.map((g) => g.group_key)).toEqual(['mention-9', 'mention-1']);
  });

  it('a poll on a server without grouped notifications asks v1 for what is newer than the newest group (since_id), never v2 again', async () => {
    const api = fakeApi();
    api.get.mockResolvedValue({
      data: [notification('9', 'mention', 'b', '90')],
      status: 200,
      links: {},
      headers: new Headers(),
    });
    const { store, runSaga } = makeTestStore(
      { api },
      {
        auth: signedInAuth('1'),
        notifications: loaded({ groups: [group('mention-1', '1')] }),
        capabilities: { notificationsV2: 'no' },
      },
    );
    runSaga(notificationFeatures);
    store.dispatch(firstPostsPainted());
    await flush();
    store.dispatch(pollDue());
    for (let i = 0; i < 4; i += 1) await flush();
    const paths = api.get.mock.calls.map(([path]) => path);
    expect(paths).toContain('/api/v1/notifications');
    expect(paths).not.toContain('/api/v2/notifications');
    // The newest page would come back again without the bound.
    expect(api.get).toHaveBeenCalledWith(
      '/api/v1/notifications',
      expect.objectContaining({ query: expect.objectContaining({ since_id: '1' }) }),
    );
    expect(store.getState().notifications.groups.map((g) => g.group_key)).toEqual([
      'ungrouped-9',
      'mention-1',
    ]);
  });

  describe('a server whose group ids are not its cursors (Hollo)', () => {
    /** Hollo's most recent notification id: a date, a type and the id it pages by. */
    const holloGroup = (key: string, pageId: string): NotificationGroup => ({
      ...group(key, `2026-01-01T00:00:00.000Z/mention/${pageId}`),
      page_min_id: pageId,
      page_max_id: pageId,
    });
    const page = (groups: NotificationGroup[], prev?: string) => ({
      data: { accounts: [makeAccount('b')], statuses: [], notification_groups: groups },
      status: 200,
      links: prev ? { prev } : {},
      headers: new Headers(),
    });
    const poll = async (api: ReturnType<typeof fakeApi>, state: Partial<NotificationsState>) => {
      const { store, runSaga } = makeTestStore(
        { api },
        {
          auth: signedInAuth('1'),
          notifications: loaded({ groups: [holloGroup('mention-1', 'u1')], ...state }),
        },
      );
      runSaga(notificationFeatures);
      store.dispatch(firstPostsPainted());
      await flush();
      store.dispatch(pollDue());
      for (let i = 0; i < 6; i += 1) await flush();
      return store;
    };
    const sinceIds = (api: ReturnType<typeof fakeApi>) =>
      api.get.mock.calls.map(([, options]) => options?.query?.since_id ?? options?.query?.min_id ?? null);

    it('a poll asks for what is newer than the newest group by its page id, not its most recent notification id', async () => {
      const api = fakeApi();
      api.get.mockResolvedValue(page([{ ...holloGroup('mention-2', 'u2'), sample_account_ids: ['b'] }]));
      const store = await poll(api, {});
      expect(sinceIds(api)).toEqual(['u1']);
      expect(store.getState().notifications.groups.map((g) => g.group_key)).toEqual([
        'mention-2',
        'mention-1',
      ]);
    });

    it('a server refusing the id is asked as its own prev link says, with no alert, and from then on by its links only', async () => {
      const api = fakeApi();
      api.get
        .mockRejectedValueOnce(
          new ApiError({ kind: 'http', status: 500, statusText: 'Internal Server Error' }),
        )
        .mockResolvedValueOnce(
          page(
            [{ ...holloGroup('mention-2', 'u2'), sample_account_ids: ['b'] }],
            'http://localhost/api/v2/notifications?min_id=u2',
          ),
        )
        .mockResolvedValue(page([]));
      const store = await poll(api, { prev: 'http://localhost/api/v2/notifications?min_id=u1' });
      expect(sinceIds(api)).toEqual(['u1', 'u1']);
      expect(api.get.mock.calls[1][1]?.query).toMatchObject({ min_id: 'u1' });
      expect(api.get.mock.calls[1][1]?.query?.since_id).toBeUndefined();
      expect(store.getState().notifications.groups.map((g) => g.group_key)).toEqual([
        'mention-2',
        'mention-1',
      ]);
      expect(store.getState().alerts).toEqual([]);
      store.dispatch(pollDue());
      for (let i = 0; i < 6; i += 1) await flush();
      expect(api.get).toHaveBeenCalledTimes(3);
      expect(api.get.mock.calls[2][1]?.query).toMatchObject({ min_id: 'u2' });
    });
  });

  it('a poll failing again says nothing more: a quiet poll that fails shows no alert, and is counted as failed', async () => {
    const api = fakeApi();
    api.get.mockRejectedValue(
      new ApiError({ kind: 'http', status: 500, statusText: 'Internal Server Error' }),
    );
    const { store, runSaga, actions } = makeTestStore(
      { api },
      { auth: signedInAuth('1'), notifications: loaded({ groups: [group('mention-1', '1')] }) },
    );
    runSaga(notificationFeatures);
    store.dispatch(firstPostsPainted());
    await flush();
    store.dispatch(pollDue({ quiet: true }));
    for (let i = 0; i < 8; i += 1) await flush();
    expect(actions.filter((a) => a.type === 'streaming/notificationsPolled').map((a) => a.payload)).toEqual([
      { failed: true },
    ]);
    expect(store.getState().alerts).toEqual([]);
    // Asked by its id only: the server's own link is tried only when a poll fails afresh.
    expect(api.get).toHaveBeenCalledTimes(1);
    store.dispatch(pollDue());
    for (let i = 0; i < 8; i += 1) await flush();
    expect(store.getState().alerts).toHaveLength(1);
    expect(api.get).toHaveBeenCalledTimes(3);
  });

  it('a v1 page (asked by no id) that fails is not asked a second way', async () => {
    const api = fakeApi();
    api.get.mockRejectedValue(
      new ApiError({ kind: 'http', status: 500, statusText: 'Internal Server Error' }),
    );
    const { store, runSaga } = makeTestStore(
      { api },
      {
        auth: signedInAuth('1'),
        notifications: loaded({ groups: [group('mention-1', '1')] }),
        capabilities: { notificationsV2: 'no' },
      },
    );
    runSaga(notificationFeatures);
    store.dispatch(firstPostsPainted());
    await flush();
    store.dispatch(pollDue());
    for (let i = 0; i < 8; i += 1) await flush();
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(store.getState().alerts).toHaveLength(1);
  });

  describe('a notification naming a boost (snac)', () => {
    const wrapper = (id: string) =>
      makeStatus(`w${id}`, { account: makeAccount('b'), content: '', reblog: makeStatus(id) });

    it('is about the boosted post: a polled v1 page', async () => {
      const api = fakeApi();
      api.get.mockResolvedValue({
        data: [{ ...notification('9', 'favourite', 'b'), status: wrapper('90') }],
        status: 200,
        links: {},
        headers: new Headers(),
      });
      const { store, runSaga } = makeTestStore(
        { api },
        {
          auth: signedInAuth('1'),
          notifications: loaded({ groups: [group('mention-1', '1')] }),
          capabilities: { notificationsV2: 'no' },
        },
      );
      runSaga(notificationFeatures);
      store.dispatch(firstPostsPainted());
      await flush();
      store.dispatch(pollDue());
      for (let i = 0; i < 4; i += 1) await flush();
      expect(store.getState().notifications.groups[0]).toMatchObject({ type: 'favourite', status_id: '90' });
    });

    it('is about the boosted post: a v2 group', async () => {
      const api = fakeApi();
      api.get.mockResolvedValue({
        data: {
          accounts: [makeAccount('b')],
          statuses: [wrapper('90')],
          notification_groups: [{ ...group('favourite-90', '9'), type: 'favourite', status_id: 'w90' }],
        },
        status: 200,
        links: {},
        headers: new Headers(),
      });
      const { store, runSaga } = makeTestStore(
        { api },
        { auth: signedInAuth('1'), notifications: loaded({ groups: [group('mention-1', '1')] }) },
      );
      runSaga(notificationFeatures);
      store.dispatch(firstPostsPainted());
      await flush();
      store.dispatch(pollDue());
      for (let i = 0; i < 4; i += 1) await flush();
      expect(store.getState().notifications.groups[0]).toMatchObject({ status_id: '90' });
      expect(store.getState().statuses.entities['90']).toBeDefined();
    });

    it('is about the boosted post: a streamed notification', async () => {
      const store = await streamToLiveStore({ ...notification('5', 'reblog', 'b'), status: wrapper('50') });
      expect(store.getState().notifications.groups[0]).toMatchObject({ type: 'reblog', status_id: '50' });
    });
  });

  it('streamed notifications of a type not shown are left out, but their account is kept for the follow requests list', async () => {
    const store = await streamToLiveStore(notification('5', 'follow_request', 'a'));
    expect(store.getState().notifications.groups).toEqual([]);
    expect(store.getState().accounts.entities.a).toBeDefined();
  });
});

describe('notification sound', () => {
  const started: number[] = [];
  // The tone plays from an audio element (its samples made in the page, as a blob).
  class FakeAudio {
    currentTime = 0;
    src = '';
    preload = '';
    canPlayType = (type: string) => (type === 'audio/wav' ? 'maybe' : '');
    play() {
      started.push(this.currentTime);
      return Promise.resolve();
    }
  }
  const createObjectURL = URL.createObjectURL;
  beforeAll(() => {
    (globalThis as { Audio?: unknown }).Audio = FakeAudio;
    URL.createObjectURL = () => 'blob:tone';
  });
  afterAll(() => {
    URL.createObjectURL = createObjectURL;
  });
  beforeEach(() => {
    started.length = 0;
  });

  it('a streamed notification of a type whose sound is on plays the tone', async () => {
    await streamToLiveStore(notification('5', 'mention', 'a'), { mention: true });
    expect(started.length).toBeGreaterThan(0);
  });

  it('a type whose sound is turned off is listed without a sound', async () => {
    const store = await streamToLiveStore(notification('5', 'mention', 'a'), { mention: false });
    expect(store.getState().notifications.groups).toHaveLength(1);
    expect(started).toEqual([]);
  });

  it('sounds are on for a type unless turned off', () => {
    expect(soundFor(['status'], {})).toBe(true);
    expect(soundFor(['follow_request'], { follow_request: false })).toBe(false);
    expect(soundFor(['follow_request', 'mention'], { follow_request: false })).toBe(true);
  });
});

describe('types asked for on fetch', () => {
  it('sends grouped_types with follow only while follows are grouped, and exclude_types of hidden types', () => {
    expect(
      notificationFilterParams({ shows: { mention: true, poll: false }, group: { follow: true } }),
    ).toEqual({
      grouped_types: ['favourite', 'reblog', 'follow'],
      exclude_types: ['poll'],
    });
    expect(notificationFilterParams({ group: { follow: false } }).grouped_types).toEqual([
      'favourite',
      'reblog',
    ]);
  });

  it('a streamed notification is listed only when its type is shown and matches the chosen quick filter', () => {
    expect(notificationTypeListed({ shows: { poll: false } }, 'poll')).toBe(false);
    expect(notificationTypeListed({ shows: { poll: false } }, 'mention')).toBe(true);
    expect(notificationTypeListed({ quickFilter: { active: 'mention' } }, 'mention')).toBe(true);
    expect(notificationTypeListed({ quickFilter: { active: 'mention' } }, 'favourite')).toBe(false);
  });
});

describe('notifications read marker', () => {
  const seen = { visible: true, mounted: true, top: true, newest: '20', marker: '10' };

  it('advances to the newest notification only while visible, mounted and at the top', () => {
    expect(markerToAdvance(seen)).toBe('20');
    expect(markerToAdvance({ ...seen, visible: false })).toBeNull();
    expect(markerToAdvance({ ...seen, mounted: false })).toBeNull();
    expect(markerToAdvance({ ...seen, top: false })).toBeNull();
  });

  it('never goes back nor to "0"', () => {
    expect(markerToAdvance({ ...seen, newest: '5' })).toBeNull();
    expect(markerToAdvance({ ...seen, newest: '10' })).toBeNull();
    expect(markerToAdvance({ ...seen, newest: '0', marker: null })).toBeNull();
    expect(markerToAdvance({ ...seen, marker: null })).toBe('20');
  });
});

describe('unread notifications count', () => {
  it('counts the groups newer than the read marker', () => {
    const { store } = makeTestStore(
      {},
      {
        notifications: loaded({ groups: [group('c', '30'), group('b', '20'), group('a', '10')] }),
      },
    );
    expect(selectUnreadNotificationGroups(store.getState())).toBe(3);
    store.dispatch(markersFetched({ notifications: { last_read_id: '10', version: 1, updated_at: '' } }));
    expect(selectUnreadNotificationGroups(store.getState())).toBe(2);
    store.dispatch(markerReadPositionChanged({ timeline: 'notifications', lastReadId: '30' }));
    expect(selectUnreadNotificationGroups(store.getState())).toBe(0);
  });

  it('counts groups waiting above a column scrolled down, once each', () => {
    const { store } = makeTestStore(
      {},
      {
        notifications: loaded({
          groups: [group('a', '10')],
          pending: [group('a', '12'), group('b', '11')],
          top: false,
        }),
      },
    );
    expect(selectUnreadNotificationGroups(store.getState())).toBe(2);
  });

  it('prefixes the document title with the count, and takes it away at 0', () => {
    expect(titleWithCount('Fedideck', 3)).toBe('(3) Fedideck');
    expect(titleWithCount('(3) Fedideck', 5)).toBe('(5) Fedideck');
    expect(titleWithCount('(5) Fedideck', 0)).toBe('Fedideck');
  });

  it('sets the app badge to the count and clears it at 0, where the browser has one', () => {
    const nav = {
      setAppBadge: jest.fn(() => Promise.resolve()),
      clearAppBadge: jest.fn(() => Promise.resolve()),
    };
    showAppBadge(nav, 4);
    expect(nav.setAppBadge).toHaveBeenCalledWith(4);
    showAppBadge(nav, 0);
    expect(nav.clearAppBadge).toHaveBeenCalled();
    expect(() => showAppBadge({}, 2)).not.toThrow();
  });

  it('the document title follows the unread count once the read markers load', async () => {
    document.title = 'Fedideck';
    const { store, runSaga } = makeTestStore({ api: fakeApi() }, { auth: signedInAuth('1') });
    runSaga(notificationFeatures);
    store.dispatch(firstPostsPainted());
    store.dispatch(
      notificationsExpandSucceeded({
        groups: [group('b', '20'), group('a', '10')],
        next: null,
        older: false,
      }),
    );
    await flush();
    await flush();
    await nextFrame();
    expect(document.title).toBe('(2) Fedideck');
    store.dispatch(markerReadPositionChanged({ timeline: 'notifications', lastReadId: '20' }));
    await nextFrame();
    expect(document.title).toBe('Fedideck');
  });

  it('the title and the app badge are written once a frame: a count that goes up and back down before it writes nothing', async () => {
    document.title = 'Fedideck';
    const setAppBadge = jest.fn(() => Promise.resolve());
    const clearAppBadge = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { setAppBadge, clearAppBadge });
    try {
      const { store, runSaga } = makeTestStore({ api: fakeApi() }, { auth: signedInAuth('1') });
      runSaga(notificationFeatures);
      store.dispatch(firstPostsPainted());
      store.dispatch(notificationsExpandSucceeded({ groups: [group('a', '10')], next: null, older: false }));
      store.dispatch(markerReadPositionChanged({ timeline: 'notifications', lastReadId: '10' }));
      await flush();
      await flush();
      await nextFrame();
      expect(document.title).toBe('Fedideck');
      const writes = setAppBadge.mock.calls.length + clearAppBadge.mock.calls.length;
      // A notification streamed in and read at once, as in a column at its top.
      for (let id = 11; id <= 20; id += 1) {
        store.dispatch(
          notificationsStreamed({
            notifications: [notification(String(id), 'mention', 'b', '90')],
            options: grouping,
          }),
        );
        store.dispatch(markerReadPositionChanged({ timeline: 'notifications', lastReadId: String(id) }));
      }
      await nextFrame();
      expect(document.title).toBe('Fedideck');
      expect(setAppBadge.mock.calls.length + clearAppBadge.mock.calls.length).toBe(writes);
      // One that stays unread is written once.
      store.dispatch(
        notificationsStreamed({
          notifications: [notification('21', 'mention', 'b', '90')],
          options: grouping,
        }),
      );
      await nextFrame();
      expect(document.title).toBe('(1) Fedideck');
      expect(setAppBadge).toHaveBeenLastCalledWith(1);
    } finally {
      delete (navigator as { setAppBadge?: unknown }).setAppBadge;
      delete (navigator as { clearAppBadge?: unknown }).clearAppBadge;
    }
  });
});
