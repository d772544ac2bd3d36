import { alertShown } from '../../../src/features/alerts/slice';
import { createAppStore } from '../../../src/store/createAppStore';
import { createMemoryAccountDb } from '../../../src/db/memoryStore';
import { BASE_URL, fakeApi } from '../fixtures';

describe('a store whose sagas end (a session switched or signed out)', () => {
  afterEach(() => jest.useRealTimers());

  it('ends every watcher with it: none acts for the old session afterwards', async () => {
    jest.useFakeTimers();
    const api = fakeApi();
    api.get.mockReturnValue(new Promise(() => undefined));
    const { store, sagaTask } = createAppStore({
      services: {
        origin: BASE_URL,
        api,
        db: createMemoryAccountDb('test'),
        navigate: jest.fn(),
        switchSession: jest.fn(),
      },
    });
    // While the store lives, the alerts' watcher dismisses a toast after its time.
    store.dispatch(alertShown({ message: 'first' }));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(store.getState().alerts).toEqual([]);

    sagaTask!.cancel();
    await jest.advanceTimersByTimeAsync(0);
    store.dispatch(alertShown({ message: 'after the end' }));
    await jest.advanceTimersByTimeAsync(10_000);
    // No watcher is left to act: the old store's sagas, its stream among them, are over.
    expect(store.getState().alerts).toHaveLength(1);
    expect(sagaTask!.isCancelled()).toBe(true);
  });
});
