/** What other features may use of this one's state: intents, action creators, selectors, types. */
// What follow requests are answered with, from a notification as from the requests page.
export { notificationRequestsIntents } from './intents';
