import { createAction } from '@reduxjs/toolkit';

/**
 * Intents whose module (with its slice) loads with the view that asks: the always-loaded watcher in
 * `sagas.ts` takes them by their creators, without loading that module.
 */
export const statusesIntents = {
  /** A post's edit history (the dialog that shows it). */
  historyRequested: createAction('statuses/historyRequested', (statusId: string) => ({
    payload: { statusId },
  })),
  /** The first page of a post's quotes, or (with `more`) the page after the ones loaded. */
  quotesRequested: createAction<{ statusId: string; more?: boolean }>('quotes/requested'),
};
