import type { Notification } from '../../../../src/api/entities';
import { ApiError } from '../../../../src/api/errors';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { selectCapability } from '../../../../src/features/capabilities/public';
import { call, fork } from 'redux-saga/effects';
import { filtersSaga as filtersWatchers } from '../../../../src/features/filters/sagas';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';

/** The instance's watchers with the registry, which loads the v1 fallback when v2 is missing. */
function* instanceSaga() {
  yield fork(lazyFeaturesSaga);
  yield call(instanceWatchers);
}

/** The filters' watchers with the registry, which loads the list's loader on its first intent. */
function* filtersSaga() {
  yield fork(lazyFeaturesSaga);
  yield call(filtersWatchers);
}
import { selectFilterState } from '../../../../src/features/filters/selectors';
import { filtersIntents } from '../../../../src/features/filters/intents';
import { instanceSaga as instanceWatchers } from '../../../../src/features/instance/sagas';
import { instanceFetchRequested, selectInstance } from '../../../../src/features/instance/slice';
import { instanceFromV1 } from '../../../../src/features/instance/v1Fallback';
import { markerReadPositionChanged, markersFetchRequested } from '../../../../src/features/markers/slice';
import {
  notificationsExpandRequested,
  selectNotifications,
} from '../../../../src/features/notifications/slice';
import { loadServerSettings, settingsSaga } from '../../../../src/features/settings/sagas';
import { settingChanged } from '../../../../src/features/settings/slice';
import {
  fakeApi,
  flush,
  makeAccount,
  makeStatus,
  makeTestStore,
  notificationFeatures,
  runFeatures,
  savedAccount,
  signedInAuth,
} from '../../fixtures';

const author = makeAccount('2');
const notFound = () => new ApiError({ kind: 'http', status: 404, statusText: 'Not Found' });
const ok = (data: unknown, next?: string) =>
  ({ data, status: 200, links: next ? { next } : {}, headers: new Headers() }) as never;

/** Answers 404 for the paths a server lacks, and `answers[path]` for the others. */
function serverWithout(missing: string[], answers: Record<string, unknown> = {}) {
  const api = fakeApi();
  api.get.mockImplementation((path: string) =>
    missing.some((m) => path.startsWith(m))
      ? Promise.reject(notFound())
      : Promise.resolve(ok(answers[path] ?? [], answers[`${path}#next`] as string | undefined)),
  );
  return api;
}

function signedInStore(api: ReturnType<typeof fakeApi>) {
  return makeTestStore({ api, account: savedAccount }, { auth: signedInAuth('1') });
}

const calledPaths = (api: ReturnType<typeof fakeApi>) => api.get.mock.calls.map(([path]) => path);

describe('instance: v1 when /api/v2/instance answers 404', () => {
  it('takes the character limit from configuration.statuses.max_characters', () => {
    const instance = instanceFromV1({
      uri: 'example.social',
      version: '3.5.3',
      max_toot_chars: 500,
      configuration: { statuses: { max_characters: 1000, max_media_attachments: 4 } },
      urls: { streaming_api: 'wss://example.social' },
    });
    expect(instance.configuration.statuses.max_characters).toBe(1000);
    expect(instance.configuration.statuses.max_media_attachments).toBe(4);
    expect(instance.configuration.urls.streaming).toBe('wss://example.social');
    expect(instance.domain).toBe('example.social');
    expect(instance.version).toBe('3.5.3');
  });

  it('takes the character limit from the top-level max_toot_chars when configuration has none', () => {
    const instance = instanceFromV1({
      uri: 'snac.example',
      version: '2.94',
      max_toot_chars: 100_000,
      api_versions: { mastodon: 1 },
    });
    expect(instance.configuration.statuses.max_characters).toBe(100_000);
    expect(instance.api_versions).toEqual({ mastodon: 1 });
    expect(instance.configuration.urls.streaming).toBeUndefined();
  });

  it('a 404 from v2 loads v1 into the instance, learns instanceV2 "no" and shows no alert', async () => {
    const api = serverWithout(['/api/v2/instance'], {
      '/api/v1/instance': { uri: 'snac.example', max_toot_chars: 100_000, version: '2.94' },
    });
    const { store, runSaga } = signedInStore(api);
    runSaga(instanceSaga);
    store.dispatch(instanceFetchRequested());
    await flush();
    await flush();
    expect(calledPaths(api)).toContain('/api/v1/instance');
    expect(selectInstance(store.getState())?.configuration.statuses.max_characters).toBe(100_000);
    expect(selectCapability(store.getState(), 'instanceV2')).toBe('no');
    expect(store.getState().alerts).toEqual([]);
  });

  it('another failure of v2 still alerts and asks no v1', async () => {
    const api = fakeApi();
    api.get.mockImplementation((path: string) =>
      path === '/api/v2/instance'
        ? Promise.reject(new ApiError({ kind: 'http', status: 500, statusText: 'Server Error' }))
        : Promise.resolve(ok([])),
    );
    const { store, runSaga } = signedInStore(api);
    runSaga(instanceSaga);
    store.dispatch(instanceFetchRequested());
    await flush();
    await flush();
    expect(calledPaths(api)).not.toContain('/api/v1/instance');
    expect(store.getState().alerts).toHaveLength(1);
  });
});

const notification = (id: string, type: string, accountId: string, statusId?: string): Notification =>
  ({
    id,
    type,
    created_at: `2025-01-0${id}T00:00:00Z`,
    account: makeAccount(accountId),
    ...(statusId ? { status: makeStatus(statusId) } : {}),
  }) as Notification;

describe('notifications: v1, grouped here, when /api/v2/notifications answers 404', () => {
  const v1Page = [
    notification('5', 'mention', '8', '60'),
    notification('4', 'favourite', '7', '50'),
    notification('3', 'favourite', '6', '50'),
    notification('2', 'follow', '9'),
    notification('1', 'follow', '4'),
  ];

  it('lists v1 notifications grouped by the live rules, without an alert, and asks v1 directly from then on', async () => {
    const api = serverWithout(['/api/v2/notifications'], {
      '/api/v1/notifications': v1Page,
      '/api/v1/notifications#next': 'http://localhost/api/v1/notifications?max_id=1',
    });
    const { store, runSaga } = signedInStore(api);
    runSaga(notificationFeatures);
    store.dispatch(notificationsExpandRequested());
    await flush();
    await flush();
    const state = selectNotifications(store.getState());
    expect(state.groups.map((g) => [g.type, g.notifications_count])).toEqual([
      ['mention', 1],
      ['favourite', 2],
      ['follow', 2],
    ]);
    const favourites = state.groups[1];
    expect(favourites.sample_account_ids).toEqual(['7', '6']);
    expect(favourites.most_recent_notification_id).toBe('4');
    expect(favourites.page_min_id).toBe('3');
    expect(state.next).toBe('http://localhost/api/v1/notifications?max_id=1');
    expect(store.getState().accounts.entities['8']).toBeDefined();
    expect(store.getState().statuses.entities['60']).toBeDefined();
    expect(selectCapability(store.getState(), 'notificationsV2')).toBe('no');
    expect(store.getState().alerts).toEqual([]);

    const v1Query = api.get.mock.calls.find(([path]) => path === '/api/v1/notifications')?.[1]?.query;
    expect(v1Query).toEqual({ exclude_types: ['follow_request'], limit: 40 });

    store.dispatch(notificationsExpandRequested({ older: true }));
    await flush();
    await flush();
    expect(calledPaths(api).filter((p) => p === '/api/v2/notifications')).toHaveLength(1);
    expect(api.get).toHaveBeenLastCalledWith(
      '/api/v1/notifications',
      expect.objectContaining({ query: expect.objectContaining({ max_id: '1' }) }),
    );
  });

  it('follows stay apart with "Group follows" off, as streamed ones do', async () => {
    const api = serverWithout(['/api/v2/notifications'], { '/api/v1/notifications': v1Page });
    const { store, runSaga } = signedInStore(api);
    store.dispatch(settingChanged({ path: ['notifications', 'group', 'follow'], value: false }));
    runSaga(notificationFeatures);
    store.dispatch(notificationsExpandRequested());
    await flush();
    await flush();
    const types = selectNotifications(store.getState()).groups.map((g) => g.type);
    expect(types).toEqual(['mention', 'favourite', 'follow', 'follow']);
  });
});

describe('filters: v1 when /api/v2/filters answers 404', () => {
  it('loads v1 filters and applies their phrases to posts, whole words only where asked', async () => {
    const api = serverWithout(['/api/v2/filters'], {
      '/api/v1/filters': [
        { id: '1', phrase: 'cat', context: ['home'], whole_word: true, irreversible: false },
        { id: '2', phrase: 'spoil', context: ['home'], whole_word: false, irreversible: true },
      ],
    });
    const { store, runSaga } = signedInStore(api);
    runSaga(filtersSaga);
    store.dispatch(
      entitiesImported({ statuses: [makeStatus('10', { account: author, content: '<p>A Cat sat</p>' })] }),
    );
    store.dispatch(filtersIntents.fetchRequested());
    await flush();
    await flush();
    store.dispatch(
      entitiesImported({
        statuses: [
          makeStatus('11', { account: author, content: '<p>concatenate</p>' }),
          makeStatus('12', { account: author, content: '<p>no</p>', spoiler_text: 'spoilers ahead' }),
        ],
      }),
    );
    await flush();
    const now = Date.now();
    expect(selectCapability(store.getState(), 'filtersV2')).toBe('no');
    expect(selectFilterState(store.getState(), '10', 'home', now).action).toBe('warn');
    expect(selectFilterState(store.getState(), '10', 'home', now).titles).toEqual(['cat']);
    expect(selectFilterState(store.getState(), '11', 'home', now).action).toBeNull();
    expect(selectFilterState(store.getState(), '12', 'home', now).action).toBe('hide');
    expect(selectFilterState(store.getState(), '12', 'public', now).action).toBeNull();

    store.dispatch(filtersIntents.fetchRequested());
    await flush();
    await flush();
    expect(calledPaths(api).filter((p) => p === '/api/v2/filters')).toHaveLength(1);
    expect(calledPaths(api).filter((p) => p === '/api/v1/filters')).toHaveLength(2);
  });
});

describe('settings and markers: a 404 keeps them on this device, quietly, with no more calls', () => {
  it('a 404 from GET /api/web/settings at start-up stops the sync without an alert', async () => {
    jest.useFakeTimers();
    try {
      const api = serverWithout(['/api/web/settings']);
      const { store, runSaga } = makeTestStore(
        { api, account: savedAccount },
        { auth: signedInAuth('1'), settings: { ...makeTestStore().store.getState().settings, saved: true } },
      );
      runSaga(settingsSaga);
      await runSaga(loadServerSettings).toPromise();
      expect(store.getState().settings.syncEnabled).toBe(false);
      expect(selectCapability(store.getState(), 'webSettings')).toBe('no');
      store.dispatch(settingChanged({ path: ['skinTone'], value: 2 }));
      await jest.advanceTimersByTimeAsync(5_000);
      expect(api.put).not.toHaveBeenCalled();
      expect(store.getState().alerts).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a 404 from /api/v1/markers is silent and no marker is sent afterwards', async () => {
    const api = serverWithout(['/api/v1/markers']);
    api.post.mockRejectedValue(notFound());
    const { store, runSaga } = signedInStore(api);
    runSaga(runFeatures, 'markers');
    store.dispatch(markersFetchRequested());
    await flush();
    await flush();
    expect(selectCapability(store.getState(), 'markers')).toBe('no');
    store.dispatch(markerReadPositionChanged({ timeline: 'notifications', lastReadId: '99' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.post).not.toHaveBeenCalled();
    expect(store.getState().alerts).toEqual([]);
  });
});
