import type { RelationshipEntity } from '../entities';
import { sql, type ServerContext } from '../context';
import { forbidden, notFound } from '../errors';
import { snowflakeId } from '../ids';

import { leaveOwnersLists } from './lists';
import { activeMute, isBlocking } from './moderation';
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

export function relationship(ctx: ServerContext, viewerId: string, targetId: string): RelationshipEntity {
  const out = followRow(ctx, viewerId, targetId);
  const back = followRow(ctx, targetId, viewerId);
  const muted = activeMute(ctx.db, viewerId, targetId);
  const note = sql(ctx.db, 'SELECT comment FROM account_notes WHERE account_id = ? AND target_id = ?').get(
    viewerId,
    targetId,
  ) as { comment: string } | undefined;
  const endorsed =
    sql(ctx.db, 'SELECT 1 FROM endorsements WHERE account_id = ? AND target_id = ?').get(
      viewerId,
      targetId,
    ) !== undefined;
  return {
    id: targetId,
    following: out?.state === 'accepted',
    showing_reblogs: out?.state === 'accepted' ? out.show_reblogs === 1 : false,
    notifying: out?.state === 'accepted' ? out.notify === 1 : false,
    languages: null,
    followed_by: back?.state === 'accepted',
    blocking: isBlocking(ctx.db, viewerId, targetId),
    blocked_by: isBlocking(ctx.db, targetId, viewerId),
    muting: muted !== undefined,
    muting_notifications: muted?.notifications === 1,
    muting_expires_at: muted?.expires_at ? new Date(muted.expires_at).toISOString() : null,
    requested: out?.state === 'requested',
    requested_by: back?.state === 'requested',
    domain_blocking: false,
    endorsed,
    note: note?.comment ?? '',
  };
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
