import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestServer, tokenFor, type TestServer } from './helpers';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that keeps the bytes as sent (fetch would decode them), to see what crossed the wire. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const SHELL = `<!doctype html><title>app</title>${'<!-- padding -->'.repeat(100)}`;

describe('compression', () => {
  let server: TestServer;
  let staticDir: string;
  let token: string;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
    const write = (name: string, text: string) => {
      fs.writeFileSync(path.join(staticDir, name), text);
      fs.writeFileSync(path.join(staticDir, `${name}.br`), zlib.brotliCompressSync(text));
      fs.writeFileSync(path.join(staticDir, `${name}.gz`), zlib.gzipSync(text));
    };
    write('main.3f9a2c1b.js', SCRIPT);
    write('index.html', SHELL);
    server = await startTestServer({ staticDir, seedMedia: true });
    token = await tokenFor(server.url, 'demo');
  }, 60_000);

  afterAll(async () => {
    await server.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  test('the build’s brotli and gzip copies are served by Accept-Encoding, with their caching kept', async () => {
    const url = `${server.url}/main.3f9a2c1b.js`;
    const br = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await rawGet(url, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  test('the app shell for the app’s routes is served compressed too, still never cached', async () => {
    const shell = await rawGet(`${server.url}/deck`, { Accept: 'text/html', 'Accept-Encoding': 'br' });
    expect(shell.status).toBe(200);
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.headers['content-security-policy']).toContain("script-src 'self'");
    expect(zlib.brotliDecompressSync(shell.body).toString()).toBe(SHELL);
  });

  test('JSON answers over 1 KiB are compressed when accepted, with their Link header', async () => {
    const url = `${server.url}/api/v1/timelines/home?limit=40`;
    const auth = { Authorization: `Bearer ${token}` };
    const br = await rawGet(url, { ...auth, 'Accept-Encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.link).toContain('rel="next"');
    const posts = JSON.parse(zlib.brotliDecompressSync(br.body).toString()) as unknown[];
    expect(posts).toHaveLength(40);
    const gz = await rawGet(url, { ...auth, 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString())).toEqual(posts);
    const plain = await rawGet(url, auth);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(posts);
  });

  test('the emoji data is compressed once and still answers 304 to its ETag', async () => {
    const url = `${server.url}/packs/emoji/en.json`;
    const plain = await rawGet(url);
    const br = await rawGet(url, { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    const gz = await rawGet(url, { 'Accept-Encoding': 'gzip' });
    expect(zlib.gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    const again = await rawGet(url, { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) });
    expect(again.status).toBe(304);
  });

  test('small answers and media files are sent as they are', async () => {
    const small = await rawGet(`${server.url}/api/v1/streaming/health`, { 'Accept-Encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('OK');
    const media = await rawGet(`${server.url}/api/v1/timelines/public?only_media=true&limit=5`);
    const posts = JSON.parse(media.body.toString()) as { media_attachments: { url: string }[] }[];
    const image = posts.flatMap((p) => p.media_attachments).find((m) => /\.(png|jpe?g|webp)$/.test(m.url));
    expect(image).toBeDefined();
    const file = await rawGet(image!.url, { 'Accept-Encoding': 'br, gzip' });
    expect(file.status).toBe(200);
    expect(file.headers['content-encoding']).toBeUndefined();
  });
});
