import type { WebSocket } from 'ws';

/**
 * A client's subscription: the channel keys it listens on and the `stream` array its messages carry. A
 * `user` stream listens on several channels (the account's timeline, announcements, and notifications when
 * the token may read them), as Mastodon's streaming server joins several Redis channels for it.
 */
export interface Subscription {
  channels: readonly string[];
  stream: string[];
}

/** One subscription of one socket: what the channel index holds. */
interface Subscriber {
  client: Client;
  stream: string[];
  channels: readonly string[];
}

interface Client {
  socket: WebSocket;
  /** The signed-in account, for payloads rendered per viewer (null when signed out). */
  accountId: string | null;
  /** The access token the socket was opened with, so revoking it can close the socket. */
  token: string | null;
  /** By the `stream` array's key. */
  subscriptions: Map<string, Subscriber>;
  /** Whether the socket answered the last ping (or is new). */
  alive: boolean;
}

/**
 * Streams one socket may follow at once. Mastodon's streaming server sets no number; a client needs a
 * handful (user, notifications, a few lists, hashtags and public feeds), so 100 leaves room.
 */
export const SUBSCRIPTIONS_PER_SOCKET = 100;

/** The channel every `user` subscription listens on for announcements and their reactions. */
export const ANNOUNCEMENTS_CHANNEL = 'announcements';

/** A payload, or a function rendering it for one viewer (null: this viewer gets nothing). */
export type Payload = string | ((viewerId: string | null) => string | null);

const streamKey = (stream: string[]): string => stream.join('\u0000');

/**
 * Routes events to WebSocket clients. Channels are internal keys such as `user:<accountId>`,
 * `public:local` or `hashtag:<tag>`; each message carries Mastodon's `stream` array for the subscription.
 * Subscribers are indexed by channel, so an event costs in proportion to the sockets listening on its
 * channel, however many other sockets are open.
 */
export class StreamingHub {
  private readonly clients = new Set<Client>();
  private readonly channels = new Map<string, Set<Subscriber>>();

  add(socket: WebSocket, accountId: string | null = null, token: string | null = null): Client {
    const client: Client = { socket, accountId, token, subscriptions: new Map(), alive: true };
    this.clients.add(client);
    socket.on('close', () => this.remove(client));
    socket.on('pong', () => {
      client.alive = true;
    });
    return client;
  }

  /** Adds a subscription; answers false (and adds nothing) when the socket already follows the most. */
  subscribe(client: Client, subscription: Subscription): boolean {
    if (!this.clients.has(client)) return false;
    const key = streamKey(subscription.stream);
    if (client.subscriptions.has(key)) this.unsubscribe(client, subscription.stream);
    else if (client.subscriptions.size >= SUBSCRIPTIONS_PER_SOCKET) return false;
    const subscriber: Subscriber = {
      client,
      stream: [...subscription.stream],
      channels: [...new Set(subscription.channels)],
    };
    client.subscriptions.set(key, subscriber);
    for (const channel of subscriber.channels) {
      let set = this.channels.get(channel);
      if (!set) {
        set = new Set();
        this.channels.set(channel, set);
      }
      set.add(subscriber);
    }
    return true;
  }

  unsubscribe(client: Client, stream: string[]): void {
    const key = streamKey(stream);
    const subscriber = client.subscriptions.get(key);
    if (!subscriber) return;
    client.subscriptions.delete(key);
    this.unindex(subscriber);
  }

  /** How many subscriptions listen on a channel. */
  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  /** How many sockets are open. */
  get size(): number {
    return this.clients.size;
  }

  /**
   * Sends one event to the subscribers of the channel; a client gets it once per subscription. A payload
   * function is called once per distinct viewer. Answers how many messages were sent.
   */
  publish(channel: string, event: string, payload: Payload): number {
    const subscribers = this.channels.get(channel);
    if (!subscribers) return 0;
    const rendered = new Map<string | null, string | null>();
    const messages = new Map<string, string>();
    let sent = 0;
    for (const subscriber of subscribers) {
      const { socket, accountId } = subscriber.client;
      if (socket.readyState !== socket.OPEN) continue;
      let text: string | null;
      if (typeof payload === 'string') text = payload;
      else {
        if (!rendered.has(accountId)) rendered.set(accountId, payload(accountId));
        text = rendered.get(accountId)!;
      }
      if (text === null) continue;
      // Subscribers sharing a viewer and a stream get the same bytes: the message is built once.
      const key = `${typeof payload === 'string' ? '' : (accountId ?? '')}\u0001${streamKey(subscriber.stream)}`;
      let message = messages.get(key);
      if (message === undefined) {
        message = JSON.stringify({ stream: subscriber.stream, event, payload: text });
        messages.set(key, message);
      }
      socket.send(message);
      sent += 1;
    }
    return sent;
  }

  /** Sends an event without a payload, as Mastodon sends `filters_changed` on the user stream. */
  publishBare(channel: string, event: string): void {
    for (const subscriber of this.channels.get(channel) ?? []) {
      const { socket } = subscriber.client;
      if (socket.readyState === socket.OPEN)
        socket.send(JSON.stringify({ stream: subscriber.stream, event }));
    }
  }

  /**
   * One heartbeat, as Mastodon's streaming server beats: a socket that did not answer the previous ping
   * is ended, every other one is pinged. Answers how many were ended.
   */
  heartbeat(): number {
    let ended = 0;
    for (const client of [...this.clients]) {
      if (!client.alive) {
        this.remove(client);
        client.socket.terminate();
        ended += 1;
        continue;
      }
      client.alive = false;
      if (client.socket.readyState === client.socket.OPEN) client.socket.ping();
    }
    return ended;
  }

  /** Ends every open socket abruptly (fault mode), as a network drop would. Answers how many. */
  dropAll(): number {
    const all = [...this.clients];
    for (const client of all) {
      this.remove(client);
      client.socket.terminate();
    }
    return all.length;
  }

  /** Closes every socket opened with a token that no longer grants anything (revoked, signed out). */
  closeToken(token: string): number {
    let closed = 0;
    for (const client of [...this.clients]) {
      if (client.token !== token) continue;
      this.remove(client);
      client.socket.close(1008, 'Access token revoked');
      closed += 1;
    }
    return closed;
  }

  closeAll(): void {
    for (const client of [...this.clients]) {
      this.remove(client);
      client.socket.close(1001, 'Server shutting down');
    }
  }

  private remove(client: Client): void {
    if (!this.clients.delete(client)) return;
    for (const subscriber of client.subscriptions.values()) this.unindex(subscriber);
    client.subscriptions.clear();
  }

  private unindex(subscriber: Subscriber): void {
    for (const channel of subscriber.channels) {
      const set = this.channels.get(channel);
      if (!set) continue;
      set.delete(subscriber);
      if (set.size === 0) this.channels.delete(channel);
    }
  }
}

export type HubClient = ReturnType<StreamingHub['add']>;
