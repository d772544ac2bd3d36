import { sql, type ServerContext } from '../context';
import { snowflakeId } from '../ids';
import type { Db } from './db';
import { isUnicodeEmoji } from './emoji-data';

export interface AnnouncementRow {
  id: string;
  text: string;
  all_day: number;
  starts_at: number | null;
  ends_at: number | null;
  published: number;
  scheduled_at: number | null;
  published_at: number | null;
  updated_at: number;
}

const CHECK_INTERVAL_MS = 1000;

export interface AnnouncementReaction {
  name: string;
  count: number;
  me: number;
}

/** An announcement's reactions, by name in the order first given, and whether the viewer gave each. */
export function announcementReactions(
  ctx: ServerContext,
  announcementId: string,
  viewerId: string | null,
): AnnouncementReaction[] {
  return sql(
    ctx.db,
    `SELECT name, COUNT(*) AS count, MAX(account_id = ?) AS me FROM announcement_reactions
     WHERE announcement_id = ? GROUP BY name ORDER BY MIN(created_at)`,
  ).all(viewerId ?? '', announcementId) as AnnouncementReaction[];
}

/** Whether the viewer dismissed (read) the announcement. */
export function announcementRead(
  ctx: ServerContext,
  announcementId: string,
  viewerId: string | null,
): boolean {
  return (
    viewerId !== null &&
    sql(ctx.db, 'SELECT 1 FROM announcement_dismissals WHERE announcement_id = ? AND account_id = ?').get(
      announcementId,
      viewerId,
    ) !== undefined
  );
}

/** Published and not yet over, newest first. */
export function activeAnnouncements(ctx: ServerContext, now = Date.now()): AnnouncementRow[] {
  return sql(
    ctx.db,
    'SELECT * FROM announcements WHERE published = 1 AND (ends_at IS NULL OR ends_at > ?) ORDER BY published_at DESC',
  ).all(now) as AnnouncementRow[];
}

/** A reaction is a Unicode emoji or the shortcode of a custom emoji of the instance. */
export function validReaction(ctx: ServerContext, name: string): boolean {
  if (isUnicodeEmoji(name)) return true;
  return sql(ctx.db, 'SELECT 1 FROM custom_emojis WHERE shortcode = ?').get(name) !== undefined;
}

export function addAnnouncement(
  ctx: ServerContext,
  input: {
    text: string;
    allDay?: boolean;
    startsAt?: number;
    endsAt?: number;
    scheduledAt?: number;
    at?: number;
  },
): string {
  const at = input.at ?? Date.now();
  const id = snowflakeId(at);
  const scheduled = input.scheduledAt !== undefined && input.scheduledAt > Date.now();
  sql(
    ctx.db,
    `INSERT INTO announcements (id, text, all_day, starts_at, ends_at, published, scheduled_at, published_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    input.text,
    input.allDay ? 1 : 0,
    input.startsAt ?? null,
    input.endsAt ?? null,
    scheduled ? 0 : 1,
    input.scheduledAt ?? null,
    scheduled ? null : at,
    at,
  );
  return id;
}

/**
 * Publishes scheduled announcements when their time comes and sends each as an `announcement` event to
 * every user stream, as Mastodon's PublishScheduledAnnouncementWorker does. Answers a stop function.
 */
export function startAnnouncementScheduler(ctx: ServerContext): () => void {
  const tick = (): void => {
    const due = sql(
      ctx.db,
      'SELECT * FROM announcements WHERE published = 0 AND scheduled_at IS NOT NULL AND scheduled_at <= ?',
    ).all(Date.now()) as AnnouncementRow[];
    for (const row of due) {
      const now = Date.now();
      sql(
        ctx.db,
        'UPDATE announcements SET published = 1, published_at = ?, updated_at = ? WHERE id = ?',
      ).run(now, now, row.id);
      const published = { ...row, published: 1, published_at: now, updated_at: now };
      ctx.events.emit('announcementPublished', { row: published });
    }
  };
  const timer = setInterval(() => {
    try {
      tick();
    } catch {
      // The database may be closing; the next tick (if any) tries again.
    }
  }, CHECK_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** How many users reacted to an announcement with an emoji. */
export function reactionCount(db: Db, announcementId: string, name: string): number {
  const row = sql(
    db,
    'SELECT COUNT(*) AS n FROM announcement_reactions WHERE announcement_id = ? AND name = ?',
  ).get(announcementId, name) as { n: number };
  return row.n;
}

/** Whether an announcement already carries a reaction of this name. */
export function hasReactionName(db: Db, announcementId: string, name: string): boolean {
  return (
    sql(db, 'SELECT 1 FROM announcement_reactions WHERE announcement_id = ? AND name = ?').get(
      announcementId,
      name,
    ) !== undefined
  );
}

/** How many distinct reactions an announcement carries. */
export function reactionNameCount(db: Db, announcementId: string): number {
  const row = sql(
    db,
    'SELECT COUNT(DISTINCT name) AS n FROM announcement_reactions WHERE announcement_id = ?',
  ).get(announcementId) as { n: number };
  return row.n;
}

export function dismissAnnouncement(db: Db, announcementId: string, accountId: string): void {
  sql(db, 'INSERT OR IGNORE INTO announcement_dismissals (announcement_id, account_id) VALUES (?, ?)').run(
    announcementId,
    accountId,
  );
}

/**
 * Adds (true) or withdraws (false) a user's reaction to an announcement. Answers whether anything changed:
 * false when the user had already given it, or had not given it.
 */
export function setReaction(
  db: Db,
  announcementId: string,
  accountId: string,
  name: string,
  on: boolean,
): boolean {
  const result = on
    ? sql(
        db,
        'INSERT OR IGNORE INTO announcement_reactions (announcement_id, account_id, name, created_at) VALUES (?, ?, ?, ?)',
      ).run(announcementId, accountId, name, Date.now())
    : sql(
        db,
        'DELETE FROM announcement_reactions WHERE announcement_id = ? AND account_id = ? AND name = ?',
      ).run(announcementId, accountId, name);
  return result.changes > 0;
}
