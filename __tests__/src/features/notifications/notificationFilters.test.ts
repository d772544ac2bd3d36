import { makeDefaultSyncedSettings } from '../../../../src/features/settings/defaults';
import { notificationFilterParams } from '../../../../src/features/notifications/filterParams';
import {
  notificationsExpandRequested,
  notificationsFilterChanged,
  selectNotifications,
} from '../../../../src/features/notifications/slice';
import { settingChanged } from '../../../../src/features/settings/public';
import { settingsLoaded } from '../../../../src/features/settings/slice';
import { fakeApi, flush, makeTestStore, notificationFeatures, signedInAuth } from '../../fixtures';

const emptyPage = {
  data: { accounts: [], statuses: [], notification_groups: [] },
  status: 200,
  links: {},
  headers: new Headers(),
};

function setup() {
  const api = fakeApi();
  api.get.mockResolvedValue(emptyPage);
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

describe('which notifications the column asks for', () => {
  it('per-type defaults: every type is shown but follow_request, which is sent as exclude_types', () => {
    const { shows } = makeDefaultSyncedSettings().notifications;
    for (const type of [
      'follow',
      'favourite',
      'reblog',
      'quote',
      'mention',
      'poll',
      'status',
      'update',
      'admin.sign_up',
      'admin.report',
    ])
      expect(shows[type]).toBe(true);
    expect(shows.follow_request).toBe(false);
    expect(notificationFilterParams(makeDefaultSyncedSettings().notifications)).toEqual({
      grouped_types: ['favourite', 'reblog', 'follow'],
      exclude_types: ['follow_request'],
    });
  });

  it('the quick filter defaults to All, shown', () => {
    expect(makeDefaultSyncedSettings().notifications.quickFilter).toMatchObject({
      active: 'all',
      show: true,
    });
  });

  it('a chosen quick filter asks for that type alone (types[])', () => {
    expect(
      notificationFilterParams({ shows: { follow_request: false }, quickFilter: { active: 'mention' } }),
    ).toEqual({
      types: ['mention'],
      grouped_types: ['favourite', 'reblog', 'follow'],
    });
  });

  it('a type unticked on the Preferences page is excluded from the next load', async () => {
    const { store, api } = setup();
    store.dispatch(settingChanged({ path: ['notifications', 'shows', 'reblog'], value: false }));
    store.dispatch(notificationsExpandRequested());
    await flush();
    expect(api.get).toHaveBeenLastCalledWith(
      '/api/v2/notifications',
      expect.objectContaining({
        query: {
          grouped_types: ['favourite', 'reblog', 'follow'],
          exclude_types: ['follow_request', 'reblog'],
        },
      }),
    );
  });

  it('a filter changed while a page loads drops that page and loads the list under the new filter', async () => {
    const { store, api } = setup();
    let answer: (value: unknown) => void = () => undefined;
    api.get.mockImplementationOnce(
      () => new Promise((resolve) => (answer = resolve as (value: unknown) => void)),
    );
    store.dispatch(notificationsExpandRequested());
    store.dispatch(settingChanged({ path: ['notifications', 'quickFilter', 'active'], value: 'mention' }));
    store.dispatch(notificationsFilterChanged());
    answer({
      ...emptyPage,
      data: {
        ...emptyPage.data,
        notification_groups: [
          {
            group_key: 'x',
            type: 'follow',
            notifications_count: 1,
            most_recent_notification_id: '5',
            sample_account_ids: [],
          },
        ],
      },
    });
    await flush();
    await flush();
    expect(api.get).toHaveBeenLastCalledWith(
      '/api/v2/notifications',
      expect.objectContaining({
        query: { types: ['mention'], grouped_types: ['favourite', 'reblog', 'follow'] },
      }),
    );
    expect(selectNotifications(store.getState()).groups).toEqual([]);
  });

  it('settings from the server that show another type reload a loaded list under them', async () => {
    const { store, api } = setup();
    store.dispatch(notificationsExpandRequested());
    await flush();
    store.dispatch(settingsLoaded({ notifications: { shows: { follow_request: true } } }));
    await flush();
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(api.get).toHaveBeenLastCalledWith(
      '/api/v2/notifications',
      expect.objectContaining({ query: { grouped_types: ['favourite', 'reblog', 'follow'] } }),
    );
  });
});
