// Who blocks and mutes whom, as the rest of the store reads it: the queries that keep blocked and muted
// accounts out of timelines, notifications and relationships. Reads only, importing nothing else from the
// store, so that the modules writing blocks, mutes and follows can all depend on it.
import { sql } from '../context';
import type { Db } from './db';

/** A mute counts while it has no end or its end is still ahead. */
const ACTIVE_MUTE = '(expires_at IS NULL OR expires_at > ?)';

export interface MuteRow {
  notifications: number;
  expires_at: number | null;
}

export function activeMute(db: Db, from: string, to: string): MuteRow | undefined {
  return sql(
    db,
    `SELECT notifications, expires_at FROM mutes WHERE account_id = ? AND target_id = ? AND ${ACTIVE_MUTE}`,
  ).get(from, to, Date.now()) as MuteRow | undefined;
}

export function isBlocking(db: Db, from: string, to: string): boolean {
  return sql(db, 'SELECT 1 FROM blocks WHERE account_id = ? AND target_id = ?').get(from, to) !== undefined;
}

/**
 * Accounts whose posts a viewer does not see in timelines: those the viewer blocks or mutes, and those
 * that block the viewer. Answered as a JSON array for `IN (SELECT value FROM json_each(?))`.
 */
export function hiddenAuthors(db: Db, viewerId: string | null): string[] {
  if (viewerId === null) return [];
  const rows = sql(
    db,
    `SELECT target_id AS id FROM blocks WHERE account_id = ?
     UNION SELECT account_id AS id FROM blocks WHERE target_id = ?
     UNION SELECT target_id AS id FROM mutes WHERE account_id = ? AND ${ACTIVE_MUTE}`,
  ).all(viewerId, viewerId, viewerId, Date.now()) as { id: string }[];
  return rows.map((r) => r.id);
}

/**
 * Accounts whose notifications a recipient does not get: those on either side of a block with them, and
 * those muted with notifications.
 */
export function silencedSenders(db: Db, recipientId: string): string[] {
  const rows = sql(
    db,
    `SELECT target_id AS id FROM blocks WHERE account_id = ?
     UNION SELECT account_id AS id FROM blocks WHERE target_id = ?
     UNION SELECT target_id AS id FROM mutes WHERE account_id = ? AND notifications = 1 AND ${ACTIVE_MUTE}`,
  ).all(recipientId, recipientId, recipientId, Date.now()) as { id: string }[];
  return rows.map((r) => r.id);
}

/** SQL keeping out posts (and boosts of posts) by the given authors; one JSON-array argument per `?`. */
export const NOT_BY_HIDDEN =
  '(s.account_id NOT IN (SELECT value FROM json_each(?)) AND NOT EXISTS (SELECT 1 FROM statuses hr WHERE hr.id = s.reblog_of_id AND hr.account_id IN (SELECT value FROM json_each(?))))';

export interface ViewerModeration {
  blocking: Set<string>;
  blockedBy: Set<string>;
  muting: Set<string>;
}

/** The viewer's blocks and mutes, for quote states (blocked_account, muted_account). */
export function viewerModeration(db: Db, viewerId: string | null): ViewerModeration {
  if (viewerId === null) return { blocking: new Set(), blockedBy: new Set(), muting: new Set() };
  const ids = (text: string, ...args: unknown[]): Set<string> =>
    new Set((sql(db, text).all(...args) as { id: string }[]).map((r) => r.id));
  return {
    blocking: ids('SELECT target_id AS id FROM blocks WHERE account_id = ?', viewerId),
    blockedBy: ids('SELECT account_id AS id FROM blocks WHERE target_id = ?', viewerId),
    muting: ids(
      `SELECT target_id AS id FROM mutes WHERE account_id = ? AND ${ACTIVE_MUTE}`,
      viewerId,
      Date.now(),
    ),
  };
}
