import { call, put, select } from 'typed-redux-saga/macro';
import type { RootState } from '../../store/types';
import { appServices } from '../../store/services';
import { modalOpened } from '../modals/public';
import { makeDefaultLocalSettings, type LocalSettings } from './defaults';
import { selectLocalSettings, selectSyncedSettings } from './selectors';
import { localSettingChanged } from './slice';
import { readStoredObject } from '../../utils/storedObject';
import { seenPreferencesKey } from '../../domain/accountStorage';

/** The dismissed-banner key once the user chose to keep this device's settings. */
export const DEVICE_SETTINGS_BANNER = 'settings/device_overrides';

/**
 * Where this device keeps, per account, the preferences it last read from the account: a difference is
 * asked about only when the account's value is new here, never for a setting just changed on this device.
 */
export { seenPreferencesKey };

/** A setting of this device that stands in for one of the account's preferences. */
export type DeviceSettingKey =
  'default_privacy' | 'default_sensitive' | 'default_language' | 'media_display' | 'expand_spoilers';

export interface DeviceSettingDifference {
  setting: DeviceSettingKey;
  device: unknown;
  account: unknown;
}

const VISIBILITIES = ['public', 'unlisted', 'private', 'direct'];
const MEDIA_DISPLAYS = ['default', 'show_all', 'hide_all'];

/**
 * Each setting with the account preference (`GET /api/v1/preferences`) it stands in for, and what a
 * usable value of that preference is: a server's answer is never trusted further than that.
 */
const PAIRS: { setting: DeviceSettingKey; preference: string; valid: (value: unknown) => boolean }[] = [
  {
    setting: 'default_privacy',
    preference: 'posting:default:visibility',
    valid: (v) => VISIBILITIES.includes(v as string),
  },
  {
    setting: 'default_sensitive',
    preference: 'posting:default:sensitive',
    valid: (v) => typeof v === 'boolean',
  },
  {
    setting: 'default_language',
    preference: 'posting:default:language',
    valid: (v) => typeof v === 'string' && /^[a-z]{2,3}$/i.test(v),
  },
  {
    setting: 'media_display',
    preference: 'reading:expand:media',
    valid: (v) => MEDIA_DISPLAYS.includes(v as string),
  },
  { setting: 'expand_spoilers', preference: 'reading:expand:spoilers', valid: (v) => typeof v === 'boolean' },
];

/**
 * Compares this device's settings with the account's preferences. A setting never changed here takes the
 * account's value quietly; one changed here to something else is listed, so the user can choose.
 */
export function compareWithAccount(
  local: LocalSettings,
  preferences: Record<string, unknown>,
  seen: Record<string, unknown> = {},
): { adopt: Partial<LocalSettings>; differing: DeviceSettingDifference[]; read: Record<string, unknown> } {
  const defaults = makeDefaultLocalSettings();
  const adopt: Record<string, unknown> = {};
  const differing: DeviceSettingDifference[] = [];
  const read: Record<string, unknown> = {};
  for (const { setting, preference, valid } of PAIRS) {
    const account = preferences[preference];
    if (!valid(account)) continue;
    read[preference] = account;
    if (local[setting] === account) continue;
    if (local[setting] === defaults[setting]) adopt[setting] = account;
    // Already read here: the difference is this device's own choice, made since.
    else if (seen[preference] !== account) differing.push({ setting, device: local[setting], account });
  }
  return { adopt: adopt, differing, read };
}

/**
 * After the first posts are drawn: the account's preferences, as set in any other app, apply here unless
 * this device was set otherwise; then the DEPRECATED_SETTINGS dialog lists what differs where the account's
 * value is new on this device (the first time the account is read here, or changed elsewhere since): a
 * setting the user changes here afterwards is their choice and raises no question. A server without the
 * preferences endpoint, or one that fails, changes nothing and says nothing.
 */
export function* checkDeviceSettings() {
  if (!(yield* select((state: RootState) => state.auth.signedIn))) return;
  const { api, account, localStorage } = yield* appServices();
  let preferences: unknown;
  try {
    preferences = (yield* call(() => api.get<Record<string, unknown>>('/api/v1/preferences'))).data;
  } catch {
    return;
  }
  if (!preferences || typeof preferences !== 'object') return;
  const local = yield* select(selectLocalSettings);
  const key = account ? seenPreferencesKey(account.key) : null;
  const seen = key ? readStoredObject(localStorage, key) : {};
  const { adopt, differing, read } = compareWithAccount(local, preferences as Record<string, unknown>, seen);
  if (key) {
    try {
      localStorage.setItem(key, JSON.stringify(read));
    } catch {
      // A full or refused storage only means the question may be asked again.
    }
  }
  if (Object.keys(adopt).length > 0) yield* put(localSettingChanged(adopt));
  const dismissed = yield* select(
    (state: RootState) => selectSyncedSettings(state).dismissed_banners[DEVICE_SETTINGS_BANNER] === true,
  );
  if (differing.length > 0 && !dismissed)
    yield* put(modalOpened({ modalType: 'DEPRECATED_SETTINGS', modalProps: { settings: differing } }));
}
