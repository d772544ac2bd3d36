import { browserKeys, decrypt, startPushService } from '../../e2e/pushService';
import { PAGE_LOCALES } from '../../server/i18n/locales';
import { PUSH_TITLES, pushTitle } from '../../server/i18n/push-titles';
import { api, post, useTestServer } from './helpers';

const ctx = useTestServer({ users: ['demo', 'alice'], server: { pushAllowLoopback: true } });
let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  pushService = await startPushService(() => 201);
});
afterAll(() => pushService.close());

describe('the language of the instance’s push payload', () => {
  test('an account posting in German is sent preferred_locale "de" and a German title', async () => {
    const language = await api(ctx.base, 'PATCH', '/api/v1/accounts/update_credentials', {
      token: ctx.tokens.alice,
      json: { source: { language: 'de' } },
    });
    expect(language.status).toBe(200);
    const keys = browserKeys();
    const created = await api(ctx.base, 'POST', '/api/web/push_subscriptions', {
      token: ctx.tokens.alice,
      json: {
        subscription: {
          endpoint: `${pushService.url}/alice`,
          keys: { p256dh: keys.p256dh, auth: keys.authText },
          standard: true,
        },
        data: { alerts: { mention: true }, policy: 'all' },
      },
    });
    expect(created.status).toBe(200);
    const demo = await api(ctx.base, 'GET', '/api/v1/accounts/verify_credentials', {
      token: ctx.tokens.demo,
    });
    const start = pushService.received.length;
    await post(ctx.base, ctx.tokens.demo, '@alice Hallo!');
    await pushService.waitFor(start + 1);
    const payload = JSON.parse(decrypt(pushService.received[start].body, keys.ecdh, keys.auth));
    expect(payload).toMatchObject({
      preferred_locale: 'de',
      notification_type: 'mention',
      title: `${demo.body.display_name || demo.body.username} hat dich erwähnt`,
    });
  });

  test('a region takes its base language, an unknown language is English, an own poll is told apart', () => {
    expect(pushTitle('de', 'favourite', 'Bob')).toBe('Bob hat deinen Beitrag favorisiert');
    expect(pushTitle('ar', 'ownPoll', 'Bob')).toBe('انتهى استطلاعك');
    expect(pushTitle('fr', 'something.new', 'Bob')).toBe('Nouvelle notification de Bob');
  });

  test('every language has every push title of the English table, naming the account where English does', () => {
    const keys = Object.keys(PUSH_TITLES.en).sort();
    expect(Object.keys(PUSH_TITLES).sort()).toEqual([...PAGE_LOCALES].sort());
    for (const locale of PAGE_LOCALES) {
      const texts = PUSH_TITLES[locale];
      expect([locale, Object.keys(texts).sort()]).toEqual([locale, keys]);
      for (const key of keys) {
        const text = texts[key as keyof typeof texts];
        const english = PUSH_TITLES.en[key as keyof typeof texts];
        expect([locale, key, text.trim() !== '', text.includes('{name}')]).toEqual([
          locale,
          key,
          true,
          english.includes('{name}'),
        ]);
      }
    }
  });
});
