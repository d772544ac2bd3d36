/** What other features may use of this one; everything else in the folder is its own. */
export { accountListsIntents } from './intents';
export { accountListsReducer, type AccountListKind } from './slice';
export { AccountList } from './components/AccountList';
