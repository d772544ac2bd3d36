import {
  FULL_NOTIFICATION_WAIT_MS,
  handleNotificationClick,
  notificationOptions,
  openFromNotification,
  parsePushPayload,
  showPush,
  type FullNotification,
} from '../../service-worker/push';
import { rememberPushAccount } from '../../src/features/push/pushAccounts';
import { installWebCrypto } from '../src/fixtures';

beforeAll(installWebCrypto);

const mastodonPayload = JSON.stringify({
  access_token: 'secret',
  preferred_locale: 'en',
  notification_id: 42,
  notification_type: 'mention',
  icon: 'https://example.com/avatars/bob.png',
  title: 'Bob mentioned you',
  body: 'Hello there',
});

const mention: FullNotification = {
  id: '42',
  type: 'mention',
  account: { id: '7', acct: 'bob@example.com', username: 'bob', display_name: 'Bob' },
  status: { id: '900', visibility: 'public', account: { acct: 'bob@example.com' } },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function pushContext(answer: (url: string, init?: RequestInit) => Promise<Response>) {
  const showNotification = jest.fn(async () => undefined);
  const fetch = jest.fn(answer);
  const setAppBadge = jest.fn(async () => undefined);
  const registration = {
    showNotification,
    getNotifications: jest.fn(async () => [{}, {}] as Notification[]),
  };
  return {
    ctx: {
      registration,
      origin: 'https://app.example',
      fetch: fetch as unknown as typeof globalThis.fetch,
      lookup: async () => ({ baseUrl: 'https://social.example' }),
      badge: { setAppBadge },
    },
    showNotification,
    fetch,
    setAppBadge,
  };
}

describe('push display', () => {
  it('reads the payload Mastodon sends', () => {
    expect(parsePushPayload(mastodonPayload)).toEqual({
      title: 'Bob mentioned you',
      body: 'Hello there',
      icon: 'https://example.com/avatars/bob.png',
      notificationId: '42',
      notificationType: 'mention',
      accessToken: 'secret',
      locale: 'en',
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

  it('a mention shows its title, body and avatar, opens the post, and offers Favorite, Boost and Reply', async () => {
    const { ctx, showNotification, fetch } = pushContext(async () => json(200, mention));
    await showPush(ctx, mastodonPayload);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://social.example/api/v1/notifications/42');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer secret');
    expect(showNotification).toHaveBeenCalledWith('Bob mentioned you', {
      body: 'Hello there',
      icon: 'https://example.com/avatars/bob.png',
      tag: 'notification-42',
      lang: 'en',
      dir: 'ltr',
      data: {
        url: '/@bob@example.com/900',
        notificationId: '42',
        notificationType: 'mention',
        accessToken: 'secret',
        baseUrl: 'https://social.example',
        statusId: '900',
        accountId: '7',
      },
      actions: [
        { action: 'favourite', title: 'Favorite' },
        { action: 'reblog', title: 'Boost' },
        { action: 'reply', title: 'Reply' },
      ],
    });
  });

  it('a mention in a private post offers no Boost', () => {
    const options = notificationOptions(parsePushPayload(mastodonPayload), {
      ...mention,
      status: { ...mention.status, visibility: 'private' },
    });
    expect(options.actions.map((a) => a.action)).toEqual(['favourite', 'reply']);
  });

  it('a follow request offers Accept and Reject and opens the account', () => {
    const options = notificationOptions(parsePushPayload(mastodonPayload), {
      id: '43',
      type: 'follow_request',
      account: { id: '8', acct: 'carol' },
      status: null,
    });
    expect(options.actions).toEqual([
      { action: 'authorize', title: 'Accept' },
      { action: 'reject', title: 'Reject' },
    ]);
    expect((options.data as { url: string }).url).toBe('/@carol');
  });

  it('falls back to the payload alone when the instance does not answer', async () => {
    const { ctx, showNotification } = pushContext(async () => {
      throw new TypeError('Failed to fetch');
    });
    await showPush(ctx, mastodonPayload);
    expect(showNotification).toHaveBeenCalledWith(
      'Bob mentioned you',
      expect.objectContaining({
        body: 'Hello there',
        actions: [],
        data: expect.objectContaining({ url: '/notifications' }),
      }),
    );
  });

  it('shows the payload alone when the instance is too slow to give the whole notification', async () => {
    jest.useFakeTimers();
    try {
      const { ctx, showNotification } = pushContext(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      );
      const shown = showPush(ctx, mastodonPayload);
      await jest.advanceTimersByTimeAsync(FULL_NOTIFICATION_WAIT_MS);
      await shown;
      expect(showNotification).toHaveBeenCalledWith(
        'Bob mentioned you',
        expect.objectContaining({ body: 'Hello there', actions: [] }),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('sets the app badge to the number of notifications shown', async () => {
    const { ctx, setAppBadge } = pushContext(async () => json(200, mention));
    await showPush(ctx, mastodonPayload);
    expect(setAppBadge).toHaveBeenCalledWith(2);
  });

  it('the token picks the instance of the account a page recorded for it', async () => {
    await rememberPushAccount('token-of-b', 'b@other.example', 'https://other.example');
    const { ctx, fetch } = pushContext(async () => json(200, mention));
    await showPush(
      { ...ctx, lookup: undefined },
      JSON.stringify({ title: 't', notification_id: 1, access_token: 'token-of-b' }),
    );
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(
      'https://other.example/api/v1/notifications/1',
    );
  });

  it('a token no page recorded goes to the app origin instance', async () => {
    const { ctx, fetch } = pushContext(async () => json(200, mention));
    await showPush(
      { ...ctx, lookup: undefined },
      JSON.stringify({ title: 't', notification_id: 1, access_token: 'unknown' }),
    );
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(
      'https://app.example/api/v1/notifications/1',
    );
  });
});

describe('notification click', () => {
  const origin = 'https://app.example';
  const notification = (data: object = { url: '/notifications' }) =>
    ({ close: jest.fn(), data }) as unknown as Notification & { close: jest.Mock };

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

  it('moves the open window to the target even when the browser refuses to focus it', async () => {
    const client = {
      url: `${origin}/home`,
      focus: jest.fn(async () => Promise.reject(new DOMException('Not allowed to focus a window.'))),
      navigate: jest.fn(async () => undefined),
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openFromNotification(
      notification({ url: '/@alice/5' }),
      { matchAll: async () => [client], openWindow: jest.fn() },
      origin,
    );
    expect(client.navigate).toHaveBeenCalledWith(`${origin}/@alice/5`);
    warn.mockRestore();
  });

  it('opens a window when none is open', async () => {
    const clients = { matchAll: jest.fn(async () => []), openWindow: jest.fn(async () => null) };
    await openFromNotification(notification(), clients, origin);
    expect(clients.openWindow).toHaveBeenCalledWith(`${origin}/notifications`);
  });

  it('ignores a target that is not a path of the app', async () => {
    const clients = { matchAll: jest.fn(async () => []), openWindow: jest.fn(async () => null) };
    for (const url of ['https://evil.example/', '//evil.example/x']) {
      await openFromNotification(notification({ url }), clients, origin);
      expect(clients.openWindow).toHaveBeenLastCalledWith(`${origin}/notifications`);
    }
  });

  const mentionData = {
    url: '/@bob@example.com/900',
    accessToken: 'secret',
    baseUrl: 'https://social.example',
    statusId: '900',
    accountId: '7',
  };

  it('the body of a mention opens its post', async () => {
    const clients = { matchAll: jest.fn(async () => []), openWindow: jest.fn(async () => null) };
    await handleNotificationClick(notification(mentionData), '', { clients, origin });
    expect(clients.openWindow).toHaveBeenCalledWith(`${origin}/@bob@example.com/900`);
  });

  it('Favorite favourites the post with the account token and opens no window', async () => {
    const clients = { matchAll: jest.fn(async () => []), openWindow: jest.fn(async () => null) };
    const fetch = jest.fn(async () => json(200, { id: '900', favourited: true }));
    const clicked = notification(mentionData);
    await handleNotificationClick(clicked, 'favourite', {
      clients,
      origin,
      fetch: fetch,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://social.example/api/v1/statuses/900/favourite');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer secret');
    expect(clients.openWindow).not.toHaveBeenCalled();
    expect(clients.matchAll).not.toHaveBeenCalled();
    expect(clicked.close).toHaveBeenCalled();
  });

  it('Boost and Accept call their endpoints', async () => {
    const clients = { matchAll: jest.fn(async () => []), openWindow: jest.fn(async () => null) };
    const fetch = jest.fn(async () => json(200, {}));
    const ctx = { clients, origin, fetch: fetch as unknown as typeof globalThis.fetch };
    await handleNotificationClick(notification(mentionData), 'reblog', ctx);
    await handleNotificationClick(notification(mentionData), 'authorize', ctx);
    await handleNotificationClick(notification(mentionData), 'reject', ctx);
    expect(fetch.mock.calls.map((call) => (call as unknown as [string])[0])).toEqual([
      'https://social.example/api/v1/statuses/900/reblog',
      'https://social.example/api/v1/follow_requests/7/authorize',
      'https://social.example/api/v1/follow_requests/7/reject',
    ]);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('a refused action leaves the notification', async () => {
    const clients = { matchAll: jest.fn(async () => []), openWindow: jest.fn(async () => null) };
    const fetch = jest.fn(async () => json(404, { error: 'Record not found' }));
    const clicked = notification(mentionData);
    await handleNotificationClick(clicked, 'favourite', {
      clients,
      origin,
      fetch: fetch,
    });
    expect(clicked.close).not.toHaveBeenCalled();
  });

  it('Reply opens the post to answer in the app', async () => {
    const clients = { matchAll: jest.fn(async () => []), openWindow: jest.fn(async () => null) };
    await handleNotificationClick(notification(mentionData), 'reply', { clients, origin });
    expect(clients.openWindow).toHaveBeenCalledWith(`${origin}/@bob@example.com/900`);
  });
});
