/** What other features may use of this one's state: intents, action creators, selectors, types. */
export { settingChanged, settingsLoaded } from './slice';
export { selectLocalSettings, selectSpoilerExpandedByDefault, selectSyncedSettings } from './selectors';
export { localSettingChanged } from './slice';
export type { LocalSettings, QuotePolicy } from './defaults';
