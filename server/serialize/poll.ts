import { sql } from '../context';
import type { Renderer } from './renderer';
import type { PollRow } from '../store/rows';
import type { PollEntity } from '../entities';
import { iso } from '../store/rows';

export function pollOptions(row: PollRow): string[] {
  const parsed: unknown = JSON.parse(row.options_json);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

export function serializePoll(r: Renderer, pollId: string): PollEntity | null {
  const db = r.ctx.db;
  const row = sql(db, 'SELECT * FROM polls WHERE id = ?').get(pollId) as PollRow | undefined;
  if (!row) return null;
  const titles = pollOptions(row);
  const counts = new Map(
    (
      sql(db, 'SELECT choice, COUNT(*) AS n FROM poll_votes WHERE poll_id = ? GROUP BY choice').all(
        row.id,
      ) as {
        choice: number;
        n: number;
      }[]
    ).map((c) => [c.choice, c.n]),
  );
  const voters = sql(db, 'SELECT COUNT(DISTINCT account_id) AS n FROM poll_votes WHERE poll_id = ?').get(
    row.id,
  ) as {
    n: number;
  };
  const json: PollEntity = {
    id: row.id,
    expires_at: row.expires_at === null ? null : iso(row.expires_at),
    expired: row.expires_at !== null && row.expires_at <= Date.now(),
    multiple: row.multiple === 1,
    votes_count: [...counts.values()].reduce((a, b) => a + b, 0),
    voters_count: voters.n,
    options: titles.map((title, index) => ({ title, votes_count: counts.get(index) ?? 0 })),
    emojis: r.emojisIn(titles),
  };
  if (r.viewerId !== null) {
    const own = (
      sql(db, 'SELECT choice FROM poll_votes WHERE poll_id = ? AND account_id = ? ORDER BY choice').all(
        row.id,
        r.viewerId,
      ) as { choice: number }[]
    ).map((v) => v.choice);
    json.voted = own.length > 0;
    json.own_votes = own;
  }
  return json;
}
