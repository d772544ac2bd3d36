import { imageCacheFor, isAppNavigationPath, isSkipWaitingMessage } from '../../service-worker/routes';

describe('service worker routes', () => {
  it.each([
    '/',
    '/home',
    '/@alice/123',
    '/@alice/123/reblogs',
    '/deck',
    '/deck/notifications',
    '/deck/@alice@remote.example/9',
    '/tags/cats',
    '/public/local',
    '/lists/4',
    '/statuses/new',
    '/bookmarks',
    '/favourites',
    '/search',
    '/explore',
    '/auth/callback?code=abc&state=xyz',
    '/home?utm_source=pwa',
  ])('answers navigation to the app route %s with the app shell', (path) => {
    expect(isAppNavigationPath(path)).toBe(true);
  });

  it.each([
    '/system/media_attachments/files/1/original/a.png',
    '/media/1/original.mp4',
    '/api/v1/statuses/1',
    '/oauth/authorize',
    '/packs/app.js',
    '/about',
    '/robots.txt',
    '/index.html.br',
    '/admin/dashboard',
    '/homework',
  ])('never answers navigation to %s, which is not an app route, with the app shell', (path) => {
    expect(isAppNavigationPath(path)).toBe(false);
  });

  it.each(['/', '/home', '/@alice/123', '/deck/notifications', '/tags/cats'])(
    'answers navigation to %s with the app shell',
    (path) => {
      expect(isAppNavigationPath(path)).toBe(true);
    },
  );

  it.each(['/api/v1/timelines/home', '/oauth/authorize', '/packs/app.js', '/__fault/on'])(
    'leaves navigation to %s to the network',
    (path) => {
      expect(isAppNavigationPath(path)).toBe(false);
    },
  );

  it('caches custom emoji and avatars, and nothing else', () => {
    expect(imageCacheFor(new URL('https://files.example/custom_emojis/images/1/blob.png'), 'image')).toBe(
      'fedideck-emoji',
    );
    expect(
      imageCacheFor(new URL('https://ex.example/system/accounts/avatars/1/original/a.png'), 'image'),
    ).toBe('fedideck-avatars');
    expect(imageCacheFor(new URL('https://ex.example/system/media_attachments/1/a.png'), 'image')).toBeNull();
    expect(imageCacheFor(new URL('https://ex.example/api/v1/custom_emojis'), '')).toBeNull();
  });

  it('recognises only the SKIP_WAITING message', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage({ type: 'OTHER' })).toBe(false);
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false);
    expect(isSkipWaitingMessage(null)).toBe(false);
  });
});
