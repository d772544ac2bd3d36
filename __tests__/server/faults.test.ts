import WebSocket from 'ws';
import { api, startTestServer, tokenFor, useTestServer } from './helpers';

describe('fault mode (server/README.md)', () => {
  const ctx = useTestServer({ server: { faultMode: true } });
  const fault = (body: unknown): Promise<Response> =>
    fetch(`${ctx.base}/__fault`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  afterEach(async () => {
    await fault({ reset: true });
  });

  test('the next N answers fail with 500, then normal service resumes', async () => {
    expect((await fault({ fail: { status: 500, count: 2 } })).status).toBe(200);
    expect((await api(ctx.base, 'GET', '/api/v1/instance')).status).toBe(500);
    expect((await api(ctx.base, 'GET', '/api/v1/instance')).body).toEqual({ error: expect.any(String) });
    expect((await api(ctx.base, 'GET', '/api/v1/instance')).status).toBe(200);
  });

  test('429 carries rate-limit headers; malformed gives a 200 that is not JSON; path_prefix narrows', async () => {
    await fault({ fail: { status: 429, count: 1 } });
    const limited = await api(ctx.base, 'GET', '/api/v1/instance');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-reset')).toBeTruthy();
    await fault({ fail: { status: 'malformed', count: 1, path_prefix: '/api/v1/timelines' } });
    expect((await api(ctx.base, 'GET', '/api/v1/instance')).status).toBe(200);
    const broken = await fetch(`${ctx.base}/api/v1/timelines/public`);
    expect(broken.status).toBe(200);
    await expect(broken.json()).rejects.toThrow();
  });

  test('a share of answers fails; latency is added', async () => {
    await fault({ fail: { status: 500, share: 1 } });
    expect((await api(ctx.base, 'GET', '/api/v1/instance')).status).toBe(500);
    await fault({ reset: true, latency_ms: 150 });
    const started = Date.now();
    expect((await api(ctx.base, 'GET', '/api/v1/instance')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  test('drop_websockets ends open streaming sockets', async () => {
    const token = await tokenFor(ctx.base, 'demo');
    const socket = new WebSocket(
      `${ctx.base.replace('http', 'ws')}/api/v1/streaming?stream=user&access_token=${token}`,
    );
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const res = await fault({ drop_websockets: true });
    expect((await res.json()).dropped_websockets).toBe(1);
    await closed;
  });

  test('bad fault bodies answer 422', async () => {
    expect((await fault({ fail: { status: 418 } })).status).toBe(422);
  });
});

describe('without fault mode', () => {
  test('/__fault is 404, and the rate limit answers 429 with headers', async () => {
    const server = await startTestServer({ rateLimits: { unauthenticatedApi: 3 } });
    try {
      const res = await fetch(`${server.url}/__fault`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"reset":true}',
      });
      expect(res.status).toBe(404);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await api(server.url, 'GET', '/api/v1/custom_emojis')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await api(server.url, 'GET', '/api/v1/custom_emojis');
      expect(limited.body).toEqual({ error: 'Too many requests' });
      expect(limited.headers.get('x-ratelimit-limit')).toBe('3');
      expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(Date.parse(limited.headers.get('x-ratelimit-reset')!)).toBeGreaterThan(Date.now());
    } finally {
      await server.close();
    }
  }, 60_000);
});
