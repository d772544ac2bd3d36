import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { dbHydrated, dbKindLearned } from '../../db/actions';
import { settingsSyncDisabled } from '../../domain/events';
import {
  makeDefaultLocalSettings,
  makeDefaultSyncedSettings,
  mergeSettings,
  type LocalSettings,
  type SyncedSettings,
} from './defaults';

export { settingsSyncDisabled };

export interface SettingsState {
  local: LocalSettings;
  synced: SyncedSettings;
  /** False while a change has not reached the server. */
  saved: boolean;
  /** False once the instance refused /api/web/settings: settings then stay local. */
  syncEnabled: boolean;
  /**
   * How many times the server's document was taken in: the deck drawn first is the one kept on the
   * device, and a place opened before the account's own arrived is looked up in it again.
   */
  serverLoads: number;
  /** Where the account's data is kept: memory only where the browser keeps nothing (a private window). */
  localDatabase?: 'indexeddb' | 'memory';
}

export const makeInitialSettings = (local?: unknown): SettingsState => ({
  local: mergeSettings(makeDefaultLocalSettings(), local),
  synced: makeDefaultSyncedSettings(),
  saved: true,
  syncEnabled: true,
  serverLoads: 0,
});

/** Set on a change another tab made: this tab applies it, and neither stores, sends nor passes it on. */
export type ChangeOrigin = { fromOtherTab: true } | undefined;

function setIn(target: Record<string, unknown>, path: readonly string[], value: unknown) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (!next || typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
}

const settingsSlice = createSlice({
  name: 'settings',
  initialState: () => makeInitialSettings(),
  reducers: {
    /** A synced setting changed, e.g. { path: ['home', 'shows', 'reblog'], value: false }. */
    changed: {
      reducer: (state, action: PayloadAction<{ path: string[]; value: unknown }, string, ChangeOrigin>) => {
        if (action.payload.path.length === 0) return;
        setIn(state.synced, action.payload.path, action.payload.value);
        // Another tab's change is saved by that tab.
        if (!action.meta) state.saved = false;
      },
      prepare: (change: { path: string[]; value: unknown }, origin?: ChangeOrigin) => ({
        payload: change,
        meta: origin,
      }),
    },
    localChanged: {
      reducer: (state, action: PayloadAction<Partial<LocalSettings>, string, ChangeOrigin>) => {
        state.local = { ...state.local, ...action.payload };
      },
      prepare: (change: Partial<LocalSettings>, origin?: ChangeOrigin) => ({ payload: change, meta: origin }),
    },
    /** The server's document arrived; unsaved local changes win over it. */
    loaded: (state, action: PayloadAction<unknown>) => {
      if (!state.saved) return;
      state.synced = mergeSettings(makeDefaultSyncedSettings(), action.payload);
      state.serverLoads += 1;
    },
    saved: (state) => {
      state.saved = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(dbKindLearned, (state, { payload }) => {
      state.localDatabase = payload.kind;
    });
    builder.addCase(settingsSyncDisabled, (state) => {
      state.syncEnabled = false;
    });
    builder.addCase(dbHydrated, (state, { payload }) => {
      if (!payload.settings) return;
      state.synced = mergeSettings(makeDefaultSyncedSettings(), payload.settings.data);
      state.saved = payload.settings.saved;
      state.syncEnabled = payload.settings.syncEnabled;
    });
  },
});

export const {
  changed: settingChanged,
  localChanged: localSettingChanged,
  loaded: settingsLoaded,
  saved: settingsSaved,
} = settingsSlice.actions;
export const settingsReducer = settingsSlice.reducer;
