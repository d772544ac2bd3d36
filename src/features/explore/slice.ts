import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accountHidden } from '../../domain/events';
import { injectLazySlice } from '../../store/feature';
import { exploreIntents, type DirectoryQuery } from './intents';
import { toTrendingTag, type TrendingTag } from './tagTrend';

/** An account suggested to follow, with the reasons the instance gave. */
export interface SuggestionItem {
  accountId: string;
  sources: string[];
}

export type { DirectoryQuery };

export interface ExploreState {
  tags: { items: TrendingTag[]; loaded: boolean };
  suggestions: {
    items: SuggestionItem[];
    loaded: boolean;
    isLoading: boolean;
    /** Dismissed rows waiting for the instance's answer, with where they stood, to put back on failure. */
    dismissing: Record<string, { item: SuggestionItem; index: number }>;
  };
  directory: DirectoryQuery & { items: string[]; loaded: boolean; isLoading: boolean; hasMore: boolean };
}

declare module '../../store/rootReducer' {
  interface LazyState {
    explore: ExploreState;
  }
}

const initialState = (): ExploreState => ({
  tags: { items: [], loaded: false },
  suggestions: { items: [], loaded: false, isLoading: false, dismissing: {} },
  directory: { order: 'active', local: true, items: [], loaded: false, isLoading: false, hasMore: false },
});

const slice = createSlice({
  name: 'explore',
  initialState,
  reducers: {
    /** Server data is untrusted: tags without a name are left out. */
    tagsFetched: (state, { payload }: PayloadAction<unknown>) => {
      const raw = Array.isArray(payload) ? (payload as unknown[]) : [];
      state.tags = { items: raw.flatMap((tag) => toTrendingTag(tag) ?? []), loaded: true };
    },
    suggestionsFetched: (state, { payload }: PayloadAction<SuggestionItem[]>) => {
      const dismissing = state.suggestions.dismissing;
      state.suggestions.items = payload.filter((item) => !dismissing[item.accountId]);
      state.suggestions.loaded = true;
      state.suggestions.isLoading = false;
    },
    suggestionDismissed: (state, { payload }: PayloadAction<{ accountId: string }>) => {
      delete state.suggestions.dismissing[payload.accountId];
    },
    suggestionDismissFailed: (state, { payload }: PayloadAction<{ accountId: string }>) => {
      const held = state.suggestions.dismissing[payload.accountId];
      if (!held) return;
      delete state.suggestions.dismissing[payload.accountId];
      const items = state.suggestions.items;
      if (items.some((item) => item.accountId === payload.accountId)) return;
      items.splice(Math.min(held.index, items.length), 0, held.item);
    },
    directoryFetched: (
      state,
      { payload }: PayloadAction<DirectoryQuery & { ids: string[]; hasMore: boolean }>,
    ) => {
      const directory = state.directory;
      // An answer for a query the user has already left is dropped.
      if (payload.order !== directory.order || payload.local !== directory.local) return;
      const seen = new Set(directory.items);
      directory.items.push(...payload.ids.filter((id) => !seen.has(id) && !!seen.add(id)));
      directory.hasMore = payload.hasMore;
      directory.loaded = true;
      directory.isLoading = false;
    },
    directoryFailed: (state) => {
      state.directory.isLoading = false;
      state.directory.loaded = true;
    },
  },
  extraReducers: (builder) => {
    // A blocked or muted account leaves the suggestions (Explore's "For you", Home's "Who to follow")
    // and the directory at once.
    builder
      .addCase(accountHidden, (state, { payload }) => {
        const { suggestions, directory } = state;
        suggestions.items = suggestions.items.filter((item) => item.accountId !== payload.accountId);
        directory.items = directory.items.filter((id) => id !== payload.accountId);
      })
      .addCase(exploreIntents.suggestionsRequested, (state) => {
        state.suggestions.isLoading = true;
      })
      // Dismissing takes the row away at once; it comes back where it was if the instance refuses.
      .addCase(exploreIntents.suggestionDismissRequested, (state, { payload }) => {
        const index = state.suggestions.items.findIndex((item) => item.accountId === payload.accountId);
        if (index < 0) return;
        state.suggestions.dismissing[payload.accountId] = { item: state.suggestions.items[index], index };
        state.suggestions.items.splice(index, 1);
      })
      // A new query starts from its first page; `expand` appends the next one.
      .addCase(exploreIntents.directoryRequested, (state, { payload }) => {
        const directory = state.directory;
        const order = payload.order ?? directory.order;
        const local = payload.local ?? directory.local;
        if (!payload.expand || order !== directory.order || local !== directory.local) {
          Object.assign(directory, { order, local, items: [], loaded: false, hasMore: false });
        }
        directory.isLoading = true;
      });
  },
  selectors: {
    selectExplore: (state): ExploreState => state,
  },
});

const exploreSlice = injectLazySlice(slice);

export const {
  tagsFetched: trendingTagsFetched,
  suggestionsFetched,
  suggestionDismissed,
  suggestionDismissFailed,
  directoryFetched,
  directoryFailed,
} = exploreSlice.actions;

export const exploreReducer = exploreSlice.reducer;

export const { selectExplore } = exploreSlice.selectors;
