import { firstPostsPainted } from '../../../../src/domain/events';
import type { NotificationGroup } from '../../../../src/api/entities';
import { pollDue } from '../../../../src/domain/pollingEvents';
import { ApiError } from '../../../../src/api/errors';
import { fillGap, gapBelow, gapIndex } from '../../../../src/features/notifications/gaps';
import {
  liveNotificationsReducer,
  notificationsGapFilled,
  notificationsGapLoadRequested,
  notificationsStreamed,
  notificationsTopChanged,
} from '../../../../src/features/notifications/liveSlice';
import {
  initialNotificationsState,
  type NotificationsState,
} from '../../../../src/features/notifications/slice';
import type { Notification } from '../../../../src/api/entities';
import {
  fakeApi,
  flush,
  makeAccount,
  makeTestStore,
  notificationFeatures,
  settle,
  signedInAuth,
} from '../../fixtures';

// The registry installs the live updates' reducer when the notifications feature loads; here its
// saga is started directly.

/** A mention group whose newest notification is `id`. */
const mention = (id: number | string): NotificationGroup => ({
  group_key: `ungrouped-${id}`,
  notifications_count: 1,
  type: 'mention',
  most_recent_notification_id: String(id),
  page_min_id: String(id),
  page_max_id: String(id),
  sample_account_ids: ['7'],
});
/** Mention groups from `newest` down to `oldest`, newest first. */
const mentions = (newest: number, oldest: number) =>
  Array.from({ length: newest - oldest + 1 }, (_, i) => mention(newest - i));

const v2Page = (groups: NotificationGroup[]) => ({
  data: { accounts: [makeAccount('7')], statuses: [], notification_groups: groups },
  status: 200,
  links: groups.length
    ? { next: `http://localhost/api/v2/notifications?max_id=${groups[groups.length - 1].page_min_id}` }
    : {},
  headers: new Headers(),
});

const keys = (groups: NotificationGroup[]) => groups.map((group) => group.most_recent_notification_id);

function liveStore(groups: NotificationGroup[]) {
  const api = fakeApi();
  const made = makeTestStore(
    { api },
    {
      auth: signedInAuth('1'),
      notifications: { ...initialNotificationsState, loaded: true, groups, next: null },
    },
  );
  made.runSaga(notificationFeatures);
  made.store.dispatch(firstPostsPainted());
  return { ...made, api };
}

describe('missed notifications after a poll (a gap marker where more than one page was missed; a reconnect asks for the first page, see reconcile.test.ts)', () => {
  it('a poll that brings a full page of missed notifications leaves a gap below it, and "Load more" there loads the rest, newest first, until the gap closes', async () => {
    const { store, api } = liveStore(mentions(10, 1));
    await settle();
    // 100 missed while the stream was down: the server serves the newest 40.
    api.get.mockResolvedValueOnce(v2Page(mentions(110, 71)));
    store.dispatch(pollDue());
    await settle();
    expect(api.get).toHaveBeenLastCalledWith(
      '/api/v2/notifications',
      expect.objectContaining({ query: expect.objectContaining({ since_id: '10' }) }),
    );
    let state = store.getState().notifications;
    expect(state.gaps).toEqual([{ sinceId: '10', maxId: '71' }]);
    // Drawn between the page and what was listed before.
    expect(gapIndex(state.groups, state.gaps![0])).toBe(40);
    expect(keys(state.groups).slice(39, 41)).toEqual(['71', '10']);

    // The gap's page: below its top, above its bottom; still full, so the gap shrinks.
    api.get.mockResolvedValueOnce(v2Page(mentions(70, 31)));
    store.dispatch(notificationsGapLoadRequested(state.gaps![0]));
    expect(store.getState().notifications.gaps![0].loading).toBe(true);
    await settle();
    expect(api.get).toHaveBeenLastCalledWith(
      '/api/v2/notifications',
      expect.objectContaining({ query: expect.objectContaining({ max_id: '71', since_id: '10' }) }),
    );
    state = store.getState().notifications;
    expect(state.gaps).toEqual([{ sinceId: '10', maxId: '31' }]);
    expect(gapIndex(state.groups, state.gaps![0])).toBe(80);

    // The last 20: not a full page, so nothing is left between them and the older groups.
    api.get.mockResolvedValueOnce(v2Page(mentions(30, 11)));
    store.dispatch(notificationsGapLoadRequested(state.gaps![0]));
    await settle();
    state = store.getState().notifications;
    expect(state.gaps).toEqual([]);
    expect(keys(state.groups)).toEqual(keys(mentions(110, 1)).slice(0, state.groups.length));
    expect(state.groups.length).toBe(110);
  });

  it('a poll of a server without streaming that brings a full page leaves the gap too, asked by the newest page id', async () => {
    const { store, api } = liveStore(mentions(10, 1));
    await settle();
    api.get.mockResolvedValueOnce(v2Page(mentions(110, 71)));
    store.dispatch(pollDue());
    await settle();
    expect(api.get).toHaveBeenLastCalledWith(
      '/api/v2/notifications',
      expect.objectContaining({ query: expect.objectContaining({ since_id: '10' }) }),
    );
    expect(store.getState().notifications.gaps).toEqual([{ sinceId: '10', maxId: '71' }]);
  });

  it("a server that refused the id is asked from its own prev link's min_id: that page starts at the list's newest, so even a full one leaves no gap", async () => {
    const api = fakeApi();
    const { store, runSaga } = makeTestStore(
      { api },
      {
        auth: signedInAuth('1'),
        notifications: {
          ...initialNotificationsState,
          loaded: true,
          groups: mentions(10, 1),
          next: null,
          prev: 'http://localhost/api/v2/notifications?min_id=10',
        },
      },
    );
    runSaga(notificationFeatures);
    store.dispatch(firstPostsPainted());
    await settle();
    api.get
      .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500, statusText: 'Internal Server Error' }))
      .mockResolvedValueOnce(v2Page(mentions(50, 11)));
    store.dispatch(pollDue());
    await settle();
    expect(api.get.mock.calls.at(-1)?.[1]?.query).toMatchObject({ min_id: '10' });
    const state = store.getState().notifications;
    expect(state.gaps ?? []).toEqual([]);
    expect(keys(state.groups).slice(0, 2)).toEqual(['50', '49']);
  });

  it('a poll that brings less than a full page closes nothing: no gap is drawn', async () => {
    const { store, api } = liveStore(mentions(10, 1));
    await settle();
    api.get.mockResolvedValueOnce(v2Page(mentions(15, 11)));
    store.dispatch(pollDue());
    await settle();
    const state = store.getState().notifications;
    expect(state.gaps ?? []).toEqual([]);
    expect(keys(state.groups)).toEqual(keys(mentions(15, 1)));
  });

  it('on a server without grouped notifications a full v1 page leaves the gap too, and the gap asks v1 with max_id and since_id', async () => {
    const api = fakeApi();
    const { store, runSaga } = makeTestStore(
      { api },
      {
        auth: signedInAuth('1'),
        notifications: { ...initialNotificationsState, loaded: true, groups: mentions(10, 1), next: null },
        capabilities: { notificationsV2: 'no' },
      },
    );
    runSaga(notificationFeatures);
    store.dispatch(firstPostsPainted());
    await settle();
    const v1 = (from: number, to: number) => ({
      data: Array.from({ length: from - to + 1 }, (_, i): Notification => ({
        id: String(from - i),
        type: 'mention',
        created_at: '2026-01-01T00:00:00.000Z',
        group_key: `ungrouped-${from - i}`,
        account: makeAccount('7'),
      })),
      status: 200,
      links: { next: `http://localhost/api/v1/notifications?max_id=${to}` },
      headers: new Headers(),
    });
    api.get.mockResolvedValueOnce(v1(60, 21));
    store.dispatch(pollDue());
    await settle();
    const { gaps } = store.getState().notifications;
    expect(gaps).toEqual([{ sinceId: '10', maxId: '21' }]);
    api.get.mockResolvedValueOnce(v1(20, 11));
    store.dispatch(notificationsGapLoadRequested(gaps![0]));
    await settle();
    expect(api.get).toHaveBeenLastCalledWith(
      '/api/v1/notifications',
      expect.objectContaining({ query: expect.objectContaining({ max_id: '21', since_id: '10' }) }),
    );
    expect(store.getState().notifications.gaps).toEqual([]);
    expect(store.getState().notifications.groups).toHaveLength(60);
  });

  it('a gap whose page fails to load stays, ready to be loaded again', async () => {
    const { store, api } = liveStore(mentions(10, 1));
    await settle();
    api.get.mockResolvedValueOnce(v2Page(mentions(110, 71)));
    store.dispatch(pollDue());
    await settle();
    const [gap] = store.getState().notifications.gaps!;
    api.get.mockRejectedValueOnce(new Error('down'));
    store.dispatch(notificationsGapLoadRequested(gap));
    await flush();
    await settle();
    expect(store.getState().notifications.gaps).toEqual([{ sinceId: '10', maxId: '71' }]);
  });
});

describe('where a gap sits and what filling it changes', () => {
  const loaded = (overrides: Partial<NotificationsState>): NotificationsState => ({
    ...initialNotificationsState,
    loaded: true,
    ...overrides,
  });

  it('a gap stays above the groups listed before it while newer groups stream in above, or wait while the column is scrolled down', () => {
    const gap = { sinceId: '10', maxId: '71' };
    let state = liveNotificationsReducer(
      loaded({ groups: mentions(10, 1) }),
      notificationsGapFilled({ groups: mentions(110, 71), gap }),
    );
    state = liveNotificationsReducer(state, notificationsTopChanged(false));
    state = liveNotificationsReducer(
      state,
      notificationsStreamed({
        notifications: [
          {
            id: '200',
            type: 'mention',
            created_at: '2026-01-01T00:00:00.000Z',
            account: makeAccount('7'),
          } as Notification,
        ],
        options: { groupFollows: true },
      }),
    );
    expect(gapIndex(state.groups, gap)).toBe(40);
    state = liveNotificationsReducer(state, notificationsTopChanged(true));
    expect(keys(state.groups)[0]).toBe('200');
    expect(gapIndex(state.groups, gap)).toBe(41);
  });

  it("filling a gap keeps a group listed above it as it is and replaces one listed below it with the page's newer version", () => {
    const favouritesAbove = { ...mention(90), group_key: 'favourite-1', type: 'favourite' as const };
    const favouritesBelow = {
      ...mention(5),
      group_key: 'favourite-2',
      type: 'favourite' as const,
      notifications_count: 1,
    };
    const gap = { sinceId: '10', maxId: '80' };
    const filled = fillGap([favouritesAbove, mention(85), favouritesBelow, mention(4)], [gap], gap, {
      groups: [
        { ...favouritesAbove, most_recent_notification_id: '60', notifications_count: 9 },
        { ...favouritesBelow, most_recent_notification_id: '50', notifications_count: 3 },
        mention(40),
      ],
      next: null,
      full: false,
    })!;
    expect(filled.groups.map((g) => [g.group_key, g.notifications_count])).toEqual([
      ['favourite-1', 1],
      ['ungrouped-85', 1],
      ['favourite-2', 3],
      ['ungrouped-40', 1],
      ['ungrouped-4', 1],
    ]);
    expect(filled.gaps).toEqual([]);
  });

  it('no gap below a page that reached down to the newest group listed before', () => {
    expect(gapBelow({ groups: mentions(50, 11), next: null, full: true }, '10')).toEqual({
      sinceId: '10',
      maxId: '11',
    });
    expect(gapBelow({ groups: mentions(30, 11), next: null, full: false }, '10')).toBeNull();
  });
});
