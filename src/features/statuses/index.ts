/** What other features may use of this one; everything else in the folder is its own. */
export { DisplayName } from './components/DisplayName';
export { FilteredNotice, StatusContainer } from './components/StatusContainer';
export { StatusMenuHost } from './components/StatusMenuHost';
export { selectOwnBoostsOnTop, selectRecentPostIds, selectStatusView } from './selectors';
export { htmlToPlainText } from './components/sanitizeHtml';
export { PlainText } from './components/PlainText';
export { type StatusesState } from './slice';
export { interactionSucceeded } from './slice';
export { localFieldsSet } from './slice';
export { accountPath, statusPath } from './components/paths';
export { hashtagPath } from './components/paths';
/** A post drawn small (as in a quote), for views that show one; its code loads with the first. */
export const loadCompactStatus = () => import('./components/QuotedStatus').then((m) => m.CompactStatus);
/** The filter results the server would attach to posts, worked out here (loaded when a list changes). */
export const loadFilterResults = () => import(/* webpackChunkName: "filter-results" */ './filterResults');
export { RichText } from './components/RichText';
export { displayNameText } from './components/DisplayName';
export { onPostClick, onPostPointerDown } from './components/postClick';
