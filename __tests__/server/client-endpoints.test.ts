import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, post, startTestServer, useTestServer } from './helpers';
import { componentErrors } from './schema';

const t = useTestServer({ users: ['demo', 'alice'] });

const ORIGIN = { Origin: 'https://client.example' };

describe('calls third-party clients make', () => {
  test('GET /api/v1/preferences answers the posting and reading defaults', async () => {
    const res = await api(t.base, 'GET', '/api/v1/preferences', { token: t.tokens.demo });
    expect(res.status).toBe(200);
    expect(componentErrors('Preferences', res.body)).toBeNull();
    expect(res.body['posting:default:visibility']).toBe('public');
    await api(t.base, 'PATCH', '/api/v1/accounts/update_credentials', {
      token: t.tokens.alice,
      json: { source: { privacy: 'unlisted', sensitive: true, language: 'fr' } },
    });
    const alice = await api(t.base, 'GET', '/api/v1/preferences', { token: t.tokens.alice });
    expect(alice.body).toMatchObject({
      'posting:default:visibility': 'unlisted',
      'posting:default:sensitive': true,
      'posting:default:language': 'fr',
    });
    expect((await api(t.base, 'GET', '/api/v1/preferences', { unchecked: true })).status).toBe(401);
  });

  test('GET /api/v1/statuses?id[]= answers many posts at once, in order, without the hidden ones', async () => {
    const a = await post(t.base, t.tokens.alice, 'first');
    const b = await post(t.base, t.tokens.alice, 'second');
    const secret = await post(t.base, t.tokens.alice, '@demo only us', { visibility: 'direct' });
    const query = `id[]=${b.id}&id[]=missing&id[]=${a.id}&id[]=${secret.id}&id[]=${b.id}`;
    const anonymous = await api(t.base, 'GET', `/api/v1/statuses?${query}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.map((s: { id: string }) => s.id)).toEqual([b.id, a.id]);
    const demo = await api(t.base, 'GET', `/api/v1/statuses?${query}`, { token: t.tokens.demo });
    expect(demo.body.map((s: { id: string }) => s.id)).toEqual([b.id, a.id, secret.id]);
    expect((await api(t.base, 'GET', '/api/v1/statuses')).body).toEqual([]);
  });

  test('GET /api/v1/featured_tags answers the signed-in user’s own', async () => {
    const res = await api(t.base, 'GET', '/api/v1/featured_tags', { token: t.tokens.demo });
    expect(res.status).toBe(200);
    expect(res.body.map((tag: { name: string }) => tag.name).sort()).toEqual(['coffee', 'webdev']);
    const alice = await api(t.base, 'GET', '/api/v1/featured_tags', { token: t.tokens.alice });
    expect(alice.body.map((tag: { name: string }) => tag.name)).toEqual(['photography']);
    expect((await api(t.base, 'GET', '/api/v1/featured_tags', { unchecked: true })).status).toBe(401);
  });
});

describe('discovery documents, with CORS as on Mastodon', () => {
  test('/.well-known/oauth-authorization-server (RFC 8414) names the endpoints and PKCE S256', async () => {
    const res = await api(t.base, 'GET', '/.well-known/oauth-authorization-server', { headers: ORIGIN });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.body.token_endpoint).toBe(`${t.base}/oauth/token`);
    expect(res.body.authorization_endpoint).toBe(`${t.base}/oauth/authorize`);
    expect(res.body.app_registration_endpoint).toBe(`${t.base}/api/v1/apps`);
    expect(res.body.code_challenge_methods_supported).toContain('S256');
    const userinfo = await api(t.base, 'GET', '/oauth/userinfo', { token: t.tokens.demo, unchecked: true });
    expect(userinfo.status).toBe(200);
    expect(userinfo.body).toMatchObject({ preferred_username: 'demo', profile: `${t.base}/@demo` });
  });

  test('/.well-known/nodeinfo links /nodeinfo/2.0, which describes the instance', async () => {
    const links = await api(t.base, 'GET', '/.well-known/nodeinfo', { headers: ORIGIN, unchecked: true });
    expect(links.headers.get('access-control-allow-origin')).toBe('*');
    const href = links.body.links[0].href as string;
    expect(href).toBe(`${t.base}/nodeinfo/2.0`);
    const info = await fetch(href, { headers: ORIGIN });
    expect(info.headers.get('access-control-allow-origin')).toBe('*');
    expect(info.headers.get('content-type')).toContain('nodeinfo.diaspora.software/ns/schema/2.0');
    const body = (await info.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(body.version).toBe('2.0');
    expect(body.software.name).toBe('mastodon');
    expect(body.usage.users.total).toBeGreaterThan(5);
    expect(body.usage.localPosts).toBeGreaterThan(100);
  });

  test('/.well-known/host-meta points at WebFinger', async () => {
    const res = await fetch(`${t.base}/.well-known/host-meta`, { headers: ORIGIN });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xrd+xml');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toContain(`template="${t.base}/.well-known/webfinger?resource={uri}"`);
  });

  test('/.well-known/webfinger finds local accounts by acct: or profile URL', async () => {
    const host = new URL(t.base).host;
    const res = await fetch(`${t.base}/.well-known/webfinger?resource=acct:alice@${host}`, {
      headers: ORIGIN,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/jrd+json');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const jrd = (await res.json()) as { subject: string; links: { rel: string; href: string }[] };
    expect(jrd.subject).toBe(`acct:alice@${host}`);
    expect(jrd.links.find((l) => l.rel === 'self')?.href).toBe(`${t.base}/users/alice`);
    const byUrl = await fetch(
      `${t.base}/.well-known/webfinger?resource=${encodeURIComponent(`${t.base}/@alice`)}`,
    );
    expect(byUrl.status).toBe(200);
    expect((await fetch(`${t.base}/.well-known/webfinger?resource=acct:nobody@${host}`)).status).toBe(404);
    expect(
      (await fetch(`${t.base}/.well-known/webfinger?resource=acct:alice@elsewhere.example`)).status,
    ).toBe(404);
    expect((await fetch(`${t.base}/.well-known/webfinger`)).status).toBe(400);
  });

  test('files under /system and the placeholder avatar answer to any origin', async () => {
    const me = await api(t.base, 'GET', '/api/v1/accounts/verify_credentials', { token: t.tokens.demo });
    const avatar = await fetch(me.body.avatar as string, { headers: ORIGIN });
    expect(new URL(me.body.avatar as string).pathname).toMatch(/^\/system\//);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('access-control-allow-origin')).toBe('*');
    const missing = await fetch(`${t.base}/avatars/original/missing.png`, { headers: ORIGIN });
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('behind a TLS proxy', () => {
  const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'social.example.test' };

  test('with trustProxy, forwarded headers give https and wss URLs', async () => {
    const server = await startTestServer({ trustProxy: true });
    try {
      const instance = await api(server.url, 'GET', '/api/v2/instance', { headers: forwarded });
      expect(instance.body.configuration.urls.streaming).toBe('wss://social.example.test');
      expect(instance.body.domain).toBe('social.example.test');
      const statuses = await api(server.url, 'GET', '/api/v1/timelines/public?limit=1', {
        headers: forwarded,
      });
      expect(statuses.body[0].url).toMatch(/^https:\/\/social\.example\.test\/@/);
      expect(statuses.headers.get('link')).toContain('<https://social.example.test/api/v1/timelines/public?');
    } finally {
      await server.close();
    }
  });

  test('without it (the default), forwarded headers are ignored', async () => {
    const instance = await api(t.base, 'GET', '/api/v2/instance', { headers: forwarded });
    expect(instance.body.configuration.urls.streaming).toBe(t.base.replace('http', 'ws'));
  });
});

describe('HTML answers', () => {
  test('carry Referrer-Policy: same-origin (the app shell and the sign-in pages)', async () => {
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
    const server = await startTestServer({ staticDir });
    try {
      const shell = await fetch(`${server.url}/deck`, { headers: { Accept: 'text/html' } });
      expect(shell.headers.get('content-type')).toContain('text/html');
      expect(shell.headers.get('referrer-policy')).toBe('same-origin');
      const index = await fetch(`${server.url}/`);
      expect(index.headers.get('referrer-policy')).toBe('same-origin');
      const signIn = await fetch(`${server.url}/oauth/authorize?response_type=code&client_id=nope`);
      expect(signIn.headers.get('referrer-policy')).toBe('same-origin');
      const json = await fetch(`${server.url}/api/v1/instance`);
      expect(json.headers.get('referrer-policy')).toBeNull();
    } finally {
      await server.close();
      fs.rmSync(staticDir, { recursive: true, force: true });
    }
  });
});
