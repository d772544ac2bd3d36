import {
  notificationOptions,
  notificationTitle,
  parsePushPayload,
  showPush,
} from '../../service-worker/push';
import { PUSH_TEXTS, pushLocale } from '../../service-worker/pushTexts';

const payload = (locale: string | undefined, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    access_token: 'secret',
    preferred_locale: locale,
    notification_id: 42,
    notification_type: 'mention',
    title: 'Bob mentioned you',
    body: 'Hallo',
    ...extra,
  });

const mention = {
  id: '42',
  type: 'mention',
  account: { id: '7', acct: 'bob@example.com', username: 'bob', display_name: 'Bob' },
  status: { id: '900', visibility: 'public', account: { acct: 'bob@example.com' } },
};

async function shown(text: string, answer: () => Promise<Response>) {
  const showNotification = jest.fn(async (_title: string, _options: NotificationOptions) => undefined);
  await showPush(
    {
      registration: { showNotification, getNotifications: async () => [] },
      origin: 'https://app.example',
      fetch: jest.fn(answer),
      lookup: async () => ({ baseUrl: 'https://social.example' }),
    },
    text,
  );
  const [title, options] = showNotification.mock.calls[0];
  return {
    title,
    options: options as NotificationOptions & { actions: { action: string; title: string }[] },
  };
}

const answer = (body: unknown) => async () =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('the language of a push notification', () => {
  test.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['de_CH', 'de'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['PT-br', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['he', 'he'],
    ['fa-IR', 'fa'],
    ['en-GB', 'en'],
    ['tlh', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('preferred_locale %p reads the %p texts', (tag, locale) => {
    expect(pushLocale(tag)).toBe(locale);
  });

  test('a German account’s mention: German title, German actions, lang de', async () => {
    const { title, options } = await shown(payload('de'), answer(mention));
    expect(title).toBe('Bob hat dich erwähnt');
    expect(options).toMatchObject({ lang: 'de', dir: 'ltr', body: 'Hallo' });
    expect(options.actions).toEqual([
      { action: 'favourite', title: 'Favorisieren' },
      { action: 'reblog', title: 'Teilen' },
      { action: 'reply', title: 'Antworten' },
    ]);
  });

  test('an Arabic account’s notification is right to left', async () => {
    const { title, options } = await shown(
      payload('ar', { notification_type: 'favourite' }),
      answer({ ...mention, type: 'favourite' }),
    );
    expect(title).toBe('أضاف Bob منشورك إلى مفضلاته');
    expect(options).toMatchObject({ lang: 'ar', dir: 'rtl' });
  });

  test('a follow request in French offers Accepter and Refuser', () => {
    const full = { id: '43', type: 'follow_request', account: { id: '8', acct: 'carol', username: 'carol' } };
    const parsed = parsePushPayload(payload('fr-CA'));
    expect(notificationTitle(parsed, full)).toBe('carol demande à vous suivre');
    expect(notificationOptions(parsed, full).actions.map((a) => a.title)).toEqual(['Accepter', 'Refuser']);
  });

  test('an unknown language is English', async () => {
    const { title, options } = await shown(payload('tlh'), answer(mention));
    expect(title).toBe('Bob mentioned you');
    expect(options).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(options.actions.map((a) => a.title)).toEqual(['Favorite', 'Boost', 'Reply']);
  });

  test('without the whole notification the payload’s title stays, in the payload’s language', async () => {
    const { title, options } = await shown(
      payload('ja', { title: 'ボブさんがメンションしました' }),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    );
    expect(title).toBe('ボブさんがメンションしました');
    expect(options).toMatchObject({ lang: 'ja', dir: 'ltr', actions: [] });
  });

  test('a type the table does not word keeps the server’s title', () => {
    const parsed = parsePushPayload(payload('de', { title: 'Eine Umfrage ist beendet' }));
    expect(notificationTitle(parsed, { ...mention, type: 'poll' })).toBe('Eine Umfrage ist beendet');
  });

  test('a payload without a title gets the generic title in its language', () => {
    expect(parsePushPayload(JSON.stringify({ preferred_locale: 'ko' })).title).toBe('새 알림');
    expect(parsePushPayload(JSON.stringify({ preferred_locale: 'pt' })).title).toBe('Nova notificação');
    expect(parsePushPayload('not json').title).toBe('New notification');
  });

  test('every language has every text of the English table, each naming the account where English does', () => {
    const keys = Object.keys(PUSH_TEXTS.en).sort();
    expect(Object.keys(PUSH_TEXTS).sort()).toEqual(
      ['en', 'de', 'fr', 'es', 'pt-BR', 'it', 'nl', 'pl', 'uk', 'ja', 'zh-CN', 'ko', 'ar', 'fa', 'he'].sort(),
    );
    for (const [locale, texts] of Object.entries(PUSH_TEXTS)) {
      expect([locale, Object.keys(texts).sort()]).toEqual([locale, keys]);
      for (const key of keys) {
        const text = texts[key as keyof typeof texts];
        const english = PUSH_TEXTS.en[key as keyof typeof texts];
        expect([locale, key, text.trim() !== '', text.includes('{name}')]).toEqual([
          locale,
          key,
          true,
          english.includes('{name}'),
        ]);
        if (locale !== 'en' && !['ja', 'zh-CN', 'ko'].includes(locale) && key.startsWith('title.'))
          expect([locale, key, text]).not.toEqual([locale, key, english]);
      }
    }
  });
});
