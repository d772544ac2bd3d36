import { sql, type ServerContext } from '../context';
import { snowflakeId } from '../ids';
import type { Db } from './db';
import type { PageQuery } from './paging';
import type { NotificationRow } from './rows';
import { silencedSenders } from './blocks-mutes';
import { policyVerdict, recordRequest } from './notification-policy';
import { getStatusRow, maySee } from './visibility';

export const GROUPABLE_TYPES = new Set(['favourite', 'reblog', 'follow']);

/**
 * Mastodon's notification types (`Notification::TYPES` and those of the API description). A `types[]` or
 * `exclude_types[]` filter keeps only these: others are ignored, as Mastodon ignores them.
 */
export const NOTIFICATION_TYPES: ReadonlySet<string> = new Set([
  'mention',
  'status',
  'reblog',
  'follow',
  'follow_request',
  'favourite',
  'poll',
  'update',
  'admin.sign_up',
  'admin.report',
  'severed_relationships',
  'moderation_warning',
  'annual_report',
  'quote',
  'quoted_update',
  'added_to_collection',
  'collection_update',
]);

/** The known types among those asked for, once each. */
export function knownNotificationTypes(types: readonly string[]): string[] {
  const known = new Set<string>();
  for (const type of types) if (NOTIFICATION_TYPES.has(type)) known.add(type);
  return [...known];
}
const HOUR_S = 3600;
const MAX_GROUP_SPAN_HOURS = 12;

/**
 * Mastodon's group key: favourites and boosts of one post, and follows, share a key within a 12-hour span
 * (the bucket of the group's first notification is reused while it is recent); others stay alone.
 */
function groupKeyFor(
  ctx: ServerContext,
  recipientId: string,
  type: string,
  statusId: string | null,
  createdAt: number,
): string {
  if (!GROUPABLE_TYPES.has(type)) return 'ungrouped';
  const prefix = type === 'follow' ? 'follow' : `${type}-${statusId}`;
  let bucket = Math.floor(createdAt / 1000 / HOUR_S);
  const previous = sql(
    ctx.db,
    'SELECT group_key FROM notifications WHERE account_id = ? AND group_key LIKE ? ORDER BY id DESC LIMIT 1',
  ).get(recipientId, `${prefix}-%`) as { group_key: string } | undefined;
  if (previous) {
    const previousBucket = Number(previous.group_key.slice(prefix.length + 1));
    if (Number.isInteger(previousBucket) && bucket < previousBucket + MAX_GROUP_SPAN_HOURS)
      bucket = previousBucket;
  }
  return `${prefix}-${bucket}`;
}

export interface NotifyInput {
  recipientId: string;
  fromId: string;
  type: string;
  statusId?: string | null;
  createdAt?: number;
  /** Seeding writes history without streaming it. */
  silent?: boolean;
  /** The report, moderation warning or severance event of the types that carry one. */
  extra?: Record<string, unknown>;
}

/** A severance event is about the recipient's own account, so it comes "from" them. */
const FROM_SELF_TYPES = new Set(['severed_relationships']);

/** A muted thread notifies its muter of nothing more: replies, mentions, favourites, boosts, quotes. */
function inMutedConversation(ctx: ServerContext, recipientId: string, statusId: string): boolean {
  return (
    sql(
      ctx.db,
      `SELECT 1 FROM statuses s JOIN conversation_mutes m ON m.conversation_id = COALESCE(s.conversation_id, s.id)
       WHERE s.id = ? AND m.account_id = ?`,
    ).get(statusId, recipientId) !== undefined
  );
}

/**
 * Nothing is notified, streamed or pushed about a post its recipient may not see: a quote in a
 * followers-only post by someone the quoted author does not follow, a post across a block. Asked when a
 * notification is made and again by each delivery of it.
 */
export function seesNotifiedPost(db: Db, recipientId: string, statusId: string | null): boolean {
  if (statusId === null) return true;
  const status = getStatusRow(db, statusId);
  return status !== undefined && maySee(db, recipientId, status);
}

export function createNotification(ctx: ServerContext, input: NotifyInput): NotificationRow | null {
  if (input.recipientId === input.fromId && !FROM_SELF_TYPES.has(input.type)) return null;
  const recipient = sql(ctx.db, 'SELECT suspended, memorial FROM accounts WHERE id = ?').get(
    input.recipientId,
  ) as { suspended: number; memorial: number } | undefined;
  if (!recipient || recipient.suspended === 1) return null;
  if (silencedSenders(ctx.db, input.recipientId).includes(input.fromId)) return null;
  if (input.statusId && inMutedConversation(ctx, input.recipientId, input.statusId)) return null;
  if (!seesNotifiedPost(ctx.db, input.recipientId, input.statusId ?? null)) return null;
  const createdAt = input.createdAt ?? Date.now();
  const verdict = policyVerdict(ctx, input.recipientId, input.fromId, input.type, input.statusId ?? null);
  if (verdict === 'drop') return null;
  const row: NotificationRow = {
    id: snowflakeId(createdAt),
    account_id: input.recipientId,
    from_account_id: input.fromId,
    type: input.type,
    status_id: input.statusId ?? null,
    group_key: groupKeyFor(ctx, input.recipientId, input.type, input.statusId ?? null, createdAt),
    created_at: createdAt,
    filtered: verdict === 'filter' ? 1 : 0,
    extra_json: input.extra ? JSON.stringify(input.extra) : null,
  };
  sql(
    ctx.db,
    `INSERT INTO notifications (id, account_id, from_account_id, type, status_id, group_key, created_at, filtered, extra_json)
     VALUES (@id, @account_id, @from_account_id, @type, @status_id, @group_key, @created_at, @filtered, @extra_json)`,
  ).run(row);
  // A filtered notification waits in the requests: no stream event, no push.
  if (row.filtered === 1) {
    recordRequest(ctx, input.recipientId, input.fromId, input.statusId ?? null, createdAt);
    return row;
  }
  if (!input.silent) ctx.events.emit('notificationCreated', { row });
  return row;
}

/** Notifies each account mentioned in a new post (not the author). */
export function notifyMentions(
  ctx: ServerContext,
  statusId: string,
  authorId: string,
  silent = false,
  createdAt?: number,
): void {
  const mentioned = sql(ctx.db, 'SELECT account_id FROM mentions WHERE status_id = ?').all(statusId) as {
    account_id: string;
  }[];
  for (const { account_id } of mentioned) {
    createNotification(ctx, {
      recipientId: account_id,
      fromId: authorId,
      type: 'mention',
      statusId,
      silent,
      createdAt,
    });
  }
}

export interface NotificationListOptions {
  types: string[];
  excludeTypes: string[];
  /** Only this sender's (a notification request's), filtered ones included. */
  accountId?: string;
  includeFiltered: boolean;
}

/** The user's notifications as the list endpoints page them. */
export function notificationList(db: Db, me: string, options: NotificationListOptions): PageQuery {
  // Notifications that came before a block or a mute leave the list with it.
  const where = ['n.account_id = ?', 'n.from_account_id NOT IN (SELECT value FROM json_each(?))'];
  const args: unknown[] = [me, JSON.stringify(silencedSenders(db, me))];
  // The types are one JSON array each, so the SQL text is the same whatever their number. Asking only for
  // unknown types lists nothing, as on Mastodon (the asked types meet the known ones in nothing).
  if (options.types.length) {
    where.push('n.type IN (SELECT value FROM json_each(?))');
    args.push(JSON.stringify(knownNotificationTypes(options.types)));
  }
  const excluded = knownNotificationTypes(options.excludeTypes);
  if (excluded.length) {
    where.push('n.type NOT IN (SELECT value FROM json_each(?))');
    args.push(JSON.stringify(excluded));
  }
  // As Mastodon: filtered notifications show when asked for, or when listing one sender's (a request).
  if (!options.accountId && !options.includeFiltered) where.push('n.filtered = 0');
  if (options.accountId) {
    where.push('n.from_account_id = ?');
    args.push(options.accountId);
  }
  return { from: 'notifications n', where, args, cursor: 'n.id', item: 'n.id' };
}

export function notificationRow(db: Db, id: string): NotificationRow | undefined {
  return sql(db, 'SELECT * FROM notifications WHERE id = ?').get(id) as NotificationRow | undefined;
}

/** Deletes one of the user's notifications; false when there was none by that id for them. */
export function dismissNotification(db: Db, accountId: string, id: string): boolean {
  return sql(db, 'DELETE FROM notifications WHERE id = ? AND account_id = ?').run(id, accountId).changes > 0;
}

export function clearNotifications(db: Db, accountId: string): void {
  sql(db, 'DELETE FROM notifications WHERE account_id = ?').run(accountId);
}

/** Unfiltered notifications after the read marker, counted up to 1,000 as Mastodon does. */
export function unreadNotificationCount(db: Db, accountId: string, lastReadId: string | undefined): number {
  const row = sql(
    db,
    'SELECT COUNT(*) AS n FROM (SELECT 1 FROM notifications WHERE account_id = ? AND filtered = 0 AND id > ? LIMIT 1000)',
  ).get(accountId, lastReadId ?? '0') as { n: number };
  return row.n;
}
