/** What other features may use of this one's state: intents, action creators, selectors, types. */
export { accountListsIntents } from './intents';
export { accountListsReducer, type AccountListKind } from './slice';
