import { createAction } from '@reduxjs/toolkit';

/** What the conversations view asks (always loaded; the slice and the workers load with the first). */

/** The first page (or with `expand` the next one); the watcher loads the code with the first request. */
export const conversationsFetchRequested = createAction<{ expand?: boolean } | undefined>(
  'conversations/fetchRequested',
);

/** Removes a conversation on the server; the list drops it once the server agreed. */
export const conversationDeleteRequested = createAction<{ id: string }>('conversations/deleteRequested');

/** Keeps the list live from the stream while the store lives; a second request sends nothing. */
export const conversationsLiveRequested = createAction('conversations/liveRequested');
/** Opening a conversation reads it (shown read at once, the server told in the background). */
export const conversationReadRequested = createAction<{ id: string }>('conversations/readRequested');

export const conversationsIntents = [
  conversationReadRequested,
  conversationsFetchRequested,
  conversationDeleteRequested,
  conversationsLiveRequested,
] as const;
