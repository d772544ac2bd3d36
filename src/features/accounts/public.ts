/** What other features may use of this one's state: intents, action creators, selectors, types. */
export { selectAccountById } from './selectors';
export { selectAccountByAcct } from './selectors';
export { selectIsAcctNonexistent } from './selectors';
export { accountLookupRequested } from './slice';
