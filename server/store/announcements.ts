import { sql, type ServerContext } from '../context';
import { snowflakeId } from '../ids';
import type { Renderer } from '../serialize/renderer';
import { iso, type Json } from '../serialize/rows';
import { renderText } from '../serialize/text';
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

export function announcementJson(r: Renderer, row: AnnouncementRow): Json {
  const viewer = r.viewerId;
  const reactions = sql(
    r.ctx.db,
    `SELECT name, COUNT(*) AS count, MAX(account_id = ?) AS me FROM announcement_reactions
     WHERE announcement_id = ? GROUP BY name ORDER BY MIN(created_at)`,
  ).all(viewer ?? '', row.id) as { name: string; count: number; me: number }[];
  const custom = new Map(
    r.emojisIn(reactions.map((x) => `:${x.name}:`)).map((e) => [e.shortcode as string, e]),
  );
  const read =
    viewer !== null &&
    sql(r.ctx.db, 'SELECT 1 FROM announcement_dismissals WHERE announcement_id = ? AND account_id = ?').get(
      row.id,
      viewer,
    ) !== undefined;
  return {
    id: row.id,
    content: renderText(row.text, { base: r.base, localDomain: r.ctx.localDomain, mentions: [] }),
    starts_at: row.starts_at === null ? null : iso(row.starts_at),
    ends_at: row.ends_at === null ? null : iso(row.ends_at),
    all_day: row.all_day === 1,
    published_at: iso(row.published_at ?? row.updated_at),
    updated_at: iso(row.updated_at),
    read,
    mentions: [],
    statuses: [],
    tags: [],
    emojis: r.emojisIn([row.text]),
    reactions: reactions.map((x) => {
      const emoji = custom.get(x.name);
      return {
        name: x.name,
        count: x.count,
        me: x.me === 1,
        ...(emoji ? { url: emoji.url, static_url: emoji.static_url } : {}),
      };
    }),
  };
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
export function startAnnouncementScheduler(
  ctx: ServerContext,
  render: (row: AnnouncementRow) => Json,
): () => void {
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
      ctx.hub.broadcast('user', 'announcement', JSON.stringify(render(published)));
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
