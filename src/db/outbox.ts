// The outbox of posts waiting to be sent: loaded only when one waits or is queued.
import type { IDBPDatabase } from 'idb';
import { draftsChanged } from './draftsChannel';
import type { AccountDbSchema } from './schema';
import type { ComposeDraft, OutboxEntry, OutboxStore } from './types';

const oldestFirst = (entries: OutboxEntry[]) => [...entries].sort((a, b) => a.createdAt - b.createdAt);

export function idbOutbox(db: IDBPDatabase<AccountDbSchema>): OutboxStore {
  return {
    list: async () => oldestFirst(await db.getAll('outbox')),
    async queue(entry, draftKey) {
      const tx = db.transaction(['outbox', 'drafts'], 'readwrite');
      await Promise.all([
        tx.objectStore('outbox').put(entry),
        tx.objectStore('drafts').delete(draftKey),
        tx.done,
      ]);
      draftsChanged(db.name);
    },
    update: async (entry) => {
      await db.put('outbox', entry);
    },
    remove: (key) => db.delete('outbox', key),
    async takeBack(key, draftKey) {
      const tx = db.transaction(['outbox', 'drafts'], 'readwrite');
      const entry = await tx.objectStore('outbox').get(key);
      if (entry) {
        void tx.objectStore('drafts').put(entry.draft, draftKey);
        void tx.objectStore('outbox').delete(key);
      }
      await tx.done;
      if (entry) draftsChanged(db.name);
      return entry;
    },
  };
}

export function memoryOutbox(
  outbox: Map<string, OutboxEntry>,
  drafts: Map<string, ComposeDraft>,
): OutboxStore {
  return {
    list: async () => oldestFirst([...outbox.values()]),
    async queue(entry, draftKey) {
      outbox.set(entry.key, entry);
      drafts.delete(draftKey);
    },
    update: async (entry) => {
      outbox.set(entry.key, entry);
    },
    remove: async (key) => {
      outbox.delete(key);
    },
    async takeBack(key, draftKey) {
      const entry = outbox.get(key);
      if (entry) {
        drafts.set(draftKey, entry.draft);
        outbox.delete(key);
      }
      return entry;
    },
  };
}
