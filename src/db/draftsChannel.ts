// Tells the tabs of one account that its compose drafts changed (one saved, posted, opened or deleted),
// so an open Drafts list reads them again. The tab that made the change is told too.

const MESSAGE = 'drafts-changed';
const channelName = (dbName: string) => `fedideck-drafts:${dbName}`;
const here = new Map<string, Set<() => void>>();

/** Announces a change of the drafts of the account whose database is `dbName`. */
export function draftsChanged(dbName: string): void {
  here.get(dbName)?.forEach((listener) => listener());
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName(dbName));
  channel.postMessage(MESSAGE);
  channel.close();
}

/** Calls `listener` on every change of the account's drafts, in this tab or another; returns the unsubscribe. */
export function onDraftsChanged(dbName: string, listener: () => void): () => void {
  const listeners = here.get(dbName) ?? new Set();
  here.set(dbName, listeners);
  listeners.add(listener);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName(dbName));
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === MESSAGE) listener();
    };
    // Listening is no work of its own: where an open channel would keep the process alive (Node), it does not.
    (channel as { unref?: () => void }).unref?.();
  }
  return () => {
    listeners.delete(listener);
    channel?.close();
  };
}
