import { imageCacheFor, isAppNavigationPath, isSkipWaitingMessage } from '../../service-worker/routes';
import { ROUTES } from '../../src/app/routeTable';
import { routeSamples } from '../../e2e/route-samples';

describe('service worker routes', () => {
  const samples = routeSamples({ handle: '@alice@remote.example', statusId: '110' });

  it("has an address for every route of the app's table", () => {
    expect(samples).toHaveLength(ROUTES.length);
    expect(samples.map((s) => s.page)).toContain('about');
  });

  it.each(samples)('answers navigation to the $page route ($path) with the app shell', ({ path }) => {
    expect(isAppNavigationPath(path)).toBe(true);
  });

  it.each(samples)('answers navigation to the $page route under /deck with the app shell', ({ path }) => {
    expect(isAppNavigationPath(`/deck${path === '/' ? '' : path}`)).toBe(true);
    expect(isAppNavigationPath(`/deck${path}`)).toBe(true);
  });

  it.each([
    '/@alice/123',
    '/@alice/123/reblogs',
    '/deck/@alice@remote.example/9',
    '/lists/4',
    '/lists/4/edit',
    '/filters',
    '/explore',
    '/explore/links',
    '/notifications/requests/7',
    '/tags/caf%C3%A9',
    '/Home/',
    '/DECK/notifications',
    '/auth/callback?code=abc&state=xyz',
    '/home?utm_source=pwa',
    '/about#rules',
  ])('answers navigation to %s, which the router matches as it does, with the app shell', (path) => {
    expect(isAppNavigationPath(path)).toBe(true);
  });

  it.each([
    '/system/media_attachments/files/1/original/a.png',
    '/media/1/original.mp4',
    '/api/v1/statuses/1',
    '/oauth/authorize',
    '/packs/app.js',
    '/robots.txt',
    '/index.html.br',
    '/admin/dashboard',
    '/alice',
    '/alice/123/reblogs',
    '/tags',
    '/tags/a/b',
    '/homework',
    '/deckhand',
    '/deck/robots.txt',
    '/__fault/on',
  ])('never answers navigation to %s, which is not an app route, with the app shell', (path) => {
    expect(isAppNavigationPath(path)).toBe(false);
  });

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
