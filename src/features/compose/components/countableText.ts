// Counts characters the way Mastodon does: every link counts as 23 characters whatever its length,
// a remote mention counts without its domain, and the rest counts in grapheme clusters (a family emoji,
// a flag or a letter with combining marks is one character, as the server counts it).
export const URL_PLACEHOLDER_LENGTH = 23;

const URL_PATTERN = /https?:\/\/[^\s<>"']+/gi;
const REMOTE_MENTION = /(^|[^/\w])@([a-z0-9_]+)@[a-z0-9.-]+[a-z0-9]/gi;

export function countableText(text: string): string {
  return text
    .replace(URL_PATTERN, 'x'.repeat(URL_PLACEHOLDER_LENGTH))
    .replace(REMOTE_MENTION, (_match, before: string, username: string) => `${before}@${username}`);
}

const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : undefined;

/** Grapheme clusters; code points where the browser has no Intl.Segmenter (it then counts more, never less). */
export function graphemeLength(text: string): number {
  if (!graphemes) return Array.from(text).length;
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

export function countCharacters(text: string): number {
  return graphemeLength(countableText(text));
}
