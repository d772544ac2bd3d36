import { entitiesImported } from '../../../../src/domain/importer/actions';
import { deleteSucceeded } from '../../../../src/domain/events';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { statusesSaga } from '../../../../src/features/statuses/sagas';
import { interactionRequested, interactionSucceeded } from '../../../../src/features/statuses/slice';
import { statusListsIntents } from '../../../../src/features/statusLists/intents';
import { selectStatusList, type StatusListKey } from '../../../../src/features/statusLists/slice';
import { fakeApi, makeStatus, makeTestStore, signedInAuth } from '../../fixtures';

const page = (ids: string[], next?: string) => ({
  data: ids.map((id) => makeStatus(id)),
  status: 200,
  links: next ? { next } : {},
  headers: new Headers(),
});

function setup() {
  const api = fakeApi();
  const made = makeTestStore({ api }, { auth: signedInAuth() });
  made.runSaga(lazyFeaturesSaga);
  made.runSaga(statusesSaga);
  const list = (key: StatusListKey) => selectStatusList(made.store.getState(), key);
  // The fetching code is imported on first use: wait until the saga has answered.
  const settled = (key: StatusListKey) =>
    new Promise<void>((resolve) => {
      const check = () => (list(key).isLoading ? setTimeout(check, 5) : resolve());
      setTimeout(check, 5);
    });
  return { ...made, api, list, settled };
}

describe('status lists (favourites, bookmarks, pinned posts)', () => {
  it('each list fetch goes request, then success: loading while it runs, loaded after', async () => {
    const { store, api, list, settled, actions } = setup();
    api.get.mockResolvedValue(page(['3', '2']));
    store.dispatch(statusListsIntents.fetchRequested({ list: 'bookmarks' }));
    expect(list('bookmarks').isLoading).toBe(true);
    await settled('bookmarks');
    expect(api.get).toHaveBeenCalledWith('/api/v1/bookmarks');
    expect(list('bookmarks')).toEqual({ next: null, loaded: true, isLoading: false, items: ['3', '2'] });
    expect(actions.map((a) => a.type)).toEqual(
      expect.arrayContaining(['statusLists/fetchRequested', 'statusLists/fetched']),
    );
    expect(store.getState().statuses.entities['3']).toBeDefined();
  });

  it('each list fetch goes request, then fail: loading stops and the items stay', async () => {
    const { store, api, list, settled } = setup();
    api.get.mockResolvedValueOnce(page(['3']));
    store.dispatch(statusListsIntents.fetchRequested({ list: 'favourites' }));
    await settled('favourites');
    api.get.mockRejectedValueOnce(new Error('offline'));
    store.dispatch(statusListsIntents.fetchRequested({ list: 'favourites' }));
    await settled('favourites');
    expect(list('favourites')).toMatchObject({ isLoading: false, items: ['3'] });
  });

  it('a first page replaces the items', async () => {
    const { store, api, list, settled } = setup();
    api.get.mockResolvedValueOnce(page(['3', '2']));
    store.dispatch(statusListsIntents.fetchRequested({ list: 'favourites' }));
    await settled('favourites');
    api.get.mockResolvedValueOnce(page(['9']));
    store.dispatch(statusListsIntents.fetchRequested({ list: 'favourites' }));
    await settled('favourites');
    expect(list('favourites').items).toEqual(['9']);
  });

  it("expand appends, asking for the Link header's next URL as it is (opaque ids, not the last post's id)", async () => {
    const { store, api, list, settled } = setup();
    const next = 'http://localhost/api/v1/favourites?max_id=77001';
    api.get.mockResolvedValueOnce(page(['3', '2'], next));
    store.dispatch(statusListsIntents.fetchRequested({ list: 'favourites' }));
    await settled('favourites');
    expect(list('favourites').next).toBe(next);
    api.get.mockResolvedValueOnce(page(['1']));
    store.dispatch(statusListsIntents.fetchRequested({ list: 'favourites', expand: true }));
    await settled('favourites');
    expect(api.get).toHaveBeenLastCalledWith(next);
    expect(list('favourites')).toMatchObject({ items: ['3', '2', '1'], next: null });
  });

  it('expand without a next link asks nothing', async () => {
    const { store, api, settled } = setup();
    store.dispatch(statusListsIntents.fetchRequested({ list: 'bookmarks', expand: true }));
    await settled('bookmarks');
    expect(api.get).not.toHaveBeenCalled();
  });

  it("an account's pinned posts come from its statuses with pinned=true", async () => {
    const { store, api, list, settled } = setup();
    api.get.mockResolvedValueOnce(page(['5']));
    store.dispatch(statusListsIntents.fetchRequested({ list: 'pins:42' }));
    await settled('pins:42');
    expect(api.get).toHaveBeenCalledWith('/api/v1/accounts/42/statuses?pinned=true');
    expect(list('pins:42').items).toEqual(['5']);
  });

  it('unbookmarking removes the post from Bookmarks, unfavouriting from Favourites', async () => {
    const { store, api, list, settled } = setup();
    api.get.mockResolvedValue(page(['3', '2']));
    store.dispatch(statusListsIntents.fetchRequested({ list: 'bookmarks' }));
    await settled('bookmarks');
    store.dispatch(statusListsIntents.fetchRequested({ list: 'favourites' }));
    await settled('favourites');
    store.dispatch(interactionSucceeded({ statusId: '3', kind: 'bookmark', on: false }));
    expect(list('bookmarks').items).toEqual(['2']);
    expect(list('favourites').items).toEqual(['3', '2']);
    store.dispatch(interactionSucceeded({ statusId: '2', kind: 'favourite', on: false }));
    expect(list('favourites').items).toEqual(['3']);
  });

  it('a new favourite or bookmark goes to the front of that list, once', async () => {
    const { store, api, list, settled } = setup();
    api.get.mockResolvedValue(page(['3', '2']));
    store.dispatch(statusListsIntents.fetchRequested({ list: 'favourites' }));
    await settled('favourites');
    store.dispatch(interactionSucceeded({ statusId: '7', kind: 'favourite', on: true }));
    store.dispatch(interactionSucceeded({ statusId: '2', kind: 'favourite', on: true }));
    expect(list('favourites').items).toEqual(['2', '7', '3']);
    store.dispatch(interactionSucceeded({ statusId: '8', kind: 'bookmark', on: true }));
    expect(list('bookmarks').items).toEqual(['8']);
    store.dispatch(interactionSucceeded({ statusId: '9', kind: 'reblog', on: true }));
    expect(list('favourites').items).toEqual(['2', '7', '3']);
  });

  it('a bookmark made through the action bar lands at the front of Bookmarks when the server agrees', async () => {
    const { store, api, list } = setup();
    store.dispatch(entitiesImported({ statuses: [makeStatus('4')] }));
    api.post.mockResolvedValue({
      data: makeStatus('4', { bookmarked: true }),
      status: 200,
      links: {},
      headers: new Headers(),
    });
    store.dispatch(interactionRequested({ statusId: '4', kind: 'bookmark', on: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(list('bookmarks').items).toEqual(['4']);
  });

  it('a deleted post leaves every list', async () => {
    const { store, api, list, settled } = setup();
    api.get.mockResolvedValue(page(['3', '2']));
    store.dispatch(statusListsIntents.fetchRequested({ list: 'bookmarks' }));
    await settled('bookmarks');
    store.dispatch(deleteSucceeded({ statusId: '3', reblogIds: [] }));
    expect(list('bookmarks').items).toEqual(['2']);
  });
});

describe('the lists watchers', () => {
  it('watch the intents their slices declare', async () => {
    const { statusListsIntents: statusIntents } =
      await import('../../../../src/features/statusLists/intents');
    const { accountListsIntents } = await import('../../../../src/features/accountLists/intents');
    expect(statusIntents.fetchRequested.type).toBe('statusLists/fetchRequested');
    expect(accountListsIntents.fetchRequested.type).toBe('accountLists/fetchRequested');
  });
});
