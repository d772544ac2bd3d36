/** What other features may use of this one; everything else in the folder is its own. */
export { selectAccountById } from './selectors';
export { selectAccountByAcct } from './selectors';
export { selectIsAcctNonexistent } from './selectors';
export { accountLookupRequested } from './slice';
