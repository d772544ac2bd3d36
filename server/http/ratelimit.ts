import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokenFromRequest } from '../auth';
import { ApiError } from '../errors';

const WINDOW_MS = 5 * 60 * 1000;

interface Bucket {
  count: number;
  resetAt: number;
}

/**
 * A fixed-window counter per token (or per address without one), as Mastodon's rack-attack throttles:
 * every /api answer carries X-RateLimit-Limit/Remaining/Reset, and going over answers 429.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(readonly limit: number) {}

  check(req: FastifyRequest, reply: FastifyReply, now = Date.now()): void {
    const key = tokenFromRequest(req) ?? `ip:${req.ip}`;
    let bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      if (this.buckets.size > 10_000) this.sweep(now);
      bucket = { count: 0, resetAt: now + WINDOW_MS };
      this.buckets.set(key, bucket);
    }
    bucket.count += 1;
    setRateLimitHeaders(reply, this.limit, Math.max(this.limit - bucket.count, 0), bucket.resetAt);
    if (bucket.count > this.limit) throw new ApiError(429, 'Too many requests');
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key);
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
