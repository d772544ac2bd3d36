/** What other features may use of this one's state: intents, action creators, selectors, types. */
export { emojiIntents } from './intents';
export { emojiData, ensureEmojiData, useEmojiData } from './emojiStore';
export { countedUse, CUSTOM_SHORTCODE, searchEmojis, textOf } from './search';
export type { PickableEmoji } from './types';
