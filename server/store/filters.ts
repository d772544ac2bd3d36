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
const WORD = /^[\p{L}\p{N}_]$/u;
const ASCII = /^[\x20-\x7e]*$/;

const isWord = (codePoint: number | undefined): boolean =>
  codePoint !== undefined && WORD.test(String.fromCodePoint(codePoint));

/** The code point that ends just before `index` (a surrogate pair read whole). */
function codePointBefore(text: string, index: number): number | undefined {
  if (index <= 0) return undefined;
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const pair = text.codePointAt(index - 2)!;
    if (pair > 0xffff) return pair;
  }
  return low;
}

/**
 * Compiled keywords are shared by every viewer and request (compiling a case-insensitive Unicode pattern
 * costs far more than running it); the oldest are dropped beyond this many.
 */
const COMPILED_MAX = 4096;
const compiled = new Map<string, RegExp>();

function keywordPattern(keyword: string): RegExp {
  let regex = compiled.get(keyword);
  if (regex) return regex;
  regex = new RegExp(escapeRegExp(keyword), 'giu');
  if (compiled.size >= COMPILED_MAX) compiled.delete(compiled.keys().next().value!);
  compiled.set(keyword, regex);
  return regex;
}

/**
 * Mastodon's keyword rule: case-insensitive; a whole-word keyword needs a word boundary on each side that
 * starts or ends with a word character (Unicode-aware here, so "café" is one word). A keyword of printable
 * ASCII is first looked for in the lowercased text (where "ſ" reads as "s"): when it is not there, no
 * case-insensitive match exists and nothing is compiled.
 */
export class KeywordMatcher {
  private readonly lowered: string | undefined;
  private readonly boundStart: boolean;
  private readonly boundEnd: boolean;

  constructor(
    readonly keyword: string,
    wholeWord: boolean,
  ) {
    this.lowered = ASCII.test(keyword) ? keyword.toLowerCase() : undefined;
    const chars = [...keyword];
    this.boundStart = wholeWord && isWord(chars[0]?.codePointAt(0));
    this.boundEnd = wholeWord && isWord(chars[chars.length - 1]?.codePointAt(0));
  }

  /** Whether the text holds the keyword; `lowered` is the text lowercased (see `lowerForKeywords`). */
  test(text: string, lowered: string): boolean {
    if (this.lowered !== undefined && !lowered.includes(this.lowered)) return false;
    const regex = keywordPattern(this.keyword);
    regex.lastIndex = 0;
    for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
      const end = match.index + match[0].length;
      const startOk = !this.boundStart || !isWord(codePointBefore(text, match.index));
      const endOk = !this.boundEnd || !isWord(text.codePointAt(end));
      if (startOk && endOk) return true;
      regex.lastIndex = match.index + (text.codePointAt(match.index)! > 0xffff ? 2 : 1);
    }
    return false;
  }
}

/** A text as ASCII keywords are first looked for in it. */
export const lowerForKeywords = (text: string): string => text.toLowerCase().replace(/ſ/g, 's');

interface ActiveFilter {
  row: FilterRow;
  contexts: string[];
  keywords: KeywordMatcher[];
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
      ).map((k) => new KeywordMatcher(k.keyword, k.whole_word === 1)),
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
    const lowered = texts.map(lowerForKeywords);
    const results: Json[] = [];
    for (const filter of filters) {
      const keywordMatches = filter.keywords
        .filter((k) => texts.some((text, i) => k.test(text, lowered[i])))
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

/**
 * Whether a rendered status (or the post it boosts) matches a filter whose action is to hide in the
 * given context (in any context when none is given). A post carries the results of every filter it
 * matches, whatever their contexts, as Mastodon renders it: only the hiding depends on where it shows.
 */
export function isHiddenByFilter(status: Json | null | undefined, context: FilterContext | null): boolean {
  if (!status) return false;
  const hidesHere = (r: Json): boolean => {
    const filter = r.filter as Json;
    if (filter.filter_action !== 'hide') return false;
    return context === null || (Array.isArray(filter.context) && filter.context.includes(context));
  };
  const hides = (s: Json | null | undefined): boolean =>
    Array.isArray(s?.filtered) && (s.filtered as Json[]).some(hidesHere);
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

/** How many filters a user has (expired ones too). */
export function filterCount(db: Db, accountId: string): number {
  return (sql(db, 'SELECT COUNT(*) AS n FROM filters WHERE account_id = ?').get(accountId) as { n: number })
    .n;
}

/** How many keywords one filter has, and all of a user's filters together. */
export function keywordCounts(
  db: Db,
  accountId: string,
  filterId: string,
): { filter: number; account: number } {
  const row = sql(
    db,
    `SELECT COUNT(*) AS account, COALESCE(SUM(k.filter_id = ?), 0) AS filter
     FROM filter_keywords k JOIN filters f ON f.id = k.filter_id WHERE f.account_id = ?`,
  ).get(filterId, accountId) as { filter: number; account: number };
  return row;
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
