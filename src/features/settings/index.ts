/** What other features may use of this one; everything else in the folder is its own. */
export { settingChanged } from './slice';
export { selectLocalSettings, selectSpoilerExpandedByDefault, selectSyncedSettings } from './selectors';
export { localSettingChanged } from './slice';
export type { LocalSettings, QuotePolicy } from './defaults';
