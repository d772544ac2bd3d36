import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { Account, Poll } from '../api/entities';
import type { StatusRecord } from '../domain/importer/normalize';
import type { ComposeDraft, OutboxEntry, Stamped, SettingsRecords, StoredTimeline } from './types';

export const DB_VERSION = 4;
export const DB_PREFIX = 'fedideck-';

export interface AccountDbSchema extends DBSchema {
  statuses: { key: string; value: Stamped<StatusRecord>; indexes: { writtenAt: number } };
  accounts: { key: string; value: Stamped<Account>; indexes: { writtenAt: number } };
  timelines: { key: string; value: StoredTimeline };
  polls: { key: string; value: Stamped<Poll>; indexes: { writtenAt: number } };
  drafts: { key: string; value: ComposeDraft };
  /** The settings (key `settings`) and what was learned about the server (see `SettingsRecords`). */
  settings: { key: string; value: SettingsRecords[keyof SettingsRecords] };
  /** New posts waiting to be sent, by their Idempotency-Key. */
  outbox: { key: string; value: OutboxEntry };
}

/**
 * Each case brings a database of that version one step forward; falling through runs every later step,
 * so any old version reaches DB_VERSION.
 */
export function upgrade(
  db: IDBPDatabase<AccountDbSchema>,
  oldVersion: number,
  _newVersion: number | null,
  transaction: IDBPTransaction<AccountDbSchema, StoreNames<AccountDbSchema>[], 'versionchange'>,
) {
  switch (oldVersion) {
    case 0: {
      db.createObjectStore('statuses', { keyPath: 'id' }).createIndex('writtenAt', 'writtenAt');
      db.createObjectStore('accounts', { keyPath: 'id' }).createIndex('writtenAt', 'writtenAt');
      db.createObjectStore('timelines', { keyPath: 'id' });
    }
    // falls through
    case 1: {
      db.createObjectStore('polls', { keyPath: 'id' });
      db.createObjectStore('drafts');
      db.createObjectStore('settings');
    }
    // falls through
    case 2: {
      // Polls were always stamped with writtenAt; the index lets eviction find the old ones.
      transaction.objectStore('polls').createIndex('writtenAt', 'writtenAt');
    }
    // falls through
    case 3: {
      db.createObjectStore('outbox', { keyPath: 'key' });
    }
  }
}

export const dbNameFor = (accountKey: string) => `${DB_PREFIX}${accountKey}`;
