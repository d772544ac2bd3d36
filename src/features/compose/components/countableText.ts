// Counts characters the way Mastodon does: every link counts as 23 characters whatever its length,
// a remote mention counts without its domain, and an emoji or other astral character counts as one.
export const URL_PLACEHOLDER_LENGTH = 23;

const URL_PATTERN = /https?:\/\/[^\s<>"']+/gi;
const REMOTE_MENTION = /(^|[^/\w])@([a-z0-9_]+)@[a-z0-9.-]+[a-z0-9]/gi;

export function countableText(text: string): string {
  return text
    .replace(URL_PATTERN, 'x'.repeat(URL_PLACEHOLDER_LENGTH))
    .replace(REMOTE_MENTION, (_match, before: string, username: string) => `${before}@${username}`);
}

export function countCharacters(text: string): number {
  return Array.from(countableText(text)).length;
}
