import { createAction } from '@reduxjs/toolkit';

/**
 * The server does not stream, and it is time to ask it for what arrived: each live view fetches
 * what is newer than what it shows, as after a reconnect. `quiet`: the last poll failed and said so;
 * failing again says nothing more.
 */
export const pollDue = createAction<{ quiet?: boolean } | undefined>('streaming/pollDue');

/** How a poll of the notifications went, so that one failing again is asked less often. */
export const notificationsPolled = createAction<{ failed: boolean }>('streaming/notificationsPolled');
