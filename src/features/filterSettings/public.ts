/** What other features may use of this one's state: intents, action creators, selectors, types. */
export { handleFilterRequest, reloadFilterList } from './workers';
