// The one retry policy of the API client, and the one reading of a server's "come back later".
import { RETRY_BASE_MS, RETRY_CAP_MS, RETRY_IN_PLACE_MAX_WAIT_MS, RETRY_MAX_ATTEMPTS } from '../constants';

/** Answers worth asking again: the gateway or the server was briefly down, or asked us to slow down. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

/**
 * A request may be sent again only where a second copy changes nothing: a GET or HEAD, or a request
 * carrying an Idempotency-Key (the server makes one of both). Never another POST, PUT or DELETE.
 */
export const safeToRepeat = (method: string, headers: Headers): boolean =>
  method === 'GET' || method === 'HEAD' || headers.has('Idempotency-Key');

/**
 * When the server said to come back, as a time in ms since the epoch: `Retry-After` in seconds or as an
 * HTTP date, else Mastodon's `X-RateLimit-Reset` (an ISO date) on a 429. Undefined when it said nothing.
 */
export function retryAtOf(headers: Headers, status: number, now = Date.now()): number | undefined {
  const after = headers.get('Retry-After')?.trim();
  if (after) {
    if (/^\d+$/.test(after)) return now + Number(after) * 1000;
    const date = Date.parse(after);
    if (!Number.isNaN(date)) return date;
  }
  const reset = status === 429 ? headers.get('X-RateLimit-Reset') : null;
  const date = reset ? Date.parse(reset) : NaN;
  return Number.isNaN(date) ? undefined : date;
}

/** Exponential back-off with full jitter: anywhere between 0 and base·2^attempt, capped. */
export const backoffMs = (attempt: number, random: () => number = Math.random): number =>
  Math.floor(random() * Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** attempt));

/**
 * How long to wait before the next try after the `attempt`-th failure (0 for the first), or null to
 * stop: tries used up, or a server that asked for a longer wait than a request is held in place (the
 * caller's own schedule, polling, the outbox or the stream's reconnect, waits it out instead). Never
 * less than the server asked for.
 */
export function nextRetryDelay(
  attempt: number,
  retryAt: number | undefined,
  now = Date.now(),
  random: () => number = Math.random,
  maxAttempts = RETRY_MAX_ATTEMPTS,
): number | null {
  if (attempt >= maxAttempts) return null;
  const asked = retryAt === undefined ? 0 : Math.max(0, retryAt - now);
  if (asked > RETRY_IN_PLACE_MAX_WAIT_MS) return null;
  return Math.max(asked, backoffMs(attempt, random));
}

/** Resolves after `ms`, or rejects as soon as the caller aborts. */
export function waitOrAbort(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The wait was aborted', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * What a failure says of when to try again (ms since the epoch), from the error's `retryAt`: the
 * schedules that wait on their own (the outbox, polling, the stream's reconnect) wait at least until
 * then. The server's latest such word is kept per origin as well (`serverAskedToWaitUntil`), for
 * those that see no error, such as a WebSocket handshake, whose answer's headers the browser hides.
 */
const askedToWait = new Map<string, number>();

export function noteServerAskedToWait(origin: string, retryAt: number): void {
  if (retryAt > (askedToWait.get(origin) ?? 0)) askedToWait.set(origin, retryAt);
}

/** How long the server at `origin` asked callers to wait from `now`, 0 when it did not. */
export function serverWaitMs(origin: string, now = Date.now()): number {
  const until = askedToWait.get(origin);
  if (until === undefined) return 0;
  if (until <= now) askedToWait.delete(origin);
  return Math.max(0, until - now);
}

/** The wait a caller's schedule should keep after `error`: at least what the server asked for. */
export const waitAskedBy = (error: unknown, now = Date.now()): number => {
  const retryAt = (error as { retryAt?: unknown } | null)?.retryAt;
  return typeof retryAt === 'number' ? Math.max(0, retryAt - now) : 0;
};
