/** A WebSocket the test drives: it records what the client sends and plays the server's part. */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];
  readyState = FakeWebSocket.CONNECTING;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    // As browsers do, an address that is not ws: or wss: is refused at once.
    if (!/^wss?:\/\//.test(url)) throw new SyntaxError(`Invalid WebSocket URL ${url}`);
    FakeWebSocket.instances.push(this);
  }
  static latest() {
    return FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = FakeWebSocket.CLOSED;
  }
  serverOpen() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.();
  }
  /** Mastodon sends payloads as JSON strings; a delete's payload is the bare id. */
  serverSend(event: string, payload: unknown, stream = ['user']) {
    this.onmessage?.({
      data: JSON.stringify({
        stream,
        event,
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      }),
    });
  }
  serverClose() {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code: 1006 });
  }
}
