import { useSyncExternalStore } from 'react';
import type { ApiClient } from '../../api/client';
import { customEmojis, standardEmojis } from './emojiData';
import { openEmojiDb, type EmojiDb } from './emojiDb';
import type { CompactEmoji, CustomEmoji } from './types';

/**
 * The emoji data of this session. It stays out of the Redux store: a few thousand entries that never
 * change while the page is open would only slow every action's development checks.
 */
export interface EmojiData {
  standard: CompactEmoji[];
  custom: CustomEmoji[];
  /** False until the first answer (stored or fetched) is in. */
  loaded: boolean;
}

const EMPTY: EmojiData = { standard: [], custom: [], loaded: false };
let current = EMPTY;
const listeners = new Set<() => void>();

function update(change: Partial<EmojiData>) {
  current = { ...current, ...change };
  listeners.forEach((listener) => listener());
}

export const emojiData = () => current;

export function useEmojiData(): EmojiData {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emojiData,
    emojiData,
  );
}

let sharedDb: Promise<EmojiDb> | undefined;
const loads = new Map<string, Promise<void>>();

/**
 * Loads the emoji once per session, instance and locale: the stored pack is revalidated by its ETag
 * (304 keeps it; offline it is used as is) and the custom emoji are fetched.
 */
export function ensureEmojiData(api: ApiClient, uiLocale: string, db?: EmojiDb): Promise<void> {
  const key = `${api.baseUrl} ${uiLocale}`;
  let loading = loads.get(key);
  if (!loading) {
    loading = (async () => {
      const deps = { api, db: db ?? (await (sharedDb ??= openEmojiDb())) };
      const [standard, custom] = await Promise.all([standardEmojis(uiLocale, deps), customEmojis(deps)]);
      update({ standard, custom, loaded: true });
    })().catch((error: unknown) => {
      console.warn('Loading the emoji failed.', error);
      update({ loaded: true });
    });
    loads.set(key, loading);
  }
  return loading;
}

/** Forgets this session's emoji (tests start each case afresh). */
export function resetEmojiData() {
  loads.clear();
  sharedDb = undefined;
  current = EMPTY;
}
