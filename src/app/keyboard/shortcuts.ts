import { defineMessages, type MessageDescriptor } from 'react-intl';
import { composeBoxOnScreen } from '../../ui/composeBox';

/**
 * Mastodon's keyboard shortcuts, active anywhere outside a text field. The handler acts on the page as
 * the user sees it: the focused post, the columns in order. It loads after the first paint.
 */

export const messages = defineMessages({
  next: { id: 'keyboard_shortcuts.down', defaultMessage: 'Move down in the list' },
  previous: { id: 'keyboard_shortcuts.up', defaultMessage: 'Move up in the list' },
  compose: { id: 'keyboard_shortcuts.compose', defaultMessage: 'Focus the compose text area' },
  reply: { id: 'keyboard_shortcuts.reply', defaultMessage: 'Reply to post' },
  boost: { id: 'keyboard_shortcuts.boost', defaultMessage: 'Boost post' },
  favourite: { id: 'keyboard_shortcuts.favourite', defaultMessage: 'Favorite post' },
  bookmark: { id: 'keyboard_shortcuts.bookmark', defaultMessage: 'Bookmark post' },
  quote: { id: 'keyboard_shortcuts.quote', defaultMessage: 'Quote post' },
  mention: { id: 'keyboard_shortcuts.mention', defaultMessage: 'Mention author' },
  open: { id: 'keyboard_shortcuts.enter', defaultMessage: 'Open post' },
  spoiler: {
    id: 'keyboard_shortcuts.toggle_hidden',
    defaultMessage: 'Show/hide text behind content warning',
  },
  media: { id: 'keyboard_shortcuts.toggle_sensitivity', defaultMessage: 'Show/hide media' },
  column: { id: 'keyboard_shortcuts.column', defaultMessage: 'Focus column' },
  home: { id: 'keyboard_shortcuts.home', defaultMessage: 'Open home timeline' },
  notifications: { id: 'keyboard_shortcuts.notifications', defaultMessage: 'Open notifications column' },
  local: { id: 'keyboard_shortcuts.local', defaultMessage: 'Open local timeline' },
  federated: { id: 'keyboard_shortcuts.federated', defaultMessage: 'Open federated timeline' },
  direct: { id: 'keyboard_shortcuts.direct', defaultMessage: 'Open private mentions column' },
  favourites: { id: 'keyboard_shortcuts.favourites', defaultMessage: 'Open favorites list' },
  bookmarks: { id: 'keyboard_shortcuts.bookmarks', defaultMessage: 'Open bookmarks list' },
  profile: { id: 'keyboard_shortcuts.my_profile', defaultMessage: 'Open your profile' },
  blur: { id: 'keyboard_shortcuts.unfocus', defaultMessage: 'Unfocus compose text area' },
  legend: { id: 'keyboard_shortcuts.legend', defaultMessage: 'Display this legend' },
  search: { id: 'keyboard_shortcuts.search', defaultMessage: 'Focus search bar' },
});

/** What the help dialog lists, in its order: the keys as shown, and what they do. */
export const SHORTCUTS: readonly { keys: string; description: MessageDescriptor }[] = [
  { keys: 'j', description: messages.next },
  { keys: 'k', description: messages.previous },
  { keys: 'n, Alt+N', description: messages.compose },
  { keys: 'r', description: messages.reply },
  { keys: 'b', description: messages.boost },
  { keys: 'f', description: messages.favourite },
  { keys: 'd', description: messages.bookmark },
  { keys: 'q', description: messages.quote },
  { keys: 'm', description: messages.mention },
  { keys: 'e, Enter', description: messages.open },
  { keys: 'x', description: messages.spoiler },
  { keys: 'h', description: messages.media },
  { keys: '1–9', description: messages.column },
  { keys: 'g h', description: messages.home },
  { keys: 'g n', description: messages.notifications },
  { keys: 'g l', description: messages.local },
  { keys: 'g t', description: messages.federated },
  { keys: 'g f', description: messages.favourites },
  { keys: 'g b', description: messages.bookmarks },
  { keys: 'g d', description: messages.direct },
  { keys: 'g u', description: messages.profile },
  { keys: '/', description: messages.search },
  { keys: 'Escape', description: messages.blur },
  { keys: '?', description: messages.legend },
];

/** `g` then one of these opens a place. */
const GO_TO: Record<string, string> = {
  h: '/home',
  n: '/notifications',
  l: '/public/local',
  t: '/public',
  d: '/conversations',
  f: '/favourites',
  b: '/bookmarks',
};

/** The button of the focused post that a key presses. */
const POST_ACTIONS: Record<string, string> = {
  r: '.status__action--reply',
  b: '.status__action--boost',
  f: '.status__action--star',
  d: '.status__action--bookmark',
  q: '.status__action--quote',
  e: '.status__relative-time',
  enter: '.status__relative-time',
  x: '.status__content__spoiler-link',
  h: '.media-gallery__reveal, .media-gallery__hide',
};

const G_TIMEOUT_MS = 1000;

export interface ShortcutDeps {
  navigate: (path: string) => void;
  /** The signed-in user's profile path, when signed in. */
  profilePath: () => string | undefined;
  openHelp: () => void;
  /** Starts a post mentioning the account (its acct). */
  mention: (acct: string) => void;
}

const isTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const isControl = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && !!target.closest('a, button');

/** The columns in reading order (the deck's, the detail column last; or the single column). */
function columns(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[role="region"].column')];
}

/** A post's focusable unit: its row in a timeline (rows are what Tab and j / k move between). */
const UNIT = '.timeline__row[tabindex]';

function focusUnit(unit: HTMLElement): void {
  unit.focus({ preventScroll: true });
  unit.scrollIntoView({ block: 'nearest' });
}

/** The post the focus is on (in its row), if any. */
function focusedPost(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return null;
  const row = active.closest<HTMLElement>('.timeline__row');
  return row ? row.querySelector<HTMLElement>('article') : active.closest<HTMLElement>('article');
}

/**
 * j / k with no post focused: the first post of the first column that has one. (Within a timeline the
 * list itself moves the focus from row to row.)
 */
function focusFirstPost(): void {
  for (const column of columns()) {
    const unit = column.querySelector<HTMLElement>(UNIT);
    if (unit) {
      focusUnit(unit);
      return;
    }
  }
}

function focusColumn(index: number): void {
  const column = columns()[index];
  if (!column) return;
  const unit = column.querySelector<HTMLElement>(UNIT);
  if (unit) focusUnit(unit);
  else {
    column.tabIndex = -1;
    column.focus();
  }
}

/** The search page loads on demand: its field is focused once it is drawn. */
function focusSearch(deps: ShortcutDeps): void {
  deps.navigate('/search');
  const deadline = Date.now() + 5_000;
  const attempt = () => {
    const field = document.getElementById('search-field');
    if (field) field.focus();
    else if (Date.now() < deadline) setTimeout(attempt, 50);
  };
  attempt();
}

function focusCompose(deps: ShortcutDeps): void {
  const textarea = composeBoxOnScreen();
  if (textarea) textarea.focus();
  else deps.navigate('/publish');
}

/**
 * Listens for the shortcuts on the document. Answers the handler (to give it the key that loaded this
 * code) and the function that stops listening.
 */
export function installShortcuts(deps: ShortcutDeps): {
  handle: (event: KeyboardEvent) => void;
  stop: () => void;
} {
  let awaitingGo = 0;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey) return;
    if (event.altKey) {
      if (event.code === 'KeyN') {
        event.preventDefault();
        focusCompose(deps);
      }
      return;
    }
    if (isTextField(event.target)) {
      if (event.key === 'Escape') (event.target as HTMLElement).blur();
      return;
    }
    if (document.querySelector('[role="dialog"]')) return;
    const key = event.key.toLowerCase();
    if (awaitingGo && Date.now() - awaitingGo < G_TIMEOUT_MS) {
      awaitingGo = 0;
      const path = key === 'u' ? deps.profilePath() : GO_TO[key];
      if (path) {
        event.preventDefault();
        deps.navigate(path);
      }
      return;
    }
    awaitingGo = 0;
    const post = focusedPost();
    if (event.key === '/') {
      event.preventDefault();
      focusSearch(deps);
    } else if (event.key === '?') {
      event.preventDefault();
      deps.openHelp();
    } else if ((key === 'j' || key === 'k') && !post) {
      event.preventDefault();
      focusFirstPost();
    } else if (key === 'n') {
      event.preventDefault();
      focusCompose(deps);
    } else if (key === 'g') {
      awaitingGo = Date.now();
    } else if (/^[1-9]$/.test(key)) {
      event.preventDefault();
      focusColumn(Number(key) - 1);
    } else if (post && key === 'm') {
      // The author's handle, from the link to their profile (/@acct).
      const acct = post.querySelector('.status__display-name')?.getAttribute('href')?.split('/@').pop();
      if (acct) {
        event.preventDefault();
        deps.mention(decodeURIComponent(acct));
      }
    } else if (post && POST_ACTIONS[key] && (key !== 'enter' || !isControl(event.target))) {
      const control = post.querySelector<HTMLElement>(POST_ACTIONS[key]);
      if (control) {
        event.preventDefault();
        control.click();
      }
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return { handle: onKeyDown, stop: () => document.removeEventListener('keydown', onKeyDown) };
}
