import { ApiError } from '../../../../src/api/errors';
import type { ApiResponse } from '../../../../src/api/client';
import type { Status } from '../../../../src/api/entities';
import { streamingConnected } from '../../../../src/domain/streamingEvents';
import { timelinesSaga } from '../../../../src/features/timelines/sagas';
import {
  expandRequested,
  initialTimeline,
  timelineCleared,
  timelineMounted,
  timelineUnmounted,
  type TimelineState,
} from '../../../../src/features/timelines/slice';
import { makeSyncedSettings } from './settingsFixture';
import { fakeApi, makeStatus, makeTestStore, signedInAuth } from '../../fixtures';

const page = (statuses: Status[], status = 200, next?: string): ApiResponse<Status[]> => ({
  data: statuses,
  status,
  links: next ? { next } : {},
  headers: new Headers(),
});

const loaded = (items: TimelineState['items']): TimelineState => ({
  ...initialTimeline,
  loaded: true,
  items,
});

/** A request the test answers when it wants to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('timeline loading', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('"Gaps are filled, up to 2 at a time": a third gap waits for a free slot', async () => {
    const api = fakeApi();
    const answers: ReturnType<typeof deferred<ApiResponse<Status[]>>>[] = [];
    const asked: string[] = [];
    api.get.mockImplementation((_path, options) => {
      asked.push(String((options?.query as { max_id?: string }).max_id));
      const answer = deferred<ApiResponse<Status[]>>();
      answers.push(answer);
      return answer.promise;
    });
    const { store, runSaga } = makeTestStore(
      { api },
      { auth: signedInAuth(), timelines: { home: loaded(['90', null, '70', null, '50', null, '30', '20']) } },
    );
    const task = runSaga(timelinesSaga);
    for (const maxId of ['90', '70', '50']) store.dispatch(expandRequested({ timelineId: 'home', maxId }));
    store.dispatch(expandRequested({ timelineId: 'home', maxId: '90' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['90', '70']);
    answers[0].resolve(page([makeStatus('85'), makeStatus('70')]));
    await jest.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['90', '70', '50']);
    answers[1].resolve(page([]));
    answers[2].resolve(page([makeStatus('40'), makeStatus('30')]));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().timelines.home.items).toEqual(['90', '85', '70', null, '50', '40', '30', '20']);
    task.cancel();
  });

  it('a gap load does not wait for loading older posts, which runs beside it', async () => {
    const api = fakeApi();
    const asked: (string | undefined)[] = [];
    api.get.mockImplementation((_path, options) => {
      asked.push((options?.query as { max_id?: string }).max_id);
      return new Promise(() => undefined) as never;
    });
    const { store, runSaga } = makeTestStore(
      { api },
      { auth: signedInAuth(), timelines: { home: loaded(['9', null, '5']) } },
    );
    const task = runSaga(timelinesSaga);
    store.dispatch(expandRequested({ timelineId: 'home', maxId: '5' }));
    store.dispatch(expandRequested({ timelineId: 'home', maxId: '9' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['5', '9']);
    task.cancel();
  });

  it('"Gaps are filled" automatically after a streaming reconnect in a column scrolled down: the first page is asked for and the first 2 gaps load', async () => {
    const api = fakeApi();
    const asked: string[] = [];
    api.get.mockImplementation((_path, options) => {
      const query = options?.query as { max_id?: string; since_id?: string };
      asked.push(query.max_id ? `max:${query.max_id}` : `since:${query.since_id}`);
      return new Promise(() => undefined) as never;
    });
    const { store, runSaga } = makeTestStore(
      { api },
      {
        auth: signedInAuth(),
        timelines: { home: { ...loaded([null, '90', null, '70', null, '50', null, '30']), top: false } },
      },
    );
    const task = runSaga(timelinesSaga);
    store.dispatch(streamingConnected({ reconnected: true }));
    await jest.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['since:undefined', 'max:90', 'max:70']);
    task.cancel();
  });

  it('home answering 206 marks it partial and polls every 3 s until a 200 arrives', async () => {
    const api = fakeApi();
    const statuses = [206, 206, 200];
    api.get.mockImplementation(async () => page([], statuses.shift() ?? 200));
    const { store, runSaga } = makeTestStore({ api }, { auth: signedInAuth() });
    const task = runSaga(timelinesSaga);
    store.dispatch(expandRequested({ timelineId: 'home' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().timelines.home.isPartial).toBe(true);
    expect(api.get).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2_999);
    expect(api.get).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.get).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(api.get).toHaveBeenCalledTimes(3);
    expect(store.getState().timelines.home.isPartial).toBe(false);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(api.get).toHaveBeenCalledTimes(3);
    task.cancel();
  });

  it.each([
    ['unmounted', timelineUnmounted({ timelineId: 'home' })],
    ['cleared', timelineCleared({ timelineId: 'home' })],
  ])('polling a partial home stops when the timeline is %s', async (_name, stop) => {
    const api = fakeApi();
    api.get.mockImplementation(async () => page([], 206));
    const { store, runSaga } = makeTestStore({ api }, { auth: signedInAuth() });
    const task = runSaga(timelinesSaga);
    store.dispatch(timelineMounted({ timelineId: 'home' }));
    store.dispatch(expandRequested({ timelineId: 'home' }));
    await jest.advanceTimersByTimeAsync(3_000);
    expect(api.get).toHaveBeenCalledTimes(2);
    store.dispatch(stop);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(api.get).toHaveBeenCalledTimes(2);
    task.cancel();
  });

  it('polling goes on while another column still shows the timeline', async () => {
    const api = fakeApi();
    api.get.mockImplementation(async () => page([], 206));
    const { store, runSaga } = makeTestStore({ api }, { auth: signedInAuth() });
    const task = runSaga(timelinesSaga);
    store.dispatch(timelineMounted({ timelineId: 'home' }));
    store.dispatch(timelineMounted({ timelineId: 'home' }));
    store.dispatch(expandRequested({ timelineId: 'home' }));
    await jest.advanceTimersByTimeAsync(0);
    store.dispatch(timelineUnmounted({ timelineId: 'home' }));
    await jest.advanceTimersByTimeAsync(3_000);
    expect(api.get).toHaveBeenCalledTimes(2);
    task.cancel();
  });

  it('"List fetch 404 removes the list column from the settings", silently', async () => {
    const api = fakeApi();
    api.get.mockRejectedValue(new ApiError({ kind: 'http', status: 404, statusText: 'Not Found' }));
    const { store, runSaga } = makeTestStore(
      { api },
      {
        auth: signedInAuth(),
        settings: makeSyncedSettings([
          { id: 'HOME', uuid: 'a' },
          { id: 'LIST', uuid: 'b', params: { id: '4' } },
          { id: 'LIST', uuid: 'c', params: { id: '5' } },
        ]),
      },
    );
    const task = runSaga(timelinesSaga);
    store.dispatch(expandRequested({ timelineId: 'list:4' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().settings.synced.columns.map((c) => c.uuid)).toEqual(['a', 'c']);
    expect(store.getState().settings.saved).toBe(false);
    expect(store.getState().timelines['list:4']).toBeUndefined();
    expect(store.getState().alerts).toEqual([]);
    task.cancel();
  });

  it('other list failures keep the column and show the catalogue alert', async () => {
    const api = fakeApi();
    api.get.mockRejectedValue(new ApiError({ kind: 'http', status: 500, statusText: 'Server Error' }));
    const { store, runSaga } = makeTestStore(
      { api },
      {
        auth: signedInAuth(),
        settings: makeSyncedSettings([{ id: 'LIST', uuid: 'b', params: { id: '4' } }]),
      },
    );
    const task = runSaga(timelinesSaga);
    store.dispatch(expandRequested({ timelineId: 'list:4' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().settings.synced.columns).toHaveLength(1);
    expect(store.getState().alerts).toHaveLength(1);
    task.cancel();
  });
});
