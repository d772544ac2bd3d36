import { createAction } from '@reduxjs/toolkit';

/**
 * Events more than one feature reacts to. They live below the features so that none of them has to
 * import another sideways to hear them; the feature that raises an event and the ones that handle it
 * all import it from here.
 */

/** A post was deleted (by the user here): every view drops it, and its boosts, except where noted. */
export const deleteSucceeded = createAction<{ statusId: string; reblogIds: string[] }>(
  'statuses/deleteSucceeded',
);

/** The server refused the session's token: the session is kept, and the user is asked to sign in again. */
export const sessionExpired = createAction('auth/sessionExpired');

/** Compose intents any view can raise (a post's Reply and Quote buttons). */
/** `confirmed`: the user agreed that the reply replaces what was being typed. */
export const replyRequested = createAction<{ statusId: string; confirmed?: boolean }>(
  'compose/replyRequested',
);
export const quoteRequested = createAction<{ statusId: string }>('compose/quoteRequested');
