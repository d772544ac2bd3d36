import { createAction } from '@reduxjs/toolkit';

/** What the app may ask of hashtags (always loaded; the slice and the workers load with the views). */

/** A hashtag's page: the tag as the server describes it (use, followed, featured). */
export const tagFetchRequested = createAction<{ name: string }>('tags/fetchRequested');
export const tagFollowRequested = createAction<{ name: string; follow: boolean }>('tags/followRequested');
export const tagFeatureRequested = createAction<{ name: string; feature: boolean }>('tags/featureRequested');
/** The followed hashtags (with `more`, the next page). */
export const followedTagsRequested = createAction<{ more?: boolean } | undefined>('tags/followedRequested');

export const tagsIntents = [
  tagFetchRequested,
  tagFollowRequested,
  tagFeatureRequested,
  followedTagsRequested,
] as const;
