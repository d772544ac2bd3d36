import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { notFound, unprocessable } from '../errors';
import { bool, checkLength, int, list, obj, str } from '../http/params';
import { snowflakeId } from '../ids';
import {
  addFilterStatus,
  addKeyword,
  deleteFilter,
  deleteFilterStatus,
  deleteKeyword,
  FILTER_ACTIONS,
  FILTER_CONTEXTS,
  filterJson,
  filtersOf,
  filterStatusesOf,
  filterStatusJson,
  filterCount,
  filterStatusRow,
  hasFilterStatus,
  keywordCounts,
  keywordJson,
  keywordRow,
  keywordsOf,
  ownFilter,
  saveFilter,
  updateKeyword,
  type FilterRow,
  type FilterStatusRow,
  type KeywordChanges,
  type KeywordRow,
} from '../store/filters';
import { canView, getStatusRow } from '../store/visibility';

type IdParams = { Params: { id: string } };
const KEYWORD_MAX = 512;
/** Mastodon's limit on a filter's title. */
const TITLE_MAX = 256;
/**
 * Mastodon sets no number of filters or keywords, but every keyword of every filter is tried on every post
 * a user is shown, so the numbers are bounded here: 100 filters (enough for filters carried over from the
 * first filter API, one phrase each), 100 keywords in one filter and 1,000 across all of a user's filters.
 */
const FILTERS_MAX = 100;
const KEYWORDS_PER_FILTER_MAX = 100;
const KEYWORDS_PER_ACCOUNT_MAX = 1000;

/** Refuses a change that would leave a filter, or the user's filters together, with too many keywords. */
function checkKeywordCounts(ctx: ServerContext, me: string, filterId: string, added: number): void {
  if (added <= 0) return;
  const counts = keywordCounts(ctx.db, me, filterId);
  if (counts.filter + added > KEYWORDS_PER_FILTER_MAX)
    throw unprocessable(
      `Validation failed: Keywords are too many (a filter has at most ${KEYWORDS_PER_FILTER_MAX})`,
    );
  if (counts.account + added > KEYWORDS_PER_ACCOUNT_MAX)
    throw unprocessable(
      `Validation failed: Keywords are too many (at most ${KEYWORDS_PER_ACCOUNT_MAX} across all filters)`,
    );
}

/** Rails sends nested lists from forms as `{"0": {...}, "1": {...}}`; JSON sends arrays. */
function entries(value: unknown): Record<string, unknown>[] {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value : Object.values(obj(value));
  return items.map((item) => obj(item));
}

function contextsFrom(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const contexts = [...new Set(list(value))];
  if (contexts.length === 0 || contexts.some((c) => !(FILTER_CONTEXTS as readonly string[]).includes(c)))
    throw unprocessable("Validation failed: Context can't be blank or includes invalid values");
  return contexts;
}

function actionFrom(value: unknown): string | undefined {
  const action = str(value);
  if (action === undefined || action === '') return undefined;
  if (!(FILTER_ACTIONS as readonly string[]).includes(action))
    throw unprocessable('Validation failed: Filter action is not included in the list');
  return action;
}

/** `expires_in` in seconds; an empty value means never (null), an absent one leaves it as it is. */
function expiryFrom(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || str(value) === '') return null;
  const seconds = int(value, 'expires_in')!;
  if (seconds <= 0) throw unprocessable('Validation failed: Expires in must be positive');
  return Date.now() + seconds * 1000;
}

function keywordText(value: unknown): string {
  const keyword = (str(value) ?? '').trim();
  if (keyword === '') throw unprocessable("Validation failed: Keyword can't be blank");
  if ([...keyword].length > KEYWORD_MAX) throw unprocessable('Validation failed: Keyword is too long');
  return keyword;
}

/** A new keyword of a filter from its attributes (whole word unless told otherwise). */
function keywordFrom(filterId: string, attrs: Record<string, unknown>): KeywordRow {
  return {
    id: snowflakeId(),
    filter_id: filterId,
    keyword: keywordText(attrs.keyword),
    whole_word: bool(attrs.whole_word) === false ? 0 : 1,
  };
}

/** A keyword with the attributes given changed (the others kept). */
function changedKeyword(row: KeywordRow, attrs: Record<string, unknown>): KeywordRow {
  const wholeWord = bool(attrs.whole_word);
  return {
    ...row,
    keyword: attrs.keyword === undefined ? row.keyword : keywordText(attrs.keyword),
    whole_word: wholeWord === undefined ? row.whole_word : wholeWord ? 1 : 0,
  };
}

export function registerFilterRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const filterOr404 = (me: string, id: string): FilterRow => {
    const row = ownFilter(ctx.db, me, id);
    if (!row) throw notFound();
    return row;
  };
  const ownKeyword = (me: string, id: string): KeywordRow => {
    const row = keywordRow(ctx.db, id);
    if (!row) throw notFound();
    filterOr404(me, row.filter_id);
    return row;
  };
  const ownFilterStatus = (me: string, id: string): FilterStatusRow => {
    const row = filterStatusRow(ctx.db, id);
    if (!row) throw notFound();
    filterOr404(me, row.filter_id);
    return row;
  };
  // Clients reload their filters on this event (Mastodon sends it on the user stream, with no payload).
  const changed = (me: string): void => ctx.hub.publishBare(`user:${me}`, 'filters_changed');

  app.get('/api/v2/filters', async (req) => {
    const me = requireUser(ctx, req, 'read:filters');
    return filtersOf(ctx.db, me).map((row) => filterJson(ctx.db, row));
  });

  app.post('/api/v2/filters', async (req) => {
    const me = requireUser(ctx, req, 'write:filters');
    const body = obj(req.body);
    const title = (str(body.title) ?? '').trim();
    if (title === '') throw unprocessable("Validation failed: Title can't be blank");
    checkLength(title, TITLE_MAX, 'Title');
    if (filterCount(ctx.db, me) >= FILTERS_MAX)
      throw unprocessable(`Validation failed: Filters are too many (at most ${FILTERS_MAX})`);
    const contexts = contextsFrom(body.context);
    if (!contexts) throw unprocessable("Validation failed: Context can't be blank");
    const keywords = entries(body.keywords_attributes).filter((k) => bool(k._destroy) !== true);
    const now = Date.now();
    const row: FilterRow = {
      id: snowflakeId(now),
      account_id: me,
      title,
      context_json: JSON.stringify(contexts),
      filter_action: actionFrom(body.filter_action) ?? 'warn',
      expires_at: expiryFrom(body.expires_in) ?? null,
      created_at: now,
    };
    checkKeywordCounts(ctx, me, row.id, keywords.length);
    const add = keywords.map((k) => keywordFrom(row.id, k));
    saveFilter(ctx.db, row, { add, update: [], remove: [] }, true);
    changed(me);
    return filterJson(ctx.db, row);
  });

  app.get<IdParams>('/api/v2/filters/:id', async (req) => {
    const me = requireUser(ctx, req, 'read:filters');
    return filterJson(ctx.db, filterOr404(me, req.params.id));
  });

  app.put<IdParams>('/api/v2/filters/:id', async (req) => {
    const me = requireUser(ctx, req, 'write:filters');
    const row = filterOr404(me, req.params.id);
    const body = obj(req.body);
    const title = str(body.title)?.trim();
    if (title === '') throw unprocessable("Validation failed: Title can't be blank");
    checkLength(title, TITLE_MAX, 'Title');
    const expiry = expiryFrom(body.expires_in);
    const updated: FilterRow = {
      ...row,
      title: title ?? row.title,
      context_json: JSON.stringify(contextsFrom(body.context) ?? JSON.parse(row.context_json)),
      filter_action: actionFrom(body.filter_action) ?? row.filter_action,
      expires_at: expiry === undefined ? row.expires_at : expiry,
    };
    const changes: KeywordChanges = { add: [], update: [], remove: [] };
    const attributes = entries(body.keywords_attributes);
    // Each of a filter's keywords changed or removed, and as many added, at most.
    if (attributes.length > 2 * KEYWORDS_PER_FILTER_MAX)
      throw unprocessable(
        `Validation failed: Keywords are too many (a filter has at most ${KEYWORDS_PER_FILTER_MAX})`,
      );
    for (const attrs of attributes) {
      const id = str(attrs.id);
      if (!id) {
        if (bool(attrs._destroy) !== true) changes.add.push(keywordFrom(row.id, attrs));
        continue;
      }
      const keyword = ownKeyword(me, id);
      if (keyword.filter_id !== row.id) throw notFound();
      if (bool(attrs._destroy) === true) changes.remove.push(id);
      else changes.update.push(changedKeyword(keyword, attrs));
    }
    checkKeywordCounts(ctx, me, row.id, changes.add.length - changes.remove.length);
    saveFilter(ctx.db, updated, changes, false);
    changed(me);
    return filterJson(ctx.db, updated);
  });

  app.delete<IdParams>('/api/v2/filters/:id', async (req) => {
    const me = requireUser(ctx, req, 'write:filters');
    deleteFilter(ctx.db, filterOr404(me, req.params.id).id);
    changed(me);
    return {};
  });

  app.get<IdParams>('/api/v2/filters/:id/keywords', async (req) => {
    const me = requireUser(ctx, req, 'read:filters');
    return keywordsOf(ctx.db, filterOr404(me, req.params.id).id).map(keywordJson);
  });

  app.post<IdParams>('/api/v2/filters/:id/keywords', async (req) => {
    const me = requireUser(ctx, req, 'write:filters');
    const filterId = filterOr404(me, req.params.id).id;
    checkKeywordCounts(ctx, me, filterId, 1);
    const row = keywordFrom(filterId, obj(req.body));
    addKeyword(ctx.db, row);
    changed(me);
    return keywordJson(row);
  });

  app.get<IdParams>('/api/v2/filters/keywords/:id', async (req) => {
    const me = requireUser(ctx, req, 'read:filters');
    return keywordJson(ownKeyword(me, req.params.id));
  });

  app.put<IdParams>('/api/v2/filters/keywords/:id', async (req) => {
    const me = requireUser(ctx, req, 'write:filters');
    const updated = changedKeyword(ownKeyword(me, req.params.id), obj(req.body));
    updateKeyword(ctx.db, updated);
    changed(me);
    return keywordJson(updated);
  });

  app.delete<IdParams>('/api/v2/filters/keywords/:id', async (req) => {
    const me = requireUser(ctx, req, 'write:filters');
    deleteKeyword(ctx.db, ownKeyword(me, req.params.id).id);
    changed(me);
    return {};
  });

  app.get<IdParams>('/api/v2/filters/:id/statuses', async (req) => {
    const me = requireUser(ctx, req, 'read:filters');
    return filterStatusesOf(ctx.db, filterOr404(me, req.params.id).id).map(filterStatusJson);
  });

  app.post<IdParams>('/api/v2/filters/:id/statuses', async (req) => {
    const me = requireUser(ctx, req, 'write:filters');
    const filter = filterOr404(me, req.params.id);
    const statusId = str(obj(req.body).status_id) ?? '';
    const status = getStatusRow(ctx.db, statusId);
    if (!status || !canView(ctx.db, me, status)) throw notFound();
    if (hasFilterStatus(ctx.db, filter.id, status.id))
      throw unprocessable('Validation failed: Status has already been taken');
    const row: FilterStatusRow = { id: snowflakeId(), filter_id: filter.id, status_id: status.id };
    addFilterStatus(ctx.db, row);
    changed(me);
    return filterStatusJson(row);
  });

  app.get<IdParams>('/api/v2/filters/statuses/:id', async (req) => {
    const me = requireUser(ctx, req, 'read:filters');
    return filterStatusJson(ownFilterStatus(me, req.params.id));
  });

  app.delete<IdParams>('/api/v2/filters/statuses/:id', async (req) => {
    const me = requireUser(ctx, req, 'write:filters');
    const row = ownFilterStatus(me, req.params.id);
    deleteFilterStatus(ctx.db, row.id);
    changed(me);
    // The API description answers the removed FilterStatus here (and an empty object elsewhere).
    return filterStatusJson(row);
  });
}
