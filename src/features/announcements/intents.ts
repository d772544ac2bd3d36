import { createAction } from '@reduxjs/toolkit';

/** What the app may ask of announcements (always loaded; the slice and the workers load with Home's button). */

export interface ReactionChange {
  id: string;
  name: string;
  /** True to add the user's reaction, false to take it back. */
  add: boolean;
  /** A custom emoji's pictures, for a reaction no one has made yet. */
  url?: string;
  staticUrl?: string;
}

export const announcementsIntents = {
  fetchRequested: createAction('announcements/fetchRequested'),
  /** Marked read as it is shown (the request follows). */
  readRequested: createAction<{ id: string }>('announcements/readRequested'),
  /** The user's reaction, shown at once; `announcementReactionReverted` undoes it when the server refuses. */
  reactionRequested: createAction<ReactionChange>('announcements/reactionRequested'),
};
