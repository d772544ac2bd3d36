/** What other features may use of this one's state: intents, action creators, selectors, types. */
export { statusListsIntents } from './intents';
export { selectStatusList, statusListsReducer, type StatusListKey } from './slice';
