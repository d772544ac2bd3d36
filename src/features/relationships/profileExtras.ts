import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeaturedTag } from '../../api/endpoints/relationships';
import { injectLazySlice } from '../../store/feature';

/** What a profile shows beside the account: each list undefined until loaded. */
export interface ProfileExtras {
  featuredTags?: FeaturedTag[];
  /** Accounts the profile endorses (features). */
  endorsed?: string[];
  /** Accounts the user follows that follow this one. */
  familiarFollowers?: string[];
}

export type ProfilesState = Record<string, ProfileExtras>;

declare module '../../store/rootReducer' {
  interface LazyState {
    profiles: ProfilesState;
  }
}

const NONE: ProfileExtras = {};

/** Mastodon sends the count as a string; the most used first. */
export function sortFeaturedTags(tags: readonly FeaturedTag[]): FeaturedTag[] {
  const count = (tag: FeaturedTag) => Number(tag.statuses_count) || 0;
  return [...tags].sort((a, b) => count(b) - count(a));
}

const slice = createSlice({
  name: 'profiles',
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
  selectors: {
    selectProfileExtras: (state, accountId: string): ProfileExtras => state[accountId] ?? NONE,
  },
});

const profilesSlice = injectLazySlice(slice);

export const { extrasFetched: profileExtrasFetched } = profilesSlice.actions;
export const profilesReducer = profilesSlice.reducer;

export const { selectProfileExtras } = profilesSlice.selectors;
