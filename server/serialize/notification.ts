import type { Renderer } from './renderer';
import type { Json, NotificationRow } from './rows';
import { iso } from './rows';

/** The group key the API shows: stored for groupable types, `ungrouped-<id>` otherwise. */
export function apiGroupKey(row: NotificationRow): string {
  return row.group_key === 'ungrouped' ? `ungrouped-${row.id}` : row.group_key;
}

export function serializeNotification(r: Renderer, row: NotificationRow): Json | null {
  const account = r.account(row.from_account_id);
  if (!account) return null;
  const json: Json = {
    id: row.id,
    type: row.type,
    created_at: iso(row.created_at),
    group_key: apiGroupKey(row),
    account,
  };
  if (row.status_id) {
    const status = r.status(row.status_id);
    if (!status) return null;
    json.status = status;
  }
  return json;
}
