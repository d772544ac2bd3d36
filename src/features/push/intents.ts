import { createAction } from '@reduxjs/toolkit';
import type { PushAlerts, PushPolicy } from '../../api/endpoints/push';

/** The intents only the push flow (a saga, loaded with the first of them) takes. */

/** Compares the browser's subscription with the account's and the server's key, fixing what differs. */
export const pushCheckRequested = createAction('push/checkRequested');
/** The user's click, with the answer the browser gave to the permission request it made. */
export const pushEnableRequested = createAction<NotificationPermission | 'unsupported'>(
  'push/enableRequested',
);
export const pushDisableRequested = createAction('push/disableRequested');
export const pushPreferencesChanged = createAction<{ alerts?: PushAlerts; policy?: PushPolicy }>(
  'push/preferencesChanged',
);

export const pushIntents = [
  pushCheckRequested,
  pushEnableRequested,
  pushDisableRequested,
  pushPreferencesChanged,
] as const;
