import { negotiateLocale, PAGE_LOCALES } from '../../server/i18n/locales';
import { PAGE_TEXTS } from '../../server/i18n/pages';
import { createApp, startTestServer, type TestServer } from './helpers';

const REDIRECT = 'http://127.0.0.1:9/callback';
const OOB = 'urn:ietf:wg:oauth:2.0:oob';

describe('the language of the instance’s pages', () => {
  test.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['de-AT', 'de'],
    ['fr;q=0.3, ar;q=0.8', 'ar'],
    ['en;q=0.5, he', 'he'],
    ['pt', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['ZH-cn', 'zh-CN'],
    ['xx-YY', 'en'],
    ['xx, fa;q=0.1', 'fa'],
    ['de;q=0, nl;q=0.2', 'nl'],
    ['*', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('Accept-Language %p gives %p', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  test('every language gives every text of the English pages, and keeps their placeholders', () => {
    const keys = Object.keys(PAGE_TEXTS.en).sort();
    expect(Object.keys(PAGE_TEXTS).sort()).toEqual([...PAGE_LOCALES].sort());
    for (const locale of PAGE_LOCALES) {
      const texts = PAGE_TEXTS[locale];
      expect([locale, Object.keys(texts).sort()]).toEqual([locale, keys]);
      for (const key of keys) {
        const text = texts[key as keyof typeof texts];
        expect([locale, key, text.trim().length > 0]).toEqual([locale, key, true]);
        expect([locale, key, text.match(/\{\w+\}/g)]).toEqual([
          locale,
          key,
          PAGE_TEXTS.en[key as keyof typeof texts].match(/\{\w+\}/g),
        ]);
      }
    }
  });

  test('no language leaves a text in English (the words of the Latin-script tables differ)', () => {
    for (const locale of PAGE_LOCALES.filter((l) => l !== 'en'))
      for (const key of ['username', 'cancel', 'codeTitle', 'scope.read'] as const)
        expect([locale, key, PAGE_TEXTS[locale][key]]).not.toEqual([locale, key, PAGE_TEXTS.en[key]]);
  });
});

describe('the sign-in, code and error pages follow Accept-Language', () => {
  let server: TestServer;
  let clientId: string;
  beforeAll(async () => {
    server = await startTestServer();
    clientId = (await createApp(server.url, `${REDIRECT}\n${OOB}`)).client_id;
  }, 60_000);
  afterAll(() => server.close());

  const query = (extra: Record<string, string> = {}) =>
    new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope: 'read write',
      ...extra,
    });
  const signIn = (language?: string, extra: Record<string, string> = {}) =>
    fetch(`${server.url}/oauth/authorize?${query(extra)}`, {
      headers: language === undefined ? {} : { 'Accept-Language': language },
      redirect: 'manual',
    });

  test('German: lang, direction, labels, scopes and the language it varies by', async () => {
    const res = await signIn('de-DE,de;q=0.9,en;q=0.8');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('de');
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de" dir="ltr">/);
    expect(html).toContain('<title>Anmelden</title>');
    expect(html).toContain('<label for="username">Benutzername</label>');
    expect(html).toContain('<label for="password">Passwort</label>');
    expect(html).toContain('<button type="submit">Anmelden</button>');
    expect(html).toContain('<li>alle Daten deines Kontos lesen</li>');
    expect(html).toContain('<strong><bdi>Test client</bdi></strong> möchte auf dein Konto zugreifen');
    expect(html).toMatch(/>Abbrechen<\/a>/);
  });

  test('Arabic: right to left, with Arabic labels', async () => {
    const html = await (await signIn('ar')).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain('<label for="username">اسم المستخدم</label>');
    expect(html).toContain('<button type="submit">تسجيل الدخول</button>');
  });

  test('the page’s style mirrors: logical properties, no left or right', async () => {
    const html = await (await signIn('ar')).text();
    const style = /<style>([\s\S]*)<\/style>/.exec(html)![1];
    expect(style).toContain('padding-inline-start');
    expect(style).not.toMatch(
      /(margin|padding|border)-(left|right)|\b(left|right)\s*:|text-align\s*:\s*(left|right)/,
    );
  });

  test('an unknown language, or none, is English', async () => {
    for (const language of ['xx-YY', undefined]) {
      const res = await signIn(language);
      const html = await res.text();
      expect(html).toMatch(/<html lang="en" dir="ltr">/);
      expect(html).toContain('<label for="username">Username</label>');
      expect(res.headers.get('content-language')).toBe('en');
    }
  });

  test('q-values decide between the languages offered', async () => {
    expect(await (await signIn('de;q=0.2, ar;q=0.9, en;q=0.1')).text()).toMatch(/<html lang="ar" dir="rtl">/);
    expect(await (await signIn('ar;q=0.2, de;q=0.9')).text()).toMatch(/<html lang="de" dir="ltr">/);
  });

  test('a refused sign-in says so in the page’s language', async () => {
    const body = query();
    body.set('username', 'demo');
    body.set('password', 'wrong');
    const res = await fetch(`${server.url}/oauth/authorize`, {
      method: 'POST',
      body,
      headers: { 'Accept-Language': 'ar' },
      redirect: 'manual',
    });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain('<p class="error" role="alert">اسم المستخدم أو كلمة المرور غير صحيحة.</p>');
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
  });

  test('the error page and the code page are translated too', async () => {
    const error = await (await signIn('de', { client_id: 'nobody' })).text();
    expect(error).toMatch(/<html lang="de" dir="ltr">/);
    expect(error).toContain('<h1>Autorisierungsfehler</h1>');
    expect(error).toContain('Die Anwendung ist unbekannt');

    const pkce = await (
      await signIn('ar', { redirect_uri: OOB, code_challenge: 'x', code_challenge_method: 'plain' })
    ).text();
    expect(pkce).toContain('<span dir="ltr">invalid_request</span>: يجب أن تكون طريقة تحدي الرمز S256');

    const body = query({ redirect_uri: OOB });
    body.set('username', 'demo');
    body.set('password', 'demo');
    const code = await (
      await fetch(`${server.url}/oauth/authorize`, {
        method: 'POST',
        body,
        headers: { 'Accept-Language': 'de' },
        redirect: 'manual',
      })
    ).text();
    expect(code).toContain('<h1>Autorisierungscode</h1>');
    expect(code).toMatch(/<code id="code">[\w-]+<\/code>/);
  });

  test('what goes back to the application stays English', async () => {
    const res = await signIn('de', { code_challenge: 'x', code_challenge_method: 'plain', state: 's' });
    expect(res.status).toBe(302);
    const target = new URL(res.headers.get('location')!);
    expect(target.searchParams.get('error_description')).toBe(
      'The code challenge method must be S256 (plain is not supported).',
    );
  });
});
