import { call, delay, getContext, put, race, select, take, type TakeEffect } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import { STREAMING_BACKOFF_BASE_MS, STREAMING_BACKOFF_CAP_MS, STREAMING_FLUSH_MS } from '../../constants';
import type { AppServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { instanceFetched } from '../instance/slice';
import { streamingConnected, streamingDisconnected, streamingEventsReceived } from './actions';
import { buildBatch } from './parse';
import { createSocketChannel, type SocketEvent } from './socketChannel';

/** Streams every signed-in session subscribes to. */
export const DEFAULT_STREAMS = ['user'] as const;

/** How long start-up waits for the instance to name its streaming host before using the same origin. */
const INSTANCE_WAIT_MS = 3_000;

export const backoffDelay = (attempt: number) =>
  Math.min(STREAMING_BACKOFF_CAP_MS, STREAMING_BACKOFF_BASE_MS * 2 ** attempt);

export function streamingUrl(base: string, token: string): string {
  const url = new URL('/api/v1/streaming', base.replace(/^http/i, 'ws'));
  url.searchParams.set('access_token', token);
  return url.toString();
}

function* flush(messages: string[]) {
  const statuses = (yield select((s: RootState) => s.statuses)) as RootState['statuses'];
  const batch = buildBatch(messages, statuses);
  if (batch.events.length > 0) yield put(streamingEventsReceived(batch));
}

/**
 * Reads one connection until it closes. Messages of a burst are gathered for STREAMING_FLUSH_MS and
 * dispatched as one batch. Returns whether the connection had opened.
 */
function* readConnection(
  channel: EventChannel<SocketEvent>,
  send: (m: unknown) => void,
  reconnected: boolean,
) {
  let opened = false;
  for (;;) {
    const event = (yield take(channel)) as SocketEvent;
    if (event.type === 'close') return opened;
    if (event.type === 'open') {
      opened = true;
      for (const stream of DEFAULT_STREAMS) send({ type: 'subscribe', stream });
      yield put(streamingConnected({ reconnected }));
      continue;
    }
    const burst = [event.data];
    const flushAt = Date.now() + STREAMING_FLUSH_MS;
    let closed = false;
    for (;;) {
      const wait = flushAt - Date.now();
      if (wait <= 0) break;
      const { next } = (yield race({ next: take(channel) as TakeEffect, wait: delay(wait) })) as {
        next?: SocketEvent;
      };
      if (!next) break;
      if (next.type === 'message') burst.push(next.data);
      else if (next.type === 'close') {
        closed = true;
        break;
      }
    }
    yield call(flush, burst);
    if (closed) return opened;
  }
}

/** One WebSocket per signed-in account, reconnecting with exponential backoff (capped at ~30 s). */
export function* streamingSaga() {
  const services = (yield getContext('services')) as AppServices;
  const { account } = services;
  if (!account) return;
  let base = (yield select((s: RootState) => s.instance.info?.configuration?.urls?.streaming)) as
    string | undefined;
  if (!base) {
    const { fetched } = (yield race({
      fetched: take(instanceFetched.type),
      wait: delay(INSTANCE_WAIT_MS),
    })) as {
      fetched?: ReturnType<typeof instanceFetched>;
    };
    base = fetched?.payload.configuration?.urls?.streaming ?? undefined;
  }
  const url = streamingUrl(base || account.baseUrl, account.token);
  let attempt = 0;
  let everConnected = false;
  for (;;) {
    const { channel, send } = createSocketChannel(services.WebSocket, url);
    let opened = false;
    try {
      opened = (yield call(readConnection, channel, send, everConnected)) as boolean;
    } finally {
      channel.close();
    }
    if (opened) {
      everConnected = true;
      attempt = 0;
      yield put(streamingDisconnected());
    }
    yield delay(backoffDelay(attempt));
    attempt += 1;
  }
}
