import { announcementReactions, announcementRead, type AnnouncementRow } from '../store/announcements';
import { iso } from '../store/rows';
import type { AnnouncementEntity } from '../entities';
import { renderText } from '../text';
import type { Renderer } from './renderer';

/** An announcement as Mastodon sends it, for the renderer's viewer (their reactions and whether they read it). */
export function announcementJson(r: Renderer, row: AnnouncementRow): AnnouncementEntity {
  const viewer = r.viewerId;
  const reactions = announcementReactions(r.ctx, row.id, viewer);
  const custom = new Map(r.emojisIn(reactions.map((x) => `:${x.name}:`)).map((e) => [e.shortcode, e]));
  return {
    id: row.id,
    content: renderText(row.text, { base: r.base, localDomain: r.ctx.localDomain, mentions: [] }),
    starts_at: row.starts_at === null ? null : iso(row.starts_at),
    ends_at: row.ends_at === null ? null : iso(row.ends_at),
    all_day: row.all_day === 1,
    published_at: iso(row.published_at ?? row.updated_at),
    updated_at: iso(row.updated_at),
    read: announcementRead(r.ctx, row.id, viewer),
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
