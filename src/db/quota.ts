import type { IDBPDatabase } from 'idb';
import type { AccountDbSchema } from './schema';

/**
 * What the account's database keeps that the server can give again: cleared, in this order of need, when
 * the device is out of space. Drafts and the outbox (what the user wrote) and the settings never are.
 */
export const REFETCHABLE_STORES = ['timelines', 'notifications', 'statuses', 'accounts', 'polls'] as const;

/**
 * A write refused for want of space: `QuotaExceededError` (Firefox's NS_ERROR_DOM_QUOTA_REACHED in older
 * versions, by name or legacy code), also as the cause of an aborted transaction.
 */
export function isQuotaError(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; depth += 1) {
    const { name, code, message } = e as { name?: unknown; code?: unknown; message?: unknown };
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
    if (code === 22 || code === 1014) return true;
    if (typeof message === 'string' && /QuotaExceeded|NS_ERROR_DOM_QUOTA_REACHED/.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Empties the stores the server can fill again, in one transaction. */
export async function clearRefetchable(db: IDBPDatabase<AccountDbSchema>) {
  const tx = db.transaction([...REFETCHABLE_STORES], 'readwrite');
  await Promise.all([...REFETCHABLE_STORES.map((name) => tx.objectStore(name).clear()), tx.done]);
}
