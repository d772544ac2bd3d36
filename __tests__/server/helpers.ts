import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer, type ServerOptions } from '../../server';
import { raisedRateLimits } from '../../server/http/ratelimit';
import { operationFor, schemaErrors } from './schema';

/** JSON answers are checked against the OpenAPI schema at run time, so tests read them untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJson = any;

export interface TestServer extends RunningServer {
  dataDir: string;
}

const createdDirs = new Set<string>();
const openServers = new Set<RunningServer>();

/**
 * Each test file's data folders go away after its last test; a server the file left open is closed
 * first. Closing twice is harmless, so files keep their own `afterAll(() => server.close())`.
 */
afterAll(async () => {
  for (const server of [...openServers]) await server.close();
  for (const dir of createdDirs) fs.rmSync(dir, { recursive: true, force: true });
  createdDirs.clear();
});

/** The password of every seeded account but demo in the test instances (`seedPassword`). */
export const SEED_PASSWORD = 'password';

/**
 * A server on a random port with a fresh data folder. Every rate limit is raised (a test file makes far
 * more requests and sign-ins from one address than a person), except those the options set: a test of a
 * limit passes it (`rateLimits: { signInPerAddress: 2 }`), or `MASTODON_RATE_LIMITS` for all of them.
 * Every seeded account but demo has the password `password` unless `seedPassword` says otherwise. The
 * seeded posts with media (made with ffmpeg: seconds per start) only where a test asks (`seedMedia: true`).
 */
export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  let dataDir = options.dataDir;
  if (dataDir === undefined) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'instance-test-'));
    createdDirs.add(dataDir);
  }
  const server = await startServer({
    port: 0,
    quiet: true,
    seedPassword: SEED_PASSWORD,
    seedMedia: false,
    ...options,
    rateLimits: { ...raisedRateLimits(), ...options.rateLimits },
    dataDir,
  });
  let closing: Promise<void> | undefined;
  const wrapped: RunningServer = {
    ...server,
    close: () => {
      openServers.delete(wrapped);
      closing ??= server.close();
      return closing;
    },
  };
  openServers.add(wrapped);
  return { ...wrapped, dataDir };
}

export interface UseTestServerOptions<U extends string, A extends string> {
  /** Usernames to get an access token for (password grant, the test passwords), one after another. */
  users?: readonly U[];
  /** Usernames whose account ids to look up, after the tokens. */
  accounts?: readonly A[];
  /** Passed on to `startTestServer` (fault mode, a data folder ...). */
  server?: Partial<ServerOptions>;
}

/** What `useTestServer` gives. Every field throws until the `beforeAll` hook has run. */
export interface TestServerContext<U extends string = never, A extends string = never> {
  readonly server: TestServer;
  /** The server's URL (`server.url`), the base of every call. */
  readonly base: string;
  /** An access token by username, for each of `users`. */
  readonly tokens: Readonly<Record<U, string>>;
  /** An account id by username, for each of `accounts`. */
  readonly ids: Readonly<Record<A, string>>;
}

/**
 * One server for the enclosing describe block (or the whole file): `beforeAll` starts it and gets the tokens
 * and account ids asked for, `afterAll` closes it. Call it where `beforeAll` could be called, and read the
 * context's fields only inside hooks and tests, once it has started.
 */
export function useTestServer<U extends string = never, A extends string = never>(
  options: UseTestServerOptions<U, A> = {},
): TestServerContext<U, A> {
  let server: TestServer | undefined;
  let ready: { server: TestServer; tokens: Record<U, string>; ids: Record<A, string> } | undefined;
  beforeAll(async () => {
    server = await startTestServer(options.server);
    const tokens = {} as Record<U, string>;
    for (const username of options.users ?? []) tokens[username] = await tokenFor(server.url, username);
    const ids = {} as Record<A, string>;
    for (const username of options.accounts ?? [])
      ids[username] = (await lookup(server.url, username)).id as string;
    ready = { server, tokens, ids };
  }, 60_000);
  afterAll(async () => server?.close());
  const started = (): NonNullable<typeof ready> => {
    if (!ready)
      throw new Error('useTestServer: the server starts in beforeAll; read its context in hooks and tests');
    return ready;
  };
  return {
    get server() {
      return started().server;
    },
    get base() {
      return started().server.url;
    },
    get tokens() {
      return started().tokens;
    },
    get ids() {
      return started().ids;
    },
  };
}

export interface ApiResponse<T = AnyJson> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string | string[]>;
  multipart?: FormData;
  headers?: Record<string, string>;
  /** Skip the schema check (for answers the schema does not describe). */
  unchecked?: boolean;
}

/** Mastodon's Link header; a collection's last, shorter page links no next page (`records_continue?`). */
const LINK =
  /^(<(https?:\/\/[^>]+[?&]max_id=[^>&]+)>; rel="next", )?<(https?:\/\/[^>]+[?&]min_id=[^>&]+)>; rel="prev"$/;

/**
 * One API call. Every 200 answer of a call the OpenAPI description knows is validated against the corrected
 * schema, and a non-empty page of a paged call must carry Mastodon's Link header.
 */
export async function api<T = AnyJson>(
  base: string,
  method: string,
  urlPath: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(options.form))
      for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
    body = params;
  } else if (options.multipart) {
    body = options.multipart;
  }
  const response = await fetch(base + urlPath, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('application/json')) parsed = JSON.parse(text);
  if (response.status === 200 && !options.unchecked) {
    const pathname = new URL(base + urlPath).pathname;
    const op = operationFor(method, pathname);
    if (op?.validate) {
      const errors = schemaErrors(op.validate, parsed);
      if (errors)
        throw new Error(`${method} ${urlPath} does not match the schema of ${op.template}:\n${errors}`);
    }
    // limit=0 asks for everything at once: Mastodon sends no Link then.
    if (op?.pagedByLink && Array.isArray(parsed) && parsed.length > 0 && !/[?&]limit=0(&|$)/.test(urlPath)) {
      const link = response.headers.get('link') ?? '';
      if (!LINK.test(link))
        throw new Error(`${method} ${urlPath}: missing or malformed Link header: "${link}"`);
    }
  }
  if (pathnameIsApi(urlPath) && !response.headers.get('x-ratelimit-limit')) {
    throw new Error(`${method} ${urlPath}: no X-RateLimit-Limit header`);
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

function pathnameIsApi(urlPath: string): boolean {
  return urlPath.startsWith('/api/');
}

export interface AppCredentials {
  client_id: string;
  client_secret: string;
}

export async function createApp(
  base: string,
  redirectUri = 'urn:ietf:wg:oauth:2.0:oob',
): Promise<AppCredentials> {
  const res = await api<AppCredentials>(base, 'POST', '/api/v1/apps', {
    form: { client_name: 'Test client', redirect_uris: redirectUri, scopes: 'read write follow push' },
  });
  if (res.status !== 200) throw new Error(`app creation failed: ${res.text}`);
  return res.body;
}

/** A user token through the password grant. */
export async function tokenFor(
  base: string,
  username: string,
  password = username === 'demo' ? 'demo' : SEED_PASSWORD,
): Promise<string> {
  const app = await createApp(base);
  const res = await api(base, 'POST', '/oauth/token', {
    form: {
      grant_type: 'password',
      username,
      password,
      client_id: app.client_id,
      client_secret: app.client_secret,
      scope: 'read write follow push',
    },
  });
  if (res.status !== 200) throw new Error(`token for ${username} failed: ${res.text}`);
  return res.body.access_token as string;
}

export async function accountId(base: string, token: string): Promise<string> {
  return (await api(base, 'GET', '/api/v1/accounts/verify_credentials', { token })).body.id as string;
}

export async function lookup(base: string, acct: string): Promise<AnyJson> {
  return (await api(base, 'GET', `/api/v1/accounts/lookup?acct=${acct}`)).body;
}

export async function post(
  base: string,
  token: string,
  status: string,
  extra: Record<string, unknown> = {},
): Promise<AnyJson> {
  const res = await api(base, 'POST', '/api/v1/statuses', { token, json: { status, ...extra } });
  if (res.status !== 200) throw new Error(`posting failed: ${res.status} ${res.text}`);
  return res.body;
}
