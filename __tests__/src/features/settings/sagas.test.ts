import { ApiError } from '../../../../src/api/errors';
import { createMemoryAccountDb } from '../../../../src/db/memoryStore';
import { loadServerSettings, settingsSaga } from '../../../../src/features/settings/sagas';
import { dbHydrated } from '../../../../src/db/actions';
import { localSettingChanged, settingChanged } from '../../../../src/features/settings/slice';
import { makeDefaultSyncedSettings, mergeSettings } from '../../../../src/features/settings/defaults';
import { fakeApi, makeTestStore, signedInAuth } from '../../fixtures';

function setup(signedIn = true) {
  const api = fakeApi();
  const db = createMemoryAccountDb('settings');
  const made = makeTestStore({ api, db, localStorage }, signedIn ? { auth: signedInAuth() } : {});
  made.runSaga(settingsSaga);
  return { ...made, api, db };
}

const ok = { data: null, status: 200, links: {}, headers: new Headers() };

describe('settings', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('defaults: columns COMPOSE, HOME, NOTIFICATIONS with uuids; home shows reblogs and replies', () => {
    const settings = makeDefaultSyncedSettings();
    expect(settings.columns.map((c) => c.id)).toEqual(['COMPOSE', 'HOME', 'NOTIFICATIONS']);
    expect(settings.columns.every((c) => typeof c.uuid === 'string' && c.uuid.length > 0)).toBe(true);
    expect(settings.home.shows).toEqual({ reblog: true, reply: true });
    expect(settings.notifications.shows.follow_request).toBe(false);
    expect(settings.notifications.shows.mention).toBe(true);
    expect(settings.notifications.alerts.mention).toBe(false);
  });

  it('a change marks settings unsaved; the save is debounced 2 s and marks them saved', async () => {
    const { store, api } = setup();
    api.put.mockResolvedValue(ok);
    store.dispatch(settingChanged({ path: ['home', 'shows', 'reblog'], value: false }));
    expect(store.getState().settings.saved).toBe(false);
    await jest.advanceTimersByTimeAsync(1_500);
    store.dispatch(settingChanged({ path: ['home', 'shows', 'reply'], value: false }));
    await jest.advanceTimersByTimeAsync(1_999);
    expect(api.put).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(api.put).toHaveBeenCalledTimes(1);
    const body = api.put.mock.calls[0][1]?.json as { data: { home: { shows: object } } };
    expect(api.put.mock.calls[0][0]).toBe('/api/web/settings');
    expect(body.data.home.shows).toEqual({ reblog: false, reply: false });
    expect(store.getState().settings.saved).toBe(true);
  });

  it.each([401, 403, 404])(
    'a %i from /api/web/settings disables the sync quietly and keeps them locally',
    async (status) => {
      const { store, api, db } = setup();
      api.put.mockRejectedValue(new ApiError({ kind: 'http', status, statusText: 'No' }));
      store.dispatch(settingChanged({ path: ['skinTone'], value: 3 }));
      await jest.advanceTimersByTimeAsync(2_000);
      expect(store.getState().settings.syncEnabled).toBe(false);
      expect(store.getState().alerts).toEqual([]);
      expect(await db.getSetting('settings')).toMatchObject({ data: { skinTone: 3 }, syncEnabled: false });
      store.dispatch(settingChanged({ path: ['skinTone'], value: 4 }));
      await jest.advanceTimersByTimeAsync(2_000);
      expect(api.put).toHaveBeenCalledTimes(1);
      expect(await db.getSetting('settings')).toMatchObject({ data: { skinTone: 4 } });
    },
  );

  it('every change is kept on this device at once; only the server save waits 2 s', async () => {
    const { store, api, db } = setup();
    api.put.mockResolvedValue(ok);
    store.dispatch(settingChanged({ path: ['columns'], value: [{ id: 'HOME', uuid: 'h' }] }));
    await jest.advanceTimersByTimeAsync(0);
    const stored = await db.getSetting('settings');
    expect(stored?.data.columns).toEqual([{ id: 'HOME', uuid: 'h' }]);
    expect(stored?.saved).toBe(false);
    expect(api.put).not.toHaveBeenCalled();
  });

  it('loads the server copy at start-up; a refusal disables the sync', async () => {
    const { store, api, runSaga } = setup();
    api.get.mockResolvedValueOnce({ ...ok, data: { skinTone: 5, columns: [{ id: 'HOME', uuid: 'u' }] } });
    expect(store.getState().settings.serverLoads).toBe(0);
    await runSaga(loadServerSettings).toPromise();
    expect(store.getState().settings.synced.skinTone).toBe(5);
    expect(store.getState().settings.synced.columns).toEqual([{ id: 'HOME', uuid: 'u' }]);
    // Counted, so that a place opened before the account's deck came is looked up in it again.
    expect(store.getState().settings.serverLoads).toBe(1);
    api.get.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 401, statusText: 'Unauthorized' }));
    await runSaga(loadServerSettings).toPromise();
    expect(store.getState().settings.syncEnabled).toBe(false);
  });

  it('a change kept on this device but not yet sent wins over the server copy at start-up, and is sent', async () => {
    const { store, api, db } = setup();
    api.put.mockResolvedValue(ok);
    api.get.mockResolvedValue({
      ...ok,
      data: {
        columns: [
          { id: 'HOME', uuid: 'h' },
          { id: 'PUBLIC', uuid: 'p' },
        ],
      },
    });
    // The tab closed before the debounced save: the device holds the change, unsaved.
    store.dispatch(settingChanged({ path: ['columns'], value: [{ id: 'HOME', uuid: 'h' }] }));
    await jest.advanceTimersByTimeAsync(0);
    const next = setup();
    next.api.put.mockResolvedValue(ok);
    next.api.get.mockResolvedValue({
      ...ok,
      data: {
        columns: [
          { id: 'HOME', uuid: 'h' },
          { id: 'PUBLIC', uuid: 'p' },
        ],
      },
    });
    next.store.dispatch(
      dbHydrated({
        entities: { statuses: [], accounts: [], polls: [] },
        timelines: {},
        draft: null,
        settings: (await db.getSetting('settings'))!,
      }),
    );
    await next.runSaga(loadServerSettings).toPromise();
    expect(next.api.get).not.toHaveBeenCalled();
    expect(next.store.getState().settings.synced.columns).toEqual([{ id: 'HOME', uuid: 'h' }]);
    expect(next.store.getState().settings.serverLoads).toBe(0);
    expect(next.api.put).toHaveBeenCalledTimes(1);
    expect((next.api.put.mock.calls[0][1]?.json as { data: { columns: unknown } }).data.columns).toEqual([
      { id: 'HOME', uuid: 'h' },
    ]);
    expect(next.store.getState().settings.saved).toBe(true);
  });

  it('local settings go to localStorage', async () => {
    const { store } = setup();
    store.dispatch(localSettingChanged({ layout: 'multi' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(JSON.parse(localStorage.getItem('fedideck:localSettings') ?? '{}')).toMatchObject({
      layout: 'multi',
    });
  });

  it('a malformed stored document falls back to the defaults field by field', () => {
    const merged = mergeSettings(makeDefaultSyncedSettings(), { skinTone: 'x', home: 'bad', extra: 1 });
    expect(merged.skinTone).toBe(1);
    expect(merged.home.shows.reblog).toBe(true);
    expect((merged as Record<string, unknown>).extra).toBe(1);
  });
});
