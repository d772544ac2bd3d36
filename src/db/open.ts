import { deleteDB, openDB, type IDBPDatabase } from 'idb';
import { DB_OPEN_TIMEOUT_MS } from '../constants';
import { createIdbAccountDb } from './idbStore';
import { DB_VERSION, dbNameFor, upgrade, type AccountDbSchema } from './schema';
import type { AccountDb } from './types';

export interface OpenOptions {
  timeoutMs?: number;
  /** null: IndexedDB is unavailable (private modes, old browsers). */
  indexedDB?: IDBFactory | null;
}

const TIMED_OUT = Symbol('timed out');

/**
 * The same interface kept in memory: a visitor's, or where IndexedDB is missing or refuses; its code
 * is not part of a signed-in start-up.
 */
export async function openMemoryDb(name: string): Promise<AccountDb> {
  return (await import(/* webpackChunkName: "memory-db" */ './memoryStore')).createMemoryAccountDb(name);
}

/**
 * Opens one account's database. Start-up never waits on it for long: when IndexedDB is missing, fails,
 * or another tab blocks the upgrade past the timeout, the data lives in memory for this session.
 */
export async function openAccountDb(accountKey: string, options: OpenOptions = {}): Promise<AccountDb> {
  const name = dbNameFor(accountKey);
  const factory = options.indexedDB === undefined ? globalThis.indexedDB : options.indexedDB;
  if (!factory) {
    console.warn('IndexedDB is unavailable; keeping data in memory.');
    return openMemoryDb(name);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let opening: Promise<IDBPDatabase<AccountDbSchema>> | undefined;
  try {
    // Some browsers throw synchronously here (private modes), so the open is inside the try.
    opening = openDB<AccountDbSchema>(name, DB_VERSION, {
      upgrade,
      blocked: () => console.warn(`Opening ${name} is blocked by another tab holding an older version.`),
      // Another tab wants a newer version: step aside rather than block it.
      blocking: () => void opening?.then((db) => db.close()),
    });
    const result = await Promise.race([
      opening,
      new Promise<typeof TIMED_OUT>((resolve) => {
        timer = setTimeout(() => resolve(TIMED_OUT), options.timeoutMs ?? DB_OPEN_TIMEOUT_MS);
      }),
    ]);
    if (result === TIMED_OUT) {
      console.warn(`Opening ${name} timed out; keeping data in memory.`);
      opening.then((db) => db.close()).catch(() => undefined);
      return openMemoryDb(name);
    }
    return createIdbAccountDb(result);
  } catch (error) {
    console.warn(`Opening ${name} failed; keeping data in memory.`, error);
    return openMemoryDb(name);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/** Deletes an account's database on sign-out; a blocked delete finishes when the other tabs close. */
export async function deleteAccountDb(accountKey: string, options: OpenOptions = {}): Promise<void> {
  const factory = options.indexedDB === undefined ? globalThis.indexedDB : options.indexedDB;
  if (!factory) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    deleteDB(dbNameFor(accountKey), {
      blocked: () => console.warn('Deleting the account database waits for other tabs to close it.'),
    }).catch((error) => console.warn('Deleting the account database failed.', error)),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, options.timeoutMs ?? DB_OPEN_TIMEOUT_MS);
    }),
  ]);
  if (timer !== undefined) clearTimeout(timer);
}
