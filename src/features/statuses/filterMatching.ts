import type { Filter, FilterResult } from '../../api/entities';
import type { StatusRecord } from '../../domain/importer/normalize';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD_START = /^[\p{L}\p{N}_]/u;

/**
 * Mastodon's keyword rule: case-insensitive; a whole-word keyword needs a word boundary on each side
 * that starts or ends with a word character (Unicode-aware, so "café" is one word).
 */
export function keywordRegExp(keyword: string, wholeWord: boolean): RegExp {
  const escaped = escapeRegExp(keyword);
  if (!wholeWord) return new RegExp(escaped, 'iu');
  const start = WORD_START.test(keyword) ? '(?<![\\p{L}\\p{N}_])' : '';
  const end = WORD_START.test([...keyword].reverse().join('')) ? '(?![\\p{L}\\p{N}_])' : '';
  return new RegExp(`${start}${escaped}${end}`, 'iu');
}

/** The filter as a result carries it: without its keywords and posts, as Mastodon sends it there. */
const bare = ({ id, title, context, filter_action, expires_at }: Filter): Filter => ({
  id,
  title,
  context,
  filter_action,
  expires_at,
});

export interface Matcher {
  filter: Filter;
  keywords: { keyword: string; regex: RegExp }[];
  statusIds: Set<string>;
}

/** The user's unexpired filters, ready to match any number of posts. */
export function matchersOf(filters: readonly Filter[], now: number): Matcher[] {
  return filters.flatMap((filter) => {
    if (!filter || typeof filter.id !== 'string') return [];
    const expires = filter.expires_at ? Date.parse(filter.expires_at) : NaN;
    if (!Number.isNaN(expires) && expires <= now) return [];
    const keywords = (Array.isArray(filter.keywords) ? filter.keywords : []).flatMap((k) =>
      typeof k?.keyword === 'string' && k.keyword !== ''
        ? [{ keyword: k.keyword, regex: keywordRegExp(k.keyword, k.whole_word !== false) }]
        : [],
    );
    const statusIds = new Set(
      (Array.isArray(filter.statuses) ? filter.statuses : []).flatMap((s) =>
        typeof s?.status_id === 'string' ? [s.status_id] : [],
      ),
    );
    return [{ filter: bare(filter), keywords, statusIds }];
  });
}

/**
 * The results the server would attach to a post (the boosted one for a boost): the filters whose
 * keywords its texts (plain text, content warning, media descriptions, poll options) match, or that
 * hold the post itself.
 */
export function filterResultsFor(
  postId: string,
  texts: readonly string[],
  matchers: Matcher[],
): FilterResult[] {
  return matchers.flatMap(({ filter, keywords, statusIds }) => {
    const keywordMatches = keywords
      .filter(({ regex }) => texts.some((text) => regex.test(text)))
      .map(({ keyword }) => keyword);
    const statusMatches = statusIds.has(postId) ? [postId] : [];
    if (keywordMatches.length === 0 && statusMatches.length === 0) return [];
    return [
      {
        filter,
        keyword_matches: keywordMatches.length ? keywordMatches : null,
        status_matches: statusMatches.length ? statusMatches : null,
      },
    ];
  });
}

/** Whether two result lists name the same filters with the same matches (in the same order). */
export function sameResults(a: unknown, b: readonly FilterResult[]): boolean {
  const before = Array.isArray(a) ? (a as FilterResult[]) : [];
  if (before.length !== b.length) return false;
  return before.every((result, i) => {
    const other = b[i];
    return (
      result?.filter?.id === other.filter.id &&
      result.filter.filter_action === other.filter.filter_action &&
      String(result.keyword_matches ?? '') === String(other.keyword_matches ?? '') &&
      String(result.status_matches ?? '') === String(other.status_matches ?? '')
    );
  });
}

export type StatusTexts = (status: StatusRecord) => string[];
