/**
 * A tap or click on a post's body opens its thread, as in Mastodon's web UI: the text, the header's
 * empty space, the space around. What the user meant for something else does not: a link, a mention,
 * a hashtag, a button (the actions, a content warning's toggle), media, a poll, a field, a text
 * selection, a pointer that moved between press and release. A middle click, or a click with Ctrl or
 * Cmd, opens the post's address in a new tab. Inside a quote the quoted post is the one opened.
 */

/** What a press on these, or inside them, is for. */
const OWN_TARGETS =
  'a,button,input,select,textarea,label,summary,video,audio,iframe,[role="button"],[contenteditable],.media-gallery,.poll,.status-card,.player-poster';
/** The posts a press can open, the innermost first: a quoted post inside the post that quotes it. */
const POSTS = '.status__compact,article.status';
/** A press and its release further apart than this (in CSS pixels, x plus y) is a drag, not a tap. */
const MOVE_TOLERANCE = 5;

export type PostClickAction = { kind: 'open' | 'new-tab'; link: HTMLAnchorElement } | null;

export interface PostClickInput {
  target: EventTarget | null;
  currentTarget: Element;
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  clientX: number;
  clientY: number;
}

/** What a click on a post asks for, and the link (the post's timestamp) that opens it. */
export function postClickAction(
  event: PostClickInput,
  start: { x: number; y: number } | null,
  selectedText: string,
): PostClickAction {
  const { target, currentTarget } = event;
  if (!(target instanceof Element) || !currentTarget.contains(target)) return null;
  if (event.button !== 0 && event.button !== 1) return null;
  if (selectedText.trim() !== '') return null;
  if (start && Math.abs(event.clientX - start.x) + Math.abs(event.clientY - start.y) >= MOVE_TOLERANCE)
    return null;
  const own = target.closest(OWN_TARGETS);
  if (own && currentTarget.contains(own)) return null;
  const post = target.closest(POSTS);
  if (!post || !currentTarget.contains(post)) return null;
  const link = post.querySelector<HTMLAnchorElement>('.status__relative-time');
  if (!link) return null;
  const newTab = event.button === 1 || event.ctrlKey || event.metaKey;
  // The post already open (the thread's own post) is not opened again.
  if (!newTab && link.pathname === window.location.pathname) return null;
  return { kind: newTab ? 'new-tab' : 'open', link };
}

/** Does what a click on a post asks for. */
export function followPostClick(
  event: PostClickInput,
  start: { x: number; y: number } | null,
  selectedText: string,
) {
  const action = postClickAction(event, start, selectedText);
  if (!action) return;
  // The timestamp's own link navigates, in the router's way (its base, its handler), as Enter does.
  if (action.kind === 'open') action.link.click();
  else window.open(action.link.href, '_blank', 'noopener');
}
