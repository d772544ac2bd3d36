// Server HTML (posts, bios) comes from other servers: DOMPurify keeps only the markup Mastodon itself
// produces, and the result is walked into React elements by RichText (never inserted as HTML).
import DOMPurify from 'dompurify';
import { boundedCache } from '../../utils/boundedCache';

export const ALLOWED_TAGS = [
  'p',
  'br',
  'a',
  'span',
  'del',
  'pre',
  'code',
  'em',
  'strong',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'blockquote',
] as const;

const ALLOWED_ATTR = ['href', 'class', 'title', 'lang'];

/** Classes Mastodon puts on its markup and that the stylesheet or the link logic uses. */
export const ALLOWED_CLASSES: ReadonlySet<string> = new Set([
  'mention',
  'hashtag',
  'u-url',
  'h-card',
  'invisible',
  'ellipsis',
  'quote-inline',
]);

/** How many recent HTML strings keep their sanitised result: a post in four columns is sanitised once. */
const SANITIZED_CACHE_SIZE = 400;

function sanitize(html: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  if (typeof html !== 'string' || html === '') return fragment;
  if (!DOMPurify.isSupported) {
    // No DOM to sanitise with: keep the words, drop every tag.
    fragment.append(document.createTextNode(html.replace(/<[^>]*>/g, ' ')));
    return fragment;
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
}

const fragments = boundedCache<DocumentFragment>(SANITIZED_CACHE_SIZE);
const plainTexts = boundedCache<string>(SANITIZED_CACHE_SIZE);

/**
 * The sanitised markup of some server HTML, shared by every caller that asks for the same HTML:
 * read it, never change it (clone it first).
 */
export function sanitizeToFragment(html: string): DocumentFragment {
  return fragments.get(html) ?? fragments.set(html, sanitize(html));
}

/** The text of some server HTML, with line and paragraph breaks as spaces (for labels and excerpts). */
export function htmlToPlainText(html: string): string {
  const known = plainTexts.get(html);
  if (known !== undefined) return known;
  const fragment = sanitizeToFragment(html).cloneNode(true) as DocumentFragment;
  fragment.querySelectorAll('br').forEach((br) => br.replaceWith(' '));
  fragment.querySelectorAll('p, li, blockquote, pre').forEach((block) => block.append(' '));
  fragment.querySelectorAll('.invisible').forEach((hidden) => hidden.remove());
  return plainTexts.set(html, (fragment.textContent ?? '').replace(/\s+/g, ' ').trim());
}
