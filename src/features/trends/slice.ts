import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PreviewCard } from '../../api/entities';
import { injectLazySlice } from '../../store/feature';

/** A trending link, as much of it as the trending-links page shows. */
export interface TrendingLink {
  url: string;
  title: string;
  providerName: string;
  /** The whole preview card, shown as a post's link card is. */
  card: PreviewCard;
}

export interface TrendsState {
  links: TrendingLink[];
  linksLoaded: boolean;
}

/** Trending links: a slice added to the store as the news page loads. */
declare module '../../store/rootReducer' {
  interface LazyState {
    trends: TrendsState;
  }
}

const initialState: TrendsState = { links: [], linksLoaded: false };

const slice = createSlice({
  name: 'trends',
  initialState,
  reducers: {
    linksFetched: (state, action: PayloadAction<unknown>) => {
      // Server data is untrusted: only entries with an http(s) url and a title are kept.
      const raw = Array.isArray(action.payload) ? (action.payload as unknown[]) : [];
      state.links = raw.flatMap((entry) => {
        const { url, title, provider_name } = (entry ?? {}) as Record<string, unknown>;
        if (typeof url !== 'string' || !/^https?:\/\//.test(url) || typeof title !== 'string') return [];
        const providerName = typeof provider_name === 'string' ? provider_name : '';
        return [{ url, title, providerName, card: entry as PreviewCard }];
      });
      state.linksLoaded = true;
    },
  },
  selectors: {
    selectTrendingLinks: (state): TrendsState => state,
  },
});

const trendsSlice = injectLazySlice(slice);

export const { linksFetched: trendingLinksFetched } = trendsSlice.actions;
export const trendsReducer = trendsSlice.reducer;
export const { selectTrendingLinks } = trendsSlice.selectors;
