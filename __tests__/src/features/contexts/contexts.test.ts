import { deleteSucceeded } from '../../../../src/domain/events';
import { contextsIntents } from '../../../../src/features/contexts/intents';
import { selectThreadContext } from '../../../../src/features/contexts/slice';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { fakeApi, flush, makeStatus, makeTestStore } from '../../fixtures';

describe('thread context', () => {
  it('imports the ancestors and descendants and keeps their ids in order', async () => {
    const api = fakeApi();
    api.get.mockResolvedValue({
      data: { ancestors: [makeStatus('1'), makeStatus('2')], descendants: [makeStatus('4')] },
      status: 200,
      links: {},
      headers: new Headers(),
    });
    const { store, runSaga } = makeTestStore({ api });
    runSaga(lazyFeaturesSaga);
    store.dispatch(contextsIntents.fetchRequested({ statusId: '3' }));
    for (let i = 0; i < 6; i += 1) await flush();
    expect(api.get).toHaveBeenCalledWith('/api/v1/statuses/3/context', expect.anything());
    expect(selectThreadContext(store.getState(), '3')).toEqual({ ancestors: ['1', '2'], descendants: ['4'] });
    expect(store.getState().statuses.entities['4']).toBeDefined();
  });

  it('a deleted post leaves every thread it was part of', async () => {
    const api = fakeApi();
    api.get.mockResolvedValue({
      data: { ancestors: [makeStatus('1')], descendants: [makeStatus('4'), makeStatus('5')] },
      status: 200,
      links: {},
      headers: new Headers(),
    });
    const { store, runSaga } = makeTestStore({ api });
    runSaga(lazyFeaturesSaga);
    store.dispatch(contextsIntents.fetchRequested({ statusId: '3' }));
    for (let i = 0; i < 6; i += 1) await flush();
    store.dispatch(deleteSucceeded({ statusId: '4', reblogIds: [] }));
    expect(selectThreadContext(store.getState(), '3').descendants).toEqual(['5']);
  });

  it('a missing post (404) raises no alert', async () => {
    const api = fakeApi();
    const { ApiError } = await import('../../../../src/api/errors');
    api.get.mockRejectedValue(
      new ApiError({ kind: 'http', status: 404, statusText: 'Not Found', error: 'Record not found' }),
    );
    const { store, runSaga } = makeTestStore({ api });
    runSaga(lazyFeaturesSaga);
    store.dispatch(contextsIntents.fetchRequested({ statusId: '9' }));
    for (let i = 0; i < 6; i += 1) await flush();
    expect(store.getState().alerts).toEqual([]);
  });
});
