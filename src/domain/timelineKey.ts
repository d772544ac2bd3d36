import type { FilterContext } from './filtering';

/**
 * One place for what a timeline is. A timeline's key is a string kept in the store, the settings and
 * IndexedDB (`home`, `public:local:media`, `hashtag:cats?any=dogs&local=1`, `list:7`, `account:1`,
 * `link:https://…`); everything else asks this module to build it (`keyOf`), read it (`parseKey`) and
 * say what the kind implies (`streamsOf`, `filterContextOf`, `isStreamed`, `keysForStream`). The
 * endpoint that serves a key is chosen by `fetcherFor` in the timelines feature.
 */

export type PublicScope = 'federated' | 'local' | 'remote';

/** What one streaming subscribe message names: `{"type":"subscribe","stream":"hashtag","tag":"x"}`. */
export interface StreamParams {
  stream: string;
  tag?: string;
  list?: string;
}

/**
 * A hashtag column's extra tags and "local only" are part of its key, so two columns on the same tag with
 * different options are different timelines (extra tags lower-cased and sorted; the main tag as typed).
 */
export interface HashtagKey {
  kind: 'hashtag';
  tag: string;
  any: string[];
  all: string[];
  none: string[];
  local: boolean;
}

export type TimelineKey =
  | { kind: 'home' }
  | { kind: 'public'; scope: PublicScope; onlyMedia: boolean }
  | HashtagKey
  | { kind: 'list'; id: string }
  | { kind: 'direct' }
  /** `id` may end in a profile tab, read by the fetcher: `7:posts` (no replies), `7:media`. */
  | { kind: 'account'; id: string }
  | { kind: 'link'; url: string };

export type TimelineKind = TimelineKey['kind'];

/** A tag as typed, without its "#" and anything a tag cannot hold; '' when nothing is left. */
export const normalizeTag = (value: string) =>
  value
    .trim()
    .replace(/^#+/, '')
    .replace(/[^\p{L}\p{N}_]/gu, '');

const cleanTags = (tags: readonly unknown[] | undefined) =>
  [
    ...new Set(
      (tags ?? [])
        .filter((t): t is string => typeof t === 'string')
        .map((t) => normalizeTag(t).toLowerCase()),
    ),
  ]
    .filter(Boolean)
    .sort();

export interface HashtagOptions {
  tag: string;
  any?: readonly string[];
  all?: readonly string[];
  none?: readonly string[];
  local?: boolean;
}

/** A hashtag timeline from a column's options, cleaned as its key keeps them. */
export const hashtagKey = ({ tag, any, all, none, local }: HashtagOptions): HashtagKey => ({
  kind: 'hashtag',
  tag: normalizeTag(tag),
  any: cleanTags(any),
  all: cleanTags(all),
  none: cleanTags(none),
  local: local === true,
});

export function keyOf(key: TimelineKey): string {
  switch (key.kind) {
    case 'home':
    case 'direct':
      return key.kind;
    case 'public': {
      const base = key.scope === 'federated' ? 'public' : `public:${key.scope}`;
      return key.onlyMedia ? `${base}:media` : base;
    }
    case 'hashtag': {
      const query = new URLSearchParams();
      if (key.all.length > 0) query.set('all', key.all.join(','));
      if (key.any.length > 0) query.set('any', key.any.join(','));
      if (key.local) query.set('local', '1');
      if (key.none.length > 0) query.set('none', key.none.join(','));
      const rest = query.toString();
      return `hashtag:${key.tag}${rest ? `?${rest}` : ''}`;
    }
    case 'list':
    case 'account':
      return `${key.kind}:${key.id}`;
    case 'link':
      return `link:${key.url}`;
  }
}

const PUBLIC_SCOPES: Record<string, PublicScope> = { '': 'federated', local: 'local', remote: 'remote' };

/** Keys are few and read on hot paths (every post of a burst, every render of a column): parsed once. */
const parsed = new Map<string, TimelineKey | null>();
const PARSED_KEPT = 500;

/**
 * The timeline a key names, or null for a key no timeline has (`public:weird`, `list:`, `link:javascript:…`).
 * The answer is shared and frozen: callers read it, never change it.
 */
export function parseKey(id: string): TimelineKey | null {
  let key = parsed.get(id);
  if (key === undefined) {
    key = parseKeyUncached(id);
    if (key) Object.freeze(key);
    if (parsed.size >= PARSED_KEPT) parsed.clear();
    parsed.set(id, key);
  }
  return key;
}

function parseKeyUncached(id: string): TimelineKey | null {
  const colon = id.indexOf(':');
  const kind = colon === -1 ? id : id.slice(0, colon);
  const arg = colon === -1 ? '' : id.slice(colon + 1);
  switch (kind) {
    case 'home':
      return { kind: 'home' };
    case 'public': {
      const onlyMedia = arg === 'media' || arg.endsWith(':media');
      const scope = PUBLIC_SCOPES[onlyMedia ? arg.slice(0, -'media'.length).replace(/:$/, '') : arg];
      return scope ? { kind: 'public', scope, onlyMedia } : null;
    }
    case 'hashtag': {
      const [tagPart = '', queryPart = ''] = arg.split('?', 2);
      const query = new URLSearchParams(queryPart);
      const key = hashtagKey({
        tag: tagPart,
        any: (query.get('any') ?? '').split(','),
        all: (query.get('all') ?? '').split(','),
        none: (query.get('none') ?? '').split(','),
        local: query.get('local') === '1',
      });
      return key.tag ? key : null;
    }
    case 'direct':
      return arg ? null : { kind: 'direct' };
    case 'list':
      return arg ? { kind: 'list', id: arg } : null;
    case 'account':
      return arg ? { kind: 'account', id: arg } : null;
    case 'link':
      return /^https?:\/\//.test(arg) ? { kind: 'link', url: arg } : null;
    default:
      return null;
  }
}

/** Whether a key names a timeline of this kind (without parsing the rest of it). */
export const isKind = (id: string, kind: TimelineKind): boolean => id === kind || id.startsWith(`${kind}:`);

/**
 * The streams a timeline needs over the shared socket; home rides on the always-on user stream and
 * account and link timelines have none. A hashtag timeline with "any" tags hears each of them as well as
 * its main tag, as Mastodon's hashtag column does; "all" and "none" are applied to what the main tag brings.
 */
export function streamsOf(key: TimelineKey): StreamParams[] {
  switch (key.kind) {
    case 'public':
      return [{ stream: keyOf(key) }];
    case 'direct':
      return [{ stream: 'direct' }];
    case 'hashtag': {
      const stream = key.local ? 'hashtag:local' : 'hashtag';
      return [key.tag, ...key.any.filter((tag) => tag !== key.tag)].map((tag) => ({ stream, tag }));
    }
    case 'list':
      return [{ stream: 'list', list: key.id }];
    default:
      return [];
  }
}

/** The filter context a timeline's posts are judged in: home and lists read like home. */
export function filterContextOf(key: TimelineKey): FilterContext {
  if (key.kind === 'home' || key.kind === 'list') return 'home';
  if (key.kind === 'account') return 'account';
  return 'public';
}

/** Whether new posts reach the timeline live: an account timeline is only ever fetched. */
export const isStreamed = (id: string): boolean => !isKind(id, 'account');

/** The timelines a stream message feeds, by its `stream` array: user → home, hashtag x → hashtag:x ... */
export function keysForStream(stream: readonly string[]): string[] {
  const [name, arg] = stream;
  switch (name) {
    case 'user':
      return ['home'];
    case 'public':
    case 'public:local':
    case 'public:remote':
    case 'direct':
      return [name];
    case 'hashtag':
      return arg ? [`hashtag:${arg.toLowerCase()}`] : [];
    case 'list':
      return arg ? [keyOf({ kind: 'list', id: arg })] : [];
    default:
      return [];
  }
}

/** The signed-in user's home timeline, the one every session has. */
export const HOME_TIMELINE = keyOf({ kind: 'home' });
