// Background Sync of the outbox: the posts a page queued offline are sent when the connection
// returns, even after every tab closed. The page sends them too (start-up, `online`); both take the
// account's Web Lock, and the Idempotency-Key makes a post exist once even if both send it.
import { openDB, type IDBPDatabase } from 'idb';
import { createApiClient } from '../src/api/client';
import { DB_PREFIX, type AccountDbSchema } from '../src/db/schema';
import type { OutboxEntry } from '../src/db/types';
export { OUTBOX_SYNC_TAG } from '../src/features/compose/outbox/deliver';
import { acquireOutboxLock, deliver } from '../src/features/compose/outbox/deliver';

/** Sends one account's waiting posts in order; true when one still waits for an answer. */
export async function sendAccountOutbox(
  db: IDBPDatabase<AccountDbSchema>,
  accountKey: string,
): Promise<boolean> {
  const release = await acquireOutboxLock(accountKey);
  try {
    const entries = (await db.getAll('outbox')).sort((a, b) => a.createdAt - b.createdAt);
    for (const entry of entries) {
      if (entry.state !== 'waiting') continue;
      const api = createApiClient({ baseUrl: entry.baseUrl, getToken: () => entry.token });
      const delivery = await deliver(api, entry);
      if (delivery.kind === 'sent') await db.delete('outbox', entry.key);
      else if (delivery.kind === 'refused') {
        // The page gives it back to the compose box with the message.
        const failed: OutboxEntry = { ...entry, state: 'failed', lastError: delivery.message };
        await db.put('outbox', failed);
      } else {
        await db.put('outbox', { ...entry, attempts: entry.attempts + 1, lastError: delivery.message });
        return true;
      }
    }
    return false;
  } finally {
    release();
  }
}

/**
 * Every account database that has an outbox. Opened at its current version: the page alone
 * upgrades, and the worker steps aside when it does.
 */
export async function sendOutboxes(factory: IDBFactory = indexedDB): Promise<void> {
  let unanswered = false;
  for (const { name } of await factory.databases()) {
    if (!name?.startsWith(DB_PREFIX)) continue;
    const db = await openDB<AccountDbSchema>(name, undefined, { blocking: () => db.close() });
    try {
      if (db.objectStoreNames.contains('outbox'))
        unanswered = (await sendAccountOutbox(db, name.slice(DB_PREFIX.length))) || unanswered;
    } finally {
      db.close();
    }
  }
  // A rejected sync is tried again later by the browser.
  if (unanswered) throw new Error('A post is still waiting for the server.');
}
