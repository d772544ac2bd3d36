/** What other features may use of this one's state: intents, action creators, selectors, types. */
export { selectCurrentAccountId, selectCurrentSavedAccount } from './selectors';
