import { createAction } from '@reduxjs/toolkit';

/**
 * The server does not stream, and it is time to ask it for what arrived: each live view fetches
 * what is newer than what it shows, as after a reconnect.
 */
export const pollDue = createAction('streaming/pollDue');

/** How a poll of the notifications went, so that one failing again is asked less often. */
export const notificationsPolled = createAction<{ failed: boolean }>('streaming/notificationsPolled');
