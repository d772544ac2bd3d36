import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { Relationship } from '../api/entities';
import type { RestoredPost } from './restoredPost';
import { streamingEventsReceived } from './streamingEvents';

/**
 * Events more than one feature reacts to. They live below the features so that none of them has to
 * import another sideways to hear them; the feature that raises an event and the ones that handle it
 * all import it from here.
 */

/**
 * The first screen is drawn: a timeline's first rows are on screen (the frame after they were
 * rendered). What the first screen does not need loads from then on, never before.
 */
export const firstPostsPainted = createAction('app/firstPostsPainted');
/** A timeline's first load ended with nothing to show (empty, or offline with nothing saved). */
export const nothingToShow = createAction('app/nothingToShow');

/** The lazily loaded features a view starts by name, before any of their intents (`store/lazyFeatures.ts`). */
export type NeededFeature = 'composeBox' | 'outbox';
/** A view needs a lazily loaded feature's workers now (the compose box, once drawn). */
export const featureNeeded = createAction<{ feature: NeededFeature }>('app/featureNeeded');

/** Settings sync is off for this account (the server keeps no web settings): capabilities record it too. */
export const settingsSyncDisabled = createAction('settings/syncDisabled');
/** Every notification was cleared on the server (asked from the notification requests' views). */
export const notificationsCleared = createAction('notifications/cleared');

/** The user deleted a post from its menu (`reblogIds`: the boosts of it in the store). */
export const deleteSucceeded = createAction<{ statusId: string; reblogIds: string[] }>(
  'statuses/deleteSucceeded',
);

/**
 * An edit came back as a post of another id (snac numbers an edited post anew): the new post takes the
 * old one's place wherever it is listed.
 */
export const statusRenumbered = createAction<{ from: string; to: string }>('statuses/renumbered');

/**
 * The posts a delete takes away, whichever way it came: the user's own delete from a post's menu, or
 * the stream's `delete` (a post deleted elsewhere, a boost undone). One rule for both, as Mastodon's
 * web UI applies one to every delete: the post and the boosts of it leave every view that lists
 * posts, every timeline included, the author's own profile too. Empty for any other action.
 */
export function deletedPosts(action: UnknownAction): string[] {
  if (action.type === deleteSucceeded.type) {
    const { payload } = action as ReturnType<typeof deleteSucceeded>;
    return [payload.statusId, ...payload.reblogIds];
  }
  return streamingEventsReceived.match(action)
    ? action.payload.events.flatMap((e) => (e.type === 'delete' ? [e.statusId, ...e.reblogIds] : []))
    : [];
}

/** For a slice's `addMatcher`: the action deletes posts (read them with `deletedPosts`). */
export const deletesPosts = (action: UnknownAction) => deletedPosts(action).length > 0;

/** The server refused the session's token: the session is kept, and the user is asked to sign in again. */
export const sessionExpired = createAction('auth/sessionExpired');

/** Compose intents any view can raise (a post's Reply and Quote buttons). */
/** A reply never overwrites what the box holds: that stays a draft of its own (see `compose/drafts`). */
export const replyRequested = createAction<{ statusId: string }>('compose/replyRequested');
export const quoteRequested = createAction<{ statusId: string }>('compose/quoteRequested');

/** Edit (the post's source goes into the compose box) and "Mention @acct" from a post's menu. */
/** Edit a post; what the compose box held stays a draft of its own. */
export const editRequested = createAction<{ statusId: string }>('compose/editRequested');
/** "Mention @acct", or with `direct` a private mention (the post's visibility becomes direct). */
export const mentionRequested = createAction<{ acct: string; direct?: boolean }>('compose/mentionRequested');

/**
 * A post put back into the compose box: to be edited (`editedStatusId`, saved with a PUT), or
 * after delete and redraft (a new post).
 */
export const postLoadedIntoCompose = createAction<RestoredPost>('compose/postLoaded');

/**
 * The user blocked or muted an account, and the server agreed: the one event every list of posts and
 * of accounts reduces. Its posts (and boosts of them) leave every timeline, thread and list at once,
 * its notifications and conversations go when `notifications` says so, and it leaves the suggestions;
 * a block also ends its follow request. `relationship` is the one the server answered with.
 */
export const accountHidden = createAction<{
  accountId: string;
  blocked: boolean;
  statusIds: string[];
  notifications: boolean;
  /** Others' replies to the account (and boosts of them): they leave home and lists, as Mastodon's feeds drop them. */
  replyIds?: string[];
  relationship?: Relationship;
}>('accounts/hidden');

/**
 * The server took the answer: the request leaves every list, and the relationship it answered with
 * (`followed_by` and `requested_by` as they now stand) replaces the one the store had.
 */
export const followRequestAnswered = createAction<{
  accountId: string;
  authorize: boolean;
  relationship?: Relationship;
}>('notificationRequests/followRequestAnswered');
export const followRequestAnswerFailed = createAction<{ accountId: string }>(
  'notificationRequests/followRequestAnswerFailed',
);
