import { sql } from '../context';
import type { Db } from './db';

export interface MarkerRow {
  timeline: string;
  last_read_id: string;
  version: number;
  updated_at: number;
}

export function markerRow(db: Db, accountId: string, timeline: string): MarkerRow | undefined {
  return sql(db, 'SELECT * FROM markers WHERE account_id = ? AND timeline = ?').get(accountId, timeline) as
    MarkerRow | undefined;
}

/** Moves a read marker, counting its versions as Mastodon does. */
export function saveMarker(db: Db, accountId: string, timeline: string, lastReadId: string): void {
  sql(
    db,
    `INSERT INTO markers (account_id, timeline, last_read_id, version, updated_at) VALUES (?, ?, ?, 1, ?)
     ON CONFLICT (account_id, timeline) DO UPDATE SET last_read_id = excluded.last_read_id, version = version + 1, updated_at = excluded.updated_at`,
  ).run(accountId, timeline, lastReadId, Date.now());
}

/** The web app's stored settings (JSON text), or undefined before the first save. */
export function webSettingsJson(db: Db, accountId: string): string | undefined {
  const row = sql(db, 'SELECT data_json FROM web_settings WHERE account_id = ?').get(accountId) as
    { data_json: string } | undefined;
  return row?.data_json;
}

export function saveWebSettingsJson(db: Db, accountId: string, json: string): void {
  sql(
    db,
    'INSERT INTO web_settings (account_id, data_json) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET data_json = excluded.data_json',
  ).run(accountId, json);
}
