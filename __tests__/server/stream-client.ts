import WebSocket from 'ws';
import { rawText } from '../../server/streaming/socket';

export interface StreamMessage {
  stream: string[];
  event: string;
  payload?: string;
}

export interface StreamClient {
  messages: StreamMessage[];
  next(match: (m: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  send(data: string): void;
  close(): void;
}

/** A streaming socket recording every message, with a wait for the first one matching a predicate. */
export async function openStream(base: string, query: string): Promise<StreamClient> {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/v1/streaming?${query}`);
  const messages: StreamMessage[] = [];
  const waiters: { match: (m: StreamMessage) => boolean; resolve: (m: StreamMessage) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(rawText(data)) as StreamMessage;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (!waiter.match(message)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    messages,
    next(match, timeoutMs = 4000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching streaming message')), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    send: (data) => socket.send(data),
    close: () => socket.terminate(),
  };
}
