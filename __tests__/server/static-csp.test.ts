import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './helpers';

describe('the app page’s Content-Security-Policy lets link cards embed their https players', () => {
  let server: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-csp-'));
    fs.writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!DOCTYPE html><html><body><div id="root"></div></body></html>',
    );
    server = await startTestServer({ staticDir });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const directives = (csp: string) =>
    new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );

  test('an https card player is allowed as a frame (frame-src https:), nothing else is, and nobody may frame the app', async () => {
    for (const route of ['/', '/deck/home', '/@alice/123']) {
      const res = await fetch(server.url + route, { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(200);
      const policy = directives(res.headers.get('content-security-policy')!);
      expect(policy.get('frame-src')).toEqual(['https:']);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      // Read to its end: an answer left unread keeps its connection busy, and the server's close waits.
      await res.text();
    }
  });
});
