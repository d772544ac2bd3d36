import type { Action } from '@reduxjs/toolkit';
import { pushIntents } from '../../../../src/features/push/intents';
import { clearPushOnSignOut, handlers, MISSING_KEY_WARNING } from '../../../../src/features/push/flow';

/** Runs the flow's handler for the intent, as the registry routes it. */
function* runPushIntent(action: Action) {
  for (const [key, creator] of Object.entries(pushIntents) as [
    keyof typeof pushIntents,
    { match(a: Action): boolean },
  ][])
    if (creator.match(action)) yield* handlers[key](action as never);
}
import { pushAccountFor } from '../../../../src/features/push/pushAccounts';
import { loadPushData, savePushData, PUSH_DATA_KEY } from '../../../../src/features/push/pushData';
import { pushReducer } from '../../../../src/features/push/slice';
import { fakeApi, installWebCrypto, makeTestStore, savedAccount } from '../../fixtures';

// A real P-256 public key as instances publish it (URL-safe base64), and another for a key change.
const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const OTHER_KEY = 'BDd3_hVL9fZi9Ybo2UUzA284WG5FZR30_95YeZJsiApwXKpNcF1rRPF3foIiBHXRdJI2Qhumhf6_LFTeZaNndIo';
const bytes = (key: string) =>
  Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer };
  toJSON(): PushSubscriptionJSON;
  unsubscribe: jest.Mock;
}

function fakeBrowser(
  options: { existing?: { endpoint: string; key: string }; subscribeError?: unknown } = {},
) {
  let current: FakeSubscription | null = null;
  const make = (endpoint: string, key: Uint8Array): FakeSubscription => {
    const subscription: FakeSubscription = {
      endpoint,
      options: { applicationServerKey: key.slice().buffer },
      toJSON: () => ({ endpoint, keys: { p256dh: 'browser-p256dh', auth: 'browser-auth' } }),
      unsubscribe: jest.fn(async () => {
        if (current === subscription) current = null;
        return true;
      }),
    };
    return subscription;
  };
  if (options.existing) current = make(options.existing.endpoint, bytes(options.existing.key));
  const first = current;
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async (init: PushSubscriptionOptionsInit) => {
      if (options.subscribeError) throw options.subscribeError as Error;
      current = make('https://push.example/new', init.applicationServerKey as Uint8Array);
      return current;
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: jest.fn(async () => ({ pushManager })) },
  });
  Object.defineProperty(globalThis, 'PushManager', { configurable: true, value: function PushManager() {} });
  Object.defineProperty(globalThis, 'Notification', { configurable: true, value: { permission: 'granted' } });
  return { pushManager, existing: first };
}

const ok = (data: unknown = {}) => ({ data, status: 200, links: {}, headers: new Headers() }) as never;

async function run(action: Action, key: string | null = KEY) {
  const api = fakeApi();
  api.post.mockResolvedValue(ok({ id: '1' }));
  api.request.mockResolvedValue(ok({ id: '1' }));
  api.get.mockResolvedValue(ok({}));
  const made = makeTestStore({ api, account: savedAccount, localStorage: window.localStorage }, {
    instance: { info: key ? { configuration: { vapid: { public_key: key } } } : null },
  } as never);
  await made.runSaga(runPushIntent, action).toPromise();
  const pushState = made.actions
    .filter((a) => a.type === 'push/stateChanged')
    .reduce((state, a) => pushReducer(state, a as never), pushReducer(undefined, { type: 'init' }));
  return { api, pushState };
}

beforeAll(installWebCrypto);
beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('push subscription', () => {
  it('enabling subscribes with the instance key and registers every alert and the policy with the server', async () => {
    const { pushManager } = fakeBrowser();
    const { api, pushState } = await run(pushIntents.enableRequested('granted'));
    const init = pushManager.subscribe.mock.calls[0][0];
    expect(init.userVisibleOnly).toBe(true);
    expect(Array.from(init.applicationServerKey as Uint8Array)).toEqual(Array.from(bytes(KEY)));
    expect(api.post).toHaveBeenCalledWith('/api/v1/push/subscription', {
      json: {
        subscription: {
          endpoint: 'https://push.example/new',
          keys: { p256dh: 'browser-p256dh', auth: 'browser-auth' },
          standard: true,
        },
        data: {
          alerts: {
            follow: true,
            follow_request: true,
            favourite: true,
            reblog: true,
            mention: true,
            poll: true,
            status: true,
            update: true,
            quote: true,
          },
          policy: 'all',
        },
      },
    });
    expect(pushState).toMatchObject({ status: 'on', problem: null });
    expect(loadPushData(window.localStorage, savedAccount.key)).toMatchObject({
      enabled: true,
      endpoint: 'https://push.example/new',
    });
    // The worker finds the instance of the push's token.
    expect(await pushAccountFor(savedAccount.token)).toMatchObject({ baseUrl: savedAccount.baseUrl });
  });

  it('alerts are all off until push is enabled', () => {
    expect(Object.values(loadPushData(window.localStorage, savedAccount.key).alerts).every((on) => !on)).toBe(
      true,
    );
  });

  it('a denied permission says so and subscribes nothing', async () => {
    const { pushManager } = fakeBrowser();
    const { pushState } = await run(pushIntents.enableRequested('denied'));
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(pushState).toMatchObject({ status: 'off', problem: 'denied' });
  });

  it('a change of alerts or policy is sent with PUT', async () => {
    fakeBrowser();
    savePushData(window.localStorage, savedAccount.key, {
      enabled: true,
      alerts: { mention: true, favourite: true },
      policy: 'all',
      endpoint: 'https://push.example/new',
    });
    const { api } = await run(
      pushIntents.preferencesChanged({ alerts: { favourite: false }, policy: 'followed' }),
    );
    expect(api.request).toHaveBeenCalledWith('PUT', '/api/v1/push/subscription', {
      json: {
        data: { alerts: expect.objectContaining({ mention: true, favourite: false }), policy: 'followed' },
      },
    });
  });

  it('re-subscribes when the server key differs from the subscription key', async () => {
    const { pushManager, existing } = fakeBrowser({
      existing: { endpoint: 'https://push.example/old', key: OTHER_KEY },
    });
    savePushData(window.localStorage, savedAccount.key, {
      enabled: true,
      alerts: { mention: true },
      policy: 'all',
      endpoint: 'https://push.example/old',
    });
    const { api } = await run(pushIntents.checkRequested());
    expect(existing!.unsubscribe).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalled();
    expect(api.post).toHaveBeenCalledWith(
      '/api/v1/push/subscription',
      expect.objectContaining({
        json: expect.objectContaining({
          data: { alerts: expect.objectContaining({ mention: true }), policy: 'all' },
        }),
      }),
    );
  });

  it('registers again when the browser changed the endpoint, and leaves a matching one alone', async () => {
    fakeBrowser({ existing: { endpoint: 'https://push.example/rotated', key: KEY } });
    savePushData(window.localStorage, savedAccount.key, {
      enabled: true,
      alerts: {},
      policy: 'all',
      endpoint: 'https://push.example/before',
    });
    const changed = await run(pushIntents.checkRequested());
    expect(changed.api.post).toHaveBeenCalledWith(
      '/api/v1/push/subscription',
      expect.objectContaining({
        json: expect.objectContaining({
          subscription: expect.objectContaining({ endpoint: 'https://push.example/rotated' }),
        }),
      }),
    );
    const same = await run(pushIntents.checkRequested());
    expect(same.api.post).not.toHaveBeenCalled();
    expect(same.pushState.status).toBe('on');
  });

  it.each([
    [20, 'AbortError', 'unsupported'],
    [5, 'InvalidCharacterError', 'failed'],
  ])('error code %i (%s) only logs and clears the subscription', async (code, name, problem) => {
    fakeBrowser({ subscribeError: Object.assign(new Error(name), { name, code }) });
    savePushData(window.localStorage, savedAccount.key, { enabled: true, alerts: {}, policy: 'all' });
    const { api, pushState } = await run(pushIntents.enableRequested('granted'));
    expect(console.warn).toHaveBeenCalled();
    expect(api.post).not.toHaveBeenCalled();
    expect(loadPushData(window.localStorage, savedAccount.key).enabled).toBe(false);
    expect(pushState).toMatchObject({ status: 'off', problem });
  });

  it('a missing key logs the warning and offers no push', async () => {
    const { pushManager } = fakeBrowser();
    const { pushState } = await run(pushIntents.enableRequested('granted'), null);
    expect(console.warn).toHaveBeenCalledWith(MISSING_KEY_WARNING);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(pushState.problem).toBe('no_key');
  });

  it('without a service worker push is not available', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    const { pushState } = await run(pushIntents.enableRequested('granted'));
    expect(pushState.problem).toBe('unsupported');
  });
});

describe('push failures', () => {
  it('a browser API that throws leaves the control usable with a reason', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: jest.fn(async () => Promise.reject(new Error('storage error'))) },
    });
    const { pushState } = await run(pushIntents.enableRequested('granted'));
    expect(pushState).toMatchObject({ status: 'off', problem: 'failed' });
  });
});

describe('sign-out', () => {
  it('deletes the server subscription and unsubscribes the browser when no other account uses it', async () => {
    const { existing } = fakeBrowser({ existing: { endpoint: 'https://push.example/e', key: KEY } });
    savePushData(window.localStorage, savedAccount.key, { enabled: true, alerts: {}, policy: 'all' });
    const api = fakeApi();
    api.request.mockResolvedValue(ok());
    await clearPushOnSignOut(api, savedAccount, window.localStorage);
    expect(api.request).toHaveBeenCalledWith('DELETE', '/api/v1/push/subscription');
    expect(existing!.unsubscribe).toHaveBeenCalled();
    expect(window.localStorage.getItem(PUSH_DATA_KEY)).toBe('{}');
  });

  it('keeps the browser subscription another signed-in account still uses', async () => {
    const { existing } = fakeBrowser({ existing: { endpoint: 'https://push.example/e', key: KEY } });
    savePushData(window.localStorage, savedAccount.key, { enabled: true, alerts: {}, policy: 'all' });
    savePushData(window.localStorage, 'other@elsewhere', { enabled: true, alerts: {}, policy: 'all' });
    const api = fakeApi();
    api.request.mockResolvedValue(ok());
    await clearPushOnSignOut(api, savedAccount, window.localStorage);
    expect(api.request).toHaveBeenCalledWith('DELETE', '/api/v1/push/subscription');
    expect(existing!.unsubscribe).not.toHaveBeenCalled();
  });
});
