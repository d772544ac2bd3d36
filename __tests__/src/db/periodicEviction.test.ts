import { evictionSaga } from '../../../src/db/keeping';
import { createMemoryAccountDb } from '../../../src/db/memoryStore';
import { DB_EVICTION_INTERVAL_MS, DB_EVICTION_START_DELAY_MS } from '../../../src/constants';
import { makeTestStore } from '../fixtures';

describe('IndexedDB eviction in a long session', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs some time after start-up and then every 10 minutes, a failed run not stopping the next', async () => {
    const evictStale = jest
      .fn()
      .mockRejectedValueOnce(new Error('aborted'))
      .mockResolvedValue({ statuses: 0, accounts: 0, polls: 0 });
    const db = { ...createMemoryAccountDb('periodic'), kind: 'indexeddb' as const, evictStale };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { runSaga } = makeTestStore({ db });
    const task = runSaga(evictionSaga);
    await jest.advanceTimersByTimeAsync(DB_EVICTION_START_DELAY_MS - 1);
    expect(evictStale).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(evictStale).toHaveBeenCalledTimes(1);
    expect(DB_EVICTION_INTERVAL_MS).toBe(10 * 60_000);
    await jest.advanceTimersByTimeAsync(DB_EVICTION_INTERVAL_MS);
    expect(evictStale).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2 * DB_EVICTION_INTERVAL_MS);
    expect(evictStale).toHaveBeenCalledTimes(4);
    task.cancel();
    warn.mockRestore();
  });
});
