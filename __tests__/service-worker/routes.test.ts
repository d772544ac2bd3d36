import { imageCacheFor, isAppNavigationPath, isSkipWaitingMessage } from '../../service-worker/routes';

describe('service worker routes', () => {
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
