import { EMOJI_SEARCH_DEFAULT_LIMIT, SKIN_TONE_DEFAULT } from '../../constants';
import type { CompactEmoji, CustomEmoji, PickableEmoji } from './types';

/** A custom emoji's shortcode: letters, digits and underscores (written between colons). */
export const CUSTOM_SHORTCODE = /^[a-zA-Z0-9_]+$/;

/** Emojibase's group of skin tone swatches, not emoji of their own. */
const COMPONENT_GROUP = 2;
const TONE_MODIFIERS = ['1F3FB', '1F3FC', '1F3FD', '1F3FE', '1F3FF'];

/** The standard emoji's name as a shortcode: "grinning face" is grinning_face. */
export const shortcodeOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');

/** Tone 1 is the default yellow; 2 to 6 are the five skin tones. */
export function withSkinTone(emoji: CompactEmoji, tone: number): CompactEmoji {
  if (tone <= SKIN_TONE_DEFAULT || !emoji.skins?.length) return emoji;
  const modifier = TONE_MODIFIERS[tone - 2];
  return (
    emoji.skins.find((skin) => {
      const modifiers = skin.hexcode.split('-').filter((part) => TONE_MODIFIERS.includes(part));
      return modifiers.length > 0 && modifiers.every((part) => part === modifier);
    }) ?? emoji
  );
}

export const unicodePickable = (emoji: CompactEmoji, tone = SKIN_TONE_DEFAULT): PickableEmoji => ({
  kind: 'unicode',
  key: emoji.hexcode,
  native: withSkinTone(emoji, tone).unicode,
  shortcode: shortcodeOf(emoji.label),
  label: emoji.label,
  group: emoji.group ?? -1,
});

export const customPickable = (emoji: CustomEmoji): Extract<PickableEmoji, { kind: 'custom' }> => ({
  kind: 'custom',
  key: `:${emoji.shortcode}:`,
  shortcode: emoji.shortcode,
  url: emoji.url,
  staticUrl: emoji.static_url || emoji.url,
  category: emoji.category ?? '',
});

/** The standard emoji the picker shows: every group but the tone swatches, in emojibase's order. */
export const pickerEmojis = (standard: CompactEmoji[]) =>
  standard
    .filter((emoji) => emoji.group !== undefined && emoji.group !== COMPONENT_GROUP)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

function unicodeRank(emoji: CompactEmoji, q: string): number {
  const shortcode = shortcodeOf(emoji.label);
  if (shortcode === q) return 0;
  if (shortcode.startsWith(q)) return 1;
  if (shortcode.split('_').some((word) => word.startsWith(q))) return 2;
  if (emoji.tags?.some((tag) => tag === q)) return 2;
  if (emoji.tags?.some((tag) => tag.startsWith(q))) return 3;
  if (shortcode.includes(q)) return 4;
  return -1;
}

function customRank(emoji: CustomEmoji, q: string): number {
  const shortcode = emoji.shortcode.toLowerCase();
  if (shortcode === q) return 0;
  if (shortcode.startsWith(q)) return 1;
  if (shortcode.includes(q)) return 4;
  return -1;
}

export interface EmojiSearchOptions {
  limit?: number;
  tone?: number;
}

/**
 * Emoji whose shortcode or name matches the query, the closest first and custom emoji before
 * standard ones of the same closeness; at most `limit` (75 in the picker, 5 as suggestions).
 */
export function searchEmojis(
  query: string,
  standard: CompactEmoji[],
  custom: CustomEmoji[],
  { limit = EMOJI_SEARCH_DEFAULT_LIMIT, tone = SKIN_TONE_DEFAULT }: EmojiSearchOptions = {},
): PickableEmoji[] {
  const q = shortcodeOf(query.replace(/^:|:$/g, ''));
  if (!q) return [];
  const ranked: { rank: number; order: number; emoji: PickableEmoji }[] = [];
  for (const emoji of custom) {
    const rank = customRank(emoji, q);
    if (rank >= 0) ranked.push({ rank, order: -1, emoji: customPickable(emoji) });
  }
  for (const emoji of pickerEmojis(standard)) {
    const rank = unicodeRank(emoji, q);
    if (rank >= 0) ranked.push({ rank, order: emoji.order ?? 0, emoji: unicodePickable(emoji, tone) });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.emoji);
}

/** How many of the most used emoji the usage counts keep. */
export const FREQUENTLY_USED_KEPT = 32;

/** The counts after one more use of an emoji, keeping the most used. */
export function countedUse(counts: Record<string, number>, key: string): Record<string, number> {
  const next = { ...counts, [key]: (counts[key] ?? 0) + 1 };
  return Object.fromEntries(
    Object.entries(next)
      .sort((a, b) => b[1] - a[1])
      .slice(0, FREQUENTLY_USED_KEPT),
  );
}

/** What picking writes into the text: the character, or a custom emoji's `:shortcode:`. */
export const textOf = (emoji: PickableEmoji) =>
  emoji.kind === 'unicode' ? emoji.native : `:${emoji.shortcode}:`;
