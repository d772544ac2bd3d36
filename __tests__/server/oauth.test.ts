import crypto from 'node:crypto';
import { api, createApp, tokenFor, useTestServer } from './helpers';

const ctx = useTestServer();

const REDIRECT = 'http://127.0.0.1:9/callback';

function pkce(): { verifier: string; challenge: string } {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

async function authorize(clientId: string, challenge: string, password = 'demo'): Promise<Response> {
  const form = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    scope: 'read write',
    state: 'xyz',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    username: 'demo',
    password,
  });
  return fetch(`${ctx.base}/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' });
}

describe('OAuth 2 as Mastodon does it', () => {
  test('apps, sign-in form, code with PKCE, token, verify_credentials', async () => {
    const app = await createApp(ctx.base, REDIRECT);
    const { verifier, challenge } = pkce();
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      scope: 'read write',
      state: 'xyz',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const form = await fetch(`${ctx.base}/oauth/authorize?${query}`);
    expect(form.status).toBe(200);
    expect(form.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await form.text();
    expect(html).toMatch(/<label for="username">Username<\/label><input[^>]+name="username"/);
    expect(html).toMatch(/<label for="password">Password<\/label><input[^>]+name="password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain(`name="code_challenge" value="${challenge}"`);
    expect(html).not.toContain('<script');

    const redirect = await authorize(app.client_id, challenge);
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('xyz');
    const code = location.searchParams.get('code')!;

    const token = await api(ctx.base, 'POST', '/oauth/token', {
      form: {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: app.client_id,
        client_secret: app.client_secret,
        code_verifier: verifier,
      },
    });
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ token_type: 'Bearer', scope: 'read write' });
    const me = await api(ctx.base, 'GET', '/api/v1/accounts/verify_credentials', {
      token: token.body.access_token,
    });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('demo');
    expect(me.body.role.name).toBe('Moderator');

    const reused = await api(ctx.base, 'POST', '/oauth/token', {
      form: {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: app.client_id,
        client_secret: app.client_secret,
        code_verifier: verifier,
      },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
  });

  test('a wrong PKCE verifier is refused', async () => {
    const app = await createApp(ctx.base, REDIRECT);
    const { challenge } = pkce();
    const location = new URL((await authorize(app.client_id, challenge)).headers.get('location')!);
    const res = await api(ctx.base, 'POST', '/oauth/token', {
      form: {
        grant_type: 'authorization_code',
        code: location.searchParams.get('code')!,
        redirect_uri: REDIRECT,
        client_id: app.client_id,
        client_secret: app.client_secret,
        code_verifier: pkce().verifier,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
  });

  test('wrong credentials re-render the form with an error (401)', async () => {
    const app = await createApp(ctx.base, REDIRECT);
    const res = await authorize(app.client_id, pkce().challenge, 'wrong');
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('name="username"');
  });

  test('out-of-band redirect shows the code on a page', async () => {
    const app = await createApp(ctx.base);
    const form = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
      scope: 'read',
      username: 'demo',
      password: 'demo',
    });
    const res = await fetch(`${ctx.base}/oauth/authorize`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    const code = /<code id="code">([^<]+)<\/code>/.exec(await res.text())![1];
    const token = await api(ctx.base, 'POST', '/oauth/token', {
      form: {
        grant_type: 'authorization_code',
        code,
        redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
        client_id: app.client_id,
        client_secret: app.client_secret,
      },
    });
    expect(token.status).toBe(200);
  });

  test('an unknown client or redirect URI gets an error page, not a form', async () => {
    const res = await fetch(
      `${ctx.base}/oauth/authorize?response_type=code&client_id=nope&redirect_uri=${encodeURIComponent(REDIRECT)}`,
    );
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain('name="password"');
  });

  test('revoking a token makes it answer 401', async () => {
    const app = await createApp(ctx.base);
    const token = await api(ctx.base, 'POST', '/oauth/token', {
      form: {
        grant_type: 'password',
        username: 'alice',
        password: 'password',
        client_id: app.client_id,
        client_secret: app.client_secret,
      },
    });
    const accessToken = token.body.access_token as string;
    expect(
      (await api(ctx.base, 'GET', '/api/v1/accounts/verify_credentials', { token: accessToken })).status,
    ).toBe(200);
    const revoke = await api(ctx.base, 'POST', '/oauth/revoke', {
      form: { token: accessToken, client_id: app.client_id, client_secret: app.client_secret },
    });
    expect(revoke.status).toBe(200);
    const after = await api(ctx.base, 'GET', '/api/v1/accounts/verify_credentials', { token: accessToken });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: 'The access token is invalid' });
  });

  test('client_credentials gives an app token; verify_credentials of the app works, user calls answer 422', async () => {
    const app = await createApp(ctx.base);
    const res = await api(ctx.base, 'POST', '/oauth/token', {
      form: {
        grant_type: 'client_credentials',
        client_id: app.client_id,
        client_secret: app.client_secret,
        scope: 'read',
      },
    });
    expect(res.status).toBe(200);
    const verify = await api(ctx.base, 'GET', '/api/v1/apps/verify_credentials', {
      token: res.body.access_token,
    });
    expect(verify.status).toBe(200);
    expect(verify.body.name).toBe('Test client');
    expect(
      (await api(ctx.base, 'GET', '/api/v1/timelines/home', { token: res.body.access_token })).status,
    ).toBe(422);
  });

  test('tokens are accepted as an access_token query parameter; scopes are enforced', async () => {
    const app = await createApp(ctx.base);
    const res = await api(ctx.base, 'POST', '/oauth/token', {
      form: {
        grant_type: 'password',
        username: 'demo',
        password: 'demo',
        client_id: app.client_id,
        client_secret: app.client_secret,
        scope: 'read',
      },
    });
    const token = res.body.access_token as string;
    expect(
      (await api(ctx.base, 'GET', `/api/v1/accounts/verify_credentials?access_token=${token}`)).status,
    ).toBe(200);
    const write = await api(ctx.base, 'POST', '/api/v1/statuses', { token, json: { status: 'hi' } });
    expect(write.status).toBe(403);
    expect(write.body.error).toMatch(/scopes/);
  });

  test('bad grants and bad apps answer Mastodon-style errors', async () => {
    const app = await createApp(ctx.base);
    const wrongPassword = await api(ctx.base, 'POST', '/oauth/token', {
      form: {
        grant_type: 'password',
        username: 'demo',
        password: 'nope',
        client_id: app.client_id,
        client_secret: app.client_secret,
      },
    });
    expect(wrongPassword.status).toBe(400);
    const badClient = await api(ctx.base, 'POST', '/oauth/token', {
      form: {
        grant_type: 'password',
        username: 'demo',
        password: 'demo',
        client_id: 'x',
        client_secret: 'y',
      },
    });
    expect(badClient.status).toBe(401);
    expect(badClient.body.error).toBe('invalid_client');
    const noName = await api(ctx.base, 'POST', '/api/v1/apps', { form: { redirect_uris: REDIRECT } });
    expect(noName.status).toBe(422);
    expect(noName.body.error).toMatch(/name/);
    const suspended = await api(ctx.base, 'POST', '/oauth/token', {
      form: {
        grant_type: 'password',
        username: 'banned',
        password: 'password',
        client_id: app.client_id,
        client_secret: app.client_secret,
      },
    });
    expect(suspended.status).toBe(400);
    await expect(tokenFor(ctx.base, 'alice')).resolves.toEqual(expect.any(String));
  });
});
