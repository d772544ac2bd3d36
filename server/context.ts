import type { Statement } from 'better-sqlite3';
import type { Db } from './store/db';
import type { EventHub } from './events';
import type { StreamingHub } from './streaming/hub';
import type { FaultState } from './http/fault';
import type { RequestTimeouts } from './http/timeouts';

export interface ServerOptions {
  host?: string;
  port?: number;
  dataDir: string;
  staticDir?: string;
  demoPassword?: string;
  faultMode?: boolean;
  resetSeed?: boolean;
  quiet?: boolean;
  /** Requests allowed per token or address in each 5-minute window. */
  rateLimit?: number;
  /** Failed sign-ins allowed per address (5 minutes) and per account name (an hour); Mastodon's 25 and 25. */
  signInLimits?: { perAddress: number; perAccount: number };
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

const statementCache = new WeakMap<Db, Map<string, Statement>>();

/** Prepared statements are cached per database and SQL text, so handlers can write SQL inline. */
export function sql(db: Db, text: string): Statement {
  let cache = statementCache.get(db);
  if (!cache) {
    cache = new Map();
    statementCache.set(db, cache);
  }
  let statement = cache.get(text);
  if (!statement) {
    statement = db.prepare(text);
    cache.set(text, statement);
  }
  return statement;
}
