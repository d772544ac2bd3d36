// "now", "12s", "5m", "2h", "3d", then a date: the compact labels Mastodon puts on posts.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RELATIVE_DAYS = 7;

export type RelativeTime =
  | { unit: 'now' }
  | { unit: 'seconds' | 'minutes' | 'hours' | 'days'; value: number }
  | { unit: 'date'; date: Date; sameYear: boolean };

/** null when the timestamp cannot be read (bad server data). Future times (clock skew) read "now". */
export function relativeTime(iso: string | null | undefined, now: number): RelativeTime | null {
  if (!iso) return null;
  const date = new Date(iso);
  const then = date.getTime();
  if (Number.isNaN(then)) return null;
  const delta = now - then;
  if (delta < 10 * SECOND) return { unit: 'now' };
  if (delta < MINUTE) return { unit: 'seconds', value: Math.floor(delta / SECOND) };
  if (delta < HOUR) return { unit: 'minutes', value: Math.floor(delta / MINUTE) };
  if (delta < DAY) return { unit: 'hours', value: Math.floor(delta / HOUR) };
  if (delta < RELATIVE_DAYS * DAY) return { unit: 'days', value: Math.floor(delta / DAY) };
  return { unit: 'date', date, sameYear: date.getFullYear() === new Date(now).getFullYear() };
}
