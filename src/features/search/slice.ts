import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Tag } from '../../api/entities';
import { SEARCH_EXPAND_PAGE_SIZE, SEARCH_FIRST_PAGE_SIZE } from '../../constants';
import { injectLazySlice } from '../../store/feature';

export type SearchType = 'accounts' | 'hashtags' | 'statuses';
export const SEARCH_TYPES: readonly SearchType[] = ['accounts', 'hashtags', 'statuses'];

/** One kind of result: what is shown, and whether the server may have more. */
export interface SearchResultList {
  ids: string[];
  hasMore: boolean;
  isLoading: boolean;
}

export interface SearchState {
  /** The query whose results are shown. */
  submitted: string;
  isLoading: boolean;
  loaded: boolean;
  failed: boolean;
  accounts: SearchResultList;
  statuses: SearchResultList;
  /** Hashtags are not entities of the store: they are kept whole, and their ids are their names. */
  hashtags: SearchResultList;
  tags: Record<string, Tag>;
  /** The suggestions for what the field holds now. */
  suggestions: { q: string; accountIds: string[]; hashtags: Tag[] };
  /** A pasted address or handle that named one account or post: where the view goes next. */
  openPath: string | null;
}

declare module '../../store/rootReducer' {
  interface LazyState {
    search: SearchState;
  }
}

const emptyList = (): SearchResultList => ({ ids: [], hasMore: false, isLoading: false });

const initialState = (): SearchState => ({
  submitted: '',
  isLoading: false,
  loaded: false,
  failed: false,
  accounts: emptyList(),
  statuses: emptyList(),
  hashtags: emptyList(),
  tags: {},
  suggestions: { q: '', accountIds: [], hashtags: [] },
  openPath: null,
});

/** What one answer of v2/search holds, as ids. */
export interface SearchPage {
  accounts: string[];
  statuses: string[];
  hashtags: Tag[];
}

const slice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    started: (state, { payload }: PayloadAction<{ q: string }>) => {
      state.submitted = payload.q;
      state.isLoading = true;
      state.failed = false;
      state.openPath = null;
    },
    fetched: (state, { payload }: PayloadAction<{ q: string; page: SearchPage }>) => {
      if (payload.q !== state.submitted) return;
      state.isLoading = false;
      state.loaded = true;
      state.accounts = {
        ids: payload.page.accounts,
        hasMore: payload.page.accounts.length >= SEARCH_FIRST_PAGE_SIZE,
        isLoading: false,
      };
      state.statuses = {
        ids: payload.page.statuses,
        hasMore: payload.page.statuses.length >= SEARCH_FIRST_PAGE_SIZE,
        isLoading: false,
      };
      state.hashtags = {
        ids: payload.page.hashtags.map((tag) => tag.name),
        hasMore: payload.page.hashtags.length >= SEARCH_FIRST_PAGE_SIZE,
        isLoading: false,
      };
      state.tags = Object.fromEntries(payload.page.hashtags.map((tag) => [tag.name, tag]));
    },
    failed: (state, { payload }: PayloadAction<{ q: string }>) => {
      if (payload.q !== state.submitted) return;
      state.isLoading = false;
      state.loaded = false;
      state.failed = true;
    },
    expandStarted: (state, { payload }: PayloadAction<{ type: SearchType }>) => {
      state[payload.type].isLoading = true;
      state.failed = false;
    },
    /** A further page appends what is not shown yet; a page short of full is the last. */
    expanded: (state, { payload }: PayloadAction<{ q: string; type: SearchType; page: SearchPage }>) => {
      if (payload.q !== state.submitted) return;
      const list = state[payload.type];
      const ids =
        payload.type === 'hashtags'
          ? payload.page.hashtags.map((tag) => tag.name)
          : payload.page[payload.type];
      for (const tag of payload.page.hashtags) state.tags[tag.name] = tag;
      list.ids = [...list.ids, ...ids.filter((id) => !list.ids.includes(id))];
      list.hasMore = ids.length >= SEARCH_EXPAND_PAGE_SIZE;
      list.isLoading = false;
    },
    expandFailed: (state, { payload }: PayloadAction<{ type: SearchType }>) => {
      state[payload.type].isLoading = false;
      state.failed = true;
    },
    suggested: (state, { payload }: PayloadAction<{ q: string; accountIds: string[]; hashtags: Tag[] }>) => {
      state.suggestions = payload;
    },
    opened: (state, { payload }: PayloadAction<{ path: string | null }>) => {
      state.openPath = payload.path;
    },
  },
  selectors: {
    selectSearch: (state) => state,
  },
});

/** Joins the store as the search view's code loads (nothing else shows search results). */
const searchSlice = injectLazySlice(slice);

export const {
  started: searchStarted,
  fetched: searchFetched,
  failed: searchFailed,
  expandStarted: searchExpandStarted,
  expanded: searchPageExpanded,
  expandFailed: searchExpandFailed,
  suggested: suggestionsFetched,
  opened: searchOpened,
} = searchSlice.actions;
export const searchReducer = searchSlice.reducer;
export const { selectSearch } = searchSlice.selectors;
