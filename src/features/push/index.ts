/** What other features may use of this one; its code loads when a control shows or an intent comes. */
import { createElement, lazy, Suspense } from 'react';
import type { ApiClient } from '../../api/client';
import type { PushAccountRef } from './flow';

export { pushSaga } from './watcher';

const LazyPushPreferences = lazy(() => import('./components/PushPreferences'));
const LazyPushColumnButton = lazy(() => import('./components/PushColumnButton'));

export const PushPreferences = () =>
  createElement(Suspense, { fallback: null }, createElement(LazyPushPreferences));
export const PushColumnButton = () =>
  createElement(Suspense, { fallback: null }, createElement(LazyPushColumnButton));

/** For sign-out, before the token is revoked (the server's DELETE needs it). */
export const clearPushOnSignOut = async (api: ApiClient, account: PushAccountRef, localStorage: Storage) =>
  (await import('./flow')).clearPushOnSignOut(api, account, localStorage);
