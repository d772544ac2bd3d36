import type { Filter, FilterResult, Status } from '../../api/entities';
import type { FilterV1 } from '../../api/endpoints/filtersV1';

const isFilterV1 = (value: unknown): value is FilterV1 =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as FilterV1).id === 'string' &&
  typeof (value as FilterV1).phrase === 'string' &&
  (value as FilterV1).phrase.trim() !== '' &&
  Array.isArray((value as FilterV1).context);

/**
 * A v1 filter in the v2 shape the app applies: its phrase is its title and only keyword; an
 * irreversible one hides (the server drops such posts from timelines), any other warns.
 */
export function filterFromV1(v1: FilterV1): Filter {
  return {
    id: v1.id,
    title: v1.phrase,
    context: v1.context as Filter['context'],
    filter_action: v1.irreversible ? 'hide' : 'warn',
    expires_at: v1.expires_at ?? null,
    keywords: [{ id: v1.id, keyword: v1.phrase, whole_word: v1.whole_word !== false }],
    statuses: [],
  };
}

export const filtersFromV1 = (list: unknown): Filter[] =>
  Array.isArray(list) ? list.filter(isFilterV1).map(filterFromV1) : [];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Mastodon's web UI matched v1 phrases this way: case-insensitive, at word boundaries for whole words. */
function keywordPattern(keyword: string, wholeWord: boolean) {
  const escaped = escapeRegExp(keyword.trim());
  if (!wholeWord) return new RegExp(escaped, 'i');
  const start = /^[\w]/.test(keyword.trim()) ? '\\b' : '';
  const end = /[\w]$/.test(keyword.trim()) ? '\\b' : '';
  return new RegExp(`${start}${escaped}${end}`, 'i');
}

/** The words of a post a filter reads: its content warning, text, poll options and media descriptions. */
export function searchableText(status: Status): string {
  const html = typeof status.content === 'string' ? status.content : '';
  const body =
    typeof DOMParser === 'undefined'
      ? html.replace(/<[^>]*>/g, ' ')
      : (new DOMParser().parseFromString(html.replace(/<br\s*\/?>|<\/p>/gi, '\n$&'), 'text/html').body
          .textContent ?? '');
  const options = Array.isArray(status.poll?.options) ? status.poll.options.map((o) => o?.title ?? '') : [];
  const media = Array.isArray(status.media_attachments)
    ? status.media_attachments.map((m) => m?.description ?? '')
    : [];
  return [status.spoiler_text ?? '', body, ...options, ...media].join('\n');
}

/**
 * The `filtered` results a v2 server would have attached to a post, from v1 filters matched here.
 * Empty when none matches.
 */
export function matchFilters(status: Status, filters: readonly Filter[]): FilterResult[] {
  if (filters.length === 0) return [];
  const text = searchableText(status);
  const results: FilterResult[] = [];
  for (const filter of filters) {
    const matches = (filter.keywords ?? []).filter((k) => keywordPattern(k.keyword, k.whole_word).test(text));
    if (matches.length > 0) {
      const { keywords: _keywords, statuses: _statuses, ...embedded } = filter;
      results.push({ filter: embedded, keyword_matches: matches.map((k) => k.keyword) });
    }
  }
  return results;
}
