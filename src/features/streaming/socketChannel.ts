import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { STREAMING_FLUSH_MS } from '../../constants';
import { createFrameBatcher } from '../../utils/frameBatcher';

/** `messages`: what arrived since the last animation frame, in order, handed over once per frame. */
export type SocketEvent =
  { type: 'open' } | { type: 'messages'; data: string[] } | { type: 'close'; code: number };

export interface SocketChannel {
  channel: EventChannel<SocketEvent>;
  send: (message: unknown) => void;
  /** A `messages` event at the next frame, empty if no message came. */
  requestFrame: () => void;
}

/**
 * A WebSocket as a saga channel; closing the channel closes the socket. Messages are gathered and
 * handed over once per animation frame (`createFrameBatcher`), so a burst is read, and reaches the
 * store, once a frame however many messages it carries. Null when the browser refuses the address at
 * once (an insecure socket from a secure page, a blocked port).
 */
export function createSocketChannel(WebSocketImpl: typeof WebSocket, url: string): SocketChannel | null {
  let socket: WebSocket;
  try {
    socket = new WebSocketImpl(url);
  } catch {
    return null;
  }
  let requestFrame = () => undefined as void;
  const channel = eventChannel<SocketEvent>((emit) => {
    const messages = createFrameBatcher<string>(
      (data) => emit({ type: 'messages', data }),
      STREAMING_FLUSH_MS,
    );
    requestFrame = () => messages.requestFrame();
    socket.onopen = () => emit({ type: 'open' });
    socket.onmessage = (event: MessageEvent) => {
      if (typeof event.data === 'string') messages.push(event.data);
    };
    socket.onclose = (event: CloseEvent) => {
      // What arrived before the close is read before it.
      messages.flush();
      emit({ type: 'close', code: event.code });
    };
    // An error is always followed by close, which is where reconnecting starts.
    socket.onerror = () => undefined;
    return () => {
      messages.cancel();
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      if (socket.readyState === WebSocketImpl.OPEN || socket.readyState === WebSocketImpl.CONNECTING)
        socket.close();
    };
  }, buffers.expanding<SocketEvent>(64));
  return {
    channel,
    send: (message) => {
      if (socket.readyState === WebSocketImpl.OPEN) socket.send(JSON.stringify(message));
    },
    requestFrame: () => requestFrame(),
  };
}
