import { createAction } from '@reduxjs/toolkit';

/** What the thread view asks (always loaded; the slice and the workers load with the first). */
export const contextsIntents = {
  /** A post's thread: its ancestors and replies. */
  fetchRequested: createAction<{ statusId: string }>('contexts/fetchRequested'),
};
