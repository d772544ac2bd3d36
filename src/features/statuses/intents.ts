import { createAction } from '@reduxjs/toolkit';
import { pollRefreshRequested, pollVoteRequested } from './polls';
import { deleteRequested, fetchRequested, menuActionRequested, quoteRevokeRequested } from './slice';
import { filterListChanged } from '../filters/public';

/**
 * What posts ask beyond the everyday interactions (which `sagas.ts` runs at once): each object is a
 * feature of the registry (`store/lazyFeatures.ts`), whose module loads with the first of its intents.
 * Polls refreshed or voted, a post fetched or deleted, quotes revoked and listed, the edit history:
 * rare next to the timeline's first paint.
 */
export const statusesIntents = {
  /** A post's edit history (the dialog that shows it). */
  historyRequested: createAction('statuses/historyRequested', (statusId: string) => ({
    payload: { statusId },
  })),
  /** The first page of a post's quotes, or (with `more`) the page after the ones loaded. */
  quotesRequested: createAction<{ statusId: string; more?: boolean }>('quotes/requested'),
  fetchRequested,
  deleteRequested,
  pollVoteRequested,
  pollRefreshRequested,
  quoteRevokeRequested,
};

/** What a post's menu asks beyond the everyday actions (pin, mute, redraft, translate…). */
export const postMenuIntents = { menuActionRequested };

/**
 * A new filter list (fetched, or changed here): every post in the store gets the results the server
 * would attach under it, in a chunk of its own.
 */
export const filterResultsIntents = { filterListChanged };
