/** What other features may use of this one's state: intents, action creators, selectors, types. */
export { filterContextFor, judgeStatus, type FilterAction, type FilterContext } from './filterState';
export { selectFilterState, selectVisibleTimelineItems } from './selectors';
export { filterListChanged } from './slice';
export { filtersIntents } from './intents';
export { filterDeleted, filtersFetched, withImportedFilters } from './slice';
export const selectFilterList = (state: { filters: import('./slice').FiltersState }) =>
  Object.values(state.filters.items);
