import { notificationOptions, parsePushPayload } from '../../service-worker/push';
import { browserKeys, decrypt, startPushService } from '../../e2e/pushService';
import { api, post, tokenFor, useTestServer } from './helpers';

let pushService: Awaited<ReturnType<typeof startPushService>>;
let pushUrl: string;
let answerStatus = 201;
let received: Awaited<ReturnType<typeof startPushService>>['received'];

// The push service of these tests listens on 127.0.0.1.
const ctx = useTestServer({ users: ['demo', 'alice'], server: { pushAllowLoopback: true } });
beforeAll(async () => {
  // A push service on loopback that records what it is sent.
  pushService = await startPushService(() => answerStatus);
  pushUrl = pushService.url;
  received = pushService.received;
});
afterAll(() => pushService.close());

const nextPush = (count: number) => pushService.waitFor(count);

describe('Web Push', () => {
  test('the web subscription gets a real, decryptable message for an enabled alert only', async () => {
    const keys = browserKeys();
    const created = await api(ctx.base, 'POST', '/api/web/push_subscriptions', {
      token: ctx.tokens.demo,
      json: {
        subscription: {
          endpoint: `${pushUrl}/web`,
          keys: { p256dh: keys.p256dh, auth: keys.authText },
          standard: true,
        },
        data: { alerts: { mention: true, favourite: false }, policy: 'all' },
      },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ endpoint: `${pushUrl}/web`, standard: true, policy: 'all' });
    expect(created.body.alerts).toMatchObject({ mention: true, favourite: false, follow: false });
    const instance = await api(ctx.base, 'GET', '/api/v2/instance');
    expect(created.body.server_key).toBe(instance.body.configuration.vapid.public_key);

    const mine = await post(ctx.base, ctx.tokens.demo, 'like this one');
    await api(ctx.base, 'POST', `/api/v1/statuses/${mine.id}/favourite`, { token: ctx.tokens.alice });
    // Counted before posting: the push may arrive before the post's own answer does.
    const start = received.length;
    const mention = await post(ctx.base, ctx.tokens.alice, '@demo can you hear the push?');
    await nextPush(start + 1);
    const message = received[start];
    expect(message.path).toBe('/web');
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${created.body.server_key}$`),
    );
    const payload = JSON.parse(decrypt(message.body, keys.ecdh, keys.auth));
    const notifications = await api(ctx.base, 'GET', '/api/v1/notifications?types[]=mention&limit=1', {
      token: ctx.tokens.demo,
    });
    expect(payload).toEqual({
      access_token: ctx.tokens.demo,
      preferred_locale: expect.any(String),
      notification_id: notifications.body[0].id,
      notification_type: 'mention',
      icon: expect.stringMatching(/^http/),
      title: expect.stringMatching(/^You were mentioned by /),
      body: '@demo can you hear the push?',
    });
    expect(notifications.body[0].status.id).toBe(mention.id);
    // The favourite came first but its alert is off: only the mention was sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.length).toBe(start + 1);

    const changed = await api(ctx.base, 'PUT', `/api/web/push_subscriptions/${created.body.id}`, {
      token: ctx.tokens.demo,
      json: { data: { alerts: { favourite: true } } },
    });
    expect(changed.body.alerts).toMatchObject({ mention: true, favourite: true });
    const other = await post(ctx.base, ctx.tokens.demo, 'favourite me too');
    await api(ctx.base, 'POST', `/api/v1/statuses/${other.id}/favourite`, { token: ctx.tokens.alice });
    await nextPush(start + 2);
    const second = JSON.parse(decrypt(received[start + 1].body, keys.ecdh, keys.auth));
    expect(second).toMatchObject({ notification_type: 'favourite', body: 'favourite me too' });
  });

  test('the API subscription is created from a form, read, changed and deleted', async () => {
    const keys = browserKeys();
    const created = await api(ctx.base, 'POST', '/api/v1/push/subscription', {
      token: ctx.tokens.alice,
      form: {
        'subscription[endpoint]': `${pushUrl}/api`,
        'subscription[keys][p256dh]': keys.p256dh,
        'subscription[keys][auth]': keys.authText,
        'data[alerts][follow]': 'true',
        'data[policy]': 'followed',
      },
    });
    expect(created.body).toMatchObject({
      standard: false,
      policy: 'followed',
      alerts: { follow: true, mention: false },
    });
    const read = await api(ctx.base, 'GET', '/api/v1/push/subscription', { token: ctx.tokens.alice });
    expect(read.body.id).toBe(created.body.id);
    const updated = await api(ctx.base, 'PUT', '/api/v1/push/subscription', {
      token: ctx.tokens.alice,
      json: { data: { alerts: { mention: true }, policy: 'none' } },
    });
    expect(updated.body).toMatchObject({ policy: 'none', alerts: { follow: true, mention: true } });
    const before = received.length;
    await post(ctx.base, ctx.tokens.demo, '@alice policy none sends nothing');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.slice(before).filter((m) => m.path === '/api')).toEqual([]);
    expect(
      (await api(ctx.base, 'DELETE', '/api/v1/push/subscription', { token: ctx.tokens.alice })).status,
    ).toBe(200);
    expect(
      (await api(ctx.base, 'GET', '/api/v1/push/subscription', { token: ctx.tokens.alice })).status,
    ).toBe(404);
  });

  test("a mention reaches the app's JSON subscription with what the service worker reads and acts on", async () => {
    const keys = browserKeys();
    const token = await tokenFor(ctx.base, 'demo');
    const created = await api(ctx.base, 'POST', '/api/v1/push/subscription', {
      token,
      json: {
        subscription: {
          endpoint: `${pushUrl}/worker`,
          keys: { p256dh: keys.p256dh, auth: keys.authText },
          standard: true,
        },
        data: { alerts: { mention: true, favourite: true }, policy: 'all' },
      },
    });
    expect(created.body).toMatchObject({ standard: true, alerts: { mention: true, favourite: true } });
    const start = received.length;
    const mention = await post(ctx.base, ctx.tokens.alice, '@demo read by the worker');
    let message: (typeof received)[number] | undefined;
    for (let count = start + 1; !message; count += 1) {
      await nextPush(count);
      message = received.slice(start).find((m) => m.path === '/worker');
    }
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    const payload = parsePushPayload(decrypt(message.body, keys.ecdh, keys.auth));
    expect(payload).toMatchObject({
      accessToken: token,
      notificationType: 'mention',
      title: expect.stringMatching(/^You were mentioned by /),
      body: '@demo read by the worker',
      icon: expect.stringMatching(/^http/),
    });
    // What the worker asks with the pushed token, and the actions it offers from the answer.
    const full = await api(ctx.base, 'GET', `/api/v1/notifications/${payload.notificationId}`, { token });
    expect(full.status).toBe(200);
    const options = notificationOptions(payload, full.body, ctx.base);
    expect(options.actions.map((a) => a.action)).toEqual(['favourite', 'reblog', 'reply']);
    expect(options.data).toMatchObject({
      statusId: mention.id,
      url: `/@${full.body.status.account.acct}/${mention.id}`,
      accessToken: token,
    });
  });

  test('an endpoint answering 410 loses its subscription; bad keys are 422', async () => {
    const keys = browserKeys();
    const bob = await tokenFor(ctx.base, 'bob');
    await api(ctx.base, 'POST', '/api/v1/push/subscription', {
      token: bob,
      json: {
        subscription: { endpoint: `${pushUrl}/gone`, keys: { p256dh: keys.p256dh, auth: keys.authText } },
        data: { alerts: { mention: true } },
      },
    });
    answerStatus = 410;
    const start = received.length;
    await post(ctx.base, ctx.tokens.demo, '@bob are you still there?');
    await nextPush(start + 1);
    answerStatus = 201;
    let status = 200;
    for (let i = 0; i < 20 && status === 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await api(ctx.base, 'GET', '/api/v1/push/subscription', { token: bob })).status;
    }
    expect(status).toBe(404);
    const bad = await api(ctx.base, 'POST', '/api/v1/push/subscription', {
      token: bob,
      json: { subscription: { endpoint: 'ftp://x', keys: { p256dh: 'abc', auth: 'def' } } },
    });
    expect(bad.status).toBe(422);
    const badKeys = await api(ctx.base, 'POST', '/api/v1/push/subscription', {
      token: bob,
      json: { subscription: { endpoint: `${pushUrl}/x`, keys: { p256dh: 'abc', auth: keys.authText } } },
    });
    expect(badKeys.status).toBe(422);
  });
});
