/**
 * Ids are strings built like Mastodon's snowflakes: milliseconds since the epoch shifted left by 16 bits,
 * plus a sequence. Backdated rows (the seed) get ids from their own creation time, so paging by id is
 * paging by time. Every id from 2018-06 to the year 2400 has the same number of digits, which keeps
 * SQLite's text ordering equal to numeric ordering; callers still compare with `compareIds`.
 */
export const ID_LENGTH = 18;
const EARLIEST_MS = 1_530_000_000_000; // 2018-06-26: first time whose snowflake has ID_LENGTH digits

/**
 * The last sequence given in each recent millisecond. Backdated rows (the seed) come back to a millisecond
 * already used after others, so the sequence goes on from where it was there rather than starting anew.
 */
const lastSequence = new Map<number, number>();
const REMEMBERED_MILLISECONDS = 100_000;

export function snowflakeId(createdAtMs: number = Date.now()): string {
  const ms = Math.max(Math.floor(createdAtMs), EARLIEST_MS);
  const previous = lastSequence.get(ms);
  // Random start inside the millisecond keeps ids unique across restarts with backdated rows.
  const sequence = previous === undefined ? Math.floor(Math.random() * 0x8000) : (previous + 1) & 0xffff;
  if (previous === undefined && lastSequence.size >= REMEMBERED_MILLISECONDS) lastSequence.clear();
  lastSequence.set(ms, sequence);
  return ((BigInt(ms) << 16n) | BigInt(sequence)).toString();
}

/** Orders ids as Mastodon clients must: by length, then lexically. Never as numbers. */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Turns a cursor from a query string into a value that compares correctly with stored ids in SQL:
 * shorter ids sort before every stored id, longer ones after. Non-numeric cursors give undefined.
 */
export function sqlCursor(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  if (value.length < ID_LENGTH) return value.padStart(ID_LENGTH, '0');
  if (value.length > ID_LENGTH) return '9'.repeat(ID_LENGTH);
  return value;
}

export function idToTimeMs(id: string): number {
  return Number(BigInt(id) >> 16n);
}
