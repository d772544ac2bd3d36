import { createAction } from '@reduxjs/toolkit';

/** What the app may ask of hashtags (always loaded; the slice and the workers load with the views). */
export const tagsIntents = {
  /** A hashtag's page: the tag as the server describes it (use, followed, featured). */
  fetchRequested: createAction<{ name: string }>('tags/fetchRequested'),
  followRequested: createAction<{ name: string; follow: boolean }>('tags/followRequested'),
  featureRequested: createAction<{ name: string; feature: boolean }>('tags/featureRequested'),
  /** The followed hashtags (with `more`, the next page). */
  followedRequested: createAction<{ more?: boolean } | undefined>('tags/followedRequested'),
};
