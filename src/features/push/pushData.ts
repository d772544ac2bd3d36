// Each account's push choices, kept in the browser (Mastodon's "push data" local storage key): the
// server holds a copy, but the control must show them before, and without, an answer.
import { PUSH_ALERT_TYPES, type PushAlerts, type PushPolicy } from '../../api/endpoints/push';
import { readStoredObject } from '../../utils/storedObject';

export const PUSH_DATA_KEY = 'fedideck:push';

export interface PushData {
  enabled: boolean;
  alerts: PushAlerts;
  policy: PushPolicy;
  /** The browser subscription the server knows, to notice when the browser changed it. */
  endpoint?: string;
}

const POLICIES: readonly PushPolicy[] = ['all', 'followed', 'follower', 'none'];

/** Every alert off until the user enables push (the spec's defaults). */
export const defaultPushData = (): PushData => ({
  enabled: false,
  alerts: Object.fromEntries(PUSH_ALERT_TYPES.map((type) => [type, false])),
  policy: 'all',
});

/** Enabling push turns every alert on, as Mastodon's web app does; the user narrows them afterwards. */
export const allAlertsOn = (): PushAlerts => Object.fromEntries(PUSH_ALERT_TYPES.map((type) => [type, true]));

const readAll = (storage: Storage) => readStoredObject(storage, PUSH_DATA_KEY);

export function loadPushData(storage: Storage, accountKey: string): PushData {
  const stored = readAll(storage)[accountKey] as Partial<PushData> | undefined;
  const defaults = defaultPushData();
  if (!stored || typeof stored !== 'object') return defaults;
  const alerts = { ...defaults.alerts };
  for (const type of PUSH_ALERT_TYPES)
    if (typeof stored.alerts?.[type] === 'boolean') alerts[type] = stored.alerts[type];
  return {
    enabled: stored.enabled === true,
    alerts,
    policy: POLICIES.includes(stored.policy as PushPolicy) ? (stored.policy as PushPolicy) : 'all',
    endpoint: typeof stored.endpoint === 'string' ? stored.endpoint : undefined,
  };
}

export function savePushData(storage: Storage, accountKey: string, data: PushData | null) {
  const all = readAll(storage);
  if (data) all[accountKey] = data;
  else delete all[accountKey];
  storage.setItem(PUSH_DATA_KEY, JSON.stringify(all));
}

/** Whether another saved account of this browser still receives pushes on the shared subscription. */
export const otherAccountsEnabled = (storage: Storage, accountKey: string): boolean =>
  Object.entries(readAll(storage)).some(
    ([key, value]) => key !== accountKey && (value as Partial<PushData> | null)?.enabled === true,
  );
