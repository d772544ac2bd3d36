import { firstPostsPainted } from '../../../../src/domain/events';
import type { NotificationGroup } from '../../../../src/api/entities';
import { ApiError } from '../../../../src/api/errors';
import { streamingConnected } from '../../../../src/domain/streamingEvents';
import {
  notificationsExpandRequested,
  selectNotifications,
} from '../../../../src/features/notifications/slice';
import {
  fakeApi,
  flush,
  makeAccount,
  makeStatus,
  makeTestStore,
  notificationFeatures,
  signedInAuth,
} from '../../fixtures';

const group = (key: string, type: string, statusId?: string): NotificationGroup => ({
  group_key: key,
  notifications_count: 2,
  type: type as NotificationGroup['type'],
  most_recent_notification_id: key.replace(/\D/g, '') || '1',
  sample_account_ids: ['7'],
  status_id: statusId,
});

const page = (groups: NotificationGroup[], next?: string) => ({
  data: { accounts: [makeAccount('7')], statuses: [makeStatus('50')], notification_groups: groups },
  status: 200,
  links: next ? { next } : {},
  headers: new Headers(),
});

function setup() {
  const api = fakeApi();
  const made = makeTestStore(
    {
      api,
      account: {
        key: '1@localhost',
        accountId: '1',
        domain: 'localhost',
        baseUrl: 'http://localhost',
        token: 't',
        acct: 'me@localhost',
        avatar: '',
      },
    },
    { auth: signedInAuth('1') },
  );
  made.runSaga(notificationFeatures);
  return { ...made, api };
}

describe('grouped notifications, listed plainly (GET v2/notifications)', () => {
  it('loads the groups with their accounts and statuses side-loaded into the entity tables', async () => {
    const { store, api } = setup();
    api.get.mockResolvedValue(
      page(
        [group('favourite-50-1', 'favourite', '50'), group('ungrouped-9', 'follow')],
        'http://localhost/api/v2/notifications?max_id=9',
      ),
    );
    store.dispatch(notificationsExpandRequested());
    await flush();
    expect(api.get).toHaveBeenCalledWith(
      '/api/v2/notifications',
      expect.objectContaining({
        query: { grouped_types: ['favourite', 'reblog', 'follow'], exclude_types: ['follow_request'] },
      }),
    );
    const state = selectNotifications(store.getState());
    expect(state.groups.map((g) => g.group_key)).toEqual(['favourite-50-1', 'ungrouped-9']);
    expect(state.loaded).toBe(true);
    expect(store.getState().accounts.entities['7']).toBeDefined();
    expect(store.getState().statuses.entities['50']).toBeDefined();
  });

  it('loads older groups with max_id from the Link header and appends them without duplicates', async () => {
    const { store, api } = setup();
    api.get.mockResolvedValueOnce(
      page([group('a-3', 'mention')], 'http://localhost/api/v2/notifications?max_id=3'),
    );
    store.dispatch(notificationsExpandRequested());
    await flush();
    api.get.mockResolvedValueOnce(page([group('a-3', 'mention'), group('b-2', 'follow')]));
    store.dispatch(notificationsExpandRequested({ older: true }));
    await flush();
    expect(api.get).toHaveBeenLastCalledWith(
      '/api/v2/notifications',
      expect.objectContaining({
        query: {
          max_id: '3',
          grouped_types: ['favourite', 'reblog', 'follow'],
          exclude_types: ['follow_request'],
        },
      }),
    );
    const state = selectNotifications(store.getState());
    expect(state.groups.map((g) => g.group_key)).toEqual(['a-3', 'b-2']);
    expect(state.next).toBeNull();
  });

  it('notifications that failed to load (offline) load once the connection is up, and only then', async () => {
    const { store, api } = setup();
    api.get.mockRejectedValueOnce(new ApiError({ kind: 'network', statusText: 'Network error' }));
    store.dispatch(notificationsExpandRequested());
    await flush();
    expect(selectNotifications(store.getState())).toMatchObject({ loaded: false, failed: true });
    api.get.mockResolvedValue(page([group('ungrouped-9', 'follow')]));
    store.dispatch(streamingConnected({ reconnected: false }));
    await flush();
    expect(selectNotifications(store.getState())).toMatchObject({ loaded: true, failed: false });
    expect(api.get).toHaveBeenCalledTimes(2);
    // Loaded notifications are asked again on a later connection as their current first page, to be
    // reconciled with what is listed (once live updates have loaded, with the read markers).
    store.dispatch(firstPostsPainted());
    await flush();
    store.dispatch(streamingConnected({ reconnected: true }));
    await flush();
    await flush();
    expect(api.get).toHaveBeenCalledTimes(3);
    expect(api.get.mock.calls[2][0]).toBe('/api/v2/notifications');
    expect(api.get.mock.calls[2][1]?.query).not.toHaveProperty('since_id');
  });

  it('does nothing for a signed-out visitor', async () => {
    const api = fakeApi();
    const { store, runSaga } = makeTestStore({ api });
    runSaga(notificationFeatures);
    store.dispatch(notificationsExpandRequested());
    await flush();
    expect(api.get).not.toHaveBeenCalled();
  });
});
