import { lazyIntentsSaga } from '../../../src/store/lazyIntents';
import { fakeApi, flush, makeTestStore } from '../fixtures';

describe('the lazy-intents watcher', () => {
  it('ignores intents of no listed feature, including names of Object.prototype, and keeps running', async () => {
    const { store, runSaga } = makeTestStore({ api: fakeApi() });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const task = runSaga(lazyIntentsSaga);
    store.dispatch({ type: 'constructor/fetchRequested' });
    store.dispatch({ type: 'toString/fetchRequested' });
    store.dispatch({ type: 'nothing/fetchRequested' });
    await flush();
    expect(task.isRunning()).toBe(true);
    expect(task.error()).toBeUndefined();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
