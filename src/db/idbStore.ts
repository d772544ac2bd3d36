import type { IDBPDatabase } from 'idb';
import { NOTIFICATIONS_KEY, type AccountDbSchema } from './schema';
import { draftsChanged } from './draftsChannel';
import type { AccountDb, OutboxStore } from './types';

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

type Recovering = <T>(write: () => Promise<T>) => Promise<T>;

/** Every write of the outbox goes through `recovering`. */
function recoveringOutbox(outbox: OutboxStore, recovering: Recovering): OutboxStore {
  return {
    list: outbox.list,
    queue: (entry, draftKey) => recovering(() => outbox.queue(entry, draftKey)),
    update: (entry) => recovering(() => outbox.update(entry)),
    remove: (key) => recovering(() => outbox.remove(key)),
    takeBack: (key, draftKey) => recovering(() => outbox.takeBack(key, draftKey)),
  };
}

/**
 * The account's database. A write refused for want of space clears what the server can give again
 * (timelines, posts, accounts, polls, notifications: never drafts, the outbox or the settings), tells
 * the `onStorageFull` listeners and is tried once more; a second refusal is the caller's.
 */
export function createIdbAccountDb(db: IDBPDatabase<AccountDbSchema>): AccountDb {
  const listeners = new Set<() => void>();
  const recovering: Recovering = async (write) => {
    try {
      return await write();
    } catch (error) {
      // What a refusal for want of space looks like loads with the first failed write.
      const quota = await import(/* webpackChunkName: "db-quota" */ './quota');
      if (!quota.isQuotaError(error)) throw error;
      await quota.clearRefetchable(db);
      listeners.forEach((listener) => listener());
      return write();
    }
  };
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
    writeBatch: async (batch) => {
      const { idbWriteBatch } = await import(/* webpackChunkName: "persist-batch" */ './idbWrite');
      await recovering(() => idbWriteBatch(db, batch));
    },
    getDraft: (key) => db.get('drafts', key),
    putDraft: (key, draft) =>
      recovering(async () => {
        await db.put('drafts', draft, key);
        draftsChanged(db.name);
      }),
    deleteDraft: async (key) => {
      await db.delete('drafts', key);
      draftsChanged(db.name);
    },
    listDrafts: async () => {
      const tx = db.transaction('drafts', 'readonly');
      const [keys, drafts] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll(), tx.done]);
      return keys.map((key, i) => ({ key, draft: drafts[i] }));
    },
    moveDraft: (from, to) =>
      recovering(async () => {
        const tx = db.transaction('drafts', 'readwrite');
        const draft = await tx.store.get(from);
        if (draft) {
          void tx.store.delete(from);
          void tx.store.put(draft, to);
        }
        await tx.done;
        draftsChanged(db.name);
        return draft;
      }),
    getSetting: (key) => db.get('settings', key) as never,
    putSettings: (settings) =>
      recovering(async () => {
        await db.put('settings', settings, 'settings');
      }),
    countOutbox: () => db.count('outbox'),
    outbox: async () => recoveringOutbox((await import('./outbox')).idbOutbox(db), recovering),
    onStorageFull: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // Eviction runs a while after start-up, in idle time: its code loads then, not with the app.
    evictStale: async (options) => (await import('./evict')).evictStale(db, options),
    close: () => db.close(),
  };
}
