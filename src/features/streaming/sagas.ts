import { call, delay, fork, put, race, select, take, takeEvery } from 'typed-redux-saga/macro';
import { eventChannel, type EventChannel } from 'redux-saga';
import { STREAMING_BACKOFF_BASE_MS, STREAMING_BACKOFF_CAP_MS, STREAMING_PART_SIZE } from '../../constants';
import { REACHABILITY_EVENT, serverReached } from '../../api/client';
import { serverWaitMs } from '../../api/retry';
import { appServices, type AppServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { selectCapability } from '../capabilities/public';
import { instanceFetched } from '../instance/public';
import { timelineMounted, timelineUnmounted } from '../timelines/public';
import {
  prepareStreamBatch,
  streamingConnected,
  streamingDisconnected,
  streamingEventsReceived,
} from '../../domain/streamingEvents';
import { withFilterActions } from './filterEvents';
import { keysForStream } from '../../domain/timelineKey';
import { buildBatch, takeAllWaiting, takeFramePart, type WaitingPosts } from './parse';
import { createSocketChannel, type SocketEvent } from './socketChannel';
import { pollingSaga, type PollBackoff } from './polling';
import { activeStreams, messageStreamKey, streamKey, type StreamParams } from './subscriptions';

/** Streams every signed-in session subscribes to. */
export const DEFAULT_STREAMS = ['user'] as const;

/** How long start-up waits for the instance to name its streaming host before using the same origin. */
const INSTANCE_WAIT_MS = 3_000;
/** Handshakes that fail, the socket never having opened, before the columns are polled instead. */
export const ATTEMPTS_BEFORE_POLLING = 3;

export const backoffDelay = (attempt: number) =>
  Math.min(STREAMING_BACKOFF_CAP_MS, STREAMING_BACKOFF_BASE_MS * 2 ** attempt);

/**
 * A signed-out connection names its first stream in the URL: servers refuse a bare one without a token.
 * A path prefix of the base is kept. An address no socket can open is left for the WebSocket to refuse.
 */
export function streamingUrl(base: string, token: string | null, initial?: StreamParams): string {
  const query = new URLSearchParams();
  if (token) query.set('access_token', token);
  if (initial) {
    query.set('stream', initial.stream);
    if (initial.tag !== undefined) query.set('tag', initial.tag);
    if (initial.list !== undefined) query.set('list', initial.list);
  }
  const search = String(query);
  const url = `${base.replace(/^http/i, 'ws').replace(/\/+$/, '')}/api/v1/streaming`;
  return search ? `${url}?${search}` : url;
}

const selectMounted = (s: RootState) => s.streaming.mounted;

/** The socket in use and what has been subscribed on it; replaced on every connection. */
interface Connection {
  send: (message: unknown) => void;
  /** A `messages` event at the next frame, with or without messages. */
  requestFrame: () => void;
  open: boolean;
  subscribed: Map<string, StreamParams>;
  /** New posts waiting for their timeline's frame. */
  waiting: WaitingPosts;
}

/** Sends subscribe and unsubscribe messages until the socket carries exactly what the columns need. */
function* syncSubscriptions(connection: Connection, defaults: readonly StreamParams[]) {
  if (!connection.open) return;
  const wanted = new Map(defaults.map((params) => [streamKey(params), params]));
  const active = activeStreams(yield* select(selectMounted));
  for (const [key, { params }] of active) wanted.set(key, params);
  for (const [key, params] of connection.subscribed) {
    if (wanted.has(key)) continue;
    connection.send({ type: 'unsubscribe', ...params });
    connection.subscribed.delete(key);
  }
  for (const [key, params] of wanted) {
    if (connection.subscribed.has(key)) continue;
    connection.send({ type: 'subscribe', ...params });
    connection.subscribed.set(key, params);
  }
}

/**
 * Routes a message by its `stream` array: the fixed timelines plus every mounted column of that
 * stream. Once a frame, one action reaches the store (one reducer pass, one render): the frame's
 * entities and events, with what the features add to them (the notifications' grouping, say), and the
 * new posts of one timeline; the other timelines' posts wait for the next frames, one timeline a frame
 * (`takeFramePart`), so a burst into four columns renders one column at a time.
 */
function* flush(messages: string[], connection: Connection) {
  const state = yield* select();
  const active = activeStreams(state.streaming.mounted);
  const route = (stream: readonly string[]) => {
    const ids = new Set(keysForStream(stream));
    active.get(messageStreamKey(stream))?.timelineIds.forEach((id) => ids.add(id));
    // A timeline nobody loaded fetches its own first page: it gets no streamed posts. One whose first
    // page is on its way keeps them for when it arrives (the server may have answered before them).
    return [...ids].filter((id) => state.timelines[id]?.loaded || state.timelines[id]?.isLoading);
  };
  const batch = withFilterActions(buildBatch(messages, state.statuses, route), state);
  const part = takeFramePart(batch, connection.waiting, STREAMING_PART_SIZE);
  if (connection.waiting.size > 0) connection.requestFrame();
  if (part.events.length === 0) return;
  yield* put(streamingEventsReceived(yield* call(prepareStreamBatch, part, state)));
}

/**
 * Reads one connection until it closes; the socket's channel hands over the messages of each
 * animation frame together, dispatched as one batch. Returns whether the connection had opened.
 */
function* readConnection(
  channel: EventChannel<SocketEvent>,
  connection: Connection,
  defaults: readonly StreamParams[],
  reconnected: boolean,
) {
  for (;;) {
    const event = yield* take(channel);
    if (event.type === 'close') {
      // Posts still waiting for their frame go in at once.
      if (connection.waiting.size > 0)
        yield* put(streamingEventsReceived(takeAllWaiting(connection.waiting)));
      return connection.open;
    }
    if (event.type === 'open') {
      connection.open = true;
      // After a reconnect every stream is subscribed again: the server forgot them with the old socket.
      yield* call(syncSubscriptions, connection, defaults);
      yield* put(streamingConnected({ reconnected }));
      continue;
    }
    yield* call(flush, event.data, connection);
  }
}

function* streamingBase(account: AppServices['account'], origin: string) {
  let base = yield* select((s: RootState) => s.instance.info?.configuration?.urls?.streaming);
  if (!base) {
    const { fetched } = yield* race({
      fetched: take<ReturnType<typeof instanceFetched>>(instanceFetched.type),
      wait: delay(INSTANCE_WAIT_MS),
    });
    base = fetched?.payload.configuration?.urls?.streaming ?? undefined;
  }
  return base || account?.baseUrl || origin;
}

/** Waits until a mounted column needs a stream a visitor may open; returns the first one. */
function* firstPublicStream() {
  for (;;) {
    const active = activeStreams(yield* select(selectMounted));
    const open = [...active.values()].find(({ params }) => params.stream.startsWith('public') || params.tag);
    if (open) return open.params;
    yield* take([timelineMounted.type, timelineUnmounted.type]);
  }
}

/**
 * The moments a waiting reconnect goes at once: the browser's `online` event, and an API call answered
 * after calls had found no network (a route back that no `online` event announces). None without a window.
 */
function backOnlineEvents() {
  return eventChannel<true>((emit) => {
    if (typeof window === 'undefined') return () => undefined;
    const wake = ({ type }: Event) => {
      if (type === 'online' || serverReached()) emit(true);
    };
    window.addEventListener('online', wake);
    window.addEventListener(REACHABILITY_EVENT, wake);
    return () => {
      window.removeEventListener('online', wake);
      window.removeEventListener(REACHABILITY_EVENT, wake);
    };
  });
}

/**
 * One WebSocket per signed-in account carrying the streams of every open column, reconnecting with
 * exponential backoff (capped at ~30 s). A signed-out visitor gets one once a public column opens.
 * A server whose handshake never succeeds (while it answers API calls) is polled instead, and its
 * streaming tried again every few minutes (see `pollingSaga`).
 */
export function* streamingSaga() {
  const services = yield* appServices();
  const { account } = services;
  const defaults: StreamParams[] = account ? DEFAULT_STREAMS.map((stream) => ({ stream })) : [];
  let initial: StreamParams | undefined;
  if (!account) initial = yield* call(firstPublicStream);
  const base = yield* streamingBase(account, services.origin);
  const url = streamingUrl(base, account?.token ?? null, initial);
  const apiOrigin = new URL(account?.baseUrl ?? services.origin).origin;
  let connection: Connection = {
    send: () => undefined,
    requestFrame: () => undefined,
    open: false,
    subscribed: new Map(),
    waiting: new Map(),
  };
  yield* fork(function* watchColumns() {
    yield* takeEvery([timelineMounted.type, timelineUnmounted.type], function* sync() {
      yield* call(syncSubscriptions, connection, defaults);
    });
  });
  const online = backOnlineEvents();
  try {
    let attempt = 0;
    let failedInARow = 0;
    let everConnected = false;
    const backoff: PollBackoff = new Map();
    // A server known not to stream (from an earlier session) is polled from the start, offline too.
    let poll = (yield* select(selectCapability, 'streaming')) === 'no';
    for (;;) {
      if (poll) {
        // The columns are polled instead until it is time to try streaming again.
        yield* call(pollingSaga, backoff);
        poll = false;
      }
      const socket = createSocketChannel(services.WebSocket, url);
      let opened = false;
      if (socket) {
        // The stream named in the URL is subscribed by the server itself.
        const subscribed = new Map(initial ? [[streamKey(initial), initial]] : []);
        connection = {
          send: socket.send,
          requestFrame: socket.requestFrame,
          open: false,
          subscribed,
          waiting: new Map(),
        };
        try {
          opened = yield* readConnection(socket.channel, connection, defaults, everConnected);
        } finally {
          socket.channel.close();
          connection.open = false;
        }
      }
      const reachable = navigator.onLine !== false && serverReached();
      if (opened) {
        everConnected = true;
        attempt = 0;
        failedInARow = 0;
        yield* put(streamingDisconnected());
      } else if (
        !everConnected &&
        // Failures while the network is down say nothing of the server.
        (!socket || (reachable && ++failedInARow >= ATTEMPTS_BEFORE_POLLING))
      ) {
        poll = true;
        continue;
      }
      // With the device offline the tries wait their longest without backing off further, and the device
      // coming back online ends the wait at once: from then on they back off from the shortest wait again.
      // A device that says it is online while the server is out of reach (a lost route, an emulated
      // network: no `online` event will come) backs off as usual, and an API call answered again ends the wait.
      const deviceOffline = navigator.onLine === false;
      // A server that asked the API's callers to come back later (Retry-After) is not knocked on before.
      const asked = serverWaitMs(apiOrigin);
      const { wait } = yield* race({
        wait: delay(Math.max(asked, backoffDelay(deviceOffline ? Infinity : attempt))),
        ...(asked > 0 ? {} : { online: take(online) }),
      });
      if (!wait) attempt = 0;
      else if (!deviceOffline) attempt += 1;
    }
  } finally {
    online.close();
  }
}
