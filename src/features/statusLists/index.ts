/** What other features may use of this one; everything else in the folder is its own. */
export { selectStatusList, statusListFetchRequested, statusListsReducer, type StatusListKey } from './slice';
export { StatusList } from './components/StatusList';
