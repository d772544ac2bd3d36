/** What other features may use of this one's state: intents, action creators, selectors, types. */
export { reportError } from './sagas';
export { alertShown } from './slice';
export { alertText, formatAlertText, type AlertText } from './text';
