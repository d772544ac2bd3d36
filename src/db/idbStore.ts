import type { IDBPDatabase } from 'idb';
import { NOTIFICATIONS_KEY, type AccountDbSchema } from './schema';
import { draftsChanged } from './draftsChannel';
import type { AccountDb } from './types';

function unstamp<T extends { writtenAt?: number }>(record: T | undefined): Omit<T, 'writtenAt'> | undefined {
  if (!record) return undefined;
  const { writtenAt: _writtenAt, ...rest } = record;
  return rest;
}

async function getMany<S extends 'statuses' | 'accounts' | 'polls'>(
  db: IDBPDatabase<AccountDbSchema>,
  store: S,
  ids: readonly string[],
) {
  const tx = db.transaction(store, 'readonly');
  const found = await Promise.all(ids.map((id) => tx.store.get(id)));
  await tx.done;
  return found.flatMap((record) => {
    const plain = unstamp(record as { writtenAt?: number } | undefined);
    return plain ? [plain] : [];
  });
}

export function createIdbAccountDb(db: IDBPDatabase<AccountDbSchema>): AccountDb {
  return {
    kind: 'indexeddb',
    name: db.name,
    getTimeline: (id) => db.get('timelines', id),
    getTimelines: () => db.getAll('timelines'),
    getStatuses: async (ids) => (await getMany(db, 'statuses', ids)) as never,
    getAccounts: async (ids) => (await getMany(db, 'accounts', ids)) as never,
    getPolls: async (ids) => (await getMany(db, 'polls', ids)) as never,
    getNotifications: () => db.get('notifications', NOTIFICATIONS_KEY),
    // Written after start-up only: the code loads with the write planning's chunk.
    writeBatch: async (batch) =>
      (await import(/* webpackChunkName: "persist-batch" */ './idbWrite')).idbWriteBatch(db, batch),
    getDraft: (key) => db.get('drafts', key),
    putDraft: async (key, draft) => {
      await db.put('drafts', draft, key);
      draftsChanged(db.name);
    },
    deleteDraft: async (key) => {
      await db.delete('drafts', key);
      draftsChanged(db.name);
    },
    listDrafts: async () => {
      const tx = db.transaction('drafts', 'readonly');
      const [keys, drafts] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll(), tx.done]);
      return keys.map((key, i) => ({ key, draft: drafts[i] }));
    },
    moveDraft: async (from, to) => {
      const tx = db.transaction('drafts', 'readwrite');
      const draft = await tx.store.get(from);
      if (draft) {
        void tx.store.delete(from);
        void tx.store.put(draft, to);
      }
      await tx.done;
      draftsChanged(db.name);
      return draft;
    },
    getSetting: (key) => db.get('settings', key) as never,
    putSettings: async (settings) => {
      await db.put('settings', settings, 'settings');
    },
    countOutbox: () => db.count('outbox'),
    outbox: async () => (await import('./outbox')).idbOutbox(db),
    // Eviction runs a while after start-up, in idle time: its code loads then, not with the app.
    evictStale: async (options) => (await import('./evict')).evictStale(db, options),
    close: () => db.close(),
  };
}
