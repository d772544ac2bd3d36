import type { FilterKeywordEntity, FilterStatusEntity } from '../entities';
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

export function keywordJson(row: KeywordRow): FilterKeywordEntity {
  return { id: row.id, keyword: row.keyword, whole_word: row.whole_word === 1 };
}

export function filterStatusJson(row: FilterStatusRow): FilterStatusEntity {
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
  json.keywords = keywordsOf(db, row.id).map(keywordJson);
  json.statuses = filterStatusesOf(db, row.id).map(filterStatusJson);
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

/** A filter of the given user's, or undefined. */
export function ownFilter(db: Db, accountId: string, id: string): FilterRow | undefined {
  return sql(db, 'SELECT * FROM filters WHERE id = ? AND account_id = ?').get(id, accountId) as
    FilterRow | undefined;
}

export function filtersOf(db: Db, accountId: string): FilterRow[] {
  return sql(db, 'SELECT * FROM filters WHERE account_id = ? ORDER BY id').all(accountId) as FilterRow[];
}

export function keywordRow(db: Db, id: string): KeywordRow | undefined {
  return sql(db, 'SELECT * FROM filter_keywords WHERE id = ?').get(id) as KeywordRow | undefined;
}

export function keywordsOf(db: Db, filterId: string): KeywordRow[] {
  return sql(db, 'SELECT * FROM filter_keywords WHERE filter_id = ? ORDER BY id').all(
    filterId,
  ) as KeywordRow[];
}

export function filterStatusRow(db: Db, id: string): FilterStatusRow | undefined {
  return sql(db, 'SELECT * FROM filter_statuses WHERE id = ?').get(id) as FilterStatusRow | undefined;
}

export function filterStatusesOf(db: Db, filterId: string): FilterStatusRow[] {
  return sql(db, 'SELECT * FROM filter_statuses WHERE filter_id = ? ORDER BY id').all(
    filterId,
  ) as FilterStatusRow[];
}

export function hasFilterStatus(db: Db, filterId: string, statusId: string): boolean {
  return (
    sql(db, 'SELECT 1 FROM filter_statuses WHERE filter_id = ? AND status_id = ?').get(filterId, statusId) !==
    undefined
  );
}

export function addKeyword(db: Db, row: KeywordRow): void {
  sql(
    db,
    'INSERT INTO filter_keywords (id, filter_id, keyword, whole_word) VALUES (@id, @filter_id, @keyword, @whole_word)',
  ).run(row);
}

export function updateKeyword(db: Db, row: KeywordRow): void {
  sql(db, 'UPDATE filter_keywords SET keyword = @keyword, whole_word = @whole_word WHERE id = @id').run(row);
}

export function deleteKeyword(db: Db, id: string): void {
  sql(db, 'DELETE FROM filter_keywords WHERE id = ?').run(id);
}

export function addFilterStatus(db: Db, row: FilterStatusRow): void {
  sql(db, 'INSERT INTO filter_statuses (id, filter_id, status_id) VALUES (@id, @filter_id, @status_id)').run(
    row,
  );
}

export function deleteFilterStatus(db: Db, id: string): void {
  sql(db, 'DELETE FROM filter_statuses WHERE id = ?').run(id);
}

/** Keyword changes saved with a filter: added, changed and removed keywords. */
export interface KeywordChanges {
  add: KeywordRow[];
  update: KeywordRow[];
  remove: string[];
}

/** Creates (`insert`) or updates a filter and its keywords in one transaction. */
export function saveFilter(db: Db, row: FilterRow, changes: KeywordChanges, insert: boolean): void {
  db.transaction(() => {
    if (insert)
      sql(
        db,
        `INSERT INTO filters (id, account_id, title, context_json, filter_action, expires_at, created_at)
         VALUES (@id, @account_id, @title, @context_json, @filter_action, @expires_at, @created_at)`,
      ).run(row);
    else
      sql(
        db,
        'UPDATE filters SET title = @title, context_json = @context_json, filter_action = @filter_action, expires_at = @expires_at WHERE id = @id',
      ).run(row);
    for (const id of changes.remove) deleteKeyword(db, id);
    for (const keyword of changes.update) updateKeyword(db, keyword);
    for (const keyword of changes.add) addKeyword(db, keyword);
  })();
}

export function deleteFilter(db: Db, id: string): void {
  db.transaction(() => {
    sql(db, 'DELETE FROM filter_keywords WHERE filter_id = ?').run(id);
    sql(db, 'DELETE FROM filter_statuses WHERE filter_id = ?').run(id);
    sql(db, 'DELETE FROM filters WHERE id = ?').run(id);
  })();
}
