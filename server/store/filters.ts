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
const ASCII = /^[\p{ASCII}]*$/u;

const isWord = (codePoint: number | undefined): boolean =>
  codePoint !== undefined && WORD.test(String.fromCodePoint(codePoint));

const isHigh = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/** The code point that ends just before `index` (a surrogate pair read whole). */
function codePointBefore(text: string, index: number): number | undefined {
  if (index <= 0) return undefined;
  const low = text.charCodeAt(index - 1);
  if (isLow(low) && index >= 2) {
    const pair = text.codePointAt(index - 2)!;
    if (pair > 0xffff) return pair;
  }
  return low;
}

/** Folded non-ASCII code points, remembered up to this many. */
const FOLD_CACHE_MAX = 100_000;
const foldCache = new Map<number, string>();

/**
 * One code point as keywords and texts are compared: its lowercase (through its uppercase, so "ſ" is "s"
 * and "ς" is "σ"), kept only when a case-insensitive Unicode regular expression holds the two equal and
 * the UTF-16 length is the same ("ı" stays "ı", "İ" stays "İ"). Folded texts therefore keep every index.
 */
function foldCodePoint(char: string): string {
  let folded = foldCache.get(char.codePointAt(0)!);
  if (folded !== undefined) return folded;
  folded = char;
  const lower = char.toLowerCase();
  const upper = char.toUpperCase();
  if (lower !== char || upper !== char) {
    const throughUpper = upper.toLowerCase();
    for (const candidate of [throughUpper, lower]) {
      if (candidate === char || candidate.length !== char.length || [...candidate].length !== 1) continue;
      if (new RegExp(`^${escapeRegExp(candidate)}$`, 'iu').test(char)) {
        folded = candidate;
        break;
      }
    }
  }
  if (foldCache.size < FOLD_CACHE_MAX) foldCache.set(char.codePointAt(0)!, folded);
  return folded;
}

/** A text with every code point folded (see `foldCodePoint`): same length, same indices. */
export function foldText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  let out = '';
  for (const char of text) out += char.codePointAt(0)! < 0x80 ? char.toLowerCase() : foldCodePoint(char);
  return out;
}

interface CompiledKeyword {
  /** The keyword folded (see `foldText`). */
  folded: string;
  /** Whole-word keywords that start (end) with a word character need a non-word character before (after). */
  boundStart: boolean;
  boundEnd: boolean;
}

/** Counts the texts scanned for keywords: one pass per text, whatever the number of keywords. */
export const keywordScanStats = { scans: 0 };

/**
 * Every keyword of a filter set in one Aho–Corasick automaton over folded UTF-16 units: a text is read
 * once, and each keyword it holds (case-insensitively, with Mastodon's whole-word rule, Unicode-aware so
 * "café" is one word) is reported, overlapping ones included. Built once per distinct set of keywords and
 * shared between viewers and requests.
 */
export class KeywordAutomaton {
  /** node * 65536 + unit → child node. */
  private readonly edges = new Map<number, number>();
  private readonly fail: number[] = [0];
  /** Keywords (indices into `keywords`) ending at each node. */
  private readonly outputs: (number[] | undefined)[] = [undefined];
  /** The nearest node down the failure links with outputs (0: none). */
  private readonly dictionary: number[] = [0];
  readonly size: number;

  constructor(private readonly keywords: readonly CompiledKeyword[]) {
    const children: number[][] = [[]];
    keywords.forEach((keyword, index) => {
      let node = 0;
      for (let i = 0; i < keyword.folded.length; i++) {
        const key = node * 65536 + keyword.folded.charCodeAt(i);
        let child = this.edges.get(key);
        if (child === undefined) {
          child = this.fail.length;
          this.edges.set(key, child);
          this.fail.push(0);
          this.outputs.push(undefined);
          this.dictionary.push(0);
          children.push([]);
          children[node].push(child);
        }
        node = child;
      }
      (this.outputs[node] ??= []).push(index);
    });
    this.size = this.fail.length;
    // Failure links breadth first: a node's link is the longest proper suffix that is also a prefix.
    const units = new Map<number, number>();
    for (const [key, child] of this.edges) units.set(child, key % 65536);
    const queue = [...children[0]];
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head];
      for (const child of children[node]) {
        const unit = units.get(child)!;
        let link = this.fail[node];
        let target = this.edges.get(link * 65536 + unit);
        while (target === undefined && link !== 0) {
          link = this.fail[link];
          target = this.edges.get(link * 65536 + unit);
        }
        this.fail[child] = target !== undefined && target !== child ? target : 0;
        const via = this.fail[child];
        this.dictionary[child] = this.outputs[via] ? via : this.dictionary[via];
        queue.push(child);
      }
    }
  }

  /** Adds to `found` the keywords that `text` holds (`folded` is `foldText(text)`). */
  scan(text: string, folded: string, found: Set<number>): void {
    keywordScanStats.scans++;
    let state = 0;
    for (let i = 0; i < folded.length; i++) {
      const unit = folded.charCodeAt(i);
      let next = this.edges.get(state * 65536 + unit);
      while (next === undefined && state !== 0) {
        state = this.fail[state];
        next = this.edges.get(state * 65536 + unit);
      }
      state = next ?? 0;
      for (
        let node = this.outputs[state] ? state : this.dictionary[state];
        node !== 0;
        node = this.dictionary[node]
      )
        for (const index of this.outputs[node]!)
          if (!found.has(index) && this.fits(text, index, i + 1)) found.add(index);
    }
  }

  /** Whether the keyword found to end at `end` starts and ends on whole characters and on its bounds. */
  private fits(text: string, index: number, end: number): boolean {
    const keyword = this.keywords[index];
    const start = end - keyword.folded.length;
    if (start > 0 && isLow(text.charCodeAt(start)) && isHigh(text.charCodeAt(start - 1))) return false;
    if (end < text.length && isLow(text.charCodeAt(end)) && isHigh(text.charCodeAt(end - 1))) return false;
    if (keyword.boundStart && isWord(codePointBefore(text, start))) return false;
    if (keyword.boundEnd && isWord(text.codePointAt(end))) return false;
    return true;
  }
}

function compileKeyword(keyword: string, wholeWord: boolean): CompiledKeyword {
  const chars = [...keyword];
  return {
    folded: foldText(keyword),
    boundStart: wholeWord && isWord(chars[0]?.codePointAt(0)),
    boundEnd: wholeWord && isWord(chars[chars.length - 1]?.codePointAt(0)),
  };
}

/**
 * Automata are kept by their keywords (every viewer with the same set shares one; a changed keyword makes
 * a new set), the least recently used dropped beyond this many keyword characters in all.
 */
const AUTOMATA_BUDGET = 2_000_000;
const automata = new Map<string, KeywordAutomaton>();
let automataSize = 0;

function automatonFor(keywords: readonly KeywordRow[]): KeywordAutomaton {
  const key = keywords.map((k) => `${k.whole_word === 1 ? 1 : 0}${k.keyword}`).join('\u0000');
  const cached = automata.get(key);
  if (cached) {
    automata.delete(key);
    automata.set(key, cached);
    return cached;
  }
  const automaton = new KeywordAutomaton(keywords.map((k) => compileKeyword(k.keyword, k.whole_word === 1)));
  automata.set(key, automaton);
  automataSize += automaton.size;
  for (const [oldKey, old] of automata) {
    if (automataSize <= AUTOMATA_BUDGET || old === automaton) break;
    automata.delete(oldKey);
    automataSize -= old.size;
  }
  return automaton;
}

interface ActiveFilter {
  row: FilterRow;
  contexts: string[];
  /** Indices of the filter's keywords in the set's automaton, in the filter's order. */
  keywords: { index: number; keyword: string }[];
  statusIds: Set<string>;
}

/**
 * A viewer's active (unexpired) filters, read once (three statements) and matched against any number of
 * posts: the text, content warning and poll options of the post itself (the boosted post for a boost).
 * Every keyword of every filter is looked for in one pass over each text.
 */
export class FilterSet {
  private filters: ActiveFilter[] | undefined;
  private automaton: KeywordAutomaton | undefined;

  constructor(
    private readonly db: Db,
    private readonly viewerId: string | null,
  ) {}

  private load(): ActiveFilter[] {
    if (this.filters) return this.filters;
    if (this.viewerId === null) return (this.filters = []);
    const now = Date.now();
    const rows = sql(
      this.db,
      'SELECT * FROM filters WHERE account_id = ? AND (expires_at IS NULL OR expires_at > ?) ORDER BY id',
    ).all(this.viewerId, now) as FilterRow[];
    if (rows.length === 0) return (this.filters = []);
    const keywordRows = sql(
      this.db,
      `SELECT k.* FROM filter_keywords k JOIN filters f ON f.id = k.filter_id
       WHERE f.account_id = ? AND (f.expires_at IS NULL OR f.expires_at > ?) ORDER BY f.id, k.id`,
    ).all(this.viewerId, now) as KeywordRow[];
    const statusRows = sql(
      this.db,
      `SELECT s.filter_id, s.status_id FROM filter_statuses s JOIN filters f ON f.id = s.filter_id
       WHERE f.account_id = ? AND (f.expires_at IS NULL OR f.expires_at > ?)`,
    ).all(this.viewerId, now) as { filter_id: string; status_id: string }[];
    const byId = new Map<string, ActiveFilter>();
    this.filters = rows.map((row) => {
      const filter: ActiveFilter = {
        row,
        contexts: JSON.parse(row.context_json) as string[],
        keywords: [],
        statusIds: new Set(),
      };
      byId.set(row.id, filter);
      return filter;
    });
    keywordRows.forEach((k, index) => byId.get(k.filter_id)?.keywords.push({ index, keyword: k.keyword }));
    for (const s of statusRows) byId.get(s.filter_id)?.statusIds.add(s.status_id);
    if (keywordRows.length > 0) this.automaton = automatonFor(keywordRows);
    return this.filters;
  }

  /** FilterResult[] for a post; with no context every filter applies, as Mastodon's REST answers do. */
  resultsFor(row: StatusRow, context: FilterContext | null, extraTexts: string[] = []): Json[] {
    const filters = this.load().filter((f) => context === null || f.contexts.includes(context));
    if (filters.length === 0) return [];
    const found = new Set<number>();
    if (this.automaton && filters.some((f) => f.keywords.length > 0)) {
      for (const text of [row.text, row.spoiler_text, ...extraTexts, ...this.pollOptions(row)])
        if (text) this.automaton.scan(text, foldText(text), found);
    }
    const results: Json[] = [];
    for (const filter of filters) {
      const keywordMatches = filter.keywords.filter((k) => found.has(k.index)).map((k) => k.keyword);
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
