import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { NotificationGroup } from '../../../../src/api/entities';
import { ApiError } from '../../../../src/api/errors';
import { I18nProvider } from '../../../../src/app/i18n';
import { createMemoryAccountDb } from '../../../../src/db/memoryStore';
import { readStoredNotifications } from '../../../../src/db/notifications';
import { diffForPersistence, storedNotifications, type Snapshot } from '../../../../src/db/persistBatch';
import { persistenceSaga } from '../../../../src/db/keeping';
import type { AccountDb } from '../../../../src/db/types';
import { normalizeEntities } from '../../../../src/domain/importer/normalize';
import { NotificationsColumn } from '../../../../src/features/notifications/components/NotificationsColumn';
import {
  initialNotificationsState,
  notificationsExpandRequested,
  notificationsExpandSucceeded,
  type NotificationsState,
} from '../../../../src/features/notifications/slice';
import {
  fakeApi,
  makeAccount,
  makeStatus,
  makeTestStore,
  notificationFeatures,
  settle,
  settleUntil,
  signedInAuth,
} from '../../fixtures';

// The registry installs the live updates' reducer when the notifications feature loads; here its
// saga is started directly.

const FILTER = JSON.stringify({
  grouped_types: ['favourite', 'reblog', 'follow'],
  exclude_types: ['follow_request'],
});

const favourite = (id: number, statusId: string, accountId = '7'): NotificationGroup => ({
  group_key: `favourite-${statusId}-${id}`,
  notifications_count: 1,
  type: 'favourite',
  most_recent_notification_id: String(id),
  page_min_id: String(id),
  page_max_id: String(id),
  sample_account_ids: [accountId],
  status_id: statusId,
});

const account = {
  key: '1@localhost',
  accountId: '1',
  domain: 'localhost',
  baseUrl: 'http://localhost',
  token: 't',
  acct: 'me@localhost',
  avatar: '',
};

const offline = () => new ApiError({ kind: 'network', statusText: 'Network error' });

/** A database holding a notifications list under `filter`, with the posts and accounts it shows. */
async function dbWithKept(groups: NotificationGroup[], filter = FILTER) {
  const db = createMemoryAccountDb('kept');
  await db.writeBatch({
    ...normalizeEntities({
      statuses: [makeStatus('50', { content: '<p>Kept favourite post</p>' })],
      accounts: [makeAccount('7', { display_name: 'Keeper' })],
    }),
    notifications: { groups, next: null, filter, updatedAt: 1 },
  });
  return db;
}

function storeWith(db: AccountDb) {
  const api = fakeApi();
  const made = makeTestStore({ api, db, account }, { auth: signedInAuth('1') });
  made.runSaga(notificationFeatures);
  return { ...made, api };
}

describe('notifications kept offline (grouped notifications kept like the timelines)', () => {
  it('notifications are shown offline after a reload: the first load shows the groups kept on this device, with their posts and accounts, when the server cannot be reached', async () => {
    const db = await dbWithKept([favourite(9, '50')]);
    const { store, api } = storeWith(db);
    api.get.mockRejectedValue(offline());
    store.dispatch(notificationsExpandRequested());
    await settleUntil(() => store.getState().notifications.failed);
    const state = store.getState();
    expect(state.notifications.groups.map((g) => g.group_key)).toEqual(['favourite-50-9']);
    expect(state.notifications).toMatchObject({ loaded: false, failed: true });
    expect(state.statuses.entities['50']).toBeDefined();
    expect(state.accounts.entities['7']?.display_name).toBe('Keeper');
  });

  it('the column draws the kept groups offline and does not say that nothing is saved', async () => {
    const db = await dbWithKept([favourite(9, '50')]);
    const { store, api } = storeWith(db);
    api.get.mockRejectedValue(offline());
    render(
      <I18nProvider>
        <Provider store={store}>
          <Router hook={memoryLocation().hook}>
            <NotificationsColumn />
          </Router>
        </Provider>
      </I18nProvider>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1600));
    });
    expect(await screen.findByText('Kept favourite post')).toBeInTheDocument();
    await act(() => settle());
    expect(store.getState().notifications.failed).toBe(true);
    expect(screen.queryByText(/No notifications are saved on this device/)).toBeNull();
  });

  it('with nothing kept, the column says so offline', async () => {
    const { store, api } = storeWith(createMemoryAccountDb('empty'));
    api.get.mockRejectedValue(offline());
    render(
      <I18nProvider>
        <Provider store={store}>
          <Router hook={memoryLocation().hook}>
            <NotificationsColumn />
          </Router>
        </Provider>
      </I18nProvider>,
    );
    expect(
      await screen.findByText(/No notifications are saved on this device/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('online, the first load over the kept groups asks for the current first page: at the top, kept groups beyond a page that did not reach them go, and its next link loads them again', async () => {
    const db = await dbWithKept([favourite(9, '50')]);
    const { store, api } = storeWith(db);
    const fresh = Array.from({ length: 40 }, (_, i) => favourite(100 - i, '50', '7'));
    api.get.mockResolvedValue({
      data: {
        accounts: [makeAccount('7')],
        statuses: [makeStatus('50')],
        notification_groups: fresh.map((g, i) => ({
          ...g,
          group_key: `ungrouped-${100 - i}`,
          type: 'mention' as const,
        })),
      },
      status: 200,
      links: { next: 'http://localhost/api/v2/notifications?max_id=61' },
      headers: new Headers(),
    });
    store.dispatch(notificationsExpandRequested());
    await settleUntil(() => store.getState().notifications.loaded);
    expect(api.get.mock.calls[0][1]?.query).not.toHaveProperty('since_id');
    const { groups, gaps, next } = store.getState().notifications;
    expect(groups).toHaveLength(40);
    expect(groups.some((g) => g.group_key === 'favourite-50-9')).toBe(false);
    expect(gaps).toBeUndefined();
    expect(next).toBe('http://localhost/api/v2/notifications?max_id=61');
  });

  it('as with timelines, a kept group whose post or accounts were not kept is left out', async () => {
    const db = await dbWithKept([
      favourite(9, '50'),
      favourite(8, 'gone'),
      { ...favourite(7, '50', 'nobody'), group_key: 'favourite-50-7' },
    ]);
    const kept = await readStoredNotifications(db);
    expect(kept?.notifications?.groups.map((g) => g.group_key)).toEqual(['favourite-50-9']);
    expect(kept?.entities.statuses.map((s) => s.id)).toEqual(['50']);
  });

  it('groups kept under another filter are not shown: the list loads afresh', async () => {
    const db = await dbWithKept([favourite(9, '50')], JSON.stringify({ types: ['mention'] }));
    const { store, api } = storeWith(db);
    api.get.mockRejectedValue(offline());
    store.dispatch(notificationsExpandRequested());
    await settleUntil(() => store.getState().notifications.failed);
    expect(store.getState().notifications.groups).toEqual([]);
  });

  it('the loaded list is kept like a timeline page: its first 40 groups, the page below them, the gaps among them and its filter', async () => {
    const many = Array.from({ length: 45 }, (_, i) => favourite(200 - i, '50'));
    const list: NotificationsState = {
      ...initialNotificationsState,
      loaded: true,
      groups: many,
      next: 'http://localhost/api/v2/notifications?max_id=100',
      filter: FILTER,
      gaps: [
        { sinceId: '180', maxId: '190', loading: true },
        { sinceId: '150', maxId: '155' },
      ],
    };
    const kept = storedNotifications(list, 5);
    expect(kept.groups).toHaveLength(40);
    expect(kept.next).toBe('/api/v2/notifications?max_id=161');
    // The gap below the 40th group is covered by the page below them.
    expect(kept.gaps).toEqual([{ sinceId: '180', maxId: '190' }]);
    expect(kept.filter).toBe(FILTER);

    // Written with the entities, once the list loaded from the server.
    const db = createMemoryAccountDb('write');
    const { store, runSaga } = makeTestStore({ api: fakeApi(), db, account }, { auth: signedInAuth('1') });
    runSaga(persistenceSaga);
    store.dispatch(
      notificationsExpandSucceeded({
        groups: [favourite(9, '50')],
        next: null,
        older: false,
        filter: FILTER,
      }),
    );
    // Written after the persistence debounce.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await db.getNotifications())?.groups.map((g) => g.group_key)).toEqual(['favourite-50-9']);
  });

  it('a list read from this device and not yet loaded from the server is not written back', () => {
    const server = { instance: { info: null }, capabilities: {} };
    const state = (notifications: Partial<NotificationsState>) =>
      ({
        ...server,
        statuses: { ids: [], entities: {} },
        accounts: { ids: [], entities: {} },
        polls: { ids: [], entities: {} },
        timelines: {},
        notifications: { ...initialNotificationsState, ...notifications },
      }) as unknown as Snapshot;
    const before = state({});
    expect(diffForPersistence(before, state({ groups: [favourite(9, '50')] })).notifications).toBeUndefined();
    expect(
      diffForPersistence(before, state({ groups: [favourite(9, '50')], loaded: true })).notifications?.groups,
    ).toHaveLength(1);
  });
});
