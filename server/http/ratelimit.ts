import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokenFromRequest } from '../auth';
import { ApiError } from '../errors';

const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

interface Bucket {
  count: number;
  resetAt: number;
}

/** Counts per key in fixed windows, as rack-attack's throttles do; old windows are swept as the map grows. */
export class FixedWindowCounter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** The key's current window (a fresh one when the last has ended). */
  bucket(key: string, now = Date.now()): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      if (this.buckets.size > 10_000) this.sweep(now);
      bucket = { count: 0, resetAt: now + this.windowMs };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  remaining(bucket: Bucket): number {
    return Math.max(this.limit - bucket.count, 0);
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key);
  }
}

/**
 * A fixed-window counter per token (or per address without one), as Mastodon's rack-attack throttles:
 * every /api answer carries X-RateLimit-Limit/Remaining/Reset, and going over answers 429.
 */
export class RateLimiter {
  private readonly counter: FixedWindowCounter;

  constructor(readonly limit: number) {
    this.counter = new FixedWindowCounter(limit, FIVE_MINUTES);
  }

  check(req: FastifyRequest, reply: FastifyReply, now = Date.now()): void {
    const bucket = this.counter.bucket(tokenFromRequest(req) ?? `ip:${req.ip}`, now);
    bucket.count += 1;
    setRateLimitHeaders(reply, this.limit, this.counter.remaining(bucket), bucket.resetAt);
    if (bucket.count > this.limit) throw new ApiError(429, 'Too many requests');
  }
}

export interface SignInLimits {
  /** Failed sign-ins allowed per address in 5 minutes (Mastodon: 25). */
  perAddress: number;
  /** Failed sign-ins allowed per account name in an hour (Mastodon: 25). */
  perAccount: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perAddress: 25, perAccount: 25 };

/**
 * Password guessing is throttled per address and per account name, on the sign-in form and the password
 * grant alike, with Mastodon's numbers. Only failed attempts count: a correct password is never slowed
 * down, so a user (or a test run) signing in often from one address is not locked out, while a guesser
 * reaches the limit after the same number of tries as on Mastodon. Once over either limit, attempts are
 * refused before the password is checked.
 */
export class SignInThrottle {
  private readonly byAddress: FixedWindowCounter;
  private readonly byAccount: FixedWindowCounter;

  constructor(limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS) {
    this.byAddress = new FixedWindowCounter(limits.perAddress, FIVE_MINUTES);
    this.byAccount = new FixedWindowCounter(limits.perAccount, ONE_HOUR);
  }

  /** Sets the X-RateLimit-* headers of the tighter limit; answers false when the attempt must be refused. */
  allow(address: string, account: string, reply: FastifyReply, now = Date.now()): boolean {
    const windows = [
      { counter: this.byAddress, bucket: this.byAddress.bucket(address, now) },
      { counter: this.byAccount, bucket: this.byAccount.bucket(account.toLowerCase(), now) },
    ];
    const tighter = windows.reduce((a, b) =>
      a.counter.remaining(a.bucket) <= b.counter.remaining(b.bucket) ? a : b,
    );
    setRateLimitHeaders(
      reply,
      tighter.counter.limit,
      tighter.counter.remaining(tighter.bucket),
      tighter.bucket.resetAt,
    );
    return windows.every(({ counter, bucket }) => bucket.count < counter.limit);
  }

  failed(address: string, account: string, now = Date.now()): void {
    this.byAddress.bucket(address, now).count += 1;
    this.byAccount.bucket(account.toLowerCase(), now).count += 1;
  }
}

export function setRateLimitHeaders(
  reply: FastifyReply,
  limit: number,
  remaining: number,
  resetAt: number,
): void {
  reply.header('X-RateLimit-Limit', String(limit));
  reply.header('X-RateLimit-Remaining', String(remaining));
  reply.header('X-RateLimit-Reset', new Date(resetAt).toISOString());
}
