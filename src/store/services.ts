import type { UnknownAction } from '@reduxjs/toolkit';
import { getContext } from 'typed-redux-saga/macro';
import type { ApiClient } from '../api/client';
import type { HydrationPayload } from '../db/actions';
import type { AccountDb } from '../db/types';
import type { SavedAccount } from '../features/auth/savedAccounts';
import type { TabsChannel } from '../domain/tabs';

/** What sagas reach outside the store through; tests pass fakes. */
export interface AppServices {
  api: ApiClient;
  db: AccountDb;
  /**
   * What the local database held at start-up, read by the session before the store was made (null:
   * the read failed, start empty). Absent, the start-up saga reads it itself.
   */
  stored?: HydrationPayload | null;
  /** The active saved account, null for a signed-out visitor. */
  account: SavedAccount | null;
  localStorage: Storage;
  sessionStorage: Storage;
  /** The page's origin: the default instance and the OAuth redirect's base. */
  origin: string;
  /** Leaves the app for another page (the OAuth sign-in form). */
  navigate: (url: string) => void;
  WebSocket: typeof WebSocket;
  /**
   * Asks the shell to rebuild the store for the active saved account (none: signed out); `announce`
   * is dispatched to the new store once it runs (the alert saying which account is now in use).
   */
  switchSession: (announce?: UnknownAction) => void;
  /** The channel to the app's other tabs (none: the browser has no BroadcastChannel, or a test). */
  tabs?: TabsChannel | null;
}

/** The services of the running store, typed: `const { api } = yield* appServices();`. */
export function* appServices() {
  return yield* getContext<AppServices>('services');
}
