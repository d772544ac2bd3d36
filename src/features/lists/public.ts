/** What other features may use of this one's state: intents, action creators, selectors, types. */
export { listsFetchRequested } from './slice';
export { listsFetched, type ListSummary } from './slice';
