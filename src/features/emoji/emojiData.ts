import type { ApiClient } from '../../api/client';
import {
  EMOJI_FETCH_FAILED,
  EMOJI_UNEXPECTED_FORMAT,
  fetchCustomEmojis,
  fetchEmojiPack,
} from '../../api/endpoints/emoji';
import { CUSTOM_SHORTCODE } from './search';
import type { EmojiDb, StoredPack } from './emojiDb';
import type { CompactEmoji, CustomEmoji } from './types';

export interface EmojiDataDeps {
  api: ApiClient;
  db: EmojiDb;
}

const isCompactEmoji = (value: unknown): value is CompactEmoji => {
  const emoji = value as CompactEmoji | null;
  return (
    typeof emoji === 'object' &&
    emoji !== null &&
    typeof emoji.hexcode === 'string' &&
    typeof emoji.unicode === 'string' &&
    typeof emoji.label === 'string'
  );
};

/** The pack's emoji; anything but a list of emojibase compact entries is refused. */
export function readPackData(data: unknown): CompactEmoji[] {
  if (!Array.isArray(data)) throw new Error(EMOJI_UNEXPECTED_FORMAT);
  const emojis = data.filter(isCompactEmoji);
  if (emojis.length === 0) throw new Error(EMOJI_UNEXPECTED_FORMAT);
  return emojis;
}

/**
 * Fetches a locale's pack, revalidating the stored copy by its ETag: a 304 keeps what is stored, new
 * data replaces it. Answers what is stored afterwards.
 */
export async function loadEmojiPack(locale: string, { api, db }: EmojiDataDeps): Promise<StoredPack> {
  const stored = await db.getPack(locale);
  const answer = await fetchEmojiPack(api, locale, stored?.etag);
  if (answer.notModified) {
    if (!stored) throw new Error(EMOJI_FETCH_FAILED);
    return stored;
  }
  const pack: StoredPack = { locale, etag: answer.etag, emojis: readPackData(answer.data) };
  await db.putPack(pack);
  return pack;
}

/**
 * A locale's emoji from the local database. A stored copy is revalidated (offline, it is kept as is);
 * a missing locale is loaded once and looked up once more, and if it is still missing a warning is
 * logged and there is nothing to show.
 */
export async function emojisForLocale(locale: string, deps: EmojiDataDeps): Promise<StoredPack | null> {
  const stored = await deps.db.getPack(locale);
  if (stored) return loadEmojiPack(locale, deps).catch(() => stored);
  try {
    await loadEmojiPack(locale, deps);
  } catch (error) {
    console.warn(`Loading the emoji data for ${locale} failed.`, error);
  }
  const retried = await deps.db.getPack(locale);
  if (!retried) console.warn(`No emoji data for ${locale}.`);
  return retried ?? null;
}

/** The emojibase locales to try for a UI locale, the most specific first, English last. */
export function packLocalesFor(uiLocale: string): string[] {
  const full = uiLocale.toLowerCase().replace('_', '-');
  return [...new Set([full, full.split('-')[0], 'en'])].filter((locale) =>
    /^[a-z]{2}(-[a-z]{2,4})?$/.test(locale),
  );
}

/** The first of the locales that has data (the UI locale, its language, then English). */
export async function standardEmojis(uiLocale: string, deps: EmojiDataDeps): Promise<CompactEmoji[]> {
  for (const locale of packLocalesFor(uiLocale)) {
    const pack = await emojisForLocale(locale, deps);
    if (pack) return pack.emojis;
  }
  return [];
}

const pickable = (emoji: CustomEmoji) =>
  typeof emoji?.shortcode === 'string' &&
  CUSTOM_SHORTCODE.test(emoji.shortcode) &&
  typeof emoji.url === 'string' &&
  emoji.visible_in_picker !== false;

/**
 * The instance's custom emoji shown in the picker; a failed fetch is silent and falls back to the
 * copy kept from the last visit.
 */
export async function customEmojis({ api, db }: EmojiDataDeps): Promise<CustomEmoji[]> {
  try {
    const answer = await fetchCustomEmojis(api);
    const emojis = (Array.isArray(answer) ? answer : []).filter(pickable);
    await db.putCustom(api.baseUrl, emojis).catch(() => undefined);
    return emojis;
  } catch {
    return (await db.getCustom(api.baseUrl).catch(() => undefined)) ?? [];
  }
}
