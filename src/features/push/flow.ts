// The push subscription of the signed-in account: asked on the user's click, registered with the
// server, kept in step with the server's key and the browser's endpoint, removed on sign-out.
import { call, put, select } from 'typed-redux-saga/macro';
import type { ApiClient } from '../../api/client';
import { isApiError } from '../../api/errors';
import {
  createPushSubscription,
  deletePushSubscription,
  fetchLegacyVapidKey,
  updatePushSubscription,
  type BrowserSubscription,
} from '../../api/endpoints/push';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts/public';
import type { IntentHandlers } from '../../store/feature';
import type { pushIntents } from './intents';
import { forgetPushAccount, rememberPushAccount } from './pushAccounts';
import { allAlertsOn, loadPushData, otherAccountsEnabled, savePushData, type PushData } from './pushData';
import { pushStateChanged, type PushProblem } from './slice';

/** The saved account push needs to know of. */
export interface PushAccountRef {
  key: string;
  token: string;
}

export const MISSING_KEY_WARNING = 'The VAPID public key is not set.';

/** A VAPID key as servers give it (URL-safe base64, unpadded) into the bytes PushManager takes. */
export function urlBase64ToUint8Array(base64: string): Uint8Array<ArrayBuffer> {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: string): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return false;
  const a = new Uint8Array(current);
  const b = urlBase64ToUint8Array(key);
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** The worker's registration when the browser can receive pushes at all. */
async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  if (typeof PushManager === 'undefined') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration && 'pushManager' in registration ? registration : null;
}

function browserSubscription(subscription: PushSubscription): BrowserSubscription {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** Code 20 (AbortError): the browser cannot use such a key; code 5 (InvalidCharacterError): the key is bad. */
const keyRefusal = (error: unknown): 20 | 5 | null => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 20 || code === 5 ? code : null;
};

function* vapidKey(api: ApiClient) {
  // Mastodon 4.3 names it in /api/v2/instance; the API description the types come from does not yet.
  const configuration = yield* select((s: RootState) => s.instance.info?.configuration);
  const fromInstance = (configuration as { vapid?: { public_key?: unknown } } | undefined)?.vapid?.public_key;
  if (typeof fromInstance === 'string' && fromInstance) return fromInstance;
  try {
    return yield* call(fetchLegacyVapidKey, api);
  } catch {
    return undefined;
  }
}

function* show(data: PushData, status: 'on' | 'off', problem: PushProblem | null = null) {
  yield* put(pushStateChanged({ status, problem, alerts: data.alerts, policy: data.policy }));
}

/** Forgets the account's subscription here; the browser one goes when no other account uses it. */
function* clearSubscription(registration: ServiceWorkerRegistration | null, data: PushData) {
  const { localStorage, account } = yield* appServices();
  if (!account) return;
  savePushData(localStorage, account.key, { ...data, enabled: false, endpoint: undefined });
  try {
    yield* call(forgetPushAccount, account.token);
    const subscription = registration ? yield* call(() => registration.pushManager.getSubscription()) : null;
    if (subscription && !otherAccountsEnabled(localStorage, account.key))
      yield* call(() => subscription.unsubscribe());
  } catch (error) {
    console.warn('Clearing the push subscription failed.', error);
  }
}

/** Subscribes the browser with the server's key (anew when the key changed) and registers it there. */
function* subscribeAndRegister(registration: ServiceWorkerRegistration, key: string, data: PushData) {
  const { api, localStorage, account } = yield* appServices();
  if (!account) return;
  try {
    let subscription = yield* call(() => registration.pushManager.getSubscription());
    if (subscription && !sameKey(subscription, key)) {
      yield* call(() => subscription!.unsubscribe());
      subscription = null;
    }
    subscription ??= yield* call(() =>
      registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: urlBase64ToUint8Array(key),
      }),
    );
    yield* call(createPushSubscription, api, browserSubscription(subscription), data.alerts, data.policy);
    yield* call(rememberPushAccount, account.token, account.key, account.baseUrl);
    const saved: PushData = { ...data, enabled: true, endpoint: subscription.endpoint };
    savePushData(localStorage, account.key, saved);
    yield* show(saved, 'on');
  } catch (error) {
    const refusal = keyRefusal(error);
    if (refusal !== null) console.warn('The browser refused the push key.', error);
    else if (isApiError(error)) yield* call(reportError, error);
    else console.warn('Subscribing to push notifications failed.', error);
    yield* clearSubscription(registration, data);
    yield* show({ ...data, enabled: false }, 'off', refusal === 20 ? 'unsupported' : 'failed');
  }
}

/** What makes push impossible here, with the warning the console gets. */
function* readiness(api: ApiClient) {
  const registration = yield* call(pushRegistration);
  if (!registration) {
    console.warn('Push notifications need a service worker and the Push API.');
    return { problem: 'unsupported' as const };
  }
  const key = yield* vapidKey(api);
  if (!key) {
    console.warn(MISSING_KEY_WARNING);
    return { problem: 'no_key' as const };
  }
  return { registration, key };
}

function* check() {
  const { api, localStorage, account } = yield* appServices();
  if (!account) return;
  const data = loadPushData(localStorage, account.key);
  const ready = yield* readiness(api);
  if (!ready.registration) return yield* show(data, 'off', ready.problem);
  const granted = typeof Notification !== 'undefined' && Notification.permission === 'granted';
  if (!data.enabled || !granted) return yield* show(data, 'off');
  const subscription = yield* call(() => ready.registration.pushManager.getSubscription());
  if (subscription && sameKey(subscription, ready.key) && subscription.endpoint === data.endpoint)
    return yield* show(data, 'on');
  yield* subscribeAndRegister(ready.registration, ready.key, data);
}

function* enable(permission: NotificationPermission | 'unsupported') {
  const { api, localStorage, account } = yield* appServices();
  if (!account) return;
  const data = loadPushData(localStorage, account.key);
  yield* put(pushStateChanged({ status: 'busy', problem: null }));
  const ready = yield* readiness(api);
  if (!ready.registration || permission === 'unsupported')
    return yield* show(data, 'off', ready.problem ?? 'unsupported');
  if (permission !== 'granted') return yield* show(data, 'off', permission === 'denied' ? 'denied' : null);
  yield* subscribeAndRegister(ready.registration, ready.key, { ...data, alerts: allAlertsOn() });
}

function* disable() {
  const { api, localStorage, account } = yield* appServices();
  if (!account) return;
  const data = loadPushData(localStorage, account.key);
  yield* put(pushStateChanged({ status: 'busy', problem: null }));
  try {
    yield* call(deletePushSubscription, api);
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) yield* call(reportError, error);
  }
  yield* clearSubscription(yield* call(pushRegistration), data);
  yield* show(data, 'off');
}

function* changePreferences({
  alerts,
  policy,
}: ReturnType<typeof pushIntents.preferencesChanged>['payload']) {
  const { api, localStorage, account } = yield* appServices();
  if (!account) return;
  const current = loadPushData(localStorage, account.key);
  const data: PushData = {
    ...current,
    alerts: { ...current.alerts, ...alerts },
    policy: policy ?? current.policy,
  };
  savePushData(localStorage, account.key, data);
  yield* show(data, data.enabled ? 'on' : 'off');
  if (!data.enabled) return;
  try {
    yield* call(updatePushSubscription, api, data.alerts, data.policy);
  } catch (error) {
    // The server forgot the subscription (expired, or removed elsewhere): register it again.
    if (isApiError(error) && error.status === 404) yield* check();
    else yield* call(reportError, error);
  }
}

/** A browser API that throws where it should answer: the control must not stay busy. */
function* guarded(flow: Generator) {
  try {
    yield* flow;
  } catch (error) {
    console.warn('Push notifications failed.', error);
    yield* put(pushStateChanged({ status: 'off', problem: 'failed' }));
  }
}

export const handlers: IntentHandlers<typeof pushIntents> = {
  *checkRequested() {
    yield* guarded(check());
  },
  *enableRequested({ payload }) {
    yield* guarded(enable(payload));
  },
  *disableRequested() {
    yield* guarded(disable());
  },
  *preferencesChanged({ payload }) {
    yield* guarded(changePreferences(payload));
  },
};

/** One at a time, in order: a click must not interleave with the start-up check on the same subscription. */
export const takes = 'queue';

/**
 * Before the token is revoked: the server forgets the subscription, this browser the account's
 * choices, and the browser subscription goes when no other account uses it.
 */
export async function clearPushOnSignOut(api: ApiClient, account: PushAccountRef, localStorage: Storage) {
  const data = loadPushData(localStorage, account.key);
  savePushData(localStorage, account.key, null);
  if (!data.enabled) return;
  try {
    await deletePushSubscription(api);
  } catch (error) {
    console.warn('Removing the push subscription failed.', error);
  }
  try {
    await forgetPushAccount(account.token);
    const registration = await pushRegistration();
    const subscription = registration ? await registration.pushManager.getSubscription() : null;
    if (subscription && !otherAccountsEnabled(localStorage, account.key)) await subscription.unsubscribe();
  } catch (error) {
    console.warn('Clearing the push subscription failed.', error);
  }
}
