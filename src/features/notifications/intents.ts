import { notificationsExpandRequested } from './slice';

/**
 * What the notifications column asks: its first page, the next one, a reload (`sagas.ts`, loaded with
 * the first, or once the first screen is drawn).
 */
export const notificationsIntents = { expandRequested: notificationsExpandRequested };
