/**
 * What one tab (or installed window) of the app tells the others of its origin, over one
 * BroadcastChannel. A message is read only once its shape is checked (`tabMessages.ts`, loaded with the
 * code that listens): another version of the app, or any script of the origin, may post on the channel.
 */

/** Read positions by timeline, as the markers feature keeps them. */
export type MarkerIds = Partial<Record<'home' | 'notifications', string>>;

export type TabMessage =
  /** This tab is signing the account out: a tab showing it stops using it (its calls, its database) now. */
  | { type: 'signingOut'; accountKey: string }
  /** The account is signed out and forgotten; `next` is the saved account now in use, null for none. */
  | { type: 'signedOut'; accountKey: string; acct: string; revoked: boolean; next: string | null }
  /** The user switched to this saved account. */
  | { type: 'switched'; accountKey: string }
  /**
   * Settings changed: `device` holds changed settings of this device (every tab takes them), `synced`
   * one change of an account's synced settings (the tabs of that account take it).
   */
  | {
      type: 'settingsChanged';
      device?: Record<string, unknown>;
      synced?: { accountKey: string; path: string[]; value: unknown };
    }
  /** Positions read in a tab that does not send markers, for the tab that does. */
  | { type: 'markersRead'; accountKey: string; markers: MarkerIds }
  /** Positions the server was sent: no tab sends an older one. */
  | { type: 'markersSent'; accountKey: string; markers: MarkerIds };

export interface TabsChannel {
  post(message: TabMessage): void;
  /**
   * Calls `listener` with whatever another tab posts, unchecked: read it through `onTabMessage`
   * (`tabMessages.ts`), which passes on well-formed messages only. Returns the unsubscribe.
   */
  subscribe(listener: (data: unknown) => void): () => void;
  close(): void;
}

export const TABS_CHANNEL_NAME = 'fedideck:tabs';

/**
 * The channel, or null where the browser has no BroadcastChannel (each tab then goes on alone, as
 * before). It opens with the first message or listener.
 */
export function openTabsChannel(name = TABS_CHANNEL_NAME): TabsChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  let channel: BroadcastChannel | null = null;
  const listeners = new Set<(data: unknown) => void>();
  const open = () => {
    if (channel) return channel;
    channel = new BroadcastChannel(name);
    // Listening is no work of its own: where an open channel would keep the process alive (Node), it does not.
    (channel as { unref?: () => void }).unref?.();
    return channel;
  };
  return {
    post: (message) => {
      try {
        open().postMessage(message);
      } catch (error) {
        console.warn('Telling the other tabs failed.', error);
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      open().onmessage = (event: MessageEvent) => {
        for (const each of [...listeners]) each(event.data);
      };
      return () => void listeners.delete(listener);
    },
    close: () => {
      listeners.clear();
      channel?.close();
      channel = null;
    },
  };
}

let shared: TabsChannel | null | undefined;

/** This page's one channel to the other tabs (its own messages never come back to it). */
export const tabsChannel = (): TabsChannel | null =>
  shared === undefined ? (shared = openTabsChannel()) : shared;
