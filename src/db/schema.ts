import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { Account, Poll } from '../api/entities';
import type { StatusRecord } from '../domain/importer/normalize';
import type {
  ComposeDraft,
  OutboxEntry,
  Stamped,
  SettingsRecords,
  StoredNotifications,
  StoredTimeline,
} from './types';

export const DB_VERSION = 5;
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
  /** The grouped notifications list, one record (`NOTIFICATIONS_KEY`). */
  notifications: { key: string; value: StoredNotifications };
}

export const NOTIFICATIONS_KEY = 'list';

/**
 * Brings a database of any earlier version (or none) to DB_VERSION. Each store and index is created when
 * it is missing rather than by the version it came with, so a database whose stores do not match its
 * version number (written by a build whose schema differed) upgrades too. The stores by the version that
 * added them: 1 statuses, accounts and timelines; 2 polls, drafts and settings; 3 the polls' write-time
 * index; 4 the outbox; 5 the notifications. Polls were always stamped with writtenAt, so the index created
 * over existing records lets eviction find the old ones.
 */
export function upgrade(
  db: IDBPDatabase<AccountDbSchema>,
  _oldVersion: number,
  _newVersion: number | null,
  transaction: IDBPTransaction<AccountDbSchema, StoreNames<AccountDbSchema>[], 'versionchange'>,
) {
  const store = (name: StoreNames<AccountDbSchema>, options?: IDBObjectStoreParameters) =>
    db.objectStoreNames.contains(name) ? transaction.objectStore(name) : db.createObjectStore(name, options);
  for (const name of ['statuses', 'accounts', 'polls'] as const) {
    const records = store(name, { keyPath: 'id' }) as ReturnType<typeof transaction.objectStore<'statuses'>>;
    if (!records.indexNames.contains('writtenAt')) records.createIndex('writtenAt', 'writtenAt');
  }
  store('timelines', { keyPath: 'id' });
  store('drafts');
  store('settings');
  store('outbox', { keyPath: 'key' });
  store('notifications');
}

export const dbNameFor = (accountKey: string) => `${DB_PREFIX}${accountKey}`;
