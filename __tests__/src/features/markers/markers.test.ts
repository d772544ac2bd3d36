import { firstPostsPainted } from '../../../../src/domain/events';
import { createAction } from '@reduxjs/toolkit';
import { sendMarkersOnClose, type CloseEnvironment } from '../../../../src/features/markers/closeSender';
import { selectMarker, selectUnsubmittedMarkers } from '../../../../src/features/markers/selectors';
import {
  markerReadPositionChanged,
  markersFetched,
  markersFetchRequested,
  markersReducer,
} from '../../../../src/features/markers/slice';
import { throttleLeadingTrailing } from '../../../../src/features/markers/throttle';
import { initialTimeline, topChanged } from '../../../../src/features/timelines/slice';
import { fakeApi, makeTestStore, runFeatures, savedAccount, signedInAuth } from '../../fixtures';

const account = savedAccount;
const ok = (data: unknown = {}) => ({ data, status: 200, links: {}, headers: new Headers() }) as never;
const read = (lastReadId: string, timeline: 'home' | 'notifications' = 'home') =>
  markerReadPositionChanged({ timeline, lastReadId });

describe('leading and trailing throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once, then once at the end of the window with the latest action, then leads again after quiet', async () => {
    const ping = createAction<number>('test/ping');
    const seen: number[] = [];
    const { store, runSaga } = makeTestStore();
    const task = runSaga(function* () {
      yield throttleLeadingTrailing(1_000, ping.type, (action: ReturnType<typeof ping>) => {
        seen.push(action.payload);
      });
    });
    store.dispatch(ping(1));
    store.dispatch(ping(2));
    store.dispatch(ping(3));
    await jest.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([1]);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(seen).toEqual([1, 3]);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(seen).toEqual([1, 3]);
    store.dispatch(ping(4));
    await jest.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([1, 3, 4]);
    task.cancel();
  });
});

describe('markers reducer and selectors (Markers)', () => {
  it('a read id counts only if it is not "0" and newer than the stored one (length, then lexically)', () => {
    let state = markersReducer(
      undefined,
      markersFetched({ home: { last_read_id: '99', version: 1, updated_at: '' } }),
    );
    state = markersReducer(state, read('0'));
    state = markersReducer(state, read('98'));
    expect(state.local.home).toBeUndefined();
    state = markersReducer(state, read('100'));
    expect(state.local.home).toBe('100');
    state = markersReducer(state, read('99'));
    expect(state.local.home).toBe('100');
  });

  it('selectMarker gives the newest known read id; only newer local ids are unsubmitted', () => {
    const { store } = makeTestStore();
    expect(selectMarker(store.getState(), 'home')).toBeNull();
    store.dispatch(markersFetched({ notifications: { last_read_id: '7', version: 1, updated_at: '' } }));
    store.dispatch(read('5', 'home'));
    expect(selectMarker(store.getState(), 'home')).toBe('5');
    expect(selectMarker(store.getState(), 'notifications')).toBe('7');
    expect(selectUnsubmittedMarkers(store.getState())).toEqual({ home: { last_read_id: '5' } });
  });
});

describe('markers saga', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** The markers' feature running, as once the first screen is drawn (before their fetch is asked). */
  async function setup() {
    const api = fakeApi();
    api.get.mockResolvedValue(ok({ home: { last_read_id: '10', version: 1, updated_at: '' } }));
    api.post.mockResolvedValue(ok());
    const made = makeTestStore(
      { api, account },
      {
        auth: signedInAuth(),
        timelines: { home: { ...initialTimeline, loaded: true, top: false, items: ['12', null, '11'] } },
      },
    );
    const task = made.runSaga(runFeatures, 'markers');
    made.store.dispatch(firstPostsPainted());
    await jest.advanceTimersByTimeAsync(0);
    return { ...made, api, task };
  }

  it('fetches home and notifications markers at start-up', async () => {
    const { store, api, task } = await setup();
    store.dispatch(markersFetchRequested());
    await jest.advanceTimersByTimeAsync(0);
    expect(api.get).toHaveBeenCalledWith('/api/v1/markers', {
      query: { timeline: ['home', 'notifications'] },
    });
    expect(selectMarker(store.getState(), 'home')).toBe('10');
    task.cancel();
  });

  it('"throttled to once per 300 s, on both the leading and trailing edge"', async () => {
    const { store, api, task } = await setup();
    store.dispatch(read('20'));
    await jest.advanceTimersByTimeAsync(0);
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenLastCalledWith('/api/v1/markers', {
      json: { home: { last_read_id: '20' } },
      keepalive: undefined,
    });
    store.dispatch(read('21'));
    store.dispatch(read('22'));
    await jest.advanceTimersByTimeAsync(299_999);
    expect(api.post).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.post).toHaveBeenCalledTimes(2);
    expect(api.post).toHaveBeenLastCalledWith('/api/v1/markers', {
      json: { home: { last_read_id: '22' } },
      keepalive: undefined,
    });
    task.cancel();
  });

  it("nothing is submitted before the server's markers are known, and a position it holds is not sent", async () => {
    const { store, api, task } = await setup();
    let answer: (value: unknown) => void = () => undefined;
    api.get.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)) as never);
    store.dispatch(markersFetchRequested());
    store.dispatch(read('10'));
    await jest.advanceTimersByTimeAsync(0);
    expect(api.post).not.toHaveBeenCalled();
    answer(ok({ home: { last_read_id: '10', version: 1, updated_at: '' } }));
    await jest.advanceTimersByTimeAsync(0);
    expect(api.post).not.toHaveBeenCalled();
    task.cancel();
  });

  it("a position read before the saga listened is submitted once the server's markers are known", async () => {
    const api = fakeApi();
    api.get.mockResolvedValue(ok({ notifications: { last_read_id: '5', version: 1, updated_at: '' } }));
    api.post.mockResolvedValue(ok());
    const { store, runSaga } = makeTestStore({ api, account }, { auth: signedInAuth() });
    store.dispatch(read('40', 'notifications'));
    const task = runSaga(runFeatures, 'markers');
    store.dispatch(markersFetchRequested());
    await jest.advanceTimersByTimeAsync(0);
    expect(api.post).toHaveBeenCalledWith('/api/v1/markers', {
      json: { notifications: { last_read_id: '40' } },
      keepalive: undefined,
    });
    task.cancel();
  });

  it('a submission with nothing to send opens no throttle window: the next position is sent at once', async () => {
    const { store, api, task } = await setup();
    store.dispatch(markersFetchRequested());
    await jest.advanceTimersByTimeAsync(0);
    store.dispatch(read('10'));
    await jest.advanceTimersByTimeAsync(0);
    expect(api.post).not.toHaveBeenCalled();
    store.dispatch(read('30', 'notifications'));
    await jest.advanceTimersByTimeAsync(0);
    expect(api.post).toHaveBeenCalledWith('/api/v1/markers', {
      json: { notifications: { last_read_id: '30' } },
      keepalive: undefined,
    });
    task.cancel();
  });

  it("home's read marker is the newest item seen at the top", async () => {
    const { store, task } = await setup();
    store.dispatch(markersFetchRequested());
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().markers.local.home).toBeUndefined();
    store.dispatch(topChanged({ timelineId: 'home', top: true }));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().markers.local.home).toBe('12');
    task.cancel();
  });

  it('on page close the unsent read position goes with a keep-alive fetch carrying the bearer token', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const { store, api, task } = await setup();
    store.dispatch(read('20'));
    await jest.advanceTimersByTimeAsync(0);
    store.dispatch(read('30'));
    await jest.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('pagehide'));
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe('http://localhost/api/v1/markers');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      body: JSON.stringify({ home: { last_read_id: '30' } }),
    });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    // Already sent: the trailing edge has nothing left to send.
    await jest.advanceTimersByTimeAsync(300_000);
    expect(api.post).toHaveBeenCalledTimes(1);
    task.cancel();
  });
  it('the tab going hidden sends too; going visible does not', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const { store, task } = await setup();
    let visibility: DocumentVisibilityState = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    store.dispatch(read('20'));
    await jest.advanceTimersByTimeAsync(0);
    store.dispatch(read('30'));
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchSpy).not.toHaveBeenCalled();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    task.cancel();
  });
});

describe('sending markers while the page closes', () => {
  const body = { home: { last_read_id: '5' } };

  it('uses a keep-alive fetch with the bearer token where fetch supports keepalive', () => {
    const env: CloseEnvironment = { keepalive: true, fetch: jest.fn().mockResolvedValue(undefined) };
    expect(sendMarkersOnClose('https://x.social/', 'tok', body, env)).toBe('fetch');
    expect(env.fetch).toHaveBeenCalledWith('https://x.social/api/v1/markers', {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok' },
      body: '{"home":{"last_read_id":"5"}}',
    });
  });

  it('else a beacon with the token as the access_token form field', () => {
    const sendBeacon = jest.fn(() => true);
    expect(sendMarkersOnClose('https://x.social', 'tok', body, { keepalive: false, sendBeacon })).toBe(
      'beacon',
    );
    const [url, data] = sendBeacon.mock.calls[0] as unknown as [string, URLSearchParams];
    expect(url).toBe('https://x.social/api/v1/markers');
    expect(data.toString()).toBe('access_token=tok&home%5Blast_read_id%5D=5');
  });

  it('else (or when the beacon is refused) a synchronous request', () => {
    const calls: unknown[][] = [];
    class FakeXhr {
      open(...args: unknown[]) {
        calls.push(['open', ...args]);
      }
      setRequestHeader(...args: unknown[]) {
        calls.push(['header', ...args]);
      }
      send(...args: unknown[]) {
        calls.push(['send', ...args]);
      }
    }
    const env = { keepalive: false, sendBeacon: () => false, XMLHttpRequest: FakeXhr as never };
    expect(sendMarkersOnClose('https://x.social', 'tok', body, env)).toBe('xhr');
    expect(calls).toEqual([
      ['open', 'POST', 'https://x.social/api/v1/markers', false],
      ['header', 'Content-Type', 'application/json'],
      ['header', 'Authorization', 'Bearer tok'],
      ['send', '{"home":{"last_read_id":"5"}}'],
    ]);
  });

  it('sends nothing when nothing is unsent', () => {
    const env: CloseEnvironment = { keepalive: true, fetch: jest.fn() };
    expect(sendMarkersOnClose('https://x.social', 'tok', {}, env)).toBe('none');
    expect(env.fetch).not.toHaveBeenCalled();
  });
});
