import type { IncomingMessage } from 'node:http';

/** How long reading a request may take, in milliseconds. */
export interface RequestTimeouts {
  /** The whole header block (Node's `headersTimeout`). */
  headers: number;
  /** The whole request, body included (Node's `requestTimeout`), long enough for a 99 MiB upload. */
  request: number;
  /** A body must bring at least `bodyMinBytes` in every window of this length, or it is cut off. */
  bodyWindow: number;
  bodyMinBytes: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = {
  headers: 30_000,
  request: 300_000,
  bodyWindow: 10_000,
  bodyMinBytes: 1024,
};

export function requestTimeouts(overrides: Partial<RequestTimeouts> = {}): RequestTimeouts {
  return { ...REQUEST_TIMEOUTS, ...overrides };
}

const TIMED_OUT = JSON.stringify({ error: 'Request body timed out' });

function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * Cuts off a request whose body arrives slower than `bodyMinBytes` per `bodyWindow` (a body trickled a byte
 * at a time would otherwise hold its connection and parser for as long as the sender likes): it answers
 * 408 and closes the connection. The bytes are counted on the socket, so the body stream is left to its
 * parser.
 */
export function watchBodyRate(req: IncomingMessage, limits: RequestTimeouts): void {
  if (!hasBody(req)) return;
  const socket = req.socket;
  let seen = socket.bytesRead;
  const timer = setInterval(() => {
    if (req.complete || socket.destroyed) return clearInterval(timer);
    const read = socket.bytesRead;
    if (read - seen >= limits.bodyMinBytes) {
      seen = read;
      return;
    }
    clearInterval(timer);
    if (socket.writable)
      socket.write(
        `HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(TIMED_OUT)}\r\nConnection: close\r\n\r\n${TIMED_OUT}`,
      );
    socket.destroy();
  }, limits.bodyWindow);
  timer.unref();
  req.once('close', () => clearInterval(timer));
}
