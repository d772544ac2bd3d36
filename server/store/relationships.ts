import type { RelationshipEntity } from '../entities';
import { sql, type ServerContext } from '../context';
import { forbidden, notFound } from '../errors';
import { snowflakeId } from '../ids';

import { leaveOwnersLists } from './lists';
import { isBlocking } from './blocks-mutes';
import { createNotification } from './notifications';

interface FollowRow {
  id: string;
  state: string;
  show_reblogs: number;
  notify: number;
}

function followRow(ctx: ServerContext, from: string, to: string): FollowRow | undefined {
  return sql(
    ctx.db,
    'SELECT id, state, show_reblogs, notify FROM follows WHERE account_id = ? AND target_id = ?',
  ).get(from, to) as FollowRow | undefined;
}

interface RelationshipRow {
  id: string;
  out_state: string | null;
  out_reblogs: number | null;
  out_notify: number | null;
  back_state: string | null;
  muting: number;
  mute_notifications: number | null;
  mute_expires_at: number | null;
  note: string | null;
  endorsed: number;
  blocking: number;
  blocked_by: number;
}

/**
 * The viewer's relationships with many accounts, read with one statement whatever their number (the ids
 * go in as one JSON array), in the order asked.
 */
export function relationships(
  ctx: ServerContext,
  viewerId: string,
  targetIds: readonly string[],
): RelationshipEntity[] {
  if (targetIds.length === 0) return [];
  const rows = sql(
    ctx.db,
    `SELECT t.value AS id,
       fo.state AS out_state, fo.show_reblogs AS out_reblogs, fo.notify AS out_notify,
       fb.state AS back_state,
       m.account_id IS NOT NULL AS muting, m.notifications AS mute_notifications, m.expires_at AS mute_expires_at,
       n.comment AS note,
       EXISTS (SELECT 1 FROM endorsements e WHERE e.account_id = @viewer AND e.target_id = t.value) AS endorsed,
       EXISTS (SELECT 1 FROM blocks b WHERE b.account_id = @viewer AND b.target_id = t.value) AS blocking,
       EXISTS (SELECT 1 FROM blocks b WHERE b.account_id = t.value AND b.target_id = @viewer) AS blocked_by
     FROM json_each(@ids) t
     LEFT JOIN follows fo ON fo.account_id = @viewer AND fo.target_id = t.value
     LEFT JOIN follows fb ON fb.account_id = t.value AND fb.target_id = @viewer
     LEFT JOIN mutes m ON m.account_id = @viewer AND m.target_id = t.value
       AND (m.expires_at IS NULL OR m.expires_at > @now)
     LEFT JOIN account_notes n ON n.account_id = @viewer AND n.target_id = t.value
     ORDER BY t.key`,
  ).all({ viewer: viewerId, ids: JSON.stringify(targetIds), now: Date.now() }) as RelationshipRow[];
  return rows.map((row) => {
    const following = row.out_state === 'accepted';
    return {
      id: row.id,
      following,
      showing_reblogs: following ? row.out_reblogs === 1 : false,
      notifying: following ? row.out_notify === 1 : false,
      languages: null,
      followed_by: row.back_state === 'accepted',
      blocking: row.blocking === 1,
      blocked_by: row.blocked_by === 1,
      muting: row.muting === 1,
      muting_notifications: row.mute_notifications === 1,
      muting_expires_at: row.mute_expires_at ? new Date(row.mute_expires_at).toISOString() : null,
      requested: row.out_state === 'requested',
      requested_by: row.back_state === 'requested',
      domain_blocking: false,
      endorsed: row.endorsed === 1,
      note: row.note ?? '',
    };
  });
}

export function relationship(ctx: ServerContext, viewerId: string, targetId: string): RelationshipEntity {
  return relationships(ctx, viewerId, [targetId])[0];
}

function adjustCounts(ctx: ServerContext, from: string, to: string, delta: number): void {
  sql(ctx.db, 'UPDATE accounts SET following_count = MAX(following_count + ?, 0) WHERE id = ?').run(
    delta,
    from,
  );
  sql(ctx.db, 'UPDATE accounts SET followers_count = MAX(followers_count + ?, 0) WHERE id = ?').run(
    delta,
    to,
  );
}

export interface FollowOptions {
  reblogs?: boolean;
  notify?: boolean;
  createdAt?: number;
  silent?: boolean;
}

/** Follows, or requests to follow a locked account; repeating it updates the options. */
export function follow(ctx: ServerContext, from: string, to: string, options: FollowOptions = {}): void {
  const target = sql(ctx.db, 'SELECT id, locked, suspended, moved_to_id FROM accounts WHERE id = ?').get(
    to,
  ) as { id: string; locked: number; suspended: number } | undefined;
  if (!target || target.suspended === 1 || from === to) throw notFound();
  if (isBlocking(ctx.db, from, to) || isBlocking(ctx.db, to, from)) throw forbidden();
  const existing = followRow(ctx, from, to);
  if (existing) {
    sql(ctx.db, 'UPDATE follows SET show_reblogs = ?, notify = ? WHERE id = ?').run(
      options.reblogs === undefined ? existing.show_reblogs : options.reblogs ? 1 : 0,
      options.notify === undefined ? existing.notify : options.notify ? 1 : 0,
      existing.id,
    );
    return;
  }
  const at = options.createdAt ?? Date.now();
  const state = target.locked === 1 ? 'requested' : 'accepted';
  sql(
    ctx.db,
    'INSERT INTO follows (id, account_id, target_id, state, show_reblogs, notify, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(snowflakeId(at), from, to, state, options.reblogs === false ? 0 : 1, options.notify ? 1 : 0, at);
  if (state === 'accepted') adjustCounts(ctx, from, to, 1);
  createNotification(ctx, {
    recipientId: to,
    fromId: from,
    type: state === 'accepted' ? 'follow' : 'follow_request',
    silent: options.silent,
    createdAt: at,
  });
}

/** Ends a follow or a pending request; the followed account leaves the follower's lists with it. */
export function unfollow(ctx: ServerContext, from: string, to: string): void {
  const existing = followRow(ctx, from, to);
  if (!existing) return;
  sql(ctx.db, 'DELETE FROM follows WHERE id = ?').run(existing.id);
  leaveOwnersLists(ctx.db, from, to);
  if (existing.state === 'accepted') adjustCounts(ctx, from, to, -1);
  sql(
    ctx.db,
    "DELETE FROM notifications WHERE account_id = ? AND from_account_id = ? AND type IN ('follow', 'follow_request')",
  ).run(to, from);
}

/** Accepts or rejects a pending request from `requester` to `target`. */
export function answerFollowRequest(
  ctx: ServerContext,
  target: string,
  requester: string,
  accept: boolean,
): void {
  const existing = followRow(ctx, requester, target);
  if (!existing || existing.state !== 'requested') throw notFound();
  sql(
    ctx.db,
    "DELETE FROM notifications WHERE account_id = ? AND from_account_id = ? AND type = 'follow_request'",
  ).run(target, requester);
  if (!accept) {
    sql(ctx.db, 'DELETE FROM follows WHERE id = ?').run(existing.id);
    leaveOwnersLists(ctx.db, requester, target);
    return;
  }
  sql(ctx.db, "UPDATE follows SET state = 'accepted' WHERE id = ?").run(existing.id);
  adjustCounts(ctx, requester, target, 1);
}
