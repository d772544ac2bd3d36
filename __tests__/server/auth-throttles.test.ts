import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MASTODON_RATE_LIMITS } from '../../server/http/ratelimit';
import {
  api,
  createApp,
  startTestServer,
  tokenFor,
  useTestServer,
  type AppCredentials,
  type TestServer,
} from './helpers';

const REDIRECT = 'http://127.0.0.1:9/callback';

function passwordGrant(base: string, app: AppCredentials, username: string, password: string) {
  return api(base, 'POST', '/oauth/token', {
    form: {
      grant_type: 'password',
      username,
      password,
      client_id: app.client_id,
      client_secret: app.client_secret,
      scope: 'read write',
    },
    unchecked: true,
  });
}

function registerApp(base: string, redirectUris: string | string[], headers: Record<string, string> = {}) {
  return api(base, 'POST', '/api/v1/apps', {
    json: { client_name: 'Big client', redirect_uris: redirectUris, scopes: 'read' },
    headers,
  });
}

/** A server for one test, closed after it. */
async function withServer(
  options: Parameters<typeof startTestServer>[0],
  run: (server: TestServer) => Promise<void>,
): Promise<void> {
  const server = await startTestServer(options);
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

function expectRefused(res: { status: number; body: unknown; headers: Headers }, limit: number): void {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: 'Too many requests' });
  expect(res.headers.get('x-ratelimit-limit')).toBe(String(limit));
  expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
  expect(Date.parse(res.headers.get('x-ratelimit-reset')!)).toBeGreaterThan(Date.now());
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
}

describe('app registrations', () => {
  const t = useTestServer();

  test('an app registering 100 redirect URIs (3,000 characters together) is refused with 422; 2,000 are taken', async () => {
    const uris = Array.from(
      { length: 100 },
      (_, i) => `https://example.com/cb/${String(i).padStart(6, '0')}`,
    );
    expect(uris.join('\n').length).toBeGreaterThan(2000);
    const many = await registerApp(t.base, uris);
    expect(many.status).toBe(422);
    expect(many.body.error).toBe('Validation failed: Redirect URI is too long (maximum is 2000 characters)');
    const spaced = await registerApp(t.base, uris.join(' '));
    expect(spaced.status).toBe(422);
    expect(spaced.body.error).toMatch(/^Validation failed: Redirect URI /);
    // Up to 2,000 characters together are taken.
    const fewer = uris.slice(0, 20);
    expect(fewer.join('\n').length).toBeLessThanOrEqual(2000);
    const taken = await registerApp(t.base, fewer);
    expect(taken.status).toBe(200);
    expect(taken.body.redirect_uris).toEqual(fewer);
  });

  test('a megabyte of redirect URIs in one registration is refused with 422 before it is split', async () => {
    const huge = Array.from({ length: 40_000 }, (_, i) => `https://e.example/${i}`).join('\n');
    expect(huge.length).toBeGreaterThan(900_000);
    const res = await registerApp(t.base, huge);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/^Validation failed: Redirect URI /);
  });

  test('a sixth app registration from one address within 10 minutes answers 429 (Mastodon: 5 per 10 minutes)', async () => {
    await withServer({ rateLimits: MASTODON_RATE_LIMITS }, async (server) => {
      for (let i = 0; i < 5; i++) expect((await registerApp(server.url, REDIRECT)).status).toBe(200);
      const sixth = await registerApp(server.url, REDIRECT);
      expectRefused(sixth, 5);
    });
  }, 60_000);
});

describe('API rate limits as Mastodon counts them', () => {
  test('every /api answer names the throttle it counts in: 300 per address signed out, 1,500 per account signed in', async () => {
    await withServer({ rateLimits: MASTODON_RATE_LIMITS }, async (server) => {
      const signedOut = await api(server.url, 'GET', '/api/v1/custom_emojis');
      expect(signedOut.headers.get('x-ratelimit-limit')).toBe('300');
      expect(signedOut.headers.get('x-ratelimit-remaining')).toBe('299');
      const token = await tokenFor(server.url, 'alice');
      const signedIn = await api(server.url, 'GET', '/api/v1/accounts/verify_credentials', { token });
      expect(signedIn.headers.get('x-ratelimit-limit')).toBe('1500');
    });
  }, 60_000);

  test('a fresh token is not a fresh window: every token of one account shares the account’s limit', async () => {
    await withServer({ rateLimits: { authenticatedApi: 6 } }, async (server) => {
      const tokens = [
        await tokenFor(server.url, 'alice'),
        await tokenFor(server.url, 'alice'),
        await tokenFor(server.url, 'alice'),
      ];
      for (let i = 0; i < 6; i++) {
        const res = await api(server.url, 'GET', '/api/v1/accounts/verify_credentials', {
          token: tokens[i % 3],
        });
        expect(res.status).toBe(200);
      }
      const fourthToken = await tokenFor(server.url, 'alice');
      expectRefused(
        await api(server.url, 'GET', '/api/v1/accounts/verify_credentials', { token: fourthToken }),
        6,
      );
      // Another account has its own window.
      const bob = await tokenFor(server.url, 'bob');
      expect(
        (await api(server.url, 'GET', '/api/v1/accounts/verify_credentials', { token: bob })).status,
      ).toBe(200);
    });
  }, 60_000);

  test('an app token without a user is held to its own per-token limit', async () => {
    await withServer({ rateLimits: { perTokenApi: 3 } }, async (server) => {
      const app = await createApp(server.url);
      const granted = await api(server.url, 'POST', '/oauth/token', {
        form: {
          grant_type: 'client_credentials',
          client_id: app.client_id,
          client_secret: app.client_secret,
          scope: 'read',
        },
        unchecked: true,
      });
      const token = granted.body.access_token as string;
      for (let i = 0; i < 3; i++)
        expect((await api(server.url, 'GET', '/api/v1/apps/verify_credentials', { token })).status).toBe(200);
      expectRefused(await api(server.url, 'GET', '/api/v1/apps/verify_credentials', { token }), 3);
    });
  }, 60_000);

  test('/oauth/token is counted per address too: hammering it with bad clients ends in 429', async () => {
    await withServer({ rateLimits: { oauth: 4 } }, async (server) => {
      const attempt = () =>
        api(server.url, 'POST', '/oauth/token', {
          form: { grant_type: 'client_credentials', client_id: 'nope', client_secret: 'nope' },
          unchecked: true,
        });
      for (let i = 0; i < 4; i++) expect((await attempt()).status).toBe(401);
      expectRefused(await attempt(), 4);
      const form = await fetch(`${server.url}/oauth/authorize?response_type=code&client_id=x`);
      expect(form.status).toBe(429);
    });
  }, 60_000);

  test('media uploads are limited per account (30 in 30 minutes) and the answer shows that closest limit', async () => {
    await withServer({ rateLimits: { mediaUploads: 2 } }, async (server) => {
      const token = await tokenFor(server.url, 'alice');
      const upload = () => {
        const form = new FormData();
        form.append('file', new Blob([Buffer.from('not an image')], { type: 'image/png' }), 'x.png');
        return api(server.url, 'POST', '/api/v2/media', { token, multipart: form });
      };
      const first = await upload();
      expect(first.headers.get('x-ratelimit-limit')).toBe('2');
      expect(first.headers.get('x-ratelimit-remaining')).toBe('1');
      await upload();
      expectRefused(await upload(), 2);
      // Reading is not an upload.
      expect((await api(server.url, 'GET', '/api/v1/accounts/verify_credentials', { token })).status).toBe(
        200,
      );
    });
  }, 60_000);

  test('deleting posts and unboosting are limited per account (30 in 30 minutes)', async () => {
    await withServer({ rateLimits: { deletes: 2 } }, async (server) => {
      const token = await tokenFor(server.url, 'alice');
      expect((await api(server.url, 'DELETE', '/api/v1/statuses/1', { token })).status).toBe(404);
      expect((await api(server.url, 'POST', '/api/v1/statuses/1/unreblog', { token })).status).toBe(404);
      expectRefused(await api(server.url, 'DELETE', '/api/v1/statuses/2', { token }), 2);
    });
  }, 60_000);
});

describe('the address a request is counted under', () => {
  test('behind a proxy, X-Forwarded-For written by the client left of the proxy’s entry picks nothing', async () => {
    await withServer({ trustProxy: true, rateLimits: { unauthenticatedApi: 3 } }, async (server) => {
      const from = (spoofed: string) =>
        api(server.url, 'GET', '/api/v1/custom_emojis', {
          headers: { 'X-Forwarded-For': `${spoofed}, 203.0.113.7` },
        });
      for (let i = 0; i < 3; i++) expect((await from(`198.51.100.${i}`)).status).toBe(200);
      expectRefused(await from('198.51.100.99'), 3);
      // Another client behind the same proxy has its own window.
      const other = await api(server.url, 'GET', '/api/v1/custom_emojis', {
        headers: { 'X-Forwarded-For': '203.0.113.8' },
      });
      expect(other.status).toBe(200);
    });
  }, 60_000);

  test('IPv6 clients are counted by their /64: new addresses in one network share a window', async () => {
    await withServer({ trustProxy: true, rateLimits: { unauthenticatedApi: 2 } }, async (server) => {
      const from = (address: string) =>
        api(server.url, 'GET', '/api/v1/custom_emojis', { headers: { 'X-Forwarded-For': address } });
      expect((await from('2001:db8:1:2::1')).status).toBe(200);
      expect((await from('2001:db8:1:2:ffff:ffff:ffff:fffe')).status).toBe(200);
      expectRefused(await from('2001:0db8:0001:0002:abcd::9'), 2);
      expect((await from('2001:db8:1:3::1')).status).toBe(200);
    });
  }, 60_000);
});

describe('sign-in attempts', () => {
  test('right passwords count too: the 26th successful sign-in from one address in 5 minutes answers 429', async () => {
    await withServer({ rateLimits: MASTODON_RATE_LIMITS }, async (server) => {
      const app = await createApp(server.url);
      const names = ['alice', 'bob', 'carol', 'dave', 'robot'];
      for (let i = 0; i < 25; i++)
        expect((await passwordGrant(server.url, app, names[i % 5], 'password')).status).toBe(200);
      const refused = await passwordGrant(server.url, app, 'guild', 'password');
      expectRefused(refused, 25);
    });
  }, 60_000);

  test('the password grant hashes in the thread pool: scryptSync never runs on the event loop for a sign-in', async () => {
    await withServer({}, async (server) => {
      const app = await createApp(server.url);
      await passwordGrant(server.url, app, 'nobody-at-all', 'warm-up');
      const sync = jest.spyOn(crypto, 'scryptSync');
      try {
        expect((await passwordGrant(server.url, app, 'demo', 'demo')).status).toBe(200);
        expect((await passwordGrant(server.url, app, 'demo', 'wrong')).status).toBe(400);
        expect((await passwordGrant(server.url, app, 'nobody-at-all', 'guess')).status).toBe(400);
        const form = await fetch(`${server.url}/oauth/authorize`, {
          method: 'POST',
          redirect: 'manual',
          body: new URLSearchParams({
            response_type: 'code',
            client_id: (await createApp(server.url, REDIRECT)).client_id,
            redirect_uri: REDIRECT,
            scope: 'read',
            username: 'demo',
            password: 'demo',
          }),
        });
        expect(form.status).toBe(302);
        expect(sync).not.toHaveBeenCalled();
      } finally {
        sync.mockRestore();
      }
    });
  }, 60_000);
});

describe('seeded passwords', () => {
  test('the other seeded accounts no longer share the password "password"; each has its own, kept 0600', async () => {
    await withServer({ seedPassword: undefined, demoPassword: 'sesame' }, async (server) => {
      const app = await createApp(server.url);
      for (const name of ['alice', 'bob', 'carol'])
        expect((await passwordGrant(server.url, app, name, 'password')).status).toBe(400);
      expect((await passwordGrant(server.url, app, 'alice', 'sesame')).status).toBe(400);
      expect((await passwordGrant(server.url, app, 'demo', 'sesame')).status).toBe(200);

      const file = path.join(server.dataDir, 'seed-passwords.json');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const passwords = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      expect(Object.keys(passwords)).toEqual(
        expect.arrayContaining(['alice', 'bob', 'carol', 'dave', 'robot', 'guild']),
      );
      expect(passwords.demo).toBeUndefined();
      const values = Object.values(passwords);
      expect(new Set(values).size).toBe(values.length);
      for (const value of values) expect(value).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect((await passwordGrant(server.url, app, 'alice', passwords.alice)).status).toBe(200);
      expect((await passwordGrant(server.url, app, 'bob', passwords.alice)).status).toBe(400);
    });
  }, 60_000);

  test('the command line prints each seeded account’s generated password, as the file keeps it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'instance-seed-'));
    try {
      const output = await new Promise<string>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', path.resolve(__dirname, '../../server/main.ts'), '--seed-only'],
          {
            env: { ...process.env, DATA_DIR: dataDir, DEMO_PASSWORD: 'demo' },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        const chunks: Buffer[] = [];
        child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
        child.on('error', reject);
        child.on('close', () => resolve(Buffer.concat(chunks).toString()));
      });
      const passwords = JSON.parse(
        fs.readFileSync(path.join(dataDir, 'seed-passwords.json'), 'utf8'),
      ) as Record<string, string>;
      expect(output).toContain('sign in as demo / demo');
      expect(output).toMatch(new RegExp(`alice\\s+${passwords.alice}`));
      expect(output).toMatch(new RegExp(`carol\\s+${passwords.carol}`));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('authorization codes', () => {
  const t = useTestServer();

  async function code(app: AppCredentials, extra: Record<string, string> = {}): Promise<Response> {
    return fetch(`${t.base}/oauth/authorize`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        response_type: 'code',
        client_id: app.client_id,
        redirect_uri: REDIRECT,
        scope: 'read',
        state: 's1',
        username: 'demo',
        password: 'demo',
        ...extra,
      }),
    });
  }

  test('a replayed authorization code is refused and the token it first gave is revoked', async () => {
    const app = await createApp(t.base, REDIRECT);
    const issued = new URL((await code(app)).headers.get('location')!).searchParams.get('code')!;
    const exchange = () =>
      api(t.base, 'POST', '/oauth/token', {
        form: {
          grant_type: 'authorization_code',
          code: issued,
          redirect_uri: REDIRECT,
          client_id: app.client_id,
          client_secret: app.client_secret,
        },
        unchecked: true,
      });
    const first = await exchange();
    expect(first.status).toBe(200);
    const token = first.body.access_token as string;
    expect((await api(t.base, 'GET', '/api/v1/accounts/verify_credentials', { token })).status).toBe(200);
    const other = await tokenFor(t.base, 'demo');

    const replay = await exchange();
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    expect((await api(t.base, 'GET', '/api/v1/accounts/verify_credentials', { token })).status).toBe(401);
    // Only the tokens of that code.
    expect((await api(t.base, 'GET', '/api/v1/accounts/verify_credentials', { token: other })).status).toBe(
      200,
    );
  });

  test('a plain PKCE challenge is refused with invalid_request, and the metadata offers S256 only', async () => {
    const app = await createApp(t.base, REDIRECT);
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      scope: 'read',
      state: 's2',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'plain',
    });
    const form = await fetch(`${t.base}/oauth/authorize?${query}`, { redirect: 'manual' });
    expect(form.status).toBe(302);
    const refused = new URL(form.headers.get('location')!);
    expect(refused.origin + refused.pathname).toBe(REDIRECT);
    expect(refused.searchParams.get('error')).toBe('invalid_request');
    expect(refused.searchParams.get('state')).toBe('s2');

    const signIn = await code(app, { code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' });
    const location = new URL(signIn.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
    // A challenge without a method is a plain one.
    const implicit = await code(app, { code_challenge: 'a'.repeat(43) });
    expect(new URL(implicit.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');

    const metadata = await api(t.base, 'GET', '/.well-known/oauth-authorization-server', { unchecked: true });
    expect(metadata.body.code_challenge_methods_supported).toEqual(['S256']);
  });
});
