import { sql } from '../context';
import type { Db } from './db';
import { iso, type Json, type StatusRow } from './rows';

export const FILTER_CONTEXTS = ['home', 'notifications', 'public', 'thread', 'account'] as const;
export type FilterContext = (typeof FILTER_CONTEXTS)[number];
export const FILTER_ACTIONS = ['warn', 'hide', 'blur'] as const;

export interface FilterRow {
  id: string;
  account_id: string;
  title: string;
  context_json: string;
  filter_action: string;
  expires_at: number | null;
  created_at: number;
}

export interface KeywordRow {
  id: string;
  filter_id: string;
  keyword: string;
  whole_word: number;
}

export interface FilterStatusRow {
  id: string;
  filter_id: string;
  status_id: string;
}

export function keywordJson(row: KeywordRow): Json {
  return { id: row.id, keyword: row.keyword, whole_word: row.whole_word === 1 };
}

export function filterStatusJson(row: FilterStatusRow): Json {
  return { id: row.id, status_id: row.status_id };
}

/** The Filter entity; inside a FilterResult Mastodon leaves out keywords and statuses. */
export function filterJson(db: Db, row: FilterRow, withRules = true): Json {
  const json: Json = {
    id: row.id,
    title: row.title,
    context: JSON.parse(row.context_json) as string[],
    expires_at: row.expires_at === null ? null : iso(row.expires_at),
    filter_action: row.filter_action,
  };
  if (!withRules) return json;
  json.keywords = (
    sql(db, 'SELECT * FROM filter_keywords WHERE filter_id = ? ORDER BY id').all(row.id) as KeywordRow[]
  ).map(keywordJson);
  json.statuses = (
    sql(db, 'SELECT * FROM filter_statuses WHERE filter_id = ? ORDER BY id').all(row.id) as FilterStatusRow[]
  ).map(filterStatusJson);
  return json;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD = /^[\p{L}\p{N}_]/u;

/**
 * Mastodon's keyword rule: case-insensitive; a whole-word keyword needs a word boundary on each side that
 * starts or ends with a word character (Unicode-aware here, so "café" is one word).
 */
export function keywordRegExp(keyword: string, wholeWord: boolean): RegExp {
  const escaped = escapeRegExp(keyword);
  if (!wholeWord) return new RegExp(escaped, 'iu');
  const start = WORD.test(keyword) ? '(?<![\\p{L}\\p{N}_])' : '';
  const end = WORD.test([...keyword].reverse().join('')) ? '(?![\\p{L}\\p{N}_])' : '';
  return new RegExp(`${start}${escaped}${end}`, 'iu');
}

interface ActiveFilter {
  row: FilterRow;
  contexts: string[];
  keywords: { keyword: string; regex: RegExp }[];
  statusIds: Set<string>;
}

/**
 * A viewer's active (unexpired) filters, read once and matched against any number of posts: the text,
 * content warning and poll options of the post itself (the boosted post for a boost).
 */
export class FilterSet {
  private filters: ActiveFilter[] | undefined;

  constructor(
    private readonly db: Db,
    private readonly viewerId: string | null,
  ) {}

  private load(): ActiveFilter[] {
    if (this.filters) return this.filters;
    if (this.viewerId === null) return (this.filters = []);
    const rows = sql(
      this.db,
      'SELECT * FROM filters WHERE account_id = ? AND (expires_at IS NULL OR expires_at > ?) ORDER BY id',
    ).all(this.viewerId, Date.now()) as FilterRow[];
    this.filters = rows.map((row) => ({
      row,
      contexts: JSON.parse(row.context_json) as string[],
      keywords: (
        sql(this.db, 'SELECT * FROM filter_keywords WHERE filter_id = ?').all(row.id) as KeywordRow[]
      ).map((k) => ({ keyword: k.keyword, regex: keywordRegExp(k.keyword, k.whole_word === 1) })),
      statusIds: new Set(
        (
          sql(this.db, 'SELECT status_id FROM filter_statuses WHERE filter_id = ?').all(row.id) as {
            status_id: string;
          }[]
        ).map((s) => s.status_id),
      ),
    }));
    return this.filters;
  }

  /** FilterResult[] for a post; with no context every filter applies, as Mastodon's REST answers do. */
  resultsFor(row: StatusRow, context: FilterContext | null, extraTexts: string[] = []): Json[] {
    const filters = this.load().filter((f) => context === null || f.contexts.includes(context));
    if (filters.length === 0) return [];
    const texts = [row.text, row.spoiler_text, ...extraTexts, ...this.pollOptions(row)];
    const results: Json[] = [];
    for (const filter of filters) {
      const keywordMatches = filter.keywords
        .filter((k) => texts.some((text) => k.regex.test(text)))
        .map((k) => k.keyword);
      const statusMatches = filter.statusIds.has(row.id) ? [row.id] : [];
      if (keywordMatches.length === 0 && statusMatches.length === 0) continue;
      results.push({
        filter: filterJson(this.db, filter.row, false),
        keyword_matches: keywordMatches.length ? keywordMatches : null,
        status_matches: statusMatches.length ? statusMatches : null,
      });
    }
    return results;
  }

  private pollOptions(row: StatusRow): string[] {
    if (!row.poll_id) return [];
    const poll = sql(this.db, 'SELECT options_json FROM polls WHERE id = ?').get(row.poll_id) as
      { options_json: string } | undefined;
    return poll ? (JSON.parse(poll.options_json) as string[]) : [];
  }
}

/** Whether a rendered status (or the post it boosts) matches a filter whose action is to hide. */
export function isHiddenByFilter(status: Json | null | undefined): boolean {
  if (!status) return false;
  const hides = (s: Json | null | undefined): boolean =>
    Array.isArray(s?.filtered) &&
    (s.filtered as Json[]).some((r) => (r.filter as Json).filter_action === 'hide');
  return hides(status) || hides(status.reblog as Json | null);
}
