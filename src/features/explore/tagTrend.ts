/** How much a trending hashtag is used, read from its daily `history` (newest day first). */

/** Mastodon counts "people" and "uses" over the two most recent days. */
export const TREND_SUMMARY_DAYS = 2;
/** The sparkline covers a week. */
export const SPARKLINE_DAYS = 7;

export interface TrendingTag {
  name: string;
  /** People who used it in the last TREND_SUMMARY_DAYS days. */
  accounts: number;
  /** Posts that used it in the last TREND_SUMMARY_DAYS days. */
  uses: number;
  /** Daily uses, oldest first, at most SPARKLINE_DAYS of them. */
  dailyUses: number[];
}

const count = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** A server's tag, tolerating missing or malformed fields; null without a usable name. */
export function toTrendingTag(raw: unknown): TrendingTag | null {
  const { name, history } = (raw ?? {}) as { name?: unknown; history?: unknown };
  if (typeof name !== 'string' || !name) return null;
  const days = (Array.isArray(history) ? history : []) as { uses?: unknown; accounts?: unknown }[];
  const recent = days.slice(0, TREND_SUMMARY_DAYS);
  return {
    name,
    accounts: recent.reduce((sum, day) => sum + count(day?.accounts), 0),
    uses: recent.reduce((sum, day) => sum + count(day?.uses), 0),
    dailyUses: days
      .slice(0, SPARKLINE_DAYS)
      .map((day) => count(day?.uses))
      .reverse(),
  };
}

/**
 * The sparkline's polyline points in a `width`×`height` box: oldest day at the left, the busiest day
 * touching the top, a day without uses on the bottom line (all on it when nothing was used).
 */
export function sparklinePoints(values: readonly number[], width: number, height: number): string {
  if (values.length === 0) return '';
  const max = Math.max(...values);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  return values
    .map((value, i) => `${round(i * step)},${round(max > 0 ? height - (value / max) * height : height)}`)
    .join(' ');
}
