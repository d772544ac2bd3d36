import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A trending link, as much of it as the trending-links page shows. */
export interface TrendingLink {
  url: string;
  title: string;
  providerName: string;
}

export interface TrendsState {
  links: TrendingLink[];
  linksLoaded: boolean;
}

const initialState: TrendsState = { links: [], linksLoaded: false };

export const trendingLinksRequested = createAction('trends/linksRequested');

const trendsSlice = createSlice({
  name: 'trends',
  initialState,
  reducers: {
    linksFetched: (state, action: PayloadAction<unknown>) => {
      // Server data is untrusted: only entries with an http(s) url and a title are kept.
      const raw = Array.isArray(action.payload) ? (action.payload as unknown[]) : [];
      state.links = raw.flatMap((entry) => {
        const { url, title, provider_name } = (entry ?? {}) as Record<string, unknown>;
        if (typeof url !== 'string' || !/^https?:\/\//.test(url) || typeof title !== 'string') return [];
        return [{ url, title, providerName: typeof provider_name === 'string' ? provider_name : '' }];
      });
      state.linksLoaded = true;
    },
  },
});

export const { linksFetched: trendingLinksFetched } = trendsSlice.actions;
export const trendsReducer = trendsSlice.reducer;
export const selectTrendingLinks = (state: { trends: TrendsState }) => state.trends;
