import crypto from 'node:crypto';
import WebSocket from 'ws';
import { MASTODON_RATE_LIMITS } from '../../server/http/ratelimit';
import { rawText } from '../../server/streaming/socket';
import {
  api,
  createApp,
  post,
  startTestServer,
  tokenFor,
  useTestServer,
  type AppCredentials,
} from './helpers';

const t = useTestServer({ users: ['alice'] });

const REDIRECT = 'http://127.0.0.1:9/callback';

async function codeFor(
  base: string,
  app: AppCredentials,
  extra: Record<string, string> = {},
): Promise<string> {
  const form = new URLSearchParams({
    response_type: 'code',
    client_id: app.client_id,
    redirect_uri: REDIRECT,
    scope: 'read',
    username: 'demo',
    password: 'demo',
    ...extra,
  });
  const res = await fetch(`${base}/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!).searchParams.get('code')!;
}

function token(base: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return api(base, 'POST', '/oauth/token', { form, headers, unchecked: true });
}

describe('token endpoint: confidential clients prove their secret', () => {
  test('a code issued without PKCE is refused with only client_id, and accepted with the secret', async () => {
    const app = await createApp(t.base, REDIRECT);
    const code = await codeFor(t.base, app);
    const base = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: app.client_id };
    const withoutSecret = await token(t.base, base);
    expect(withoutSecret.status).toBe(401);
    expect(withoutSecret.body.error).toBe('invalid_client');
    const withSecret = await token(t.base, { ...base, client_secret: app.client_secret });
    expect(withSecret.status).toBe(200);
    expect(withSecret.body.scope).toBe('read');
  });

  test('a PKCE code is exchanged with its verifier alone (a public client)', async () => {
    const app = await createApp(t.base, REDIRECT);
    const verifier = crypto.randomBytes(32).toString('base64url');
    const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
    const code = await codeFor(t.base, app, { code_challenge: challenge, code_challenge_method: 'S256' });
    const base = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: app.client_id };
    expect((await token(t.base, { ...base, code_verifier: 'wrong' })).status).toBe(400);
    expect((await token(t.base, { ...base, code_verifier: verifier })).status).toBe(200);
  });

  test('the password grant without the secret answers invalid_client', async () => {
    const app = await createApp(t.base);
    const res = await token(t.base, {
      grant_type: 'password',
      username: 'demo',
      password: 'demo',
      client_id: app.client_id,
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_client');
  });

  test('client_credentials without the secret, or with a wrong one, answers invalid_client', async () => {
    const app = await createApp(t.base);
    const noSecret = await token(t.base, { grant_type: 'client_credentials', client_id: app.client_id });
    expect(noSecret.status).toBe(401);
    const basic = Buffer.from(`${app.client_id}:wrong`).toString('base64');
    const wrong = await token(
      t.base,
      { grant_type: 'client_credentials' },
      { Authorization: `Basic ${basic}` },
    );
    expect(wrong.status).toBe(401);
    const right = Buffer.from(`${app.client_id}:${app.client_secret}`).toString('base64');
    const ok = await token(t.base, { grant_type: 'client_credentials' }, { Authorization: `Basic ${right}` });
    expect(ok.status).toBe(200);
  });
});

describe('OAuth mix-up: every authorization response names its server (RFC 9207)', () => {
  test('the redirect after sign-in carries iss, identical to the metadata issuer, which advertises it', async () => {
    const meta = await api(t.base, 'GET', '/.well-known/oauth-authorization-server');
    expect(meta.body.authorization_response_iss_parameter_supported).toBe(true);
    const app = await createApp(t.base, REDIRECT);
    const form = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      scope: 'read',
      state: 'st',
      username: 'demo',
      password: 'demo',
    });
    const res = await fetch(`${t.base}/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    const location = new URL(res.headers.get('location')!);
    expect(location.searchParams.get('iss')).toBe(meta.body.issuer);
    expect(location.searchParams.get('state')).toBe('st');
    expect(location.searchParams.get('code')).toBeTruthy();
  });
});

describe('malformed client credentials', () => {
  test('a bad escape in HTTP Basic credentials answers invalid_client, not 500', async () => {
    const basic = Buffer.from('%E0%A4%A:secret').toString('base64');
    const res = await token(
      t.base,
      { grant_type: 'client_credentials' },
      { Authorization: `Basic ${basic}` },
    );
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_client');
  });
});

describe('requested scopes stay within the app registration', () => {
  async function readOnlyApp(): Promise<AppCredentials> {
    const res = await api<AppCredentials>(t.base, 'POST', '/api/v1/apps', {
      form: { client_name: 'Reader', redirect_uris: REDIRECT, scopes: 'read' },
    });
    return res.body;
  }

  test('client_credentials asking for more than the app has answers invalid_scope', async () => {
    const app = await readOnlyApp();
    const creds = { client_id: app.client_id, client_secret: app.client_secret };
    const wider = await token(t.base, { grant_type: 'client_credentials', scope: 'read write', ...creds });
    expect(wider.status).toBe(400);
    expect(wider.body.error).toBe('invalid_scope');
    const narrower = await token(t.base, {
      grant_type: 'client_credentials',
      scope: 'read:statuses',
      ...creds,
    });
    expect(narrower.status).toBe(200);
  });

  test('the password grant asking for more than the app has answers invalid_scope', async () => {
    const app = await readOnlyApp();
    const res = await token(t.base, {
      grant_type: 'password',
      username: 'demo',
      password: 'demo',
      scope: 'read write:statuses',
      client_id: app.client_id,
      client_secret: app.client_secret,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_scope');
  });

  test('the authorization form refuses scopes beyond the app', async () => {
    const app = await readOnlyApp();
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      scope: 'read push',
    });
    const res = await fetch(`${t.base}/oauth/authorize?${query}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('The requested scope is invalid, unknown, or malformed.');
  });
});

describe('redirect URIs registered by apps', () => {
  const register = (redirect_uris: string) =>
    api(t.base, 'POST', '/api/v1/apps', { form: { client_name: 'App', redirect_uris }, unchecked: true });

  test.each([
    'javascript:alert(document.domain)',
    'JavaScript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.com/1',
  ])('%s is forbidden by the server', async (uri) => {
    const res = await register(uri);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: 'Validation failed: Redirect URI is forbidden by the server.' });
  });

  test('an app website that is not a web address (javascript:) is invalid', async () => {
    const res = await api(t.base, 'POST', '/api/v1/apps', {
      form: { client_name: 'App', redirect_uris: REDIRECT, website: 'javascript:alert(1)' },
      unchecked: true,
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('Validation failed: Website is invalid');
    const ok = await api(t.base, 'POST', '/api/v1/apps', {
      form: { client_name: 'App', redirect_uris: REDIRECT, website: 'https://app.example' },
    });
    expect(ok.body.website).toBe('https://app.example');
  });

  test('a forbidden URI among several is refused too', async () => {
    const res = await register(`${REDIRECT}\njavascript:alert(1)`);
    expect(res.status).toBe(422);
  });

  test('a fragment or a relative URI is refused with Mastodon messages', async () => {
    expect((await register('https://example.com/cb#x')).body.error).toBe(
      'Validation failed: Redirect URI cannot contain a fragment.',
    );
    expect((await register('/callback')).body.error).toBe(
      'Validation failed: Redirect URI must be an absolute URI.',
    );
  });

  test.each([
    'https://example.com/cb',
    REDIRECT,
    'urn:ietf:wg:oauth:2.0:oob',
    'com.example.app:/oauth',
    'myapp://callback',
  ])('%s is accepted', async (uri) => {
    const res = await register(uri);
    expect(res.status).toBe(200);
    expect(res.body.redirect_uris).toEqual([uri]);
  });
});

describe('sign-in rate limit', () => {
  const passwordGrant = async (base: string, app: AppCredentials, username: string, password: string) =>
    token(base, {
      grant_type: 'password',
      username,
      password,
      client_id: app.client_id,
      client_secret: app.client_secret,
      scope: 'read',
    });

  test('the 26th wrong password from one address in 5 minutes answers 429 with X-RateLimit headers', async () => {
    const server = await startTestServer({ rateLimits: MASTODON_RATE_LIMITS });
    try {
      const app = await createApp(server.url);
      for (let i = 0; i < 25; i++) {
        const res = await passwordGrant(server.url, app, i % 2 ? 'demo' : `nobody${i}`, 'wrong');
        expect(res.status).toBe(400);
      }
      const limited = await passwordGrant(server.url, app, 'carol', 'wrong');
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ error: 'Too many requests' });
      expect(limited.headers.get('x-ratelimit-limit')).toBe('25');
      expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(Date.parse(limited.headers.get('x-ratelimit-reset')!)).toBeGreaterThan(Date.now());
      // Over the limit, even the right password waits: the guess is not checked at all.
      expect((await passwordGrant(server.url, app, 'demo', 'demo')).status).toBe(429);
    } finally {
      await server.close();
    }
  }, 60_000);

  test('attempts are also counted per account name, right passwords as well as wrong ones', async () => {
    const server = await startTestServer({ rateLimits: { signInPerAddress: 100, signInPerAccount: 3 } });
    try {
      const app = await createApp(server.url);
      expect((await passwordGrant(server.url, app, 'alice', 'password')).status).toBe(200);
      expect((await passwordGrant(server.url, app, 'alice', 'nope')).status).toBe(400);
      expect((await passwordGrant(server.url, app, 'alice', 'password')).status).toBe(200);
      expect((await passwordGrant(server.url, app, 'alice', 'password')).status).toBe(429);
      expect((await passwordGrant(server.url, app, 'ALICE', 'password')).status).toBe(429);
      expect((await passwordGrant(server.url, app, 'bob', 'password')).status).toBe(200);
    } finally {
      await server.close();
    }
  }, 60_000);

  test('the sign-in form is limited too, and says so', async () => {
    const server = await startTestServer({ rateLimits: { signInPerAddress: 2, signInPerAccount: 100 } });
    try {
      const app = await createApp(server.url, REDIRECT);
      const attempt = (password: string) =>
        fetch(`${server.url}/oauth/authorize`, {
          method: 'POST',
          redirect: 'manual',
          body: new URLSearchParams({
            response_type: 'code',
            client_id: app.client_id,
            redirect_uri: REDIRECT,
            scope: 'read',
            username: 'demo',
            password,
          }),
        });
      expect((await attempt('x')).status).toBe(401);
      expect((await attempt('y')).status).toBe(401);
      const limited = await attempt('demo');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(await limited.text()).toContain('Too many attempts. Try again later.');
    } finally {
      await server.close();
    }
  }, 60_000);

  test('an unknown username costs the same password hash work as a known one', async () => {
    const app = await createApp(t.base);
    await passwordGrant(t.base, app, 'nobody-at-all', 'warm-up'); // the dummy hash is made once, lazily
    const scrypt = jest.spyOn(crypto, 'scrypt');
    try {
      await passwordGrant(t.base, app, 'nobody-at-all', 'guess');
      const unknown = scrypt.mock.calls.length;
      scrypt.mockClear();
      await passwordGrant(t.base, app, 'demo', 'guess');
      const known = scrypt.mock.calls.length;
      expect(unknown).toBe(1);
      expect(known).toBe(1);
    } finally {
      scrypt.mockRestore();
    }
  });
});

describe('revoking a token closes its streaming sockets', () => {
  test('a revoked token stops receiving direct messages on an open socket', async () => {
    const app = await createApp(t.base);
    const granted = await token(t.base, {
      grant_type: 'password',
      username: 'demo',
      password: 'demo',
      client_id: app.client_id,
      client_secret: app.client_secret,
      scope: 'read write',
    });
    const accessToken = granted.body.access_token as string;
    const other = await tokenFor(t.base, 'demo');
    const open = (tok: string) => {
      const socket = new WebSocket(
        `${t.base.replace('http', 'ws')}/api/v1/streaming?stream=direct&access_token=${tok}`,
      );
      const received: string[] = [];
      socket.on('message', (data) => received.push(rawText(data)));
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
      const opened = new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      return { socket, received, closed, opened };
    };
    const revokedSocket = open(accessToken);
    const keptSocket = open(other);
    await Promise.all([revokedSocket.opened, keptSocket.opened]);

    const revoke = await api(t.base, 'POST', '/oauth/revoke', {
      form: { token: accessToken, client_id: app.client_id, client_secret: app.client_secret },
      unchecked: true,
    });
    expect(revoke.status).toBe(200);
    expect(await revokedSocket.closed).toBe(1008);

    await post(t.base, t.tokens.alice, '@demo a private word', { visibility: 'direct' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(keptSocket.received.length).toBeGreaterThan(0);
    expect(revokedSocket.received).toEqual([]);
    keptSocket.socket.terminate();

    const again = open(accessToken);
    await expect(
      again.opened.then(
        () => 'open',
        () => 'refused',
      ),
    ).resolves.toBe('refused');
  });
});
