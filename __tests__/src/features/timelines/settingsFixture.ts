import type { ColumnSetting } from '../../../../src/features/settings/defaults';
import { makeInitialSettings } from '../../../../src/features/settings/slice';

/** Settings whose deck holds exactly these columns. */
export function makeSyncedSettings(columns: ColumnSetting[]) {
  const settings = makeInitialSettings();
  return { ...settings, synced: { ...settings.synced, columns } };
}
