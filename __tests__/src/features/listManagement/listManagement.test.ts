import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { listManagementIntents } from '../../../../src/features/listManagement/intents';
import { selectListManagement, toListRecord } from '../../../../src/features/listManagement/slice';
import { listsFetched } from '../../../../src/features/lists/slice';
import { settingChanged } from '../../../../src/features/settings/slice';
import { answer, fakeApi, makeAccount, makeTestStore, settle, signedInAuth } from '../../fixtures';

function setup() {
  const api = fakeApi();
  const made = makeTestStore({ api }, { auth: signedInAuth('1') });
  made.runSaga(lazyFeaturesSaga);
  made.store.dispatch(
    listsFetched([
      { id: 'l1', title: 'Friends' },
      { id: 'l2', title: 'Work' },
    ]),
  );
  const manage = () => selectListManagement(made.store.getState());
  return { ...made, api, manage };
}

describe('list management', () => {
  it('creating a list posts its title, replies policy and exclusive flag, and the lists everywhere gain it', async () => {
    const { store, api, manage } = setup();
    api.post.mockResolvedValue(answer({ id: 'l3', title: 'News', replies_policy: 'none', exclusive: true }));
    store.dispatch(
      listManagementIntents.createRequested({ title: 'News', replies_policy: 'none', exclusive: true }),
    );
    await settle();
    expect(api.post).toHaveBeenCalledWith('/api/v1/lists', {
      json: { title: 'News', replies_policy: 'none', exclusive: true },
    });
    expect(store.getState().lists.items.map((l) => l.title)).toEqual(['Friends', 'Work', 'News']);
    expect(manage().details.l3).toEqual({ id: 'l3', title: 'News', replies_policy: 'none', exclusive: true });
    expect(manage().lastCreatedId).toBe('l3');
  });

  it('renaming a list puts the change and renames it in the lists everywhere', async () => {
    const { store, api, manage } = setup();
    api.put.mockResolvedValue(
      answer({ id: 'l2', title: 'Colleagues', replies_policy: 'list', exclusive: false }),
    );
    store.dispatch(
      listManagementIntents.updateRequested({
        id: 'l2',
        title: 'Colleagues',
        replies_policy: 'list',
        exclusive: false,
      }),
    );
    await settle();
    expect(api.put).toHaveBeenCalledWith('/api/v1/lists/l2', {
      json: { title: 'Colleagues', replies_policy: 'list', exclusive: false },
    });
    expect(store.getState().lists.items).toEqual([
      { id: 'l1', title: 'Friends' },
      { id: 'l2', title: 'Colleagues' },
    ]);
    expect(manage().details.l2.title).toBe('Colleagues');
  });

  it("the deck's column of a list is renamed with it and goes when it is deleted", async () => {
    const { store, api } = setup();
    store.dispatch(
      settingChanged({
        path: ['columns'],
        value: [
          { id: 'HOME', uuid: 'h' },
          { id: 'LIST', uuid: 'x', params: { id: 'l2', title: 'Work' } },
          { id: 'LIST', uuid: 'y', params: { id: 'l1', title: 'Friends' } },
        ],
      }),
    );
    api.put.mockResolvedValue(
      answer({ id: 'l2', title: 'Colleagues', replies_policy: 'list', exclusive: false }),
    );
    store.dispatch(listManagementIntents.updateRequested({ id: 'l2', title: 'Colleagues' }));
    await settle();
    const columns = () => store.getState().settings.synced.columns;
    expect(columns()[1].params).toEqual({ id: 'l2', title: 'Colleagues' });
    api.delete.mockResolvedValue(answer({}));
    store.dispatch(listManagementIntents.deleteRequested({ id: 'l2' }));
    await settle();
    expect(columns().map((c) => c.uuid)).toEqual(['h', 'y']);
  });

  it('a refused rename leaves the list as it was', async () => {
    const { store, api } = setup();
    api.put.mockRejectedValue(new Error('422'));
    store.dispatch(listManagementIntents.updateRequested({ id: 'l2', title: '' }));
    await settle();
    expect(store.getState().lists.items[1].title).toBe('Work');
  });

  it('deleting a list deletes it on the server, then from the lists and from the accounts it held', async () => {
    const { store, api, manage } = setup();
    api.get.mockResolvedValue(answer([{ id: 'l1', title: 'Friends' }]));
    store.dispatch(listManagementIntents.accountListsFetchRequested({ accountId: 'a1' }));
    await settle();
    api.delete.mockResolvedValue(answer({}));
    store.dispatch(listManagementIntents.deleteRequested({ id: 'l1' }));
    await settle();
    expect(api.delete).toHaveBeenCalledWith('/api/v1/lists/l1');
    expect(store.getState().lists.items).toEqual([{ id: 'l2', title: 'Work' }]);
    expect(manage().listsOf.a1).toEqual([]);
  });

  it('members are asked for all at once (limit=0); a server that pages anyway is followed by its Link header', async () => {
    const { store, api, manage } = setup();
    api.get
      .mockResolvedValueOnce(answer([makeAccount('a1'), makeAccount('a2')], 'http://localhost/next-page'))
      .mockResolvedValueOnce(answer([makeAccount('a3')]));
    store.dispatch(listManagementIntents.membersFetchRequested({ id: 'l1' }));
    await settle();
    expect(api.get).toHaveBeenCalledWith('/api/v1/lists/l1/accounts', { query: { limit: 0 } });
    expect(manage().members.l1).toMatchObject({ ids: ['a1', 'a2'], next: 'http://localhost/next-page' });
    expect(store.getState().accounts.entities.a2?.acct).toBe('usera2');
    store.dispatch(listManagementIntents.membersFetchRequested({ id: 'l1', expand: true }));
    await settle();
    expect(api.get).toHaveBeenLastCalledWith('http://localhost/next-page');
    expect(manage().members.l1).toMatchObject({ ids: ['a1', 'a2', 'a3'], next: null, loaded: true });
  });

  it('adding and removing a member sends account_ids[] and updates the members and the account’s lists', async () => {
    const { store, api, manage } = setup();
    api.get.mockResolvedValueOnce(answer([makeAccount('a1')])).mockResolvedValueOnce(answer([]));
    store.dispatch(listManagementIntents.membersFetchRequested({ id: 'l1' }));
    store.dispatch(listManagementIntents.accountListsFetchRequested({ accountId: 'a9' }));
    await settle();
    api.post.mockResolvedValue(answer({}));
    api.delete.mockResolvedValue(answer({}));
    store.dispatch(listManagementIntents.memberChangeRequested({ listId: 'l1', accountId: 'a9', add: true }));
    await settle();
    expect(api.post).toHaveBeenCalledWith('/api/v1/lists/l1/accounts', { json: { account_ids: ['a9'] } });
    expect(manage().members.l1.ids).toEqual(['a9', 'a1']);
    expect(manage().listsOf.a9).toEqual(['l1']);
    store.dispatch(
      listManagementIntents.memberChangeRequested({ listId: 'l1', accountId: 'a1', add: false }),
    );
    await settle();
    expect(api.delete).toHaveBeenCalledWith('/api/v1/lists/l1/accounts', { json: { account_ids: ['a1'] } });
    expect(manage().members.l1.ids).toEqual(['a9']);
  });

  it('a member change shows at once; a refused one is undone', async () => {
    const { store, api, manage } = setup();
    api.get.mockResolvedValueOnce(answer([makeAccount('a1')]));
    store.dispatch(listManagementIntents.membersFetchRequested({ id: 'l1' }));
    await settle();
    api.post.mockRejectedValue(new Error('You must follow an account to add it to a list'));
    store.dispatch(listManagementIntents.memberChangeRequested({ listId: 'l1', accountId: 'a9', add: true }));
    expect(manage().members.l1.ids).toEqual(['a9', 'a1']);
    await settle();
    expect(manage().members.l1.ids).toEqual(['a1']);
  });

  it('a list created from "Add to lists" holds the account at once', async () => {
    const { store, api, manage } = setup();
    api.get.mockResolvedValueOnce(answer([]));
    store.dispatch(listManagementIntents.accountListsFetchRequested({ accountId: 'a5' }));
    await settle();
    api.post
      .mockResolvedValueOnce(answer({ id: 'l7', title: 'Artists', replies_policy: 'list', exclusive: false }))
      .mockResolvedValueOnce(answer({}));
    store.dispatch(
      listManagementIntents.createRequested({
        title: 'Artists',
        replies_policy: 'list',
        exclusive: false,
        addAccountId: 'a5',
      }),
    );
    await settle();
    expect(api.post).toHaveBeenNthCalledWith(2, '/api/v1/lists/l7/accounts', {
      json: { account_ids: ['a5'] },
    });
    expect(manage().listsOf.a5).toEqual(['l7']);
  });

  it('searching among followed accounts asks with following=true', async () => {
    const { store, api, manage } = setup();
    api.get.mockResolvedValue(answer([makeAccount('a4')]));
    store.dispatch({ type: 'listManagement/followedSearchRequested', payload: { q: 'ali ' } });
    await settle();
    expect(api.get).toHaveBeenCalledWith('/api/v1/accounts/search', {
      query: { q: 'ali', following: true, resolve: false, limit: 10 },
    });
    expect(manage().search).toEqual({ q: 'ali', ids: ['a4'] });
  });

  it('a list from the server without a known replies policy reads as "list", one without a title is left out', () => {
    expect(toListRecord({ id: 'x', title: 'T', replies_policy: 'odd' })).toEqual({
      id: 'x',
      title: 'T',
      replies_policy: 'list',
      exclusive: false,
    });
    expect(toListRecord({ id: 'x' })).toBeNull();
  });
});
