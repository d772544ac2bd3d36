import type { Action } from '@reduxjs/toolkit';
import { call, debounce, put, select, takeEvery, takeLatest } from 'typed-redux-saga/macro';
import { isApiError } from '../../api/errors';
import { fetchWebSettings, saveWebSettings } from '../../api/endpoints/settings';
import { SETTINGS_SAVE_DEBOUNCE_MS } from '../../constants';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts/public';
import {
  localSettingChanged,
  settingChanged,
  settingsLoaded,
  settingsSaved,
  settingsSyncDisabled,
} from './slice';
import { LOCAL_SETTINGS_KEY } from './storageKeys';

export { LOCAL_SETTINGS_KEY };

/** A real Mastodon refuses /api/web/settings to bearer tokens: settings then simply stay local. */
const refusesSync = (error: unknown) => isApiError(error) && [401, 403, 404].includes(error.status);

function* persistLocally() {
  const { db } = yield* appServices();
  const { synced, saved, syncEnabled } = yield* select((s: RootState) => s.settings);
  try {
    yield* call([db, db.putSettings], { data: synced, saved, syncEnabled });
  } catch (error) {
    console.warn('Saving settings locally failed.', error);
  }
}

/** The server's copy is debounced (2 s); this device keeps every change at once, so a reload loses nothing. */
function* saveSettings() {
  const { signedIn } = yield* select((s: RootState) => s.auth);
  const { synced, syncEnabled } = yield* select((s: RootState) => s.settings);
  if (!signedIn || !syncEnabled) return;
  const { api } = yield* appServices();
  try {
    yield* call(saveWebSettings, api, synced);
    yield* put(settingsSaved());
  } catch (error) {
    if (refusesSync(error)) yield* put(settingsSyncDisabled());
    else yield* call(reportError, error);
  }
  yield* call(persistLocally);
}

/**
 * Start-up: the server's copy, where the instance offers one. A change this device kept but had not
 * sent yet (the tab closed within the save's delay) is newer than the server's copy: it wins, and is
 * sent now instead.
 */
export function* loadServerSettings() {
  const { signedIn } = yield* select((s: RootState) => s.auth);
  if (!signedIn) return;
  const { saved, syncEnabled } = yield* select((s: RootState) => s.settings);
  if (!saved) {
    if (syncEnabled) yield* call(saveSettings);
    return;
  }
  const { api } = yield* appServices();
  try {
    const data = yield* call(fetchWebSettings, api);
    if (data) yield* put(settingsLoaded(data));
  } catch (error) {
    if (refusesSync(error)) yield* put(settingsSyncDisabled());
    else yield* call(reportError, error);
  }
}

function* storeLocalSettings() {
  const { localStorage } = yield* appServices();
  const local = yield* select((s: RootState) => s.settings.local);
  try {
    localStorage.setItem(LOCAL_SETTINGS_KEY, JSON.stringify(local));
  } catch (error) {
    console.warn('Saving local settings failed.', error);
  }
}

export function readLocalSettings(storage: Storage): unknown {
  try {
    return JSON.parse(storage.getItem(LOCAL_SETTINGS_KEY) ?? 'null');
  } catch {
    return null;
  }
}

type SettingAction = ReturnType<typeof settingChanged> | ReturnType<typeof localSettingChanged>;

/** A change made in this tab (another tab's change was stored, sent and passed on by that tab). */
const madeHere =
  (...creators: { match: (action: Action) => boolean }[]) =>
  (action: Action) =>
    creators.some((creator) => creator.match(action)) && !(action as SettingAction).meta;

/**
 * Every change made here goes to the app's other tabs: this device's settings to all of them, a synced
 * setting to the tabs of the same account, which apply it at once, without a reload.
 */
function* tellOtherTabs(action: SettingAction) {
  const { tabs, account } = yield* appServices();
  if (!tabs) return;
  if (localSettingChanged.match(action)) tabs.post({ type: 'settingsChanged', device: action.payload });
  else if (account)
    tabs.post({ type: 'settingsChanged', synced: { accountKey: account.key, ...action.payload } });
}

export function* settingsSaga() {
  yield* takeLatest(madeHere(settingChanged, settingsLoaded), persistLocally);
  yield* debounce(SETTINGS_SAVE_DEBOUNCE_MS, madeHere(settingChanged), saveSettings);
  yield* takeEvery(madeHere(localSettingChanged), storeLocalSettings);
  yield* takeEvery(madeHere(settingChanged, localSettingChanged), tellOtherTabs);
}
