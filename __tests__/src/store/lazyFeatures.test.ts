import { takeEvery } from 'redux-saga/effects';
import { nothingToShow } from '../../../src/domain/events';
import { markersFetchRequested } from '../../../src/features/markers/slice';
import { statusListsIntents } from '../../../src/features/statusLists/intents';
import { selectStatusList } from '../../../src/features/statusLists/slice';
import { LAZY_FEATURES, lazyFeaturesSaga, type LazyFeature } from '../../../src/store/lazyFeatures';
import { fakeApi, makeStatus, makeTestStore, savedAccount, signedInAuth } from '../fixtures';

const page = (ids: string[]) => ({
  data: ids.map((id) => makeStatus(id)),
  status: 200,
  links: {},
  headers: new Headers(),
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

function setup() {
  const api = fakeApi();
  api.get.mockImplementation(() => Promise.resolve(page(['1'])));
  const made = makeTestStore({ api }, { auth: signedInAuth() });
  made.runSaga(lazyFeaturesSaga);
  return { ...made, api };
}

const getsOf = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.get.mock.calls.filter(([url]) => String(url).startsWith(path)).length;

describe('the lazily loaded features', () => {
  it('the first intent loads its feature and is handled once, with those that came while it loaded, in order', async () => {
    const { store, api } = setup();
    store.dispatch(statusListsIntents.fetchRequested({ list: 'favourites' }));
    store.dispatch(statusListsIntents.fetchRequested({ list: 'bookmarks' }));
    await until(() => !!selectStatusList(store.getState(), 'bookmarks').loaded);
    expect(api.get.mock.calls.map(([url]) => url)).toEqual(['/api/v1/favourites', '/api/v1/bookmarks']);
    // Once loaded, the next intent goes to the running saga.
    store.dispatch(statusListsIntents.fetchRequested({ list: 'favourites' }));
    await until(() => api.get.mock.calls.length === 3);
    expect(getsOf(api, '/api/v1/favourites')).toBe(2);
    expect(selectStatusList(store.getState(), 'favourites')).toMatchObject({ loaded: true, items: ['1'] });
  });

  it('a replayed intent reaches the loaded saga alone: the sagas already running took it once', async () => {
    const { store, api, runSaga } = setup();
    let seen = 0;
    runSaga(function* countingWatcher() {
      yield takeEvery(markersFetchRequested.type, () => {
        seen += 1;
      });
    });
    store.dispatch(markersFetchRequested());
    await until(() => getsOf(api, '/api/v1/markers') > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getsOf(api, '/api/v1/markers')).toBe(1);
    expect(seen).toBe(1);
  });

  it('a feature that works unasked starts when the first screen is drawn, never on a timer', async () => {
    const listening = jest.spyOn(window, 'addEventListener');
    const made = makeTestStore({ api: fakeApi(), account: savedAccount }, { auth: signedInAuth() });
    made.runSaga(lazyFeaturesSaga);
    const pageHide = () => listening.mock.calls.filter(([type]) => String(type) === 'pagehide').length;
    // The read markers' saga sends the unsaved positions when the page is hidden.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(pageHide()).toBe(0);
    made.store.dispatch(nothingToShow());
    await until(() => pageHide() > 0);
    expect(pageHide()).toBe(1);
    listening.mockRestore();
  }, 10_000);
});

describe('the registry routes by type, not by name', () => {
  const features: [string, LazyFeature][] = Object.entries(LAZY_FEATURES);
  const declared = features.map(([name, feature]) => [name, feature.declared] as const);

  it('every intent of every feature declared as one object is taken by that feature alone', () => {
    expect(declared.length).toBeGreaterThan(0);
    for (const [name, { intents }] of declared)
      for (const creator of Object.values(intents)) {
        const takers = features
          .filter(([, feature]) => feature.intents(creator({} as never)))
          .map(([taker]) => taker);
        expect({ type: creator.type, takers }).toEqual({ type: creator.type, takers: [name] });
      }
  });

  it.each(declared)(
    'the %s module has a handler for each of its intents, and no other',
    async (_, feature) => {
      const module = await feature.load();
      expect(Object.keys(module.handlers).sort()).toEqual(Object.keys(feature.intents).sort());
      for (const handler of Object.values(module.handlers)) expect(typeof handler).toBe('function');
    },
  );
});
