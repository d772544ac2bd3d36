/** What other features and the app may use of this one; everything else in the folder is its own. */
export { OfflineNotice } from './components/OfflineNotice';
