import { isHiddenByFilter } from '../store/filters';
import type { Renderer } from './renderer';
import type { Json, NotificationRow } from '../store/rows';
import type { NotificationEntity } from '../entities';
import { iso } from '../store/rows';

/** The group key the API shows: stored for groupable types, `ungrouped-<id>` otherwise. */
export function apiGroupKey(row: NotificationRow): string {
  return row.group_key === 'ungrouped' ? `ungrouped-${row.id}` : row.group_key;
}

/**
 * The report (admin.report), moderation warning or severance event a notification carries, with the
 * accounts they name rendered now (so they stay current).
 */
export function notificationExtras(r: Renderer, row: NotificationRow): Json {
  if (!row.extra_json) return {};
  const extra = JSON.parse(row.extra_json) as Json;
  const out: Json = {};
  for (const key of ['report', 'moderation_warning'] as const) {
    const value = extra[key] as Json | undefined;
    if (!value) continue;
    const { target_account_id: targetId, ...rest } = value;
    out[key] = { ...rest, target_account: r.account(String(targetId)) };
  }
  if (extra.event) out.event = extra.event;
  return out;
}

export function serializeNotification(r: Renderer, row: NotificationRow): NotificationEntity | null {
  const account = r.account(row.from_account_id);
  if (!account) return null;
  const json: NotificationEntity = {
    id: row.id,
    // The store writes only the types Mastodon defines.
    type: row.type as NotificationEntity['type'],
    created_at: iso(row.created_at),
    group_key: apiGroupKey(row),
    account,
    ...notificationExtras(r, row),
  };
  if (row.status_id) {
    const status = r.status(row.status_id);
    // A notification about a post that a hide filter of the notifications context matches is left out.
    if (!status || (r.filterContext === 'notifications' && isHiddenByFilter(status, 'notifications'))) return null;
    json.status = status;
  }
  return json;
}
