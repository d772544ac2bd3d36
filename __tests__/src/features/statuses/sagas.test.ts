import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { ApiError } from '../../../../src/api/errors';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { modalOpened } from '../../../../src/features/modals/slice';
import { statusesSaga } from '../../../../src/features/statuses/sagas';
import {
  deleteRequested,
  fetchRequested,
  interactionRequested,
} from '../../../../src/features/statuses/slice';
import { fakeApi, flush, inEnglish, makeStatus, makeTestStore, signedInAuth } from '../../fixtures';

function setup(signedIn = true) {
  const api = fakeApi();
  const made = makeTestStore({ api }, signedIn ? { auth: signedInAuth() } : {});
  made.runSaga(statusesSaga);
  made.runSaga(lazyFeaturesSaga);
  made.store.dispatch(entitiesImported({ statuses: [makeStatus('1', { favourites_count: 2 })] }));
  return { ...made, api };
}

const serverError = new ApiError({
  kind: 'http',
  status: 500,
  statusText: 'Internal Server Error',
  error: 'Nope',
});

describe('status interactions', () => {
  it('favourite is applied at once, then the returned status is imported', async () => {
    const { store, api } = setup();
    api.post.mockResolvedValue({
      data: makeStatus('1', { favourited: true, favourites_count: 3 }),
      status: 200,
      links: {},
      headers: new Headers(),
    });
    store.dispatch(interactionRequested({ statusId: '1', kind: 'favourite', on: true }));
    expect(store.getState().statuses.entities['1']).toMatchObject({ favourited: true, favourites_count: 3 });
    await flush();
    expect(api.post).toHaveBeenCalledWith('/api/v1/statuses/1/favourite', {
      json: undefined,
      idempotencyKey: expect.any(String),
    });
    expect(store.getState().statuses.entities['1']).toMatchObject({ favourited: true, favourites_count: 3 });
  });

  it('favourite is reverted on failure, with the catalogue alert in its own words, not the status or the server text', async () => {
    const { store, api } = setup();
    api.post.mockRejectedValue(serverError);
    store.dispatch(interactionRequested({ statusId: '1', kind: 'favourite', on: true }));
    await flush();
    expect(store.getState().statuses.entities['1']).toMatchObject({ favourited: false, favourites_count: 2 });
    expect(inEnglish(store.getState().alerts[0])).toEqual(
      expect.objectContaining({ title: 'The server had a problem', message: 'Try again in a moment.' }),
    );
  });

  it('unfavourite failure restores the favourite', async () => {
    const { store, api } = setup();
    store.dispatch(
      entitiesImported({ statuses: [makeStatus('1', { favourited: true, favourites_count: 1 })] }),
    );
    api.post.mockRejectedValue(serverError);
    store.dispatch(interactionRequested({ statusId: '1', kind: 'favourite', on: false }));
    expect(store.getState().statuses.entities['1']).toMatchObject({ favourited: false, favourites_count: 0 });
    await flush();
    expect(store.getState().statuses.entities['1']).toMatchObject({ favourited: true, favourites_count: 1 });
  });

  it('boost is set optimistically and reverts on failure; it acts on the boosted post, not the wrapper', async () => {
    const { store, api } = setup();
    store.dispatch(entitiesImported({ statuses: [makeStatus('9', { reblog: makeStatus('1') })] }));
    let reject: (e: unknown) => void = () => undefined;
    api.post.mockReturnValue(new Promise((_resolve, r) => (reject = r)));
    store.dispatch(interactionRequested({ statusId: '9', kind: 'reblog', on: true }));
    expect(store.getState().statuses.entities['1']).toMatchObject({ reblogged: true, reblogs_count: 1 });
    expect(api.post).toHaveBeenCalledWith('/api/v1/statuses/1/reblog', {
      json: undefined,
      idempotencyKey: expect.any(String),
    });
    reject(serverError);
    await flush();
    expect(store.getState().statuses.entities['1']).toMatchObject({ reblogged: false, reblogs_count: 0 });
  });

  it('bookmark failure clears the flag again', async () => {
    const { store, api } = setup();
    api.post.mockRejectedValue(serverError);
    store.dispatch(interactionRequested({ statusId: '1', kind: 'bookmark', on: true }));
    expect(store.getState().statuses.entities['1']?.bookmarked).toBe(true);
    await flush();
    expect(store.getState().statuses.entities['1']?.bookmarked).toBe(false);
  });

  it('signed out, a favourite opens the INTERACTION modal and changes nothing', async () => {
    const { store, api } = setup(false);
    store.dispatch(interactionRequested({ statusId: '1', kind: 'favourite', on: true }));
    await flush();
    expect(api.post).not.toHaveBeenCalled();
    expect(store.getState().statuses.entities['1']?.favourited).toBe(false);
    expect(store.getState().modals.stack).toEqual([
      { modalType: 'INTERACTION', modalProps: { statusId: '1', intent: 'favourite' } },
    ]);
  });

  it('deleting a post removes it, its boosts and modals about it, with the "Post deleted" toast', async () => {
    const { store, api } = setup();
    store.dispatch(entitiesImported({ statuses: [makeStatus('9', { reblog: makeStatus('1') })] }));
    store.dispatch(modalOpened({ modalType: 'BOOST', modalProps: { statusId: '1' } }));
    store.dispatch(modalOpened({ modalType: 'ACTIONS', modalProps: {} }));
    api.delete.mockResolvedValue({ data: makeStatus('1'), status: 200, links: {}, headers: new Headers() });
    store.dispatch(deleteRequested({ statusId: '1' }));
    await flush();
    expect(store.getState().statuses.ids).toEqual([]);
    expect(store.getState().modals.stack.map((m) => m.modalType)).toEqual(['ACTIONS']);
    expect(inEnglish(store.getState().alerts[0])?.message).toBe('Post deleted');
  });

  it('a status fetch failure is silent; a 404 marks quotes of it deleted', async () => {
    const { store, api } = setup();
    store.dispatch(
      entitiesImported({
        statuses: [makeStatus('5', { quote: { state: 'accepted', quoted_status_id: '4' } })],
      }),
    );
    api.get.mockRejectedValue(new ApiError({ kind: 'http', status: 404, statusText: 'Not Found' }));
    store.dispatch(fetchRequested({ statusId: '4' }));
    await flush();
    expect(store.getState().alerts).toEqual([]);
    expect(store.getState().statuses.entities['5']?.quote?.state).toBe('deleted');
  });
});
