import type { FilterResult, Instance } from '../../../../src/api/entities';
import { instanceFetched } from '../../../../src/features/instance/slice';
import { streamingSaga, streamingUrl } from '../../../../src/features/streaming/sagas';
import { messageStreamKey, streamsFor } from '../../../../src/features/streaming/subscriptions';
import {
  expandRequested,
  expandSucceeded,
  timelineMounted,
  timelineUnmounted,
} from '../../../../src/features/timelines/slice';
import {
  makeAccount,
  makeStatus,
  makeTestStore,
  signedInAuth,
  loadedTimeline,
  savedAccount,
} from '../../fixtures';
import { FakeWebSocket } from './fakeSocket';

const account = savedAccount;

const loaded = (items: string[] = []) => loadedTimeline({ items });

function setup(signedIn = true) {
  FakeWebSocket.instances = [];
  const made = makeTestStore(
    { account: signedIn ? account : null, WebSocket: FakeWebSocket as unknown as typeof WebSocket },
    {
      ...(signedIn ? { auth: signedInAuth() } : {}),
      timelines: {
        home: loaded(['1']),
        'hashtag:Cats': loaded(),
        'list:4': loaded(),
        'public:local': loaded(),
      },
    },
  );
  const task = made.runSaga(streamingSaga);
  made.store.dispatch(
    instanceFetched({ configuration: { urls: { streaming: 'wss://stream.test' } } } as unknown as Instance),
  );
  return { ...made, task };
}

const tick = (ms = 0) => jest.advanceTimersByTimeAsync(ms);

describe('streaming over one socket', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('columns subscribe and unsubscribe their streams over the same socket, counted per column', async () => {
    const { store, task } = setup();
    await tick();
    const socket = FakeWebSocket.latest();
    socket.serverOpen();
    await tick();
    store.dispatch(timelineMounted({ timelineId: 'hashtag:Cats' }));
    store.dispatch(timelineMounted({ timelineId: 'hashtag:Cats' }));
    store.dispatch(timelineMounted({ timelineId: 'list:4' }));
    store.dispatch(timelineMounted({ timelineId: 'home' }));
    await tick();
    expect(socket.sent).toEqual([
      { type: 'subscribe', stream: 'user' },
      { type: 'subscribe', stream: 'hashtag', tag: 'Cats' },
      { type: 'subscribe', stream: 'list', list: '4' },
    ]);
    store.dispatch(timelineUnmounted({ timelineId: 'hashtag:Cats' }));
    await tick();
    expect(socket.sent).toHaveLength(3);
    store.dispatch(timelineUnmounted({ timelineId: 'hashtag:Cats' }));
    await tick();
    expect(socket.sent[3]).toEqual({ type: 'unsubscribe', stream: 'hashtag', tag: 'Cats' });
    expect(FakeWebSocket.instances).toHaveLength(1);
    task.cancel();
  });

  it("routes events to the right timelines by the message's stream array", async () => {
    const { store, task } = setup();
    store.dispatch(timelineMounted({ timelineId: 'hashtag:Cats' }));
    store.dispatch(timelineMounted({ timelineId: 'list:4' }));
    await tick();
    FakeWebSocket.latest().serverOpen();
    await tick();
    FakeWebSocket.latest().serverSend('update', makeStatus('20'), ['hashtag', 'cats']);
    FakeWebSocket.latest().serverSend('update', makeStatus('21'), ['list', '4']);
    await tick(150);
    const { timelines } = store.getState();
    expect(timelines['hashtag:Cats'].items).toEqual(['20']);
    expect(timelines['list:4'].items).toEqual(['21']);
    expect(timelines.home.items).toEqual(['1']);
    task.cancel();
  });

  it('a column whose first page is on its way keeps the posts streamed meanwhile and shows them with the page; one nobody loads gets none', async () => {
    const { store, task } = setup();
    store.dispatch(timelineMounted({ timelineId: 'hashtag:Dogs' }));
    store.dispatch(expandRequested({ timelineId: 'hashtag:Dogs' }));
    store.dispatch(timelineMounted({ timelineId: 'hashtag:Birds' }));
    await tick();
    FakeWebSocket.latest().serverOpen();
    await tick();
    FakeWebSocket.latest().serverSend('update', makeStatus('50'), ['hashtag', 'dogs']);
    FakeWebSocket.latest().serverSend('update', makeStatus('51'), ['hashtag', 'birds']);
    await tick(150);
    expect(store.getState().timelines['hashtag:Dogs'].items).toEqual([]);
    // The server answered before post 50 was made.
    store.dispatch(
      expandSucceeded({
        timelineId: 'hashtag:Dogs',
        kind: 'initial',
        statusIds: ['49'],
        next: null,
        isPartial: false,
      }),
    );
    const { timelines } = store.getState();
    expect(timelines['hashtag:Dogs'].items).toEqual(['50', '49']);
    expect(timelines['hashtag:Birds']).toBeUndefined();
    task.cancel();
  });

  it("a burst into several columns: one store update a frame, the first with the posts and one column's, then one column a frame", async () => {
    const { store, task, actions, typesSince } = setup();
    store.dispatch(timelineMounted({ timelineId: 'hashtag:Cats' }));
    store.dispatch(timelineMounted({ timelineId: 'public:local' }));
    await tick();
    FakeWebSocket.latest().serverOpen();
    await tick();
    const before = actions.length;
    let updates = 0;
    const unsubscribe = store.subscribe(() => (updates += 1));
    FakeWebSocket.latest().serverSend('update', makeStatus('30'), ['hashtag', 'cats']);
    FakeWebSocket.latest().serverSend('update', makeStatus('30'), ['public:local']);
    FakeWebSocket.latest().serverSend('update', makeStatus('31'), ['user']);
    await tick();
    expect(typesSince(before)).toEqual([]);
    // The next animation frame (every 16 ms on the fake clock): one action, one store update, with
    // the posts themselves and the first timeline's.
    await tick(16);
    expect(typesSince(before)).toEqual(['streaming/eventsReceived']);
    expect(updates).toBe(1);
    expect(store.getState().statuses.entities['30']).toBeDefined();
    expect(store.getState().statuses.entities['31']).toBeDefined();
    expect(store.getState().timelines['hashtag:Cats'].items).toEqual(['30']);
    expect(store.getState().timelines['public:local'].items).toEqual([]);
    expect(store.getState().timelines.home.items).toEqual(['1']);
    // Then one timeline a frame.
    await tick(16);
    expect(updates).toBe(2);
    expect(store.getState().timelines['public:local'].items).toEqual(['30']);
    expect(store.getState().timelines.home.items).toEqual(['1']);
    await tick(16);
    expect(updates).toBe(3);
    expect(store.getState().timelines.home.items).toEqual(['31', '1']);
    // Nothing left: no more updates.
    await tick(100);
    expect(updates).toBe(3);
    unsubscribe();
    task.cancel();
  });

  it('a post deleted while it waits for its frame never enters its timeline', async () => {
    const { store, task } = setup();
    store.dispatch(timelineMounted({ timelineId: 'public:local' }));
    await tick();
    FakeWebSocket.latest().serverOpen();
    await tick();
    FakeWebSocket.latest().serverSend('update', makeStatus('40'), ['user']);
    FakeWebSocket.latest().serverSend('update', makeStatus('41'), ['public:local']);
    FakeWebSocket.latest().serverSend('update', makeStatus('42'), ['public:local']);
    await tick(16);
    expect(store.getState().timelines.home.items).toEqual(['40', '1']);
    FakeWebSocket.latest().serverSend('delete', '41');
    await tick(16);
    expect(store.getState().timelines['public:local'].items).toEqual(['42']);
    task.cancel();
  });

  it('a hashtag column with "any" tags hears each tag\'s stream; "all" and "none" stay the main tag\'s', async () => {
    const { store, task } = setup();
    const timelineId = 'hashtag:cats?any=birds,dogs';
    store.dispatch(
      expandSucceeded({ timelineId, kind: 'initial', statusIds: [], next: null, isPartial: false }),
    );
    store.dispatch(timelineMounted({ timelineId }));
    await tick();
    FakeWebSocket.latest().serverOpen();
    await tick();
    expect(FakeWebSocket.latest().sent).toEqual(
      expect.arrayContaining([
        { type: 'subscribe', stream: 'hashtag', tag: 'cats' },
        { type: 'subscribe', stream: 'hashtag', tag: 'birds' },
        { type: 'subscribe', stream: 'hashtag', tag: 'dogs' },
      ]),
    );
    FakeWebSocket.latest().serverSend('update', makeStatus('40'), ['hashtag', 'dogs']);
    FakeWebSocket.latest().serverSend('update', makeStatus('41'), ['hashtag', 'cats']);
    // A post with two of the tags comes once from each stream and is shown once.
    FakeWebSocket.latest().serverSend('update', makeStatus('42'), ['hashtag', 'birds']);
    FakeWebSocket.latest().serverSend('update', makeStatus('42'), ['hashtag', 'dogs']);
    await tick(200);
    expect(store.getState().timelines[timelineId].items).toEqual(['42', '41', '40']);
    // Closing the column unsubscribes all three.
    store.dispatch(timelineUnmounted({ timelineId }));
    await tick();
    expect(
      FakeWebSocket.latest().sent.filter((m) => (m as { type: string }).type === 'unsubscribe'),
    ).toHaveLength(3);
    task.cancel();
  });

  it("re-subscribes every open column's stream after a reconnect", async () => {
    const { store, task } = setup();
    store.dispatch(timelineMounted({ timelineId: 'public:local' }));
    await tick();
    FakeWebSocket.latest().serverOpen();
    await tick();
    FakeWebSocket.latest().serverClose();
    await tick(1_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().serverOpen();
    await tick();
    expect(FakeWebSocket.latest().sent).toEqual([
      { type: 'subscribe', stream: 'user' },
      { type: 'subscribe', stream: 'public:local' },
    ]);
    task.cancel();
  });

  it('a streamed post a hide filter matches stays out of home; a warned one is not unread', async () => {
    const { store, task } = setup();
    await tick();
    FakeWebSocket.latest().serverOpen();
    await tick();
    const result = (action: 'hide' | 'warn'): FilterResult => ({
      filter: { id: action, title: action, context: ['home'], filter_action: action },
    });
    store.dispatch({ type: 'timelines/topChanged', payload: { timelineId: 'home', top: false } });
    FakeWebSocket.latest().serverSend(
      'update',
      makeStatus('30', { account: makeAccount('2'), filtered: [result('hide')] }),
      ['user'],
    );
    FakeWebSocket.latest().serverSend(
      'update',
      makeStatus('31', { account: makeAccount('2'), filtered: [result('warn')] }),
      ['user'],
    );
    await tick(150);
    expect(store.getState().timelines.home).toMatchObject({ pendingItems: ['31'], unread: 0 });
    task.cancel();
  });

  it('a signed-out visitor connects without a token once a public column opens, naming it in the URL', async () => {
    const { store, task } = setup(false);
    await tick(5_000);
    expect(FakeWebSocket.instances).toHaveLength(0);
    store.dispatch(timelineMounted({ timelineId: 'public:local' }));
    await tick();
    expect(FakeWebSocket.latest().url).toBe('wss://stream.test/api/v1/streaming?stream=public%3Alocal');
    FakeWebSocket.latest().serverOpen();
    store.dispatch(timelineMounted({ timelineId: 'hashtag:Cats' }));
    await tick();
    expect(FakeWebSocket.latest().sent).toEqual([{ type: 'subscribe', stream: 'hashtag', tag: 'Cats' }]);
    task.cancel();
  });

  it('a signed-out visitor stops its handshakes when the instance requires a token, and its public column is polled', async () => {
    const { store, task, actions } = setup(false);
    store.dispatch(timelineMounted({ timelineId: 'public' }));
    for (let i = 0; i < 3; i++) {
      await tick();
      FakeWebSocket.latest().serverClose();
      await tick(10_000);
    }
    expect(FakeWebSocket.instances).toHaveLength(3);
    await tick(60_000);
    expect(FakeWebSocket.instances).toHaveLength(3);
    expect(
      actions.filter((a) => a.type === 'timelines/expandRequested').map((a) => a.payload),
    ).toContainEqual({
      timelineId: 'public',
    });
    task.cancel();
  });

  it('maps timelines to streams and messages to keys', () => {
    expect(streamsFor('home')).toEqual([]);
    expect(streamsFor('account:1')).toEqual([]);
    expect(streamsFor('public:remote')).toEqual([{ stream: 'public:remote' }]);
    expect(streamsFor('direct')).toEqual([{ stream: 'direct' }]);
    expect(streamsFor('hashtag:Cats?all=x&any=dogs,birds&local=1')).toEqual([
      { stream: 'hashtag:local', tag: 'Cats' },
      { stream: 'hashtag:local', tag: 'birds' },
      { stream: 'hashtag:local', tag: 'dogs' },
    ]);
    expect(messageStreamKey(['hashtag', 'CATS'])).toBe('hashtag:cats');
    expect(messageStreamKey(['list', 'AbC'])).toBe('list:AbC');
    expect(streamingUrl('https://x.social', null, { stream: 'list', list: '4' })).toBe(
      'wss://x.social/api/v1/streaming?stream=list&list=4',
    );
  });
});
