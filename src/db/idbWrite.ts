// One write of the persistence saga into IndexedDB: it loads with the write planning (`persistBatch.ts`),
// after start-up, since nothing is written before the first posts.
import type { IDBPDatabase } from 'idb';
import { NOTIFICATIONS_KEY, type AccountDbSchema } from './schema';
import type { PersistBatch } from './types';

const stamp = <T>(records: T[] | undefined, writtenAt: number) =>
  (records ?? []).map((r) => ({ ...r, writtenAt }));

/** Writes everything in one transaction, each record stamped with its write time. */
export async function idbWriteBatch(db: IDBPDatabase<AccountDbSchema>, batch: PersistBatch) {
  const writtenAt = Date.now();
  const tx = db.transaction(
    ['statuses', 'accounts', 'polls', 'timelines', 'settings', 'notifications'],
    'readwrite',
  );
  const statuses = tx.objectStore('statuses');
  const writes: unknown[] = [
    ...stamp(batch.statuses, writtenAt).map((r) => statuses.put(r)),
    ...stamp(batch.accounts, writtenAt).map((r) => tx.objectStore('accounts').put(r)),
    ...stamp(batch.polls, writtenAt).map((r) => tx.objectStore('polls').put(r)),
    ...(batch.deletedStatusIds ?? []).map((id) => statuses.delete(id)),
    ...(batch.timelines ?? []).map((t) => tx.objectStore('timelines').put(t)),
    batch.instance && tx.objectStore('settings').put(batch.instance, 'instance'),
    batch.capabilities && tx.objectStore('settings').put(batch.capabilities, 'capabilities'),
    batch.filters && tx.objectStore('settings').put(batch.filters, 'filters'),
  ];
  if (batch.notifications)
    writes.push(tx.objectStore('notifications').put(batch.notifications, NOTIFICATIONS_KEY));
  try {
    await Promise.all([...writes, tx.done]);
  } catch (error) {
    // A request aborted with its transaction: the transaction's error says why (no space, say).
    throw tx.error ?? error;
  }
}
