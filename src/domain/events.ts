import { createAction } from '@reduxjs/toolkit';
import type { ModerationRequest } from './moderation';
import type { RestoredPost } from './restoredPost';

/**
 * Events more than one feature reacts to. They live below the features so that none of them has to
 * import another sideways to hear them; the feature that raises an event and the ones that handle it
 * all import it from here.
 */

/** A post was deleted (by the user here): every view drops it, and its boosts, except where noted. */
export const deleteSucceeded = createAction<{ statusId: string; reblogIds: string[] }>(
  'statuses/deleteSucceeded',
);

/**
 * An edit came back as a post of another id (snac numbers an edited post anew): the new post takes the
 * old one's place wherever it is listed.
 */
export const statusRenumbered = createAction<{ from: string; to: string }>('statuses/renumbered');

/** The server refused the session's token: the session is kept, and the user is asked to sign in again. */
export const sessionExpired = createAction('auth/sessionExpired');

/** Compose intents any view can raise (a post's Reply and Quote buttons). */
/** `confirmed`: the user agreed that the reply replaces what was being typed. */
export const replyRequested = createAction<{ statusId: string; confirmed?: boolean }>(
  'compose/replyRequested',
);
export const quoteRequested = createAction<{ statusId: string }>('compose/quoteRequested');

/** Edit (the post's source goes into the compose box) and "Mention @acct" from a post's menu. */
/** Edit a post; `confirmed` once the user agreed to replace what the compose box holds. */
export const editRequested = createAction<{ statusId: string; confirmed?: boolean }>('compose/editRequested');
/** "Mention @acct", or with `direct` a private mention (the post's visibility becomes direct). */
export const mentionRequested = createAction<{ acct: string; direct?: boolean }>('compose/mentionRequested');

/**
 * A post put back into the compose box: to be edited (`editedStatusId`, saved with a PUT), or
 * after delete and redraft (a new post).
 */
export const postLoadedIntoCompose = createAction<RestoredPost>('compose/postLoaded');

/**
 * The user blocked or muted an account: its posts (and boosts of them) leave every timeline at once,
 * and its notifications go when `notifications` says so.
 */
export const accountPostsHidden = createAction<{
  accountId: string;
  statusIds: string[];
  notifications: boolean;
  /** Others' replies to the account (and boosts of them): they leave home and lists, as Mastodon's feeds drop them. */
  replyIds?: string[];
}>('accounts/postsHidden');

/**
 * What the dialogs of a post's menu ask about its author (mute, block, report, filter the post, the
 * author's recent posts for a report); only the moderation sagas handle it, loading their code with
 * the first request.
 */
export const moderationRequested = createAction<ModerationRequest>('moderation/requested');
