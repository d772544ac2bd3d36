// The other ends of the any-server tests: the built app on a bare static host (a second origin, no
// config.json, no API), and a proxy in front of the local instance that answers as a smaller Mastodon-API
// server does (no v2 instance or notifications, no web settings, trends, conversations or markers, no
// streaming). Node's http module only: what the app meets on a real deployment, nothing the app knows of.
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

/**
 * The local instance behind an origin of its own that lacks the endpoints in MISSING_ENDPOINTS and
 * refuses websocket upgrades. Everything else passes through unchanged, with the proxy's own origin in
 * X-Forwarded-Proto and X-Forwarded-Host, as a TLS proxy in front of an instance does: the e2e instance
 * trusts them (trustProxy) and builds its URLs (Link headers, the streaming URL, media) on them, so they
 * all stay on the proxy's origin; its CORS headers and OAuth redirects pass as they are.
 */
export function startRestrictingProxy(options: RestrictingProxyOptions): Promise<RestrictingProxy> {
  const target = new URL(options.target);
  const refused: string[] = [];
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://proxy').pathname;
    // A preflight still passes: a real server answers CORS for every /api/ path, routed or not (Mastodon's
    // rack-cors does), and the browser then reads the 404 itself rather than a network failure.
    if (req.method !== 'OPTIONS' && MISSING_ENDPOINTS.some((pattern) => pattern.test(pathname))) {
      refused.push(pathname);
      res.writeHead(404, {
        'content-type': 'application/json; charset=utf-8',
        // As the instance does for its own 404s, so the browser lets the app read the status.
        'access-control-allow-origin': '*',
      });
      res.end(JSON.stringify({ error: 'Record not found' }));
      return;
    }
    const rewrite =
      options.maxCharacters !== undefined && req.method === 'GET' && pathname === '/api/v1/instance';
    const headers = { ...req.headers, 'x-forwarded-proto': 'http', 'x-forwarded-host': req.headers.host };
    // The rewritten answer is read as plain JSON.
    if (rewrite) headers['accept-encoding'] = 'identity';
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (answer) => {
        if (!rewrite || answer.statusCode !== 200) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = rewriteInstance(Buffer.concat(chunks), options.maxCharacters!);
          const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
          res.writeHead(200, { ...rest, 'content-length': body.length });
          res.end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(upstream);
  });
  // No streaming: the handshake is answered 404 and the connection closed, as a server without it does.
  server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
    refused.push(`upgrade ${new URL(req.url ?? '/', 'http://proxy').pathname}`);
    socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });
  return listen(server, options.port).then((running) => ({ ...running, refused }));
}
