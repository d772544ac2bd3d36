import { sql } from '../context';
import { limitParam, obj } from '../http/params';
import { sqlCursor } from '../ids';
import type { Db } from './db';

export interface PageParams {
  maxId?: string;
  sinceId?: string;
  minId?: string;
  limit: number;
}

export function pageParams(query: unknown, defaultLimit: number, maxLimit: number): PageParams {
  const q = obj(query);
  return {
    maxId: sqlCursor(q.max_id),
    sinceId: sqlCursor(q.since_id),
    minId: sqlCursor(q.min_id),
    limit: limitParam(q.limit, defaultLimit, maxLimit),
  };
}

export interface PageQuery {
  /** FROM clause (tables and joins). */
  from: string;
  where: string[];
  args: unknown[];
  /** The id column paged on (its values go into the Link header). */
  cursor: string;
  /** The column naming the listed item (a status id for favourites, say); defaults to the cursor. */
  item?: string;
  /**
   * The list's own conditions already keep to posts its signed-in viewer may see, so `statusPage` need not
   * add the SQL form of `maySee` (each post is still asked `maySee` when it is rendered).
   */
  seenByItsRules?: boolean;
}

export interface PageRow {
  cursor: string;
  item: string;
}

/**
 * One page in Mastodon's order: newest first; max_id and since_id bound it, min_id pages forwards from
 * just after the given id (fetched ascending, then reversed).
 */
export function fetchPage(db: Db, query: PageQuery, page: PageParams, overfetch = 1): PageRow[] {
  const where = [...query.where];
  const args = [...query.args];
  if (page.maxId) {
    where.push(`${query.cursor} < ?`);
    args.push(page.maxId);
  }
  if (page.sinceId) {
    where.push(`${query.cursor} > ?`);
    args.push(page.sinceId);
  }
  if (page.minId) {
    where.push(`${query.cursor} > ?`);
    args.push(page.minId);
  }
  const order = page.minId ? 'ASC' : 'DESC';
  const text = `SELECT ${query.cursor} AS cursor, ${query.item ?? query.cursor} AS item FROM ${query.from}
    WHERE ${where.length ? where.join(' AND ') : '1'} ORDER BY ${query.cursor} ${order} LIMIT ?`;
  const rows = sql(db, text).all(...args, page.limit * overfetch) as PageRow[];
  return page.minId ? rows.reverse() : rows;
}
