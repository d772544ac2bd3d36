import { ApiError } from '../../../../src/api/errors';
import { selectCapability } from '../../../../src/features/capabilities/public';
import { listsSaga } from '../../../../src/features/lists/sagas';
import { listsFetchRequested } from '../../../../src/features/lists/slice';
import { answer, fakeApi, makeTestStore, settle, signedInAuth } from '../../fixtures';

function setup() {
  const api = fakeApi();
  const made = makeTestStore({ api }, { auth: signedInAuth('1') });
  made.runSaga(listsSaga);
  return { ...made, api };
}

describe('the lists of a server', () => {
  it('are listed from /api/v1/lists', async () => {
    const { store, api } = setup();
    api.get.mockResolvedValueOnce(answer([{ id: 'l1', title: 'Friends' }]));
    store.dispatch(listsFetchRequested());
    await settle();
    expect(store.getState().lists).toMatchObject({ loaded: true, items: [{ id: 'l1', title: 'Friends' }] });
  });

  it('a server without lists (404) is known to lack them: no alert, and no second request', async () => {
    const { store, api } = setup();
    api.get.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 404, error: 'Not found' }));
    store.dispatch(listsFetchRequested());
    await settle();
    expect(selectCapability(store.getState(), 'lists')).toBe('no');
    expect(store.getState().alerts).toEqual([]);
    store.dispatch(listsFetchRequested());
    await settle();
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(store.getState().lists.isLoading).toBe(false);
  });

  it('any other failure is reported', async () => {
    const { store, api } = setup();
    api.get.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500, error: 'Boom' }));
    store.dispatch(listsFetchRequested());
    await settle();
    expect(store.getState().alerts).toHaveLength(1);
    expect(selectCapability(store.getState(), 'lists')).toBeUndefined();
  });
});
