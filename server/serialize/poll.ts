import { ownVotes, pollRow, pollVoteCounts, pollVoterCount } from '../store/interactions';
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
  const row = pollRow(db, pollId);
  if (!row) return null;
  const titles = pollOptions(row);
  const counts = pollVoteCounts(db, row.id);
  const json: PollEntity = {
    id: row.id,
    expires_at: row.expires_at === null ? null : iso(row.expires_at),
    expired: row.expires_at !== null && row.expires_at <= Date.now(),
    multiple: row.multiple === 1,
    votes_count: [...counts.values()].reduce((a, b) => a + b, 0),
    voters_count: pollVoterCount(db, row.id),
    options: titles.map((title, index) => ({ title, votes_count: counts.get(index) ?? 0 })),
    emojis: r.emojisIn(titles),
  };
  if (r.viewerId !== null) {
    const own = ownVotes(db, row.id, r.viewerId);
    json.voted = own.length > 0;
    json.own_votes = own;
  }
  return json;
}
