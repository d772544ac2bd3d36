/** The views other features and the app may use of this one (its state: `public.ts`). */
// For the notifications column: load these lazily from anything in the first load.
export { ClearNotificationsButton } from './components/ClearNotificationsButton';
export { FilteredNotificationsLink } from './components/FilteredNotificationsLink';
