/** What other features may use of this one's state: intents, action creators, selectors, types. */
import type { ApiClient } from '../../api/client';
import type { PushAccountRef } from './flow';

/** For sign-out, before the token is revoked (the server's DELETE needs it). */
export const clearPushOnSignOut = async (api: ApiClient, account: PushAccountRef, localStorage: Storage) =>
  (await import('./flow')).clearPushOnSignOut(api, account, localStorage);
