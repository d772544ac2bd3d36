import { sql } from '../context';
import type { Db } from './db';
import type { MediaRow } from './media';
import type { StatusRow } from './rows';
import type { MentionTarget } from '../text';

interface Flags {
  favourited: boolean;
  reblogged: boolean;
  bookmarked: boolean;
  pinned: boolean;
}

const IN_LIST = 'SELECT value FROM json_each(?)';

/**
 * Rows a page of statuses needs, read with one query per kind for the whole page (statuses, the posts they
 * boost or quote, mentions, tags, the viewer's flags) instead of several queries per status.
 */
export class StatusCache {
  private readonly rows = new Map<string, StatusRow | undefined>();
  private readonly mentions = new Map<string, MentionTarget[]>();
  private readonly tags = new Map<string, string[]>();
  private readonly media = new Map<string, MediaRow[]>();
  private readonly flags = new Map<string, Flags>();
  private following: Set<string> | undefined;

  constructor(
    private readonly db: Db,
    private readonly viewerId: string | null,
  ) {}

  load(ids: string[]): void {
    let pending = ids.filter((id) => !this.rows.has(id));
    // Three rounds cover a boost of a post that quotes another.
    for (let round = 0; round < 3 && pending.length > 0; round++) {
      const found = sql(this.db, `SELECT * FROM statuses WHERE id IN (${IN_LIST})`).all(
        JSON.stringify(pending),
      ) as StatusRow[];
      for (const id of pending) this.rows.set(id, undefined);
      for (const row of found) this.rows.set(row.id, row);
      pending = found
        .flatMap((row) => [row.reblog_of_id, row.quote_of_id])
        .filter((id): id is string => id !== null && !this.rows.has(id));
    }
    const all = [...this.rows.keys()].filter((id) => !this.mentions.has(id));
    if (all.length === 0) return;
    const json = JSON.stringify(all);
    for (const id of all) {
      this.mentions.set(id, []);
      this.tags.set(id, []);
      this.media.set(id, []);
    }
    const mediaRows = sql(
      this.db,
      `SELECT * FROM media_attachments WHERE status_id IN (${IN_LIST}) ORDER BY position`,
    ).all(json) as MediaRow[];
    for (const m of mediaRows) this.media.get(m.status_id!)!.push(m);
    const mentionRows = sql(
      this.db,
      `SELECT m.status_id, a.id, a.username FROM mentions m JOIN accounts a ON a.id = m.account_id WHERE m.status_id IN (${IN_LIST})`,
    ).all(json) as (MentionTarget & { status_id: string })[];
    for (const m of mentionRows) this.mentions.get(m.status_id)!.push({ id: m.id, username: m.username });
    const tagRows = sql(
      this.db,
      `SELECT status_id, tag FROM status_tags WHERE status_id IN (${IN_LIST})`,
    ).all(json) as {
      status_id: string;
      tag: string;
    }[];
    for (const t of tagRows) this.tags.get(t.status_id)!.push(t.tag);
    if (this.viewerId === null) return;
    const viewer = this.viewerId;
    const setOf = (text: string): Set<string> =>
      new Set((sql(this.db, text).all(viewer, json) as { id: string }[]).map((r) => r.id));
    const favourited = setOf(
      `SELECT status_id AS id FROM favourites WHERE account_id = ? AND status_id IN (${IN_LIST})`,
    );
    const bookmarked = setOf(
      `SELECT status_id AS id FROM bookmarks WHERE account_id = ? AND status_id IN (${IN_LIST})`,
    );
    const pinned = setOf(
      `SELECT status_id AS id FROM pins WHERE account_id = ? AND status_id IN (${IN_LIST})`,
    );
    const reblogged = setOf(
      `SELECT reblog_of_id AS id FROM statuses WHERE account_id = ? AND reblog_of_id IN (${IN_LIST})`,
    );
    for (const id of all) {
      this.flags.set(id, {
        favourited: favourited.has(id),
        bookmarked: bookmarked.has(id),
        pinned: pinned.has(id),
        reblogged: reblogged.has(id),
      });
    }
  }

  row(id: string): StatusRow | undefined {
    if (!this.rows.has(id)) this.load([id]);
    return this.rows.get(id);
  }

  mentionsOf(id: string): MentionTarget[] {
    if (!this.mentions.has(id)) this.load([id]);
    return this.mentions.get(id) ?? [];
  }

  tagsOf(id: string): string[] {
    if (!this.tags.has(id)) this.load([id]);
    return this.tags.get(id) ?? [];
  }

  mediaOf(id: string): MediaRow[] {
    if (!this.media.has(id)) this.load([id]);
    return this.media.get(id) ?? [];
  }

  flagsOf(id: string): Flags {
    if (!this.flags.has(id)) this.load([id]);
    return this.flags.get(id) ?? { favourited: false, reblogged: false, bookmarked: false, pinned: false };
  }

  viewerFollows(targetId: string): boolean {
    if (this.viewerId === null) return false;
    if (!this.following) {
      const rows = sql(
        this.db,
        "SELECT target_id FROM follows WHERE account_id = ? AND state = 'accepted'",
      ).all(this.viewerId) as {
        target_id: string;
      }[];
      this.following = new Set(rows.map((r) => r.target_id));
    }
    return this.following.has(targetId);
  }
}
