import type { IDBPDatabase } from 'idb';
import { DB_EVICTION_AGE_MS, DB_EVICTION_BATCH_SIZE } from '../constants';
import { NOTIFICATIONS_KEY, type AccountDbSchema } from './schema';

export interface EvictionOptions {
  now?: number;
  maxAgeMs?: number;
  batchSize?: number;
  /** Awaited between batches so the page stays responsive. */
  idle?: () => Promise<void>;
}

export interface EvictionResult {
  statuses: number;
  accounts: number;
  polls: number;
}

type Db = IDBPDatabase<AccountDbSchema>;

/**
 * Every status a stored timeline page or the stored notifications show, with the boosted and quoted
 * posts, their authors and polls, and the accounts the notification groups name.
 */
async function referenced(db: Db) {
  const statusIds = new Set<string>();
  const accountIds = new Set<string>();
  const pollIds = new Set<string>();
  for (const timeline of await db.getAll('timelines')) {
    for (const id of timeline.items) if (id !== null) statusIds.add(id);
  }
  for (const group of (await db.get('notifications', NOTIFICATIONS_KEY))?.groups ?? []) {
    if (group.status_id) statusIds.add(group.status_id);
    for (const id of group.sample_account_ids) accountIds.add(id);
  }
  let frontier = [...statusIds];
  while (frontier.length > 0) {
    const tx = db.transaction('statuses', 'readonly');
    const records = await Promise.all(frontier.map((id) => tx.store.get(id)));
    await tx.done;
    frontier = [];
    for (const record of records) {
      if (!record) continue;
      accountIds.add(record.account);
      if (record.poll) pollIds.add(record.poll);
      for (const nested of [record.reblog, record.quote?.quoted_status]) {
        if (nested && !statusIds.has(nested)) {
          statusIds.add(nested);
          frontier.push(nested);
        }
      }
    }
  }
  return { statusIds, accountIds, pollIds };
}

async function evictStore(
  db: Db,
  store: 'statuses' | 'accounts' | 'polls',
  keep: Set<string>,
  cutoff: number,
  batchSize: number,
  idle: () => Promise<void>,
) {
  const stale = await db.getAllKeysFromIndex(store, 'writtenAt', IDBKeyRange.upperBound(cutoff, true));
  const candidates = stale.filter((id) => !keep.has(id));
  let evicted = 0;
  for (let start = 0; start < candidates.length; start += batchSize) {
    const tx = db.transaction(store, 'readwrite');
    const deletes = candidates.slice(start, start + batchSize).map(async (id) => {
      // Written again since the keys were read: no longer old.
      const record = await tx.store.get(id);
      if (!record || record.writtenAt >= cutoff) return;
      await tx.store.delete(id);
      evicted += 1;
    });
    await Promise.all([...deletes, tx.done]);
    await idle();
  }
  return evicted;
}

/**
 * Deletes statuses, accounts and polls older than `maxAgeMs` that no stored timeline page or notification
 * group refers to, a small batch per transaction, waiting for `idle` between batches (Pinafore's
 * idle-time cleanup).
 */
export async function evictStale(db: Db, options: EvictionOptions = {}): Promise<EvictionResult> {
  const cutoff = (options.now ?? Date.now()) - (options.maxAgeMs ?? DB_EVICTION_AGE_MS);
  const batchSize = Math.max(1, options.batchSize ?? DB_EVICTION_BATCH_SIZE);
  const idle = options.idle ?? (() => Promise.resolve());
  const keep = await referenced(db);
  const statuses = await evictStore(db, 'statuses', keep.statusIds, cutoff, batchSize, idle);
  const accounts = await evictStore(db, 'accounts', keep.accountIds, cutoff, batchSize, idle);
  const polls = await evictStore(db, 'polls', keep.pollIds, cutoff, batchSize, idle);
  return { statuses, accounts, polls };
}
