import type { CustomEmoji } from '../../api/entities';

/** One emoji of emojibase's compact dataset, the format of the instance's `/packs/emoji/{locale}.json`. */
export interface CompactEmoji {
  hexcode: string;
  label: string;
  unicode: string;
  group?: number;
  order?: number;
  tags?: string[];
  emoticon?: string | string[];
  skins?: CompactEmoji[];
}

/** What the picker and the suggestions offer: a Unicode emoji or one of the instance's own. */
export type PickableEmoji =
  | { kind: 'unicode'; key: string; native: string; shortcode: string; label: string; group: number }
  | { kind: 'custom'; key: string; shortcode: string; url: string; staticUrl: string; category: string };

export type { CustomEmoji };
