import {
  CUSTOM_SHORTCODE,
  countedUse,
  searchEmojis,
  withSkinTone,
} from '../../../../src/features/emoji/search';
import type { CompactEmoji, CustomEmoji } from '../../../../src/features/emoji/types';

const standard: CompactEmoji[] = Array.from({ length: 120 }, (_, i) => ({
  hexcode: `1F${600 + i}`,
  label: `smile ${i}`,
  unicode: String.fromCodePoint(0x1f600 + i),
  group: 0,
  order: i,
}));
const wave: CompactEmoji = {
  hexcode: '1F44B',
  label: 'waving hand',
  unicode: '👋',
  group: 1,
  order: 500,
  skins: ['1F3FB', '1F3FC', '1F3FD', '1F3FE', '1F3FF'].map((tone, i) => ({
    hexcode: `1F44B-${tone}`,
    label: `waving hand ${i}`,
    unicode: `👋${String.fromCodePoint(0x1f3fb + i)}`,
  })),
};
const custom: CustomEmoji[] = [
  { shortcode: 'smile_cat', url: 'https://x/a.png', static_url: 'https://x/a.png', visible_in_picker: true },
];

describe('emoji search', () => {
  it('the picker search answers at most 75 results by default', () => {
    expect(searchEmojis('smile', standard, custom)).toHaveLength(75);
  });

  it('composer suggestions ask for 5', () => {
    expect(searchEmojis('smile', standard, custom, { limit: 5 })).toHaveLength(5);
  });

  it('custom emoji come before standard ones equally close, inserted as :shortcode:', () => {
    const [first] = searchEmojis('smile', standard, custom);
    expect(first).toMatchObject({ kind: 'custom', shortcode: 'smile_cat' });
  });

  it('standard emoji are found by their name as a shortcode', () => {
    expect(searchEmojis(':waving_ha', [wave], [])).toMatchObject([
      { native: '👋', shortcode: 'waving_hand' },
    ]);
  });

  it('a custom shortcode is letters, digits and underscores only', () => {
    expect(CUSTOM_SHORTCODE.test('blob_cat2')).toBe(true);
    expect(CUSTOM_SHORTCODE.test('blob-cat')).toBe(false);
    expect(CUSTOM_SHORTCODE.test('blob cat')).toBe(false);
  });

  it('skin tone 1 is the default; tones 2 to 6 pick the five variants', () => {
    expect(withSkinTone(wave, 1).unicode).toBe('👋');
    expect(withSkinTone(wave, 2).unicode).toBe('👋🏻');
    expect(withSkinTone(wave, 6).unicode).toBe('👋🏿');
  });

  it('frequently used counts go up by one per use and keep the most used', () => {
    expect(countedUse({ a: 2 }, 'a')).toEqual({ a: 3 });
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, 100 - i]));
    const next = countedUse(many, 'new');
    expect(Object.keys(next)).toHaveLength(32);
    expect(next.k0).toBe(100);
  });
});
