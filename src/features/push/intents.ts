import { createAction } from '@reduxjs/toolkit';
import type { PushAlerts, PushPolicy } from '../../api/endpoints/push';

/** What the push controls ask (always loaded; the flow is a chunk, loaded with the first). */
export const pushIntents = {
  /** Compares the browser's subscription with the account's and the server's key, fixing what differs. */
  checkRequested: createAction('push/checkRequested'),
  /** The user's click, with the answer the browser gave to the permission request it made. */
  enableRequested: createAction<NotificationPermission | 'unsupported'>('push/enableRequested'),
  disableRequested: createAction('push/disableRequested'),
  preferencesChanged: createAction<{ alerts?: PushAlerts; policy?: PushPolicy }>('push/preferencesChanged'),
};
