/** What other features may use of this one; everything else in the folder is its own. */
export { emojiIntents } from './intents';
export { EmojiPickerButton } from './components/EmojiPickerButton';
export { EmojiGlyph } from './components/EmojiGlyph';
export { emojiData, ensureEmojiData, useEmojiData } from './emojiStore';
export { countedUse, CUSTOM_SHORTCODE, searchEmojis, textOf } from './search';
export type { PickableEmoji } from './types';
