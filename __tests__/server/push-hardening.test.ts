import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { browserKeys, startPushService } from '../../e2e/pushService';
import { api, createApp, post, tokenFor, useTestServer } from './helpers';

/** Long enough for a push made during a request to have reached (or not) its endpoint. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

async function listening(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A TCP listener on 127.0.0.1 standing for an internal service: it counts every connection made to it. */
async function internalService() {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  const port = await listening(server);
  return {
    port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const keys = browserKeys();

/** Subscribes a token to mentions at an endpoint; answers the HTTP status and the error, if any. */
async function subscribe(base: string, token: string, endpoint: string, route = '/api/v1/push/subscription') {
  const res = await api(base, 'POST', route, {
    token,
    json: {
      subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.authText }, standard: true },
      data: { alerts: { mention: true }, policy: 'all' },
    },
  });
  return { status: res.status, error: (res.body as { error?: string }).error };
}

/**
 * Host names the tests make up, answered by `dns.lookup` (which Node's connections and the instance
 * both resolve through); every other name is resolved as usual.
 */
const madeUpNames = new Map<string, string>();
const realLookup = dns.lookup.bind(dns);
beforeAll(() => {
  jest.spyOn(dns, 'lookup').mockImplementation((hostname: string, ...rest: unknown[]) => {
    const address = madeUpNames.get(hostname);
    if (address === undefined) return Reflect.apply(realLookup, dns, [hostname, ...rest]) as void;
    const options = typeof rest[0] === 'object' && rest[0] !== null ? (rest[0] as { all?: boolean }) : {};
    const callback = rest[rest.length - 1] as (...args: unknown[]) => void;
    const family = net.isIP(address);
    process.nextTick(() =>
      options.all ? callback(null, [{ address, family }]) : callback(null, address, family),
    );
  });
});
afterAll(() => jest.restoreAllMocks());

describe('Web Push endpoints (no loopback push service allowed, as in production)', () => {
  const t = useTestServer({ users: ['demo', 'alice'] });
  let internal: Awaited<ReturnType<typeof internalService>>;
  beforeAll(async () => {
    internal = await internalService();
  });
  afterAll(() => internal.close());

  test('an endpoint at the metadata address, a private, shared, reserved or multicast address, or loopback written as an address, is refused with 422 and never contacted', async () => {
    const port = internal.port;
    const refused = [
      'http://169.254.169.254/latest/meta-data/',
      'https://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/push',
      'https://10.0.0.1/push',
      'https://172.16.5.4/push',
      'https://192.168.1.1/push',
      'https://100.64.0.1/push',
      'https://224.0.0.1/push',
      'https://[fd00:ec2::254]/push',
      'https://[fe80::1]/push',
      'https://[::ffff:169.254.169.254]/push',
      'https://[64:ff9b::a9fe:a9fe]/push',
      'https://[2002:a9fe:a9fe::1]/push',
      'https://[::a9fe:a9fe]/push',
      'https://100.100.100.200/latest/meta-data/',
      'https://168.63.129.16/machine',
      'https://[ff02::1]/push',
      `https://[::ffff:127.0.0.1]:${port}/push`,
      `https://[::1]:${port}/push`,
      `https://0.0.0.0:${port}/push`,
      `https://0x7f.1:${port}/push`,
      `https://127.0.0.1:${port}/push`,
    ];
    for (const endpoint of refused) {
      const answer = await subscribe(t.base, t.tokens.demo, endpoint);
      expect({ endpoint, ...answer }).toEqual({
        endpoint,
        status: 422,
        error: expect.stringMatching(/^Validation failed: Endpoint is /),
      });
    }
    const web = await subscribe(
      t.base,
      t.tokens.demo,
      `http://127.0.0.1:${port}/web`,
      '/api/web/push_subscriptions',
    );
    expect(web.status).toBe(422);
    await post(t.base, t.tokens.alice, '@demo is anyone listening inside?');
    await settle();
    expect(internal.connections()).toBe(0);
    expect((await api(t.base, 'GET', '/api/v1/push/subscription', { token: t.tokens.demo })).status).toBe(
      404,
    );
  });

  test('http://localhost and https://localhost. are refused without the loopback option, and never contacted', async () => {
    for (const endpoint of [
      `http://localhost:${internal.port}/push`,
      `https://localhost.:${internal.port}/push`,
      `https://push.localhost:${internal.port}/push`,
    ]) {
      const token = await tokenFor(t.base, 'demo');
      const answer = await subscribe(t.base, token, endpoint);
      expect({ endpoint, status: answer.status }).toEqual({ endpoint, status: 422 });
    }
    await post(t.base, t.tokens.alice, '@demo localhost?');
    await settle();
    expect(internal.connections()).toBe(0);
  });

  test('a host name that resolves to 127.0.0.1 is never contacted, and its subscription stays (a 404 or 410 of an internal host tells nothing)', async () => {
    const resolvedInside = await internalService();
    madeUpNames.set('push.localtest', '127.0.0.1');
    madeUpNames.set('mapped.localtest', '::ffff:127.0.0.1');
    const tokens = [await tokenFor(t.base, 'demo'), await tokenFor(t.base, 'demo')];
    // Names are resolved at each delivery, not when subscribing.
    expect(
      (await subscribe(t.base, tokens[0], `https://push.localtest:${resolvedInside.port}/push`)).status,
    ).toBe(200);
    expect(
      (await subscribe(t.base, tokens[1], `https://mapped.localtest:${resolvedInside.port}/push`)).status,
    ).toBe(200);
    await post(t.base, t.tokens.alice, '@demo resolved inside');
    await settle();
    expect(resolvedInside.connections()).toBe(0);
    await resolvedInside.close();
    for (const token of tokens)
      expect((await api(t.base, 'GET', '/api/v1/push/subscription', { token })).status).toBe(200);
  });
});

describe('Web Push endpoints with the loopback option of tests', () => {
  const t = useTestServer({ users: ['demo', 'alice'], server: { pushAllowLoopback: true } });
  let internal: Awaited<ReturnType<typeof internalService>>;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  beforeAll(async () => {
    internal = await internalService();
    pushService = await startPushService();
  });
  afterAll(async () => {
    await internal.close();
    await pushService.close();
  });

  test('private, link-local and metadata addresses are still refused with 422', async () => {
    for (const endpoint of [
      'http://10.0.0.1/push',
      'https://10.0.0.1/push',
      'http://169.254.169.254/latest/meta-data/',
      'https://[fd00:ec2::254]/push',
      'http://push.example/push',
    ]) {
      const answer = await subscribe(t.base, t.tokens.demo, endpoint);
      expect({ endpoint, status: answer.status }).toEqual({ endpoint, status: 422 });
    }
  });

  test('a push service answering with a redirect (301, 302, 303, 307, 308) is not followed', async () => {
    let asked = 0;
    let status = 302;
    const redirecting = http.createServer((req, res) => {
      asked += 1;
      req.resume();
      res.writeHead(status, { Location: `http://127.0.0.1:${internal.port}/internal` }).end();
    });
    const port = await listening(redirecting);
    try {
      const token = await tokenFor(t.base, 'demo');
      expect((await subscribe(t.base, token, `http://127.0.0.1:${port}/push`)).status).toBe(200);
      for (const code of [302, 301, 303, 307, 308]) {
        status = code;
        const before = asked;
        await post(t.base, t.tokens.alice, `@demo follow me elsewhere (${code})`);
        for (let i = 0; i < 40 && asked === before; i++)
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect(asked).toBe(before + 1);
      }
      await settle();
      expect(internal.connections()).toBe(0);
      // A redirect is neither a delivery nor a sign that the subscription is gone.
      expect((await api(t.base, 'GET', '/api/v1/push/subscription', { token })).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => redirecting.close(() => resolve()));
    }
  });

  test('one subscription per access token: subscribing again replaces it, and revoking the token deletes it so nothing more is sent', async () => {
    const app = await createApp(t.base);
    const grant = await api(t.base, 'POST', '/oauth/token', {
      form: {
        grant_type: 'password',
        username: 'demo',
        password: 'demo',
        client_id: app.client_id,
        client_secret: app.client_secret,
        scope: 'read write push',
      },
    });
    const token = grant.body.access_token as string;
    expect((await subscribe(t.base, token, `${pushService.url}/first`)).status).toBe(200);
    expect((await subscribe(t.base, token, `${pushService.url}/second`)).status).toBe(200);
    const current = await api(t.base, 'GET', '/api/v1/push/subscription', { token });
    expect(current.body.endpoint).toBe(`${pushService.url}/second`);

    const start = pushService.received.length;
    await post(t.base, t.tokens.alice, '@demo once per token');
    await pushService.waitFor(start + 1);
    await settle();
    expect(pushService.received.slice(start).map((m) => m.path)).toEqual(['/second']);

    const revoked = await api(t.base, 'POST', '/oauth/revoke', {
      form: { token, client_id: app.client_id, client_secret: app.client_secret },
    });
    expect(revoked.status).toBe(200);
    const afterRevoke = pushService.received.length;
    await post(t.base, t.tokens.alice, '@demo after signing out');
    await settle();
    expect(pushService.received.slice(afterRevoke).map((m) => m.path)).toEqual([]);
  });
});
