import type { Statement } from 'better-sqlite3';
import type { Db } from './store/db';
import type { EventHub } from './events';
import type { StreamingHub } from './streaming/hub';
import type { FaultState } from './http/fault';
import type { RequestTimeouts } from './http/timeouts';
import type { RateLimits } from './http/ratelimit';

export interface ServerOptions {
  host?: string;
  port?: number;
  dataDir: string;
  staticDir?: string;
  demoPassword?: string;
  faultMode?: boolean;
  resetSeed?: boolean;
  quiet?: boolean;
  /**
   * Changes some of the rate limits (`MASTODON_RATE_LIMITS` in `http/ratelimit.ts`, Mastodon's numbers);
   * test suites and the e2e/bench instance raise them all (`raisedRateLimits()`).
   */
  rateLimits?: Partial<RateLimits>;
  /**
   * One password for every seeded account but demo (tests, e2e, bench). Without it, each gets a random one
   * at seeding, kept in `DATA_DIR/seed-passwords.json` (mode 0600).
   */
  seedPassword?: string;
  /**
   * Seeds the demo world's posts with media (images drawn with sharp, a video and a tone made with ffmpeg
   * and processed as uploads): on unless false. They take seconds of a start; the server's test suites
   * leave them out where a test does not need them.
   */
  seedMedia?: boolean;
  /**
   * Trusts X-Forwarded-Proto, X-Forwarded-Host and X-Forwarded-For from a TLS proxy in front (TRUST_PROXY=1),
   * so answers build https/wss URLs and rate limits count the client's address. Off by default.
   */
  trustProxy?: boolean;
  /**
   * Lets Web Push endpoints be on loopback, over http too (PUSH_ALLOW_LOOPBACK=1): a test push service
   * on 127.0.0.1. Off by default: endpoints must be public https hosts.
   */
  pushAllowLoopback?: boolean;
  /** Turns on the labelled demo translator (TRANSLATION_DEMO=1); without it translation answers 503. */
  translationDemo?: boolean;
  /**
   * The origin clients reach the server at (PUBLIC_URL, e.g. `https://social.example`): every absolute URL
   * is built on it, whatever Host or X-Forwarded-Host a request carries. Default: the listening address.
   */
  publicUrl?: string;
  /** Limits on reading a request, in milliseconds (and bytes): see `REQUEST_TIMEOUTS` in `http/timeouts.ts`. */
  timeouts?: Partial<RequestTimeouts>;
  /**
   * Uploads not attached to a post are deleted `keepMs` after they were uploaded or freed (a day), by a
   * sweep at start and every `sweepMs` (an hour); `now` is the clock the sweep reads (tests move it on).
   */
  mediaExpiry?: { keepMs?: number; sweepMs?: number; now?: () => number };
  /** Per account: how many unattached uploads, and how many bytes of them, are kept (`UPLOAD_QUOTA`: 50, 1 GiB). */
  mediaQuota?: { uploads?: number; bytes?: number };
  /**
   * Streaming sockets: ping interval (ms) and open sockets allowed per address and per access token;
   * see `STREAMING_LIMITS` in `streaming/socket.ts` (30 s, 50, 20).
   */
  streaming?: { heartbeatMs?: number; socketsPerAddress?: number; socketsPerToken?: number };
}

export interface ServerContext {
  db: Db;
  options: ServerOptions;
  hub: StreamingHub;
  /** What the store reports after its writes; streaming and Web Push subscribe. */
  events: EventHub;
  fault: FaultState;
  vapidPublicKey: string;
  mediaDir: string;
  /** Origin of the server as it listens (used where no request is at hand, e.g. streaming payloads). */
  publicBase: string;
  localDomain: string;
}

/**
 * How many prepared statements are kept per database. The server's SQL texts number a few hundred; a
 * text built from a request (a list of any length) must not be able to grow the cache without bound, so
 * the least recently used statement is dropped beyond this many.
 */
export const STATEMENT_CACHE_MAX = 500;
const statementCache = new WeakMap<Db, Map<string, Statement>>();

/** Prepared statements are cached per database and SQL text (an LRU), so handlers can write SQL inline. */
export function sql(db: Db, text: string): Statement {
  let cache = statementCache.get(db);
  if (!cache) {
    cache = new Map();
    statementCache.set(db, cache);
  }
  let statement = cache.get(text);
  if (statement) {
    // Most recently used last: a Map keeps insertion order.
    cache.delete(text);
    cache.set(text, statement);
    return statement;
  }
  statement = db.prepare(text);
  cache.set(text, statement);
  if (cache.size > STATEMENT_CACHE_MAX) cache.delete(cache.keys().next().value!);
  return statement;
}

/** How many statements are cached for a database (for tests of the bound). */
export function cachedStatementCount(db: Db): number {
  return statementCache.get(db)?.size ?? 0;
}
