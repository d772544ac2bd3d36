import { createApiClient } from '../../../../src/api/client';
import type { Instance } from '../../../../src/api/entities';
import { instanceFetched } from '../../../../src/features/instance/slice';
import {
  POLL_BACKOFF_MAX_TIMES,
  POLL_INTERVAL_MS,
  pollMounted,
  recordPollOutcome,
  STREAMING_RETRY_MS,
  type PollBackoff,
} from '../../../../src/features/streaming/polling';
import { ATTEMPTS_BEFORE_POLLING, streamingSaga } from '../../../../src/features/streaming/sagas';
import { timelineMounted } from '../../../../src/features/timelines/public';
import { initialTimeline } from '../../../../src/features/timelines/slice';
import { expandFailed, expandSucceeded } from '../../../../src/features/timelines/slice';
import { notificationsPolled } from '../../../../src/domain/pollingEvents';
import type { RootState } from '../../../../src/store/types';
import { makeTestStore, savedAccount, signedInAuth } from '../../fixtures';
import { FakeWebSocket } from './fakeSocket';

const loaded = { ...initialTimeline, loaded: true, online: true, items: ['1'] };

function setup(streaming = 'wss://stream.test', state: Partial<RootState> = {}) {
  FakeWebSocket.instances = [];
  const made = makeTestStore(
    { account: savedAccount, WebSocket: FakeWebSocket as unknown as typeof WebSocket },
    { auth: signedInAuth(), timelines: { home: loaded, 'account:7': loaded }, ...state },
  );
  made.store.dispatch(timelineMounted({ timelineId: 'home' }));
  made.store.dispatch(timelineMounted({ timelineId: 'account:7' }));
  const task = made.runSaga(streamingSaga);
  made.store.dispatch(instanceFetched({ configuration: { urls: { streaming } } } as unknown as Instance));
  const polls = () =>
    made.actions.filter((a) => a.type === 'timelines/expandRequested').map((a) => a.payload);
  const pollsDue = () => made.actions.filter((a) => a.type === 'streaming/pollDue').length;
  return { ...made, task, polls, pollsDue };
}

/**
 * Handshakes `from`.. fail before opening, as on a server that answers 404 to the upgrade; each is
 * followed by its backoff, but for the one after which polling starts.
 */
async function refuseHandshakes(count: number, from = 0) {
  for (let attempt = from; attempt < from + count; attempt += 1) {
    await jest.advanceTimersByTimeAsync(0);
    FakeWebSocket.latest().serverClose();
    const last = attempt === ATTEMPTS_BEFORE_POLLING - 1;
    await jest.advanceTimersByTimeAsync(last ? 0 : 2 ** attempt * 1_000);
  }
}

const learnedNoStreaming = (actions: { type: string; payload?: unknown }[]) =>
  actions.filter(
    (a) =>
      a.type === 'capabilities/learned' &&
      JSON.stringify(a.payload) === JSON.stringify({ feature: 'streaming', supported: false }),
  ).length;

function setVisibility(state: DocumentVisibilityState) {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('polling instead of streaming', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('handshake failures stop after 3 tries, the server is known not to stream and the columns are polled', async () => {
    const { task, actions, polls, pollsDue } = setup();
    await refuseHandshakes(ATTEMPTS_BEFORE_POLLING - 1);
    expect(learnedNoStreaming(actions)).toBe(0);
    await refuseHandshakes(1, ATTEMPTS_BEFORE_POLLING - 1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    expect(learnedNoStreaming(actions)).toBe(1);
    expect(polls()).toEqual([]);
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    // Home is polled for what is newer than its top; a profile is not a streamed timeline.
    expect(polls()).toEqual([{ timelineId: 'home' }]);
    expect(pollsDue()).toBe(1);
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(polls()).toHaveLength(4);
    // No handshake is tried in the meantime.
    expect(FakeWebSocket.instances).toHaveLength(3);
    task.cancel();
  });

  it('polls only while the page is visible, and at once when it is shown again', async () => {
    const { task, polls } = setup();
    await refuseHandshakes(ATTEMPTS_BEFORE_POLLING);
    setVisibility('hidden');
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(polls()).toHaveLength(0);
    setVisibility('visible');
    await jest.advanceTimersByTimeAsync(0);
    expect(polls()).toHaveLength(1);
    task.cancel();
  });

  it('focus and the device coming online poll at once', async () => {
    const { task, polls } = setup();
    await refuseHandshakes(ATTEMPTS_BEFORE_POLLING);
    await jest.advanceTimersByTimeAsync(10_000);
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
    expect(polls()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(10_000);
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(polls()).toHaveLength(2);
    task.cancel();
  });

  it('the device coming online polls even right after another poll; focus so soon after one does not', async () => {
    const { task, polls } = setup();
    await refuseHandshakes(ATTEMPTS_BEFORE_POLLING);
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(polls()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1_000);
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
    expect(polls()).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(polls()).toHaveLength(2);
    task.cancel();
  });

  it('an API call answered after the network was down polls at once', async () => {
    const { task, polls } = setup();
    await refuseHandshakes(ATTEMPTS_BEFORE_POLLING);
    // The call fails, and so does the look at the instance page that follows it: no network.
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const api = createApiClient({ baseUrl: 'https://example.social', fetch, timeoutMs: 0 });
    await expect(api.get('/api/v1/timelines/home')).rejects.toMatchObject({ kind: 'network' });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(polls()).toHaveLength(0);
    fetch.mockResolvedValueOnce(new Response('[]', { status: 200 }));
    await api.get('/api/v1/timelines/home');
    await jest.advanceTimersByTimeAsync(0);
    expect(polls()).toHaveLength(1);
    task.cancel();
  });

  it('streaming is tried again every few minutes, and a socket that opens stops the polling', async () => {
    const { task, polls, store } = setup();
    await refuseHandshakes(ATTEMPTS_BEFORE_POLLING);
    await jest.advanceTimersByTimeAsync(STREAMING_RETRY_MS - 1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(4);
    FakeWebSocket.latest().serverOpen();
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().streaming.connected).toBe(true);
    const before = polls().length;
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 4);
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
    expect(polls()).toHaveLength(before);
    task.cancel();
  });

  it('a retry that fails again goes back to polling', async () => {
    const { task, polls } = setup();
    await refuseHandshakes(ATTEMPTS_BEFORE_POLLING);
    await jest.advanceTimersByTimeAsync(STREAMING_RETRY_MS);
    FakeWebSocket.latest().serverClose();
    await jest.advanceTimersByTimeAsync(0);
    const before = polls().length;
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(polls()).toHaveLength(before + 1);
    expect(FakeWebSocket.instances).toHaveLength(4);
    task.cancel();
  });

  it('an instance that names no usable streaming address is polled without a handshake', async () => {
    const { task, actions, polls } = setup('ftp://stream.test');
    await jest.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(learnedNoStreaming(actions)).toBe(1);
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(polls()).toEqual([{ timelineId: 'home' }]);
    task.cancel();
  });

  it('handshakes that fail while the network is down do not count', async () => {
    const { task, actions } = setup();
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const api = createApiClient({ baseUrl: 'https://example.social', fetch, timeoutMs: 0 });
    await expect(api.get('/api/v1/instance')).rejects.toMatchObject({ kind: 'network' });
    await refuseHandshakes(ATTEMPTS_BEFORE_POLLING + 2);
    expect(learnedNoStreaming(actions)).toBe(0);
    fetch.mockResolvedValue(new Response('{}', { status: 200 }));
    await api.get('/api/v1/instance');
    task.cancel();
  });

  it('a socket that had opened keeps reconnecting with backoff rather than polling', async () => {
    const { task, actions } = setup();
    await jest.advanceTimersByTimeAsync(0);
    FakeWebSocket.latest().serverOpen();
    await jest.advanceTimersByTimeAsync(0);
    for (let i = 0; i <= ATTEMPTS_BEFORE_POLLING + 1; i += 1) {
      FakeWebSocket.latest().serverClose();
      // The backoff is capped at 30 s.
      await jest.advanceTimersByTimeAsync(30_000);
    }
    expect(learnedNoStreaming(actions)).toBe(0);
    expect(FakeWebSocket.instances.length).toBeGreaterThan(ATTEMPTS_BEFORE_POLLING + 1);
    task.cancel();
  });

  describe('an offline start', () => {
    /** Home as IndexedDB gave it: posts to show, no page loaded from the server yet. */
    const hydratedOnly = { home: { ...initialTimeline, items: ['1'] } };
    const unreachable = async () => {
      const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
      const api = createApiClient({ baseUrl: 'https://example.social', fetch, timeoutMs: 0 });
      await expect(api.get('/api/v1/timelines/home')).rejects.toMatchObject({ kind: 'network' });
    };

    it('on a server without streaming: back online, the handshakes count again from the shortest wait, and within seconds the columns are polled, what could not load first', async () => {
      const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { task, actions, polls } = setup('wss://stream.test', { timelines: hydratedOnly });
      await unreachable();
      // Offline for a while: many handshakes fail, none of them counts, and the waits grow.
      for (let i = 0; i < 6; i += 1) {
        await jest.advanceTimersByTimeAsync(0);
        FakeWebSocket.latest()?.serverClose();
        await jest.advanceTimersByTimeAsync(30_000);
      }
      expect(learnedNoStreaming(actions)).toBe(0);
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      // The handshake under way when the network came back fails, then two more after 1 s and 2 s.
      await refuseHandshakes(ATTEMPTS_BEFORE_POLLING);
      expect(learnedNoStreaming(actions)).toBe(1);
      expect(polls()).toEqual([{ timelineId: 'home' }]);
      task.cancel();
    });

    it('offline, the handshakes are tried no more often than every 30 s, however long it lasts', async () => {
      const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { task } = setup('wss://stream.test', { timelines: hydratedOnly });
      await unreachable();
      for (let second = 0; second < 120; second += 1) {
        await jest.advanceTimersByTimeAsync(1_000);
        const latest = FakeWebSocket.latest();
        if (latest?.readyState === FakeWebSocket.CONNECTING) latest.serverClose();
      }
      // The first try, then one every 30 s at most.
      expect(FakeWebSocket.instances.length).toBeLessThanOrEqual(6);
      onLine.mockReturnValue(true);
      task.cancel();
    });

    /** An API call answered: the server is within reach again. */
    const answered = async () => {
      const fetch = jest.fn().mockResolvedValue(new Response('{}', { status: 200 }));
      const api = createApiClient({ baseUrl: 'https://example.social', fetch, timeoutMs: 0 });
      await api.get('/api/v1/instance');
    };

    it('a device that says it is online while the server is out of reach (no `online` event will come) tries again after the usual 1 s, 2 s…, not after the longest wait', async () => {
      const { task, actions } = setup('wss://stream.test', { timelines: hydratedOnly });
      await unreachable();
      await jest.advanceTimersByTimeAsync(0);
      FakeWebSocket.latest().serverClose();
      await jest.advanceTimersByTimeAsync(1_000);
      expect(FakeWebSocket.instances).toHaveLength(2);
      FakeWebSocket.latest().serverClose();
      await jest.advanceTimersByTimeAsync(1_999);
      expect(FakeWebSocket.instances).toHaveLength(2);
      await jest.advanceTimersByTimeAsync(1);
      expect(FakeWebSocket.instances).toHaveLength(3);
      // Failures out of reach say nothing of the server: no polling instead.
      FakeWebSocket.latest().serverClose();
      await jest.advanceTimersByTimeAsync(4_000);
      expect(learnedNoStreaming(actions)).toBe(0);
      await answered();
      task.cancel();
    });

    it('an API call answered again while a reconnect waits ends the wait at once', async () => {
      const { task } = setup('wss://stream.test', { timelines: hydratedOnly });
      await unreachable();
      for (let i = 0; i < 4; i += 1) {
        await jest.advanceTimersByTimeAsync(0);
        FakeWebSocket.latest().serverClose();
        await jest.advanceTimersByTimeAsync(2 ** i * 1_000);
      }
      await jest.advanceTimersByTimeAsync(0);
      FakeWebSocket.latest().serverClose();
      await jest.advanceTimersByTimeAsync(100);
      const tried = FakeWebSocket.instances.length;
      await answered();
      await jest.advanceTimersByTimeAsync(0);
      expect(FakeWebSocket.instances).toHaveLength(tried + 1);
      FakeWebSocket.latest().serverOpen();
      task.cancel();
    });

    it('on a server known from an earlier start not to stream: polled from the start without a handshake, and at once when the device is back online', async () => {
      const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { task, polls } = setup('wss://stream.test', {
        capabilities: { streaming: 'no' },
        timelines: hydratedOnly,
      });
      await unreachable();
      await jest.advanceTimersByTimeAsync(0);
      expect(FakeWebSocket.instances).toHaveLength(0);
      const offline = polls().length;
      await jest.advanceTimersByTimeAsync(10_000);
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await jest.advanceTimersByTimeAsync(0);
      expect(polls()).toHaveLength(offline + 1);
      expect(FakeWebSocket.instances).toHaveLength(0);
      task.cancel();
    });
  });

  describe('failing polls back off', () => {
    it('a column whose poll fails again is asked after twice as long each time, up to 16 times the interval, and at the usual pace once it answers', async () => {
      const { runSaga, polls, task } = setup();
      const backoff: PollBackoff = new Map();
      const homePolls = () =>
        polls().filter((p) => (p as { timelineId: string }).timelineId === 'home').length;
      /** Polls `ticks` times; each poll of home fails. */
      const tickAndFail = async (ticks: number) => {
        for (let i = 0; i < ticks; i += 1) {
          const before = homePolls();
          await runSaga(pollMounted, backoff).toPromise();
          if (homePolls() > before) recordPollOutcome(backoff, 'home', true);
        }
      };
      await tickAndFail(1);
      expect(homePolls()).toBe(1);
      // Failed once: every other tick; twice: every fourth; and so on.
      await tickAndFail(2);
      expect(homePolls()).toBe(2);
      await tickAndFail(4);
      expect(homePolls()).toBe(3);
      await tickAndFail(8);
      expect(homePolls()).toBe(4);
      await tickAndFail(POLL_BACKOFF_MAX_TIMES);
      expect(homePolls()).toBe(5);
      // At most 16 times the interval.
      await tickAndFail(POLL_BACKOFF_MAX_TIMES);
      expect(homePolls()).toBe(6);
      await tickAndFail(POLL_BACKOFF_MAX_TIMES - 1);
      expect(homePolls()).toBe(6);
      await runSaga(pollMounted, backoff).toPromise();
      expect(homePolls()).toBe(7);
      // It answers: the usual pace again.
      recordPollOutcome(backoff, 'home', false);
      await runSaga(pollMounted, backoff).toPromise();
      expect(homePolls()).toBe(8);
      task.cancel();
    });

    it('a poll failing again says nothing more: after a failure the next polls are quiet, until one answers', async () => {
      const { runSaga, actions, task } = setup();
      const backoff: PollBackoff = new Map();
      const last = (type: string) => actions.filter((a) => a.type === type).at(-1)?.payload;
      await runSaga(pollMounted, backoff).toPromise();
      expect(last('timelines/expandRequested')).toEqual({ timelineId: 'home' });
      expect(last('streaming/pollDue')).toBeUndefined();
      recordPollOutcome(backoff, 'home', true);
      recordPollOutcome(backoff, 'notifications', true);
      // The wait after one failure, then the next try.
      await runSaga(pollMounted, backoff).toPromise();
      await runSaga(pollMounted, backoff).toPromise();
      expect(last('timelines/expandRequested')).toEqual({ timelineId: 'home', quiet: true });
      expect(last('streaming/pollDue')).toEqual({ quiet: true });
      recordPollOutcome(backoff, 'home', false);
      await runSaga(pollMounted, backoff).toPromise();
      expect(last('timelines/expandRequested')).toEqual({ timelineId: 'home' });
      task.cancel();
    });

    it('the polling counts each column by its loads: a failed load waits, an answered one does not', async () => {
      const { task, store, polls } = setup();
      await refuseHandshakes(ATTEMPTS_BEFORE_POLLING);
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      expect(polls()).toHaveLength(1);
      store.dispatch(expandFailed({ timelineId: 'home' }));
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      expect(polls()).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      expect(polls()).toHaveLength(2);
      store.dispatch(
        expandSucceeded({ timelineId: 'home', kind: 'recent', statusIds: [], next: null, isPartial: false }),
      );
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      expect(polls()).toHaveLength(3);
      task.cancel();
    });

    it('the notifications back off on their own, and the device coming back online asks everything at once', async () => {
      const { task, store, pollsDue, polls } = setup();
      await refuseHandshakes(ATTEMPTS_BEFORE_POLLING);
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      expect(pollsDue()).toBe(1);
      store.dispatch(notificationsPolled({ failed: true }));
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      // Home is polled; the notifications wait.
      expect(polls()).toHaveLength(2);
      expect(pollsDue()).toBe(1);
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      expect(pollsDue()).toBe(2);
      // Failed twice: they would wait three polls now.
      store.dispatch(notificationsPolled({ failed: true }));
      await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      expect(pollsDue()).toBe(2);
      window.dispatchEvent(new Event('online'));
      await jest.advanceTimersByTimeAsync(0);
      expect(pollsDue()).toBe(3);
      task.cancel();
    });
  });
});
