import { ApiError } from '../../../../src/api/errors';
import { alertsSaga, reportError } from '../../../../src/features/alerts/sagas';
import { alertShown } from '../../../../src/features/alerts/slice';

/**
 * What a failure says loads with the first report (the registry's chunk, a chain of promises): a
 * report is told once the microtasks it queued ran. No timer is involved, so fake timers change nothing.
 */
async function reported(task: { toPromise(): Promise<unknown> }) {
  await task.toPromise();
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}
import { inEnglish, makeTestStore, signedInAuth } from '../../fixtures';

describe('alerts', () => {
  afterEach(() => jest.useRealTimers());

  it('a toast is dismissed after 10 s', async () => {
    jest.useFakeTimers();
    const { store, runSaga } = makeTestStore();
    runSaga(alertsSaga);
    store.dispatch(alertShown({ message: 'Post published.', action: { label: 'Open', path: '/@a/1' } }));
    expect(store.getState().alerts).toHaveLength(1);
    expect(store.getState().alerts[0]).toMatchObject({
      message: 'Post published.',
      action: { label: 'Open' },
    });
    await jest.advanceTimersByTimeAsync(9_999);
    expect(store.getState().alerts).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().alerts).toHaveLength(0);
  });

  it('an alert that says what one already shown says is not stacked again', () => {
    const { store } = makeTestStore();
    for (let i = 0; i < 10; i++)
      store.dispatch(alertShown({ title: '500', message: 'Internal Server Error' }));
    store.dispatch(alertShown({ title: '502', message: 'Bad Gateway' }));
    expect(store.getState().alerts.map((a) => a.title)).toEqual(['500', '502']);
  });

  it('failed requests while the device is offline raise no alert', async () => {
    const { store, runSaga } = makeTestStore();
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await reported(runSaga(reportError, new ApiError({ kind: 'network', statusText: 'Network error' })));
      expect(store.getState().alerts).toEqual([]);
    } finally {
      onLine.mockRestore();
    }
    await reported(runSaga(reportError, new ApiError({ kind: 'network', statusText: 'Network error' })));
    expect(store.getState().alerts).toHaveLength(1);
  });

  it('shows the catalogue alert for a failure', async () => {
    const { store, runSaga } = makeTestStore();
    await reported(
      runSaga(reportError, new ApiError({ kind: 'http', status: 500, statusText: 'Internal Server Error' })),
    );
    expect(inEnglish(store.getState().alerts[0])).toMatchObject({
      title: 'The server had a problem',
      message: 'Try again in a moment.',
    });
  });

  it('a refused token leads to one "sign in again" state, not a stream of alerts', async () => {
    const { store, runSaga } = makeTestStore({}, { auth: signedInAuth() });
    const unauthorized = new ApiError({
      kind: 'http',
      status: 401,
      statusText: 'Unauthorized',
      error: 'The access token is invalid',
    });
    const dispatched: string[] = [];
    store.subscribe(() => dispatched.push('change'));
    await reported(runSaga(reportError, unauthorized));
    await reported(runSaga(reportError, unauthorized));
    await reported(runSaga(reportError, unauthorized));
    expect(store.getState().auth.sessionExpired).toBe(true);
    expect(store.getState().alerts).toHaveLength(0);
    expect(dispatched).toHaveLength(1);
  });

  it('a 401 for a signed-out visitor raises no alert: no status code or token wording reaches anyone', async () => {
    const { store, runSaga } = makeTestStore();
    await reported(
      runSaga(
        reportError,
        new ApiError({
          kind: 'http',
          status: 401,
          statusText: 'Unauthorized',
          error: 'The access token is invalid',
        }),
      ),
    );
    expect(store.getState().alerts).toEqual([]);
    expect(store.getState().auth.sessionExpired).toBe(false);
  });
});
