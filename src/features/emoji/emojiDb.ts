import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { EMOJI_DATABASE_VERSION } from '../../constants';
import type { CompactEmoji, CustomEmoji } from './types';

/**
 * Shared by every account of this browser: the standard emoji are the same for all of them. Its name is
 * not under the account databases' prefix (`fedideck-`), so what walks those (the service worker's
 * outbox) never meets it.
 */
export const EMOJI_DB_NAME = 'fedideck.emoji';

export interface StoredPack {
  locale: string;
  etag: string | null;
  emojis: CompactEmoji[];
}

interface EmojiDbSchema extends DBSchema {
  /** Standard emoji by locale. */
  packs: { key: string; value: StoredPack };
  /** Custom emoji by instance origin. */
  custom: { key: string; value: CustomEmoji[] };
}

export interface EmojiDb {
  getPack(locale: string): Promise<StoredPack | undefined>;
  putPack(pack: StoredPack): Promise<void>;
  getCustom(origin: string): Promise<CustomEmoji[] | undefined>;
  putCustom(origin: string, emojis: CustomEmoji[]): Promise<void>;
}

/** Without IndexedDB (private modes) the data lives for the session only. */
export function createMemoryEmojiDb(): EmojiDb {
  const packs = new Map<string, StoredPack>();
  const custom = new Map<string, CustomEmoji[]>();
  return {
    getPack: async (locale) => packs.get(locale),
    putPack: async (pack) => void packs.set(pack.locale, pack),
    getCustom: async (origin) => custom.get(origin),
    putCustom: async (origin, emojis) => void custom.set(origin, emojis),
  };
}

function fromIdb(db: IDBPDatabase<EmojiDbSchema>): EmojiDb {
  return {
    getPack: (locale) => db.get('packs', locale),
    putPack: async (pack) => void (await db.put('packs', pack)),
    getCustom: (origin) => db.get('custom', origin),
    putCustom: async (origin, emojis) => void (await db.put('custom', emojis, origin)),
  };
}

export async function openEmojiDb(
  factory: IDBFactory | null = globalThis.indexedDB ?? null,
): Promise<EmojiDb> {
  if (!factory) return createMemoryEmojiDb();
  try {
    const db = await openDB<EmojiDbSchema>(EMOJI_DB_NAME, EMOJI_DATABASE_VERSION, {
      upgrade(database, oldVersion) {
        if (oldVersion < 1) {
          database.createObjectStore('packs', { keyPath: 'locale' });
          database.createObjectStore('custom');
        }
      },
      // A newer version in another tab: step aside rather than block it.
      blocking: () => db.close(),
    });
    return fromIdb(db);
  } catch (error) {
    console.warn('Opening the emoji database failed; keeping emoji in memory.', error);
    return createMemoryEmojiDb();
  }
}
