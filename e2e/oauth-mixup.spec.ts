// The OAuth mix-up attack (RFC 9207), in Chromium, with a hostile server beside the honest local
// instance. The user types the hostile server's address; it answers the sign-in by sending the browser on
// to the honest instance's real sign-in page, under an app it registered there itself. The user signs in
// there, and the honest instance sends its code back to the app. Without `iss`, the app would hand that
// code to the hostile server it started with, which could then exchange it for a full-scope token on the
// honest instance. The instance names itself in the answer, and the app refuses the code.
// The app is the static build on a host of its own (as on a real deployment), so that it may talk to
// both servers on loopback.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { startStaticHost, type RunningServer } from './anyServerHarness';
import { homeColumn, seriousViolations } from './helpers';

const STATIC_PORT = Number(process.env.E2E_MIXUP_STATIC_PORT || Number(new URL(baseURL).port) + 12);

let app: RunningServer;

test.beforeAll(async () => {
  app = await startStaticHost(path.resolve(__dirname, '..', 'dist'), STATIC_PORT);
});

test.afterAll(async () => {
  await app?.close();
});

test.use({ viewport: { width: 1440, height: 900 } });

const SCOPES = 'read write follow push';

interface HostileServer {
  url: string;
  /** Codes the app handed to the hostile token endpoint. */
  codesReceived: string[];
  /** Tokens the hostile server obtained for the user on the honest instance with those codes. */
  stolenTokens: string[];
  close(): Promise<void>;
}

async function startHostileServer(honest: string, appOrigin: string): Promise<HostileServer> {
  // The hostile server registers its own app on the honest instance, with the app's own callback.
  const registered = (await (
    await fetch(`${honest}/api/v1/apps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_name: 'Fedideck',
        redirect_uris: `${appOrigin}/auth/callback`,
        scopes: SCOPES,
      }),
    })
  ).json()) as { client_id: string; client_secret: string };
  const verifier = crypto.randomBytes(32).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const codesReceived: string[] = [];
  const stolenTokens: string[] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://hostile.invalid');
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
    };
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { ...cors, 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    if (url.pathname === '/api/v1/apps' && req.method === 'POST') {
      json(200, { id: '1', name: 'Fedideck', client_id: 'hostile-client', client_secret: 'hostile-secret' });
      return;
    }
    if (url.pathname === '/oauth/authorize') {
      // On to the honest instance's real sign-in page, under the hostile app, with the app's own state.
      const onward = new URLSearchParams({
        response_type: 'code',
        client_id: registered.client_id,
        redirect_uri: url.searchParams.get('redirect_uri') ?? '',
        scope: SCOPES,
        state: url.searchParams.get('state') ?? '',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      });
      res.writeHead(302, { location: `${honest}/oauth/authorize?${onward.toString()}` });
      res.end();
      return;
    }
    if (url.pathname === '/oauth/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const code = new URLSearchParams(body).get('code') ?? '';
        codesReceived.push(code);
        void fetch(`${honest}/oauth/token`, {
          method: 'POST',
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            client_id: registered.client_id,
            client_secret: registered.client_secret,
            redirect_uri: `${appOrigin}/auth/callback`,
            code_verifier: verifier,
          }),
        })
          .then((answer) => answer.json() as Promise<{ access_token?: string }>)
          .then((token) => {
            if (token.access_token) stolenTokens.push(token.access_token);
            json(400, { error: 'invalid_grant' });
          });
      });
      return;
    }
    json(404, { error: 'Record not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    codesReceived,
    stolenTokens,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Types a server's address in the app's sign-in form, then signs in as demo on the honest instance. */
async function signInThrough(page: Page, server: string) {
  await page.goto(`${app.url}/`);
  await page.getByRole('textbox', { name: /Sign in on your server/ }).fill(server);
  await page.getByRole('button', { name: /^Sign in/ }).click();
  // The browser lands on the honest instance's own sign-in page, as the user would see it.
  await page.waitForURL(`${baseURL}/oauth/authorize?**`);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('OAuth mix-up: a sign-in started on a hostile server and answered by the honest instance is refused, and no code reaches the hostile server', async ({
  page,
}) => {
  const hostile = await startHostileServer(baseURL, app.url);
  try {
    await signInThrough(page, hostile.url);
    await page.waitForURL(`${app.url}/auth/callback?**`);
    expect(new URL(page.url()).searchParams.get('iss')).toBe(`${baseURL}/`);
    await expect(page.getByRole('alert')).toBeVisible();
    expect(hostile.codesReceived).toEqual([]);
    expect(hostile.stolenTokens).toEqual([]);
    await expect(page.getByRole('alert')).toHaveText(/came from a different server than the one you chose/);
    expect(await page.evaluate(() => localStorage.getItem('fedideck:accounts'))).toBeNull();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // The honest instance, chosen directly, signs in as usual: its answer names the server it was started on.
    await signInThrough(page, baseURL);
    await expect(homeColumn(page).getByRole('article').first()).toBeVisible();
  } finally {
    await hostile.close();
  }
});
