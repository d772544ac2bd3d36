/** What other features may use of this one; everything else in the folder is its own. */
export { reportError } from './sagas';
export { alertShown } from './slice';
export { alertText, formatAlertText, type AlertText } from './text';
