import { CUSTOM_SHORTCODE } from '../../emoji/public';

/** The word being typed that suggestions complete: `@acct`, `#tag` or `:shortcode`. */
export interface Token {
  /** The word, its first character included. */
  text: string;
  /** Where it starts in the text. */
  start: number;
}

const HASHTAG_WORD = /^[\p{L}\p{N}_]+$/u;
const ACCOUNT_WORD = /^[\w.@-]+$/;

/**
 * The token that ends at the caret, if any: at least three characters (the mark and two more) and,
 * for emoji, a custom shortcode's characters only (letters, digits, underscores).
 */
export function tokenAt(text: string, caret: number): Token | null {
  let start = caret;
  while (start > 0 && !/\s/.test(text[start - 1])) start -= 1;
  const word = text.slice(start, caret);
  if (word.length < 3) return null;
  const rest = word.slice(1);
  const fits =
    (word[0] === '@' && ACCOUNT_WORD.test(rest)) ||
    (word[0] === '#' && HASHTAG_WORD.test(rest)) ||
    (word[0] === ':' && CUSTOM_SHORTCODE.test(rest));
  return fits ? { text: word, start } : null;
}

/** The text with the token replaced, and where the caret goes (after the replacement). */
export function replaceToken(text: string, token: Token, replacement: string) {
  const end = token.start + token.text.length;
  const before = text.slice(0, token.start) + replacement;
  return { text: before + text.slice(end), caret: before.length };
}

/** Around a custom emoji's `:shortcode:` there must be a space (or the edge of the text) to be read. */
const NO_SPACE_NEEDED = /[\s\n\u200b]/;

/**
 * Inserts a picked emoji at the caret, as Mastodon does: a custom one gets a space before it unless
 * one is there, and every emoji a space after it.
 */
export function insertEmoji(text: string, caret: number, emojiText: string, custom: boolean) {
  const needsSpace = custom && caret > 0 && !NO_SPACE_NEEDED.test(text[caret - 1]);
  const before = `${text.slice(0, caret)}${needsSpace ? ' ' : ''}${emojiText} `;
  return { text: before + text.slice(caret), caret: before.length };
}
