import { ApiError } from '../../../../src/api/errors';
import { FAILURE_TOAST_INTERVAL_MS } from '../../../../src/constants';
import { alertsSaga, reportError } from '../../../../src/features/alerts/sagas';
import { alertsCleared } from '../../../../src/features/alerts/slice';

/**
 * What a failure says loads with the first report (the registry's chunk, a chain of promises): a
 * report is told once the microtasks it queued ran. No timer is involved, so fake timers change nothing.
 */
async function reported(task: { toPromise(): Promise<unknown> }) {
  await task.toPromise();
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}
import { inEnglish, makeTestStore } from '../../fixtures';

const network = () => new ApiError({ kind: 'network', statusText: 'Network error' });
const server = (status = 502) => new ApiError({ kind: 'http', status, statusText: 'Bad Gateway' });
const limited = () =>
  new ApiError({ kind: 'http', status: 429, rateLimitReset: new Date('2030-01-01T10:00:00Z') });

describe('one toast per kind of passing failure a minute (features/alerts)', () => {
  let now = Date.parse('2030-01-01T09:00:00Z');
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('the same kind of failure is shown once in 60 s, even after its toast was dismissed', async () => {
    jest.useFakeTimers({ doNotFake: ['Date'] });
    try {
      const { store, runSaga } = makeTestStore();
      runSaga(alertsSaga);
      await reported(runSaga(reportError, network()));
      expect(store.getState().alerts).toHaveLength(1);
      // The toast leaves after 10 s; the same failure 20 s later is counted, not shown.
      await jest.advanceTimersByTimeAsync(11_000);
      expect(store.getState().alerts).toHaveLength(0);
      now += 20_000;
      for (let i = 0; i < 5; i++) await reported(runSaga(reportError, network()));
      expect(store.getState().alerts).toHaveLength(0);
      // A minute after the first shown, it may be shown again.
      now += FAILURE_TOAST_INTERVAL_MS - 20_000;
      await reported(runSaga(reportError, network()));
      expect(store.getState().alerts).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('502, 503 and 504 are one kind (a server error); other kinds each get their own toast', async () => {
    const { store, runSaga } = makeTestStore();
    await reported(runSaga(reportError, server(502)));
    expect(store.getState().alerts).toHaveLength(1);
    // Its toast was closed: the same kind within the minute is still not shown again.
    store.dispatch(alertsCleared());
    now += 1_000;
    await reported(runSaga(reportError, server(503)));
    await reported(runSaga(reportError, server(504)));
    await reported(runSaga(reportError, server(500)));
    await reported(runSaga(reportError, limited()));
    await reported(runSaga(reportError, limited()));
    await reported(runSaga(reportError, network()));
    expect(store.getState().alerts.map((alert) => inEnglish(alert).title)).toEqual([
      'Rate limited',
      'Could not reach the server',
    ]);
  });

  it('an answer about what the user did (a refusal) is not limited', async () => {
    const { store, runSaga } = makeTestStore();
    const refusal = (error: string) =>
      new ApiError({ kind: 'http', status: 422, error, body: JSON.stringify({ error }) });
    await reported(runSaga(reportError, refusal('Text is too long')));
    await reported(runSaga(reportError, refusal('Poll is missing options')));
    expect(store.getState().alerts).toHaveLength(2);
  });

  it('each session (store) keeps its own count', async () => {
    const first = makeTestStore();
    await reported(first.runSaga(reportError, network()));
    const second = makeTestStore();
    await reported(second.runSaga(reportError, network()));
    expect(first.store.getState().alerts).toHaveLength(1);
    expect(second.store.getState().alerts).toHaveLength(1);
  });
});
