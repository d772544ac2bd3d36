import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import { sql, type ServerContext } from '../context';
import { notFound, unprocessable } from '../errors';
import { bool, checkLength, int, list, obj, str } from '../http/params';
import { snowflakeId } from '../ids';
import {
  FILTER_ACTIONS,
  FILTER_CONTEXTS,
  filterJson,
  filterStatusJson,
  keywordJson,
  type FilterRow,
  type FilterStatusRow,
  type KeywordRow,
} from '../store/filters';
import { canView, getStatusRow } from '../store/visibility';

type IdParams = { Params: { id: string } };
const KEYWORD_MAX = 512;
/** Mastodon's limit on a filter's title. */
const TITLE_MAX = 256;

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

function addKeyword(ctx: ServerContext, filterId: string, attrs: Record<string, unknown>): KeywordRow {
  const row: KeywordRow = {
    id: snowflakeId(),
    filter_id: filterId,
    keyword: keywordText(attrs.keyword),
    whole_word: bool(attrs.whole_word) === false ? 0 : 1,
  };
  sql(
    ctx.db,
    'INSERT INTO filter_keywords (id, filter_id, keyword, whole_word) VALUES (@id, @filter_id, @keyword, @whole_word)',
  ).run(row);
  return row;
}

export function registerFilterRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const ownFilter = (me: string, id: string): FilterRow => {
    const row = sql(ctx.db, 'SELECT * FROM filters WHERE id = ? AND account_id = ?').get(id, me) as
      FilterRow | undefined;
    if (!row) throw notFound();
    return row;
  };
  const ownKeyword = (me: string, id: string): KeywordRow => {
    const row = sql(ctx.db, 'SELECT * FROM filter_keywords WHERE id = ?').get(id) as KeywordRow | undefined;
    if (!row) throw notFound();
    ownFilter(me, row.filter_id);
    return row;
  };
  const ownFilterStatus = (me: string, id: string): FilterStatusRow => {
    const row = sql(ctx.db, 'SELECT * FROM filter_statuses WHERE id = ?').get(id) as
      FilterStatusRow | undefined;
    if (!row) throw notFound();
    ownFilter(me, row.filter_id);
    return row;
  };
  // Clients reload their filters on this event (Mastodon sends it on the user stream, with no payload).
  const changed = (me: string): void => ctx.hub.publishBare(`user:${me}`, 'filters_changed');

  app.get('/api/v2/filters', async (req) => {
    const me = requireUser(ctx, req, 'read:filters');
    const rows = sql(ctx.db, 'SELECT * FROM filters WHERE account_id = ? ORDER BY id').all(me) as FilterRow[];
    return rows.map((row) => filterJson(ctx.db, row));
  });

  app.post('/api/v2/filters', async (req) => {
    const me = requireUser(ctx, req, 'write:filters');
    const body = obj(req.body);
    const title = (str(body.title) ?? '').trim();
    if (title === '') throw unprocessable("Validation failed: Title can't be blank");
    checkLength(title, TITLE_MAX, 'Title');
    const contexts = contextsFrom(body.context);
    if (!contexts) throw unprocessable("Validation failed: Context can't be blank");
    const keywords = entries(body.keywords_attributes).filter((k) => bool(k._destroy) !== true);
    keywords.forEach((k) => keywordText(k.keyword));
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
    ctx.db.transaction(() => {
      sql(
        ctx.db,
        `INSERT INTO filters (id, account_id, title, context_json, filter_action, expires_at, created_at)
         VALUES (@id, @account_id, @title, @context_json, @filter_action, @expires_at, @created_at)`,
      ).run(row);
      for (const k of keywords) addKeyword(ctx, row.id, k);
    })();
    changed(me);
    return filterJson(ctx.db, row);
  });

  app.get<IdParams>('/api/v2/filters/:id', async (req) => {
    const me = requireUser(ctx, req, 'read:filters');
    return filterJson(ctx.db, ownFilter(me, req.params.id));
  });

  app.put<IdParams>('/api/v2/filters/:id', async (req) => {
    const me = requireUser(ctx, req, 'write:filters');
    const row = ownFilter(me, req.params.id);
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
    ctx.db.transaction(() => {
      sql(
        ctx.db,
        'UPDATE filters SET title = @title, context_json = @context_json, filter_action = @filter_action, expires_at = @expires_at WHERE id = @id',
      ).run(updated);
      for (const attrs of entries(body.keywords_attributes)) {
        const id = str(attrs.id);
        if (!id) {
          if (bool(attrs._destroy) !== true) addKeyword(ctx, row.id, attrs);
          continue;
        }
        const keyword = ownKeyword(me, id);
        if (keyword.filter_id !== row.id) throw notFound();
        if (bool(attrs._destroy) === true) {
          sql(ctx.db, 'DELETE FROM filter_keywords WHERE id = ?').run(id);
          continue;
        }
        sql(ctx.db, 'UPDATE filter_keywords SET keyword = ?, whole_word = ? WHERE id = ?').run(
          attrs.keyword === undefined ? keyword.keyword : keywordText(attrs.keyword),
          bool(attrs.whole_word) === undefined ? keyword.whole_word : bool(attrs.whole_word) ? 1 : 0,
          id,
        );
      }
    })();
    changed(me);
    return filterJson(ctx.db, updated);
  });

  app.delete<IdParams>('/api/v2/filters/:id', async (req) => {
    const me = requireUser(ctx, req, 'write:filters');
    const row = ownFilter(me, req.params.id);
    ctx.db.transaction(() => {
      sql(ctx.db, 'DELETE FROM filter_keywords WHERE filter_id = ?').run(row.id);
      sql(ctx.db, 'DELETE FROM filter_statuses WHERE filter_id = ?').run(row.id);
      sql(ctx.db, 'DELETE FROM filters WHERE id = ?').run(row.id);
    })();
    changed(me);
    return {};
  });

  app.get<IdParams>('/api/v2/filters/:id/keywords', async (req) => {
    const me = requireUser(ctx, req, 'read:filters');
    const filter = ownFilter(me, req.params.id);
    const rows = sql(ctx.db, 'SELECT * FROM filter_keywords WHERE filter_id = ? ORDER BY id').all(
      filter.id,
    ) as KeywordRow[];
    return rows.map(keywordJson);
  });

  app.post<IdParams>('/api/v2/filters/:id/keywords', async (req) => {
    const me = requireUser(ctx, req, 'write:filters');
    const row = addKeyword(ctx, ownFilter(me, req.params.id).id, obj(req.body));
    changed(me);
    return keywordJson(row);
  });

  app.get<IdParams>('/api/v2/filters/keywords/:id', async (req) => {
    const me = requireUser(ctx, req, 'read:filters');
    return keywordJson(ownKeyword(me, req.params.id));
  });

  app.put<IdParams>('/api/v2/filters/keywords/:id', async (req) => {
    const me = requireUser(ctx, req, 'write:filters');
    const row = ownKeyword(me, req.params.id);
    const body = obj(req.body);
    const updated: KeywordRow = {
      ...row,
      keyword: body.keyword === undefined ? row.keyword : keywordText(body.keyword),
      whole_word: bool(body.whole_word) === undefined ? row.whole_word : bool(body.whole_word) ? 1 : 0,
    };
    sql(ctx.db, 'UPDATE filter_keywords SET keyword = @keyword, whole_word = @whole_word WHERE id = @id').run(
      updated,
    );
    changed(me);
    return keywordJson(updated);
  });

  app.delete<IdParams>('/api/v2/filters/keywords/:id', async (req) => {
    const me = requireUser(ctx, req, 'write:filters');
    sql(ctx.db, 'DELETE FROM filter_keywords WHERE id = ?').run(ownKeyword(me, req.params.id).id);
    changed(me);
    return {};
  });

  app.get<IdParams>('/api/v2/filters/:id/statuses', async (req) => {
    const me = requireUser(ctx, req, 'read:filters');
    const filter = ownFilter(me, req.params.id);
    const rows = sql(ctx.db, 'SELECT * FROM filter_statuses WHERE filter_id = ? ORDER BY id').all(
      filter.id,
    ) as FilterStatusRow[];
    return rows.map(filterStatusJson);
  });

  app.post<IdParams>('/api/v2/filters/:id/statuses', async (req) => {
    const me = requireUser(ctx, req, 'write:filters');
    const filter = ownFilter(me, req.params.id);
    const statusId = str(obj(req.body).status_id) ?? '';
    const status = getStatusRow(ctx.db, statusId);
    if (!status || !canView(ctx.db, me, status)) throw notFound();
    const existing = sql(ctx.db, 'SELECT * FROM filter_statuses WHERE filter_id = ? AND status_id = ?').get(
      filter.id,
      status.id,
    ) as FilterStatusRow | undefined;
    if (existing) throw unprocessable('Validation failed: Status has already been taken');
    const row: FilterStatusRow = { id: snowflakeId(), filter_id: filter.id, status_id: status.id };
    sql(
      ctx.db,
      'INSERT INTO filter_statuses (id, filter_id, status_id) VALUES (@id, @filter_id, @status_id)',
    ).run(row);
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
    sql(ctx.db, 'DELETE FROM filter_statuses WHERE id = ?').run(row.id);
    changed(me);
    // The API description answers the removed FilterStatus here (and an empty object elsewhere).
    return filterStatusJson(row);
  });
}
