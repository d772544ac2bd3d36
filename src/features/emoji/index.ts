/** The views other features and the app may use of this one (its state: `public.ts`). */
export { EmojiPickerButton } from './components/EmojiPickerButton';
export { EmojiGlyph } from './components/EmojiGlyph';
