/** The views other features and the app may use of this one (its state: `public.ts`). */
export { DisplayName } from './components/DisplayName';
export { FilteredNotice, StatusContainer } from './components/StatusContainer';
export { StatusMenuHost } from './components/StatusMenuHost';
export { PlainText } from './components/PlainText';
/** A post drawn small (as in a quote), for views that show one; its code loads with the first. */
export const loadCompactStatus = () => import('./components/QuotedStatus').then((m) => m.CompactStatus);
export { RichText } from './components/RichText';
export { displayNameText } from './components/DisplayName';
export { onPostClick, onPostPointerDown } from './components/postClick';
