import { createAction } from '@reduxjs/toolkit';
import { sessionExpired } from '../../domain/events';

/** Signing in: the flows load with the first (always loaded; the flows are a chunk of their own). */
export const signInIntents = {
  /**
   * `domain` empty or missing signs in to the same origin; `again` signs the active account in again on
   * its own server (its session ended).
   */
  requested: createAction<{ domain?: string; again?: boolean }>('auth/signInRequested'),
  callbackReceived: createAction<{
    code: string | null;
    state: string | null;
    error?: string | null;
    /** The answering server's issuer identifier (RFC 9207), when it names itself. */
    iss?: string | null;
  }>('auth/callbackReceived'),
};

/** Ending or changing a session: rare, so its code loads when one happens. */
export const sessionIntents = {
  switchRequested: createAction<{ accountKey: string }>('auth/accountSwitchRequested'),
  /** Signs out the given saved account, the active one by default. */
  signOutRequested: createAction<{ accountKey?: string } | undefined>('auth/signOutRequested'),
  /** A refused token is checked once with the account's own server: revoked there, it signs out here. */
  expired: sessionExpired,
};
