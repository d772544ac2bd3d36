/**
 * Timeline ids for the column kinds. A hashtag column's extra tags and "local only" are
 * part of its id, so two columns on the same tag with different options are different timelines:
 * `hashtag:cats`, `hashtag:cats?all=dogs&any=birds,fish&local=1&none=mice` (keys and tags sorted).
 */
export interface HashtagParams {
  tag: string;
  any?: readonly string[];
  all?: readonly string[];
  none?: readonly string[];
  local?: boolean;
}

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

export function hashtagTimelineId({ tag, any, all, none, local }: HashtagParams): string {
  const query = new URLSearchParams();
  for (const [key, tags] of [
    ['all', all],
    ['any', any],
  ] as const) {
    const clean = cleanTags(tags);
    if (clean.length > 0) query.set(key, clean.join(','));
  }
  if (local) query.set('local', '1');
  const none_ = cleanTags(none);
  if (none_.length > 0) query.set('none', none_.join(','));
  const rest = query.toString();
  return `hashtag:${normalizeTag(tag)}${rest ? `?${rest}` : ''}`;
}

/** The parts of a hashtag timeline id (the argument after `hashtag:`); null when there is no tag. */
export interface ParsedHashtag {
  tag: string;
  any: string[];
  all: string[];
  none: string[];
  local: boolean;
}

export function parseHashtagArg(arg: string): ParsedHashtag | null {
  const [tagPart = '', queryPart = ''] = arg.split('?', 2);
  const tag = normalizeTag(tagPart);
  if (!tag) return null;
  const query = new URLSearchParams(queryPart);
  const list = (key: string) => cleanTags((query.get(key) ?? '').split(','));
  return { tag, any: list('any'), all: list('all'), none: list('none'), local: query.get('local') === '1' };
}

export type PublicScope = 'federated' | 'local' | 'remote';

export const publicTimelineId = (scope: PublicScope, onlyMedia = false) => {
  const base = scope === 'federated' ? 'public' : `public:${scope}`;
  return onlyMedia ? `${base}:media` : base;
};
