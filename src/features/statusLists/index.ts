/** What other features may use of this one; everything else in the folder is its own. */
export { statusListsIntents } from './intents';
export { selectStatusList, statusListsReducer, type StatusListKey } from './slice';
export { StatusList } from './components/StatusList';
