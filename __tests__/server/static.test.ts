import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './helpers';

describe('serving the built app (cache headers and CSP)', () => {
  let server: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
    fs.writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!DOCTYPE html><html><body><div id="root"></div><script src="/main.3f9a2c1b.js"></script></body></html>',
    );
    fs.writeFileSync(path.join(staticDir, 'main.3f9a2c1b.js'), 'console.log(1)');
    fs.writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("install", () => {})');
    server = await startTestServer({ staticDir });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  test('hashed files are immutable for a year; sw.js and index.html are no-cache', async () => {
    const hashed = await fetch(`${server.url}/main.3f9a2c1b.js`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${server.url}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
    const index = await fetch(`${server.url}/`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('id="root"');
  });

  test('app routes fall back to index.html with a strict CSP; API paths do not', async () => {
    for (const route of ['/deck/home', '/@alice', '/publish', '/@alice/123']) {
      const res = await fetch(server.url + route, { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('id="root"');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toMatch(/connect-src 'self' ws: wss: https:/);
      expect(csp).toContain("img-src 'self' data: blob: https:");
    }
    const api = await fetch(`${server.url}/api/v1/nothing`, { headers: { Accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: expect.any(String) });
    const missingAsset = await fetch(`${server.url}/missing.js`, { headers: { Accept: '*/*' } });
    expect(missingAsset.status).toBe(404);
  });

  test('config.json tells the app that this origin serves the Mastodon API, never cached', async () => {
    const res = await fetch(`${server.url}/config.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ instance: 'same-origin' });
  });

  test('seeded avatars and emoji images are served', async () => {
    const emoji = await fetch(`${server.url}/system/emoji/fedi.svg`);
    expect(emoji.status).toBe(200);
    expect(emoji.headers.get('content-type')).toContain('image/svg+xml');
    expect((await fetch(`${server.url}/avatars/original/missing.png`)).headers.get('content-type')).toBe(
      'image/png',
    );
  });

  test('CORS is open on the API as Mastodon allows it', async () => {
    const preflight = await fetch(`${server.url}/api/v1/timelines/home`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const res = await fetch(`${server.url}/api/v1/instance`, { headers: { Origin: 'https://app.example' } });
    expect(res.headers.get('access-control-expose-headers')).toContain('Link');
    expect(res.headers.get('access-control-expose-headers')).toContain('X-RateLimit-Remaining');
  });
});

describe('without a built app', () => {
  test('/ says how to build it', async () => {
    const server = await startTestServer({ staticDir: path.join(os.tmpdir(), 'does-not-exist-xyz') });
    try {
      const res = await fetch(`${server.url}/`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/npm run build/);
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('started as `npm start` starts it', () => {
  test('data and the built app given relative to the working directory (./data, ./dist): it starts and serves both', async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'relative-'));
    const staticDir = path.join(base, 'dist');
    fs.mkdirSync(staticDir);
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!DOCTYPE html><div id="root"></div>');
    const relative = (dir: string) => path.relative(process.cwd(), dir);
    expect(path.isAbsolute(relative(base))).toBe(false);
    const server = await startTestServer({
      dataDir: relative(path.join(base, 'data')),
      staticDir: relative(staticDir),
    });
    try {
      expect((await fetch(`${server.url}/system/emoji/fedi.svg`)).status).toBe(200);
      expect(await (await fetch(`${server.url}/`)).text()).toContain('id="root"');
    } finally {
      await server.close();
      fs.rmSync(base, { recursive: true, force: true });
    }
  });
});
