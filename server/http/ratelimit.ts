import type { FastifyReply, FastifyRequest } from 'fastify';
import net from 'node:net';
import { validTokenOf } from '../auth';
import type { ServerContext } from '../context';
import { ApiError } from '../errors';

const MINUTE = 60 * 1000;

/** How many requests each throttle lets through in its window (Mastodon's Rack::Attack numbers by default). */
export interface RateLimits {
  /** API requests per signed-in account in 5 minutes (`throttle_authenticated_api`). */
  authenticatedApi: number;
  /** API requests per access token without a user (an app's token) in 5 minutes (`throttle_per_token_api`). */
  perTokenApi: number;
  /** API requests without a user's token, per address, in 5 minutes (`throttle_unauthenticated_api`). */
  unauthenticatedApi: number;
  /** Requests to `/oauth/*` (authorize, token, revoke ...) per address in 5 minutes. */
  oauth: number;
  /** App registrations (`POST /api/v1/apps`) per address in 10 minutes. */
  appRegistrations: number;
  /** Media uploads (`POST /api/v*\/media`) per account in 30 minutes (`throttle_api_media`). */
  mediaUploads: number;
  /** Post deletions and unboosts per account in 30 minutes (`throttle_api_delete`). */
  deletes: number;
  /** Sign-in attempts, right or wrong, per address in 5 minutes (`throttle_login_attempts/ip`). */
  signInPerAddress: number;
  /** Sign-in attempts, right or wrong, per account name in an hour. */
  signInPerAccount: number;
}

export const MASTODON_RATE_LIMITS: Readonly<RateLimits> = Object.freeze({
  authenticatedApi: 1_500,
  perTokenApi: 300,
  unauthenticatedApi: 300,
  oauth: 300,
  appRegistrations: 5,
  mediaUploads: 30,
  deletes: 30,
  signInPerAddress: 25,
  signInPerAccount: 25,
});

/**
 * Every limit at the same high figure: for test suites and the e2e/bench instance, which come from one
 * address and make far more requests (and sign-ins) than a person does.
 */
export function raisedRateLimits(limit = 1_000_000_000): RateLimits {
  const limits = { ...MASTODON_RATE_LIMITS };
  for (const key of Object.keys(limits) as (keyof RateLimits)[]) limits[key] = limit;
  return limits;
}

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

/** One counted window of one throttle for one request. */
interface Hit {
  counter: FixedWindowCounter;
  bucket: Bucket;
}

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!net.isIPv6(address)) return undefined;
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined): number[] =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const left = parse(head);
  const right = parse(tail);
  const middle = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...middle, ...right];
}

/**
 * The address a client is counted under: an IPv4 address (also when written IPv4-mapped), or the /64
 * network of an IPv6 address, since one subscriber usually holds a whole /64, as Mastodon counts them.
 */
export function throttleAddress(ip: string): string {
  const address = ip.split('%')[0];
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** Routes counted by the per-account throttles for uploads and deletions (Mastodon's paths). */
const MEDIA_UPLOAD = /^\/api\/v\d+\/media$/;
const DELETE_STATUS = /^\/api\/v1\/statuses\/:[a-z_]+$/;
const UNREBLOG = /^\/api\/v1\/statuses\/:[a-z_]+\/unreblog$/;

/**
 * Mastodon's Rack::Attack throttles, in fixed windows: API requests per account (1,500 in 5 minutes), per
 * app token without a user (300) and per address without a user's token (300); `/oauth/*` per address
 * (300); app registrations per address (5 in 10 minutes); uploads and deletions per account (30 in 30
 * minutes); sign-in attempts per address (25 in 5 minutes) and per account name (25 in an hour), counting
 * right and wrong passwords alike. Every /api answer carries X-RateLimit-Limit/Remaining/Reset of the
 * throttle closest to its limit; one over any limit answers 429 with Retry-After.
 */
export class RateLimiter {
  readonly limits: RateLimits;
  private readonly perAccount: FixedWindowCounter;
  private readonly perToken: FixedWindowCounter;
  private readonly perAddress: FixedWindowCounter;
  private readonly oauth: FixedWindowCounter;
  private readonly registrations: FixedWindowCounter;
  private readonly uploads: FixedWindowCounter;
  private readonly deletions: FixedWindowCounter;
  private readonly signInByAddress: FixedWindowCounter;
  private readonly signInByAccount: FixedWindowCounter;
  /** The windows each request was counted in, for the headers of its answer. */
  private readonly hits = new WeakMap<FastifyRequest, Hit[]>();

  constructor(
    private readonly ctx: ServerContext,
    limits: Partial<RateLimits> = {},
  ) {
    this.limits = { ...MASTODON_RATE_LIMITS, ...limits };
    const l = this.limits;
    this.perAccount = new FixedWindowCounter(l.authenticatedApi, 5 * MINUTE);
    this.perToken = new FixedWindowCounter(l.perTokenApi, 5 * MINUTE);
    this.perAddress = new FixedWindowCounter(l.unauthenticatedApi, 5 * MINUTE);
    this.oauth = new FixedWindowCounter(l.oauth, 5 * MINUTE);
    this.registrations = new FixedWindowCounter(l.appRegistrations, 10 * MINUTE);
    this.uploads = new FixedWindowCounter(l.mediaUploads, 30 * MINUTE);
    this.deletions = new FixedWindowCounter(l.deletes, 30 * MINUTE);
    this.signInByAddress = new FixedWindowCounter(l.signInPerAddress, 5 * MINUTE);
    this.signInByAccount = new FixedWindowCounter(l.signInPerAccount, 60 * MINUTE);
  }

  /**
   * Counts a request in every throttle it falls under, sets the X-RateLimit-* headers and throws 429 when
   * it is over a limit. The route it matched says what it is (so an escaped path counts as the route it
   * reaches); a request no route matched counts by its path.
   */
  check(req: FastifyRequest, reply: FastifyReply, now = Date.now()): void {
    if (req.method === 'OPTIONS') return;
    const route = req.routeOptions.url ?? decodedPath(req.url);
    const api = route === '/api' || route.startsWith('/api/');
    const oauth = route.startsWith('/oauth/');
    if (!api && !oauth) return;
    const address = throttleAddress(req.ip);
    const counted: [FixedWindowCounter, string][] = [];
    if (oauth) counted.push([this.oauth, address]);
    if (api) {
      const info = validTokenOf(this.ctx, req);
      const accountId = info?.accountId ?? null;
      if (accountId !== null) counted.push([this.perAccount, accountId]);
      else {
        if (info) counted.push([this.perToken, info.token]);
        counted.push([this.perAddress, address]);
      }
      if (req.method === 'POST' && route === '/api/v1/apps') counted.push([this.registrations, address]);
      if (accountId !== null) {
        if (req.method === 'POST' && MEDIA_UPLOAD.test(route)) counted.push([this.uploads, accountId]);
        if (
          (req.method === 'DELETE' && DELETE_STATUS.test(route)) ||
          (req.method === 'POST' && UNREBLOG.test(route))
        )
          counted.push([this.deletions, accountId]);
      }
    }
    this.count(req, reply, counted, now);
  }

  /**
   * Counts a sign-in attempt (the form or the password grant) before its password is checked; false when
   * the address or the account name is over its limit. Right and wrong passwords count alike.
   */
  signInAttempt(req: FastifyRequest, reply: FastifyReply, accountName: string, now = Date.now()): boolean {
    try {
      this.count(
        req,
        reply,
        [
          [this.signInByAddress, throttleAddress(req.ip)],
          [this.signInByAccount, accountName.toLowerCase()],
        ],
        now,
      );
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 429) return false;
      throw error;
    }
  }

  private count(
    req: FastifyRequest,
    reply: FastifyReply,
    counted: [FixedWindowCounter, string][],
    now: number,
  ): void {
    const hits = this.hits.get(req) ?? [];
    this.hits.set(req, hits);
    for (const [counter, key] of counted) {
      const bucket = counter.bucket(key, now);
      bucket.count += 1;
      hits.push({ counter, bucket });
    }
    const over = hits.filter(({ counter, bucket }) => bucket.count > counter.limit);
    if (over.length > 0) {
      // The answer names the window that ends last: no attempt before then can succeed.
      const last = over.reduce((a, b) => (a.bucket.resetAt >= b.bucket.resetAt ? a : b));
      setRateLimitHeaders(reply, last.counter.limit, 0, last.bucket.resetAt);
      reply.header('Retry-After', String(Math.max(Math.ceil((last.bucket.resetAt - now) / 1000), 1)));
      throw new ApiError(429, 'Too many requests');
    }
    const closest = hits.reduce((a, b) =>
      a.counter.remaining(a.bucket) <= b.counter.remaining(b.bucket) ? a : b,
    );
    setRateLimitHeaders(
      reply,
      closest.counter.limit,
      closest.counter.remaining(closest.bucket),
      closest.bucket.resetAt,
    );
  }
}

/** The path of a request URL without its query, percent-escapes decoded where they are valid. */
function decodedPath(url: string): string {
  const path = url.split('?')[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const limiters = new WeakMap<ServerContext, RateLimiter>();

/** The server's one rate limiter (the API hook and the sign-in routes count in the same windows). */
export function rateLimiterFor(ctx: ServerContext): RateLimiter {
  let limiter = limiters.get(ctx);
  if (!limiter) {
    limiter = new RateLimiter(ctx, ctx.options.rateLimits);
    limiters.set(ctx, limiter);
  }
  return limiter;
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
