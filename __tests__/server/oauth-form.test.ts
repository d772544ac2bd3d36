import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, startTestServer, type TestServer } from './helpers';

const REDIRECT = 'http://127.0.0.1:9/callback';
// The smallest PNG: the icon the built app ships, as far as the server is concerned.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!DOCTYPE html><div id="root"></div>');
  fs.mkdirSync(path.join(staticDir, 'icons'));
  fs.writeFileSync(path.join(staticDir, 'icons', 'icon-192.png'), PNG);
  server = await startTestServer({ staticDir });
}, 60_000);
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

async function form(scope: string, extra: Record<string, string> = {}) {
  const app = await createApp(server.url, REDIRECT);
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: app.client_id,
    redirect_uri: REDIRECT,
    scope,
    state: 'st4te',
    ...extra,
  });
  return { app, params };
}

describe('the sign-in form', () => {
  test('names what each scope lets the application do, in words, not as codes', async () => {
    const { params } = await form('read write follow push');
    const html = await (await fetch(`${server.url}/oauth/authorize?${params}`)).text();
    for (const words of [
      'read all your account’s data',
      'modify all your account’s data',
      'modify account relationships',
      'receive your push notifications',
    ])
      expect(html).toContain(`<li>${words}</li>`);
    expect(html).not.toMatch(/\(read write follow push\)/);
  });

  test('follows the device’s light or dark setting', async () => {
    const { params } = await form('read');
    const html = await (await fetch(`${server.url}/oauth/authorize?${params}`)).text();
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('@media (prefers-color-scheme:dark)');
  });

  test('keeps the username after a wrong password, and puts the cursor in the password field', async () => {
    const { params } = await form('read');
    params.set('username', 'demo');
    params.set('password', 'wrong');
    const res = await fetch(`${server.url}/oauth/authorize`, {
      method: 'POST',
      body: params,
      redirect: 'manual',
    });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toMatch(/<input type="text" id="username" name="username" value="demo"/);
    expect(html).toMatch(/<input type="password"[^>]* autofocus>/);
    expect(html).toContain('Invalid username or password.');
  });

  test('Cancel goes back to the application with error=access_denied, its state and this server', async () => {
    const { params } = await form('read');
    const html = await (await fetch(`${server.url}/oauth/authorize?${params}`)).text();
    const href = /<a href="([^"]+)">Cancel<\/a>/.exec(html)![1].replace(/&amp;/g, '&');
    const cancel = new URL(href);
    expect(cancel.origin + cancel.pathname).toBe(REDIRECT);
    expect(cancel.searchParams.get('error')).toBe('access_denied');
    expect(cancel.searchParams.get('state')).toBe('st4te');
    expect(cancel.searchParams.get('iss')).toBe(`${server.url}/`);
    expect(cancel.searchParams.get('code')).toBeNull();
  });

  test('with the code shown on the page, Cancel goes to the server’s home page', async () => {
    const app = await createApp(server.url, 'urn:ietf:wg:oauth:2.0:oob');
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
      scope: 'read',
    });
    const html = await (await fetch(`${server.url}/oauth/authorize?${params}`)).text();
    expect(html).toContain('<a href="/">Cancel</a>');
  });
});

test('/favicon.ico answers with the app’s icon', async () => {
  const res = await fetch(`${server.url}/favicon.ico`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/x-icon');
  const body = Buffer.from(await res.arrayBuffer());
  expect(body.readUInt16LE(2)).toBe(1);
  expect(body.readUInt16LE(4)).toBe(1);
  expect(body.subarray(22).equals(PNG)).toBe(true);
});
