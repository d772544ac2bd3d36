import { createAction } from '@reduxjs/toolkit';

/** What the conversations view asks (always loaded; the slice and the workers load with the first). */
export const conversationsIntents = {
  /** The first page (or with `expand` the next one); the registry loads the code with the first request. */
  fetchRequested: createAction<{ expand?: boolean } | undefined>('conversations/fetchRequested'),
  /** Removes a conversation on the server; the list drops it once the server agreed. */
  deleteRequested: createAction<{ id: string }>('conversations/deleteRequested'),
  /** Keeps the list live from the stream while the store lives; a second request sends nothing. */
  liveRequested: createAction('conversations/liveRequested'),
  /** Opening a conversation reads it (shown read at once, the server told in the background). */
  readRequested: createAction<{ id: string }>('conversations/readRequested'),
};
