import { firstPostsPainted } from '../../../../src/domain/events';
import type { NotificationGroup } from '../../../../src/api/entities';
import { streamingConnected } from '../../../../src/domain/streamingEvents';
import { notificationFilterParams } from '../../../../src/features/notifications/filterParams';
import {
  liveNotificationsReducer,
  notificationsReconciled,
  notificationsTopChanged,
} from '../../../../src/features/notifications/liveSlice';
import {
  initialNotificationsState,
  notificationsExpandRequested,
  type NotificationsState,
} from '../../../../src/features/notifications/slice';
import {
  fakeApi,
  makeAccount,
  makeTestStore,
  notificationFeatures,
  savedAccount,
  settle,
  settleUntil,
  signedInAuth,
} from '../../fixtures';

const mention = (id: number | string): NotificationGroup => ({
  group_key: `ungrouped-${id}`,
  notifications_count: 1,
  type: 'mention',
  most_recent_notification_id: String(id),
  page_min_id: String(id),
  page_max_id: String(id),
  sample_account_ids: ['7'],
});
const mentions = (newest: number, oldest: number) =>
  Array.from({ length: newest - oldest + 1 }, (_, i) => mention(newest - i));
/** Favourites of one post: `count` of them, the newest `id`. */
const favourites = (id: number, count: number): NotificationGroup => ({
  ...mention(id),
  group_key: 'favourite-50',
  type: 'favourite',
  notifications_count: count,
  page_min_id: String(id - count + 1),
});

/** A page as the server answers it; with a next link when `more`. */
const v2Page = (groups: NotificationGroup[], more = false) => ({
  data: { accounts: [makeAccount('7')], statuses: [], notification_groups: groups },
  status: 200,
  links: more
    ? { next: `http://localhost/api/v2/notifications?max_id=${groups[groups.length - 1].page_min_id}` }
    : {},
  headers: new Headers(),
});

const keys = (groups: NotificationGroup[]) => groups.map((group) => group.most_recent_notification_id);

function storeWith(list: Partial<NotificationsState>) {
  const api = fakeApi();
  const made = makeTestStore({ api }, { auth: signedInAuth('1') });
  const filter = JSON.stringify(
    notificationFilterParams(made.store.getState().settings.synced.notifications),
  );
  const preloaded = makeTestStore(
    { api, account: savedAccount },
    {
      auth: signedInAuth('1'),
      notifications: { ...initialNotificationsState, next: null, filter, ...list },
    },
  );
  preloaded.runSaga(notificationFeatures);
  preloaded.store.dispatch(firstPostsPainted());
  return { ...preloaded, api };
}

describe('the first load over the kept notifications asks for the first page and reconciles it', () => {
  it('kept groups the page no longer returns within its range go, returned ones replace the kept ones', async () => {
    const { store, api } = storeWith({ groups: [favourites(10, 1), ...mentions(9, 7)] });
    await settle();
    // 9 was deleted (or its account blocked) while away; the post had two more favourites.
    api.get.mockResolvedValueOnce(v2Page([mention(12), favourites(11, 3), mention(8), mention(7)]));
    store.dispatch(notificationsExpandRequested());
    await settleUntil(() => store.getState().notifications.loaded);
    expect(api.get.mock.calls[0][1]?.query).not.toHaveProperty('since_id');
    const { groups } = store.getState().notifications;
    expect(keys(groups)).toEqual(['12', '11', '8', '7']);
    expect(groups[1].notifications_count).toBe(3);
  });

  it('kept groups beyond a page that did not reach them go; the page’s next link loads them again, and no gap is left', async () => {
    const { store, api } = storeWith({ groups: mentions(10, 1) });
    await settle();
    api.get.mockResolvedValueOnce(v2Page(mentions(110, 71), true));
    store.dispatch(notificationsExpandRequested());
    await settleUntil(() => store.getState().notifications.loaded);
    const { groups, gaps, next } = store.getState().notifications;
    expect(keys(groups)).toEqual(keys(mentions(110, 71)));
    expect(gaps).toBeUndefined();
    expect(next).toBe('http://localhost/api/v2/notifications?max_id=71');
  });
});

describe('every reconnect asks for the first page and reconciles it', () => {
  it('at the top: a group dismissed or hidden while the stream was down goes; the page asks no since_id', async () => {
    const { store, api } = storeWith({ loaded: true, groups: mentions(10, 7) });
    await settle();
    api.get.mockResolvedValueOnce(v2Page([mention(11), mention(10), mention(8), mention(7)]));
    store.dispatch(streamingConnected({ reconnected: true }));
    await settleUntil(() => store.getState().notifications.groups[0]?.group_key === 'ungrouped-11');
    expect(api.get.mock.calls.at(-1)?.[1]?.query).not.toHaveProperty('since_id');
    expect(keys(store.getState().notifications.groups)).toEqual(['11', '10', '8', '7']);
  });

  it('scrolled down: the gone group leaves, the new ones wait, nothing else moves', async () => {
    const { store, api } = storeWith({ loaded: true, groups: mentions(10, 7), top: false });
    await settle();
    api.get.mockResolvedValueOnce(v2Page([mention(12), mention(11), mention(10), mention(8), mention(7)]));
    store.dispatch(streamingConnected({ reconnected: true }));
    await settleUntil(() => (store.getState().notifications.pending ?? []).length > 0);
    const { groups, pending } = store.getState().notifications;
    expect(keys(groups)).toEqual(['10', '8', '7']);
    expect(keys(pending!)).toEqual(['12', '11']);
  });

  it('scrolled down: a page that did not reach the groups leaves a gap; the groups beyond it stay until the column is back at its top', async () => {
    const { store, api } = storeWith({ loaded: true, groups: mentions(10, 1), top: false });
    await settle();
    api.get.mockResolvedValueOnce(v2Page(mentions(110, 71), true));
    store.dispatch(streamingConnected({ reconnected: true }));
    await settleUntil(() => (store.getState().notifications.pending ?? []).length > 0);
    let state = store.getState().notifications;
    expect(keys(state.groups)).toEqual(keys(mentions(10, 1)));
    expect(state.pending).toHaveLength(40);
    expect(state.gaps).toEqual([{ sinceId: '10', maxId: '71' }]);
    store.dispatch(notificationsTopChanged(true));
    state = store.getState().notifications;
    expect(keys(state.groups)).toEqual(keys(mentions(110, 71)));
    expect(state.gaps ?? []).toEqual([]);
    expect(state.next).toBe('/api/v2/notifications?max_id=71');
  });
});

describe('the reconcile rule (reducer)', () => {
  it('a group streamed after the page was asked for stays above it; one renewed by the stream keeps its newer version', () => {
    const state = liveNotificationsReducer(
      {
        ...initialNotificationsState,
        loaded: true,
        groups: [mention(20), favourites(15, 4), mention(9)],
      },
      notificationsReconciled({
        // Held when asked: the favourites with their first 3, and 9.
        held: { 'favourite-50': '12', 'ungrouped-9': '9' },
        page: { groups: [favourites(12, 3), mention(9)], next: null, full: false },
      }),
    );
    expect(keys(state.groups)).toEqual(['20', '15', '9']);
    expect(state.groups[1].notifications_count).toBe(4);
  });
});
