/** What other features may use of this one; everything else in the folder is its own. */
// For the notifications column: load these lazily from anything in the first load.
export { ClearNotificationsButton } from './components/ClearNotificationsButton';
export { FilteredNotificationsLink } from './components/FilteredNotificationsLink';
// What follow requests are answered with, from a notification as from the requests page.
export { notificationRequestsIntents } from './intents';
