import {
  notificationOptions,
  openFromNotification,
  parsePushPayload,
  showPush,
} from '../../service-worker/push';

const mastodonPayload = JSON.stringify({
  access_token: 'secret',
  preferred_locale: 'en',
  notification_id: 42,
  notification_type: 'mention',
  icon: 'https://example.com/avatars/bob.png',
  title: 'Bob mentioned you',
  body: 'Hello there',
});

describe('push display', () => {
  it('reads the payload Mastodon sends', () => {
    expect(parsePushPayload(mastodonPayload)).toEqual({
      title: 'Bob mentioned you',
      body: 'Hello there',
      icon: 'https://example.com/avatars/bob.png',
      notificationId: '42',
      notificationType: 'mention',
    });
  });

  it.each([null, '', 'not json', '[]', '{"title": 5}'])(
    'shows a plain notification for a bad payload %p',
    (text) => {
      expect(parsePushPayload(text)).toMatchObject({ title: expect.any(String), body: expect.any(String) });
    },
  );

  it('never uses a non-http icon URL', () => {
    expect(
      parsePushPayload(JSON.stringify({ title: 't', icon: 'javascript:alert(1)' })).icon,
    ).toBeUndefined();
  });

  it('shows one notification per Mastodon notification, without the access token', async () => {
    const showNotification = jest.fn(async () => undefined);
    await showPush({ showNotification } as unknown as ServiceWorkerRegistration, mastodonPayload);
    expect(showNotification).toHaveBeenCalledWith('Bob mentioned you', {
      body: 'Hello there',
      icon: 'https://example.com/avatars/bob.png',
      tag: 'notification-42',
      data: { url: '/notifications', notificationId: '42', notificationType: 'mention' },
    });
    expect(JSON.stringify(notificationOptions(parsePushPayload(mastodonPayload)))).not.toContain('secret');
  });
});

describe('notification click', () => {
  const origin = 'https://app.example';
  const notification = () =>
    ({ close: jest.fn(), data: { url: '/notifications' } }) as unknown as Notification;

  it('focuses an open window of the app and shows the notifications there', async () => {
    const client = {
      url: `${origin}/home`,
      focus: jest.fn(async () => undefined),
      navigate: jest.fn(async () => undefined),
    };
    const clients = { matchAll: jest.fn(async () => [client]), openWindow: jest.fn() };
    const clicked = notification();
    await openFromNotification(clicked, clients, origin);
    expect(clicked.close).toHaveBeenCalled();
    expect(client.focus).toHaveBeenCalled();
    expect(client.navigate).toHaveBeenCalledWith(`${origin}/notifications`);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none is open', async () => {
    const clients = { matchAll: jest.fn(async () => []), openWindow: jest.fn(async () => null) };
    await openFromNotification(notification(), clients, origin);
    expect(clients.openWindow).toHaveBeenCalledWith(`${origin}/notifications`);
  });

  it('ignores a target that is not a path of the app', async () => {
    const clients = { matchAll: jest.fn(async () => []), openWindow: jest.fn(async () => null) };
    const clicked = { close: jest.fn(), data: { url: 'https://evil.example/' } } as unknown as Notification;
    await openFromNotification(clicked, clients, origin);
    expect(clients.openWindow).toHaveBeenCalledWith(`${origin}/notifications`);
  });
});
