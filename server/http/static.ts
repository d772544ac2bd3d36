import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerContext } from '../context';
import { servesMediaFile } from '../store/media';

const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const NO_CACHE = new Set(['sw.js', 'index.html']);
// A 1x1 transparent PNG: Mastodon's "missing" avatar and header placeholders.
const MISSING_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Adds Accept-Encoding to an answer's Vary header (the app's files exist in three encodings). */
export function varyOnEncoding(reply: FastifyReply): void {
  const current = String(reply.getHeader('vary') ?? '');
  if (/accept-encoding|\*/i.test(current)) return;
  reply.header('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * The app page's policy. Link cards embed their providers' https players (`frame-src https:`). A card's
 * sanitised markup drawn in a `srcdoc` frame is no load `frame-src` governs: the frame takes this same
 * policy, so what it frames in turn is https too.
 */
export function contentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self'",
    "connect-src 'self' ws: wss: https:",
    "img-src 'self' data: blob: https:",
    "media-src 'self' data: blob: https:",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "manifest-src 'self'",
    'frame-src https:',
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self' https: http://localhost:* http://127.0.0.1:*",
    "object-src 'none'",
  ].join('; ');
}

function cacheControlFor(filePath: string): string {
  // A prebuilt brotli or gzip copy is cached as the file it compresses.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (NO_CACHE.has(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

function wantsHtml(req: FastifyRequest): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

const isApiPath = (url: string): boolean => /^\/(api|oauth|__fault)(\/|$|\?)/.test(url);

/** An .ico file holding one PNG image (the ICO format has allowed PNG entries since Windows Vista). */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // size of the image
  header.writeUInt32LE(22, 18); // where the image starts
  return Buffer.concat([header, png]);
}

/**
 * The built app at `/` (hashed files cached for a year, sw.js and index.html never), uploaded files and
 * placeholder images, and the single-page fallback to index.html for the app's own routes.
 */
export function registerStatic(app: FastifyInstance, ctx: ServerContext): void {
  const staticDir = ctx.options.staticDir ? path.resolve(ctx.options.staticDir) : undefined;
  const indexFile = staticDir ? path.join(staticDir, 'index.html') : undefined;
  const hasApp = indexFile !== undefined && fs.existsSync(indexFile);

  app.register(fastifyStatic, {
    root: ctx.mediaDir,
    prefix: '/system/',
    decorateReply: false,
    // An upload's files are served only once it is ready. The path is the one the file is opened by
    // (decoded once); dot segments are resolved before it is checked.
    allowedPath: (pathName) => servesMediaFile(ctx.db, pathName),
    // Off, or @fastify/static replaces the Cache-Control set below with its own max-age=0.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Uploaded media never change under a name (a new preview gets a new one), so they are cached for good.
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}media_attachments${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=86400',
      );
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    },
  });
  for (const kind of ['avatars', 'headers']) {
    app.get(`/${kind}/original/missing.png`, async (_req, reply) =>
      reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(MISSING_PNG),
    );
  }

  // The app's runtime setting: this origin serves the Mastodon API, so a signed-out visitor reads and
  // signs in here. A bare static host of the same build has no config.json and signs in elsewhere.
  app.get('/config.json', async (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').send({ instance: 'same-origin' }),
  );

  // Browsers ask for /favicon.ico by themselves, and so do pages without the app's head (the sign-in form):
  // the app's icon, as an icon file holding its PNG.
  const iconFile = staticDir ? path.join(staticDir, 'icons', 'icon-192.png') : undefined;
  if (iconFile && fs.existsSync(iconFile)) {
    const favicon = icoFromPng(fs.readFileSync(iconFile), 192);
    app.get('/favicon.ico', async (_req, reply) =>
      reply.type('image/x-icon').header('Cache-Control', 'public, max-age=86400').send(favicon),
    );
  }

  if (hasApp) {
    app.register(fastifyStatic, {
      root: staticDir!,
      prefix: '/',
      wildcard: true,
      cacheControl: false,
      // The build writes brotli and gzip copies beside each text file: the one the browser accepts is sent.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
      },
    });
  } else {
    app.get('/', async (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send('The app is not built yet: run `npm run build`, then restart the server.\n'),
    );
  }

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    if (!isApiPath(req.url) && wantsHtml(req) && hasApp) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ error: isApiPath(req.url) ? 'Record not found' : 'Not Found' });
  });
}
