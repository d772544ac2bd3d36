import type { WebSocket } from 'ws';

/** A client's subscription: the channel key it listens on and the `stream` array its messages carry. */
export interface Subscription {
  channel: string;
  stream: string[];
}

interface Client {
  socket: WebSocket;
  /** The signed-in account, for payloads rendered per viewer (null when signed out). */
  accountId: string | null;
  /** The access token the socket was opened with, so revoking it can close the socket. */
  token: string | null;
  subscriptions: Map<string, Subscription>;
}

/**
 * Streams one socket may follow at once. Mastodon's streaming server sets no number; a client needs a
 * handful (user, notifications, a few lists, hashtags and public feeds), so 100 leaves room and keeps each
 * event's walk over the sockets short.
 */
export const SUBSCRIPTIONS_PER_SOCKET = 100;

/** A payload, or a function rendering it for one viewer (null: this viewer gets nothing). */
export type Payload = string | ((viewerId: string | null) => string | null);

/**
 * Routes events to WebSocket clients. Channels are internal keys such as `timeline:<accountId>`,
 * `public:local` or `hashtag:<tag>`; each message carries Mastodon's `stream` array for the subscription.
 */
export class StreamingHub {
  private readonly clients = new Set<Client>();

  add(socket: WebSocket, accountId: string | null = null, token: string | null = null): Client {
    const client: Client = { socket, accountId, token, subscriptions: new Map() };
    this.clients.add(client);
    socket.on('close', () => this.clients.delete(client));
    return client;
  }

  /** Adds a subscription; answers false (and adds nothing) when the socket already follows the most. */
  subscribe(client: Client, subscription: Subscription): boolean {
    const key = subscription.stream.join('\u0000');
    if (!client.subscriptions.has(key) && client.subscriptions.size >= SUBSCRIPTIONS_PER_SOCKET) return false;
    client.subscriptions.set(key, subscription);
    return true;
  }

  unsubscribe(client: Client, stream: string[]): void {
    client.subscriptions.delete(stream.join('\u0000'));
  }

  /**
   * Sends one event to every client listening on the channel; a client gets it once per subscription. A
   * payload function is called once per distinct viewer.
   */
  publish(channel: string, event: string, payload: Payload): void {
    const rendered = new Map<string | null, string | null>();
    const payloadFor = (viewer: string | null): string | null => {
      if (typeof payload === 'string') return payload;
      if (!rendered.has(viewer)) rendered.set(viewer, payload(viewer));
      return rendered.get(viewer)!;
    };
    for (const client of this.clients) {
      for (const subscription of client.subscriptions.values()) {
        if (subscription.channel !== channel || client.socket.readyState !== client.socket.OPEN) continue;
        const text = payloadFor(client.accountId);
        if (text !== null)
          client.socket.send(JSON.stringify({ stream: subscription.stream, event, payload: text }));
      }
    }
  }

  /** Sends an event without a payload, as Mastodon sends `filters_changed` on the user stream. */
  publishBare(channel: string, event: string): void {
    for (const client of this.clients) {
      for (const subscription of client.subscriptions.values()) {
        if (subscription.channel !== channel || client.socket.readyState !== client.socket.OPEN) continue;
        client.socket.send(JSON.stringify({ stream: subscription.stream, event }));
      }
    }
  }

  /** Sends an event to every subscription of one stream kind (announcements go to every `user` stream). */
  broadcast(streamName: string, event: string, payload: string): void {
    for (const client of this.clients) {
      for (const subscription of client.subscriptions.values()) {
        if (subscription.stream[0] !== streamName || client.socket.readyState !== client.socket.OPEN)
          continue;
        client.socket.send(JSON.stringify({ stream: subscription.stream, event, payload }));
      }
    }
  }

  /** Ends every open socket abruptly (fault mode), as a network drop would. Answers how many. */
  dropAll(): number {
    const count = this.clients.size;
    for (const client of this.clients) client.socket.terminate();
    this.clients.clear();
    return count;
  }

  /** Closes every socket opened with a token that no longer grants anything (revoked, signed out). */
  closeToken(token: string): number {
    let closed = 0;
    for (const client of this.clients) {
      if (client.token !== token) continue;
      this.clients.delete(client);
      client.socket.close(1008, 'Access token revoked');
      closed += 1;
    }
    return closed;
  }

  closeAll(): void {
    for (const client of this.clients) client.socket.close(1001, 'Server shutting down');
    this.clients.clear();
  }
}

export type HubClient = ReturnType<StreamingHub['add']>;
