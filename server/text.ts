/**
 * Plain text to HTML the way Mastodon formats local posts: escaped text, paragraphs on blank lines,
 * `<br />` for single line breaks, links, `@mentions` of known accounts and `#hashtags`. Custom emoji
 * shortcodes stay in the text (clients replace them using the `emojis` list).
 */
const TOKEN =
  /(https?:\/\/[^\s<>"]+)|(^|[^\p{L}\p{N}_/])@([a-zA-Z0-9_]+)(?:@([a-zA-Z0-9.-]+\.[a-zA-Z]{2,}))?|(^|[^\p{L}\p{N}_/&#])#([\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*)/gu;
const EMOJI = /:([a-zA-Z0-9_]{2,}):/g;

export interface MentionTarget {
  id: string;
  username: string;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function trimUrl(url: string): [string, string] {
  const match = /[.,;:!?)'\]]+$/.exec(url);
  return match ? [url.slice(0, match.index), match[0]] : [url, ''];
}

export function linkHtml(url: string, rel = 'nofollow noopener'): string {
  const withoutScheme = url.replace(/^https?:\/\/(www\.)?/, '');
  const scheme = url.slice(0, url.length - withoutScheme.length);
  const shown = withoutScheme.slice(0, 30);
  const hidden = withoutScheme.slice(30);
  return (
    `<a href="${escapeHtml(url)}" target="_blank" rel="${rel}" translate="no">` +
    `<span class="invisible">${escapeHtml(scheme)}</span>` +
    `<span class="${hidden ? 'ellipsis' : ''}">${escapeHtml(shown)}</span>` +
    `<span class="invisible">${escapeHtml(hidden)}</span></a>`
  );
}

export interface RenderOptions {
  base: string;
  localDomain: string;
  mentions: MentionTarget[];
}

function renderLine(line: string, options: RenderOptions): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(TOKEN)) {
    const [whole, url, mentionLead, username, domain, tagLead, tag] = match;
    const start = match.index;
    html += escapeHtml(line.slice(last, start));
    last = start + whole.length;
    if (url) {
      const [href, trailing] = trimUrl(url);
      html += linkHtml(href) + escapeHtml(trailing);
    } else if (username !== undefined) {
      const isLocal = !domain || domain.toLowerCase() === options.localDomain.toLowerCase();
      const target = isLocal
        ? options.mentions.find((m) => m.username.toLowerCase() === username.toLowerCase())
        : undefined;
      html += escapeHtml(mentionLead);
      html += target
        ? `<span class="h-card" translate="no"><a href="${options.base}/@${target.username}" class="u-url mention">@<span>${escapeHtml(target.username)}</span></a></span>`
        : escapeHtml(whole.slice(mentionLead.length));
    } else if (tag !== undefined) {
      html +=
        escapeHtml(tagLead) +
        `<a href="${options.base}/tags/${encodeURIComponent(tag.toLowerCase())}" class="mention hashtag" rel="tag">#<span>${escapeHtml(tag)}</span></a>`;
    }
  }
  return html + escapeHtml(line.slice(last));
}

export function renderText(text: string, options: RenderOptions): string {
  const normalised = text.replace(/\r\n?/g, '\n').trim();
  if (normalised === '') return '';
  return normalised
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${paragraph
          .split('\n')
          .map((line) => renderLine(line, options))
          .join('<br />')}</p>`,
    )
    .join('');
}

export interface ExtractedEntities {
  usernames: string[];
  tags: string[];
  emojiShortcodes: string[];
}

/** What a post refers to, for storing mentions and tags at creation (local usernames only). */
export function extractEntities(text: string, localDomain: string): ExtractedEntities {
  const usernames = new Set<string>();
  const tags = new Set<string>();
  for (const match of text.matchAll(TOKEN)) {
    const [, url, , username, domain, , tag] = match;
    if (url) continue;
    if (username !== undefined && (!domain || domain.toLowerCase() === localDomain.toLowerCase())) {
      usernames.add(username.toLowerCase());
    }
    if (tag !== undefined) tags.add(tag.toLowerCase());
  }
  return { usernames: [...usernames], tags: [...tags], emojiShortcodes: emojiShortcodes(text) };
}

export function emojiShortcodes(text: string): string[] {
  return [...new Set([...text.matchAll(EMOJI)].map((m) => m[1]))];
}

/** Counts characters as Mastodon does: every URL counts as 23, remote mentions count as the local part. */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters as a reader sees them: a family emoji or a letter with combining marks is one. */
export function graphemeLength(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/**
 * A post's length as Mastodon counts it: a link counts 23 whatever its length, a remote mention counts
 * without its domain, and the rest counts in grapheme clusters.
 */
export function countCharacters(text: string): number {
  const replaced = text
    .replace(/https?:\/\/[^\s<>"]+/g, 'x'.repeat(23))
    .replace(/(^|[^\w/])@([a-zA-Z0-9_]+)@[a-zA-Z0-9.-]+/g, '$1@$2');
  return graphemeLength(replaced);
}
