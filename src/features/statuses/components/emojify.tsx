import type { ReactNode } from 'react';
import type { CustomEmoji } from '../../../api/entities';
import { safeHttpUrl } from '../../../ui/safeUrl';

// Letters, digits and underscores between colons.
const SHORTCODE = /:([a-zA-Z0-9_]+):/g;

export type EmojiMap = ReadonlyMap<string, CustomEmoji>;

export function emojiMap(emojis: readonly CustomEmoji[] | null | undefined): EmojiMap {
  const map = new Map<string, CustomEmoji>();
  for (const emoji of emojis ?? []) {
    if (emoji && typeof emoji.shortcode === 'string') map.set(emoji.shortcode, emoji);
  }
  return map;
}

/**
 * Plain text with the custom emoji it names turned into images. Unknown shortcodes stay as text.
 * The static image is used unless `animate` is set (autoplay of animations is a user setting).
 */
export function emojify(text: string, emojis: EmojiMap, keyPrefix = 'e', animate = false): ReactNode[] {
  if (emojis.size === 0 || !text.includes(':')) return [text];
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(SHORTCODE)) {
    const emoji = emojis.get(match[1]);
    const src = emoji
      ? safeHttpUrl(animate ? emoji.url : emoji.static_url || emoji.url, window.location.href)
      : null;
    if (!emoji || !src) continue;
    const start = match.index;
    if (start > last) nodes.push(text.slice(last, start));
    const label = `:${emoji.shortcode}:`;
    nodes.push(
      <img
        key={`${keyPrefix}-${start}`}
        className="emojione custom-emoji"
        src={src}
        alt={label}
        title={label}
        draggable={false}
      />,
    );
    last = start + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
