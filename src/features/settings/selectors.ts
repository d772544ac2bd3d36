import type { RootState } from '../../store/types';

export const selectLocalSettings = (state: RootState) => state.settings.local;
export const selectSyncedSettings = (state: RootState) => state.settings.synced;
export const selectColumns = (state: RootState) => state.settings.synced.columns;
export const selectLayoutSetting = (state: RootState) => state.settings.local.layout;
export const selectSettingsSaved = (state: RootState) => state.settings.saved;
