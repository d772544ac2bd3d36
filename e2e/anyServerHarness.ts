// The other ends of the any-server tests: the built app on a bare static host (a second origin, no
// config.json, no API), and a proxy in front of the local instance that answers as a smaller Mastodon-API
// server does (no v2 instance or notifications, no web settings, trends, conversations or markers, no
// streaming), and, when asked, with the quirks of Hollo and snac. Node's http module only: what the app
// meets on a real deployment, nothing the app knows of.
import { createReadStream, existsSync, statSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * The policy README.md gives for a static deployment, with this test's loopback server allowed beside
 * https: (a real deployment talks to https: and wss: servers only).
 */
export const STATIC_HOST_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "connect-src 'self' https: wss: http://127.0.0.1:* ws://127.0.0.1:*",
  "img-src 'self' data: blob: https: http://127.0.0.1:*",
  "media-src 'self' data: blob: https: http://127.0.0.1:*",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "manifest-src 'self'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

function listen(server: http.Server, port: number): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * `dir` as any static host serves it: its files, index.html for every other path (the single-page
 * fallback), nothing else. A path under /api/ gets index.html too, as on a real static host, so a call
 * the app makes there is answered with HTML (the tests also record that it was made).
 */
export function startStaticHost(dir: string, port: number): Promise<RunningServer> {
  const root = path.resolve(dir);
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) throw new Error(`no build in ${root}: run \`npx webpack --mode production\` first`);
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://static').pathname);
    const file = path.join(root, pathname);
    const found =
      file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile() ? file : index;
    const type = TYPES[path.extname(found)] ?? 'application/octet-stream';
    const hashed = /[.-][0-9a-f]{6,}\.[a-z0-9]+$/i.test(found);
    res.writeHead(200, {
      'content-type': type,
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'content-security-policy': STATIC_HOST_CSP,
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(found).pipe(res);
  });
  return listen(server, port);
}

/** What the restricting proxy answers 404 for, as a server without these endpoints does. */
export const MISSING_ENDPOINTS: RegExp[] = [
  /^\/api\/v2\/notifications(\/|$)/,
  /^\/api\/v2\/instance\/?$/,
  /^\/api\/web\//,
  /^\/api\/v1\/timelines\/direct(\/|$)/,
  /^\/api\/v1\/trends(\/|$)/,
  /^\/api\/v1\/markers(\/|$)/,
];

/**
 * How real servers differ from the local instance, each off unless asked for, so that the proxy can
 * answer as they do. Named after the server that behaves so.
 */
export interface ServerQuirks {
  /** Paths answered 404 (MISSING_ENDPOINTS when not given). */
  missing?: RegExp[];
  /**
   * Hollo: a notification group's `most_recent_notification_id` is "<date>/<type>/<id>", not an id it
   * pages by; given as a cursor (since_id, min_id, max_id), it gets a 500 without CORS headers.
   */
  compositeNotificationIds?: boolean;
  /**
   * snac: the poll of a JSON post body is ignored, a form-encoded one read ('json'); or a server that
   * keeps no poll however it is sent ('always').
   */
  ignoresPolls?: 'json' | 'always';
  /** snac: an edited post comes back under a new id, and is known by it from then on. */
  renumberEdits?: boolean;
  /** snac: favourite and boost notifications carry the boost that wraps the post, by the other account. */
  wrapBoostsInNotifications?: boolean;
  /** snac: the answer to a vote is the poll as it was before the vote. */
  voteAnswersPredateTheVote?: boolean;
  /** snac, and Mastodon before 4.5: posts carry no quote policy. */
  noQuotes?: boolean;
  /** snac: hashtag names begin with "#". */
  hashInTagNames?: boolean;
  /** A server failing these reads with a 500 (with CORS headers, so the app reads the status). */
  failing?: RegExp;
}

export interface RestrictingProxyOptions {
  /** The instance behind it, e.g. http://127.0.0.1:4317. */
  target: string;
  port: number;
  /**
   * The status length limit `/api/v1/instance` announces (in `configuration.statuses.max_characters`
   * and in the older `max_toot_chars`), so that a client showing its own default is caught.
   */
  maxCharacters?: number;
}

export interface RestrictingProxy extends RunningServer {
  /** Paths answered 404 by the proxy, and websocket upgrades it refused, in order. */
  refused: string[];
  /** Every request that reached it as HTTP: method, path with query, and the status answered. */
  seen: { method: string; url: string; status: number }[];
  /** Connections that were not plain HTTP (a TLS handshake, say): what an https attempt on it gives. */
  notHttp: number;
  /** Answers as a server with these quirks does from now on; `{}` is the default behaviour again. */
  behave(quirks: ServerQuirks): void;
}

function rewriteInstance(body: Buffer, maxCharacters: number): Buffer {
  const instance = JSON.parse(body.toString('utf8')) as {
    configuration?: { statuses?: Record<string, unknown> };
    max_toot_chars?: number;
  };
  instance.configuration = {
    ...instance.configuration,
    statuses: { ...instance.configuration?.statuses, max_characters: maxCharacters },
  };
  instance.max_toot_chars = maxCharacters;
  return Buffer.from(JSON.stringify(instance));
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Calls `visit` on every object inside `value`, depth first. */
function eachObject(value: Json, visit: (object: JsonObject) => void) {
  if (Array.isArray(value)) value.forEach((item) => eachObject(item, visit));
  else if (isObject(value)) {
    Object.values(value).forEach((item) => eachObject(item, visit));
    visit(value);
  }
}

const looksLikeStatus = (object: JsonObject) =>
  typeof object.content === 'string' && isObject(object.account) && typeof object.visibility === 'string';

/** A new id of the local instance's kind (a snowflake), newer than any before it. */
let sequence = 0;
const freshId = () => ((BigInt(Date.now()) << 16n) | BigInt(++sequence % 0xffff)).toString();

const CURSORS = ['since_id', 'min_id', 'max_id'];

/**
 * The local instance behind an origin of its own that lacks the endpoints in MISSING_ENDPOINTS and
 * refuses websocket upgrades, and answers with the quirks given to `behave`. Everything else passes
 * through unchanged, with the proxy's own origin in X-Forwarded-Proto and X-Forwarded-Host, as a TLS
 * proxy in front of an instance does: the e2e instance trusts them (trustProxy) and builds its URLs (Link
 * headers, the authorize form's action, the streaming URL, media) on them, so they all stay on the
 * proxy's origin; its CORS headers and OAuth redirects pass as they are.
 */
export function startRestrictingProxy(options: RestrictingProxyOptions): Promise<RestrictingProxy> {
  const target = new URL(options.target);
  const refused: string[] = [];
  const seen: RestrictingProxy['seen'] = [];
  let quirks: ServerQuirks = {};
  /** Renumbered posts: the id given out for each post edited, and the post's own id for each given out. */
  const renumbered = new Map<string, string>();
  const original = new Map<string, string>();

  /** The ids given out for edited posts, in a path or a query, back to the instance's own. */
  const realUrl = (url: string) =>
    original.size === 0 ? url : url.replace(/\d{6,}/g, (id) => original.get(id) ?? id);

  function rewriteRequest(method: string, pathname: string, type: string, body: Buffer): Buffer {
    const posting = method === 'POST' && pathname === '/api/v1/statuses';
    if (posting && quirks.ignoresPolls === 'always' && type.includes('form-urlencoded')) {
      const form = new URLSearchParams(body.toString('utf8'));
      for (const key of [...form.keys()]) if (key.startsWith('poll[')) form.delete(key);
      return Buffer.from(form.toString());
    }
    if (!type.includes('application/json') || body.length === 0) return body;
    if (!(posting && quirks.ignoresPolls) && !quirks.compositeNotificationIds) return body;
    const json = JSON.parse(body.toString('utf8')) as JsonObject;
    if (posting && quirks.ignoresPolls) delete json.poll;
    if (quirks.compositeNotificationIds)
      // A read marker set by a composite id names the notification at its end.
      eachObject(json, (object) => {
        if (typeof object.last_read_id === 'string')
          object.last_read_id = object.last_read_id.split('/').pop() ?? object.last_read_id;
      });
    return Buffer.from(JSON.stringify(json));
  }

  function rewriteAnswer(method: string, pathname: string, requestBody: Buffer, json: Json): Json {
    if (
      quirks.renumberEdits &&
      method === 'PUT' &&
      /^\/api\/v1\/statuses\/\d+$/.test(pathname) &&
      isObject(json)
    ) {
      const real = pathname.split('/').pop() as string;
      const given = freshId();
      renumbered.set(real, given);
      original.set(given, real);
    }
    if (renumbered.size > 0)
      eachObject(json, (object) => {
        for (const [key, value] of Object.entries(object))
          if ((key === 'id' || key.endsWith('_id')) && typeof value === 'string' && renumbered.has(value))
            object[key] = renumbered.get(value) as string;
      });
    if (quirks.compositeNotificationIds && pathname === '/api/v2/notifications' && isObject(json))
      for (const group of (json.notification_groups ?? []) as { [key: string]: string }[])
        group.most_recent_notification_id = `${group.latest_page_notification_at}/${group.type}/${group.most_recent_notification_id}`;
    if (quirks.wrapBoostsInNotifications && pathname === '/api/v1/notifications' && Array.isArray(json))
      for (const notification of json as JsonObject[]) {
        const post = notification.status;
        if ((notification.type === 'favourite' || notification.type === 'reblog') && isObject(post))
          notification.status = {
            ...post,
            id: freshId(),
            account: notification.account,
            content: '',
            reblog: post,
          };
      }
    if (
      quirks.voteAnswersPredateTheVote &&
      /^\/api\/v1\/polls\/[^/]+\/votes$/.test(pathname) &&
      isObject(json)
    ) {
      const { choices = [] } = JSON.parse(requestBody.toString('utf8') || '{}') as { choices?: number[] };
      const options = json.options as JsonObject[];
      for (const choice of choices) options[choice].votes_count = Number(options[choice].votes_count) - 1;
      json.votes_count = Number(json.votes_count) - choices.length;
      if (typeof json.voters_count === 'number') json.voters_count -= 1;
      json.voted = false;
      json.own_votes = [];
    }
    if (quirks.noQuotes)
      eachObject(json, (object) => {
        if (!looksLikeStatus(object)) return;
        delete object.quote_approval;
        delete object.quote;
        delete object.quotes_count;
      });
    if (quirks.hashInTagNames)
      eachObject(json, (object) => {
        if (
          typeof object.name === 'string' &&
          typeof object.url === 'string' &&
          object.url.includes('/tags/')
        )
          object.name = `#${object.name.replace(/^#/, '')}`;
      });
    return json;
  }

  const rewritesAnswers = () =>
    Object.entries(quirks).some(([key, on]) => key !== 'missing' && key !== 'ignoresPolls' && !!on) ||
    renumbered.size > 0;

  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    const url = new URL(realUrl(req.url ?? '/'), 'http://proxy');
    const { pathname } = url;
    const record = (status: number) => seen.push({ method, url: req.url ?? '/', status });
    // A preflight still passes: a real server answers CORS for every /api/ path, routed or not (Mastodon's
    // rack-cors does), and the browser then reads the 404 itself rather than a network failure.
    if (
      method !== 'OPTIONS' &&
      (quirks.missing ?? MISSING_ENDPOINTS).some((pattern) => pattern.test(pathname))
    ) {
      refused.push(pathname);
      record(404);
      res.writeHead(404, {
        'content-type': 'application/json; charset=utf-8',
        // As the instance does for its own 404s, so the browser lets the app read the status.
        'access-control-allow-origin': '*',
      });
      res.end(JSON.stringify({ error: 'Record not found' }));
      return;
    }
    if (method === 'GET' && quirks.failing?.test(pathname)) {
      record(500);
      res.writeHead(500, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify({ error: 'Something went wrong' }));
      return;
    }
    if (
      quirks.compositeNotificationIds &&
      method !== 'OPTIONS' &&
      pathname.startsWith('/api/v2/notifications') &&
      CURSORS.some((name) => url.searchParams.get(name)?.includes('/'))
    ) {
      // As Hollo's database refuses such an id: an error page, and no CORS headers on it.
      record(500);
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const requestBody = rewriteRequest(
        method,
        pathname,
        String(req.headers['content-type'] ?? ''),
        Buffer.concat(chunks),
      );
      const instanceLimit =
        options.maxCharacters !== undefined && method === 'GET' && pathname === '/api/v1/instance';
      const rewrite = instanceLimit || (pathname.startsWith('/api/') && rewritesAnswers());
      const headers = {
        ...req.headers,
        'content-length': String(requestBody.length),
        'x-forwarded-proto': 'http',
        'x-forwarded-host': req.headers.host,
      };
      // A rewritten answer is read as plain JSON.
      if (rewrite) headers['accept-encoding'] = 'identity';
      const upstream = http.request(
        { host: target.hostname, port: target.port, method, path: url.pathname + url.search, headers },
        (answer) => {
          record(answer.statusCode ?? 502);
          const json = String(answer.headers['content-type'] ?? '').includes('application/json');
          if (!rewrite || !json || (answer.statusCode ?? 500) >= 300) {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            return;
          }
          const parts: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => parts.push(chunk));
          answer.on('end', () => {
            let body: Buffer = Buffer.concat(parts);
            if (instanceLimit) body = rewriteInstance(body, options.maxCharacters!);
            if (rewritesAnswers() && body.length > 0)
              body = Buffer.from(
                JSON.stringify(
                  rewriteAnswer(method, pathname, requestBody, JSON.parse(body.toString('utf8')) as Json),
                ),
              );
            const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
            res.writeHead(answer.statusCode ?? 200, { ...rest, 'content-length': body.length });
            res.end(body);
          });
        },
      );
      upstream.on('error', (error) => {
        record(502);
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`proxy: ${error.message}`);
      });
      upstream.end(requestBody);
    });
  });
  // No streaming: the handshake is answered 404 and the connection closed, as a server without it does.
  server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
    refused.push(`upgrade ${new URL(req.url ?? '/', 'http://proxy').pathname}`);
    socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });
  let notHttp = 0;
  server.on('clientError', (_error, socket: Duplex) => {
    notHttp += 1;
    socket.destroy();
  });
  return listen(server, options.port).then((running) => ({
    ...running,
    refused,
    seen,
    get notHttp() {
      return notHttp;
    },
    behave: (next: ServerQuirks) => {
      quirks = next;
    },
  }));
}
