/** What other features may use of this one's state: intents, action creators, selectors, types. */
export { selectOwnBoostsOnTop, selectRecentPostIds, selectStatusView } from './selectors';
export { htmlToPlainText } from './sanitizeHtml';
export { type StatusesState } from './slice';
export { interactionSucceeded } from './slice';
export { localFieldsSet } from './slice';
export { accountPath, statusPath } from './paths';
export { hashtagPath } from './paths';
/** The filter results the server would attach to posts, worked out here (loaded when a list changes). */
export const loadFilterResults = () => import(/* webpackChunkName: "filter-results" */ './filterResults');
