import { buffers, eventChannel, type EventChannel } from 'redux-saga';

export type SocketEvent =
  { type: 'open' } | { type: 'message'; data: string } | { type: 'close'; code: number };

export interface SocketChannel {
  channel: EventChannel<SocketEvent>;
  send: (message: unknown) => void;
}

/**
 * A WebSocket as a saga channel; closing the channel closes the socket. Null when the browser refuses
 * the address at once (an insecure socket from a secure page, a blocked port).
 */
export function createSocketChannel(WebSocketImpl: typeof WebSocket, url: string): SocketChannel | null {
  let socket: WebSocket;
  try {
    socket = new WebSocketImpl(url);
  } catch {
    return null;
  }
  const channel = eventChannel<SocketEvent>((emit) => {
    socket.onopen = () => emit({ type: 'open' });
    socket.onmessage = (event: MessageEvent) => {
      if (typeof event.data === 'string') emit({ type: 'message', data: event.data });
    };
    socket.onclose = (event: CloseEvent) => emit({ type: 'close', code: event.code });
    // An error is always followed by close, which is where reconnecting starts.
    socket.onerror = () => undefined;
    return () => {
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
  };
}
