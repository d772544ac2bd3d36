import { instanceFetched } from '../../../../src/features/instance/slice';
import { backoffDelay, streamingSaga, streamingUrl } from '../../../../src/features/streaming/sagas';
import { initialTimeline } from '../../../../src/features/timelines/slice';
import type { Instance } from '../../../../src/api/entities';
import { makeStatus, makeTestStore, signedInAuth, savedAccount } from '../../fixtures';
import { FakeWebSocket } from './fakeSocket';

const account = savedAccount;

function setup() {
  FakeWebSocket.instances = [];
  const made = makeTestStore(
    { account, WebSocket: FakeWebSocket as unknown as typeof WebSocket },
    {
      auth: signedInAuth(),
      timelines: { home: { ...initialTimeline, loaded: true, online: true, top: true, items: ['1'] } },
    },
  );
  const task = made.runSaga(streamingSaga);
  made.store.dispatch(
    instanceFetched({ configuration: { urls: { streaming: 'wss://stream.test' } } } as unknown as Instance),
  );
  return { ...made, task, socket: () => FakeWebSocket.instances[FakeWebSocket.instances.length - 1] };
}

describe('streaming saga', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('connects to the instance streaming URL with the token and subscribes to the user stream', async () => {
    const { socket, task, store } = setup();
    await jest.advanceTimersByTimeAsync(0);
    expect(socket().url).toBe('wss://stream.test/api/v1/streaming?access_token=tok');
    socket().serverOpen();
    await jest.advanceTimersByTimeAsync(0);
    expect(socket().sent).toEqual([{ type: 'subscribe', stream: 'user' }]);
    expect(store.getState().timelines.home.online).toBe(true);
    task.cancel();
  });

  it('falls back to the same origin when the instance names no streaming host', () => {
    expect(streamingUrl('https://example.social', 'a b')).toBe(
      'wss://example.social/api/v1/streaming?access_token=a+b',
    );
  });

  it('keeps the path prefix of a server under a path', () => {
    expect(streamingUrl('https://example.social/mastodon/', 'tok')).toBe(
      'wss://example.social/mastodon/api/v1/streaming?access_token=tok',
    );
    expect(streamingUrl('http://127.0.0.1:4000', null, { stream: 'hashtag', tag: 'cats' })).toBe(
      'ws://127.0.0.1:4000/api/v1/streaming?stream=hashtag&tag=cats',
    );
  });

  it("a frame's messages reach the store as one dispatch, at the next animation frame", async () => {
    const { socket, task, store, actions, typesSince } = setup();
    await jest.advanceTimersByTimeAsync(0);
    socket().serverOpen();
    await jest.advanceTimersByTimeAsync(0);
    const before = actions.length;
    socket().serverSend('update', makeStatus('2'));
    socket().serverSend('update', makeStatus('3'));
    socket().serverSend('not json at all', '{{{');
    socket().onmessage?.({ data: 'garbage' });
    socket().serverSend('delete', '1');
    // Nothing is read before the frame.
    await jest.advanceTimersByTimeAsync(0);
    expect(actions.length).toBe(before);
    // The fake clock draws a frame every 16 ms.
    await jest.advanceTimersByTimeAsync(16);
    expect(typesSince(before)).toEqual(['streaming/eventsReceived']);
    await jest.advanceTimersByTimeAsync(200);
    expect(typesSince(before)).toEqual(['streaming/eventsReceived']);
    expect(store.getState().timelines.home.items).toEqual(['3', '2']);
    expect(store.getState().statuses.ids).toEqual(['2', '3']);
    // The next frame's messages are the next dispatch.
    socket().serverSend('update', makeStatus('4'));
    await jest.advanceTimersByTimeAsync(16);
    expect(typesSince(before)).toEqual(['streaming/eventsReceived', 'streaming/eventsReceived']);
    expect(store.getState().timelines.home.items).toEqual(['4', '3', '2']);
    task.cancel();
  });

  it('messages that arrived before the socket closed are read before the close', async () => {
    const { socket, task, store, actions, typesSince } = setup();
    await jest.advanceTimersByTimeAsync(0);
    socket().serverOpen();
    await jest.advanceTimersByTimeAsync(0);
    const before = actions.length;
    socket().serverSend('update', makeStatus('2'));
    socket().serverClose();
    await jest.advanceTimersByTimeAsync(0);
    expect(typesSince(before)).toEqual(['streaming/eventsReceived', 'streaming/disconnected']);
    // The post is in, under the gap the disconnection leaves above it.
    expect(store.getState().timelines.home.items).toEqual([null, '2', '1']);
    task.cancel();
  });

  it('an edited post (status.update) replaces the entity in place', async () => {
    const { socket, task, store } = setup();
    await jest.advanceTimersByTimeAsync(0);
    socket().serverOpen();
    socket().serverSend('update', makeStatus('2'));
    await jest.advanceTimersByTimeAsync(150);
    socket().serverSend('status.update', makeStatus('2', { content: '<p>edited</p>' }));
    await jest.advanceTimersByTimeAsync(150);
    expect(store.getState().statuses.entities['2']?.content).toBe('<p>edited</p>');
    expect(store.getState().timelines.home.items).toEqual(['2', '1']);
    task.cancel();
  });

  it('reconnects with exponential backoff, marks offline with a gap, and reports the reconnect', async () => {
    const { socket, task, store, actions } = setup();
    await jest.advanceTimersByTimeAsync(0);
    socket().serverOpen();
    await jest.advanceTimersByTimeAsync(0);
    socket().serverClose();
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().timelines.home).toMatchObject({ online: false, items: [null, '1'] });
    expect(FakeWebSocket.instances).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    // The second attempt fails before opening: the wait doubles.
    socket().serverClose();
    await jest.advanceTimersByTimeAsync(1_999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    socket().serverOpen();
    await jest.advanceTimersByTimeAsync(0);
    const connected = actions.filter((a) => a.type === 'streaming/connected');
    expect(connected.map((a) => a.payload)).toEqual([{ reconnected: false }, { reconnected: true }]);
    task.cancel();
  });

  it('the backoff is capped near 30 s', () => {
    expect(backoffDelay(0)).toBe(1_000);
    expect(backoffDelay(3)).toBe(8_000);
    expect(backoffDelay(10)).toBe(30_000);
  });
});
