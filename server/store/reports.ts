import { sql } from '../context';
import type { Db } from './db';

export interface ReportRow {
  id: string;
  account_id: string;
  target_account_id: string;
  category: string;
  comment: string;
  status_ids_json: string;
  rule_ids_json: string;
  forwarded: number;
  created_at: number;
}

export function insertReport(db: Db, row: ReportRow): void {
  sql(
    db,
    `INSERT INTO reports (id, account_id, target_account_id, category, comment, status_ids_json, rule_ids_json, forwarded, created_at)
     VALUES (@id, @account_id, @target_account_id, @category, @comment, @status_ids_json, @rule_ids_json, @forwarded, @created_at)`,
  ).run(row);
}
