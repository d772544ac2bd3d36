import type { RootState } from '../../store/types';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeaturedTag } from '../../api/endpoints/relationships';

/** What a profile shows beside the account: each list undefined until loaded. */
export interface ProfileExtras {
  featuredTags?: FeaturedTag[];
  /** Accounts the profile endorses (features). */
  endorsed?: string[];
  /** Accounts the user follows that follow this one. */
  familiarFollowers?: string[];
}

export type ProfilesState = Record<string, ProfileExtras>;

export const PROFILES_KEY = 'profiles';

export { profileExtrasRequested } from './intents';

/** Mastodon sends the count as a string; the most used first. */
export function sortFeaturedTags(tags: readonly FeaturedTag[]): FeaturedTag[] {
  const count = (tag: FeaturedTag) => Number(tag.statuses_count) || 0;
  return [...tags].sort((a, b) => count(b) - count(a));
}

const profilesSlice = createSlice({
  name: PROFILES_KEY,
  initialState: (): ProfilesState => ({}),
  reducers: {
    extrasFetched(state, { payload }: PayloadAction<{ accountId: string } & ProfileExtras>) {
      const { accountId, ...extras } = payload;
      const current = (state[accountId] ??= {});
      if (extras.featuredTags) current.featuredTags = sortFeaturedTags(extras.featuredTags);
      if (extras.endorsed) current.endorsed = extras.endorsed;
      if (extras.familiarFollowers) current.familiarFollowers = extras.familiarFollowers;
    },
  },
});

export const { extrasFetched: profileExtrasFetched } = profilesSlice.actions;
export const profilesReducer = profilesSlice.reducer;

const NONE: ProfileExtras = {};

export const selectProfileExtras = (state: RootState, accountId: string): ProfileExtras =>
  state[PROFILES_KEY]?.[accountId] ?? NONE;
