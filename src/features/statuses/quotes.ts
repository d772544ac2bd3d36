import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accountHidden } from '../../domain/events';
import { injectLazySlice } from '../../store/feature';

/** One post's quotes list: the ids shown, the next page's address (Link header), and its loading. */
export interface QuoteList {
  items: string[];
  next: string | null;
  isLoading: boolean;
  loaded: boolean;
  failed: boolean;
}

export type QuoteListsState = Record<string, QuoteList>;

declare module '../../store/rootReducer' {
  interface LazyState {
    quoteLists: QuoteListsState;
  }
}

const emptyList = (): QuoteList => ({
  items: [],
  next: null,
  isLoading: false,
  loaded: false,
  failed: false,
});

/** The slice joins the store with the quotes page's code (nothing else shows a quotes list). */
const slice = createSlice({
  name: 'quoteLists',
  initialState: (): QuoteListsState => ({}),
  reducers: {
    fetchStarted: (state, { payload }: PayloadAction<{ statusId: string }>) => {
      const list = (state[payload.statusId] ??= emptyList());
      list.isLoading = true;
      list.failed = false;
    },
    /** A first page replaces the list; a further page appends. */
    fetched: (
      state,
      { payload }: PayloadAction<{ statusId: string; ids: string[]; next: string | null; more: boolean }>,
    ) => {
      const list = (state[payload.statusId] ??= emptyList());
      const fresh = payload.more ? payload.ids.filter((id) => !list.items.includes(id)) : payload.ids;
      list.items = payload.more ? [...list.items, ...fresh] : fresh;
      list.next = payload.next;
      list.isLoading = false;
      list.loaded = true;
    },
    fetchFailed: (state, { payload }: PayloadAction<{ statusId: string }>) => {
      const list = (state[payload.statusId] ??= emptyList());
      list.isLoading = false;
      list.failed = true;
    },
  },
  extraReducers: (builder) => {
    // Blocked or muted: the account's quotes leave every quotes list at once.
    builder.addCase(accountHidden, (state, { payload }) => {
      const gone = new Set(payload.statusIds);
      for (const list of Object.values(state)) list.items = list.items.filter((id) => !gone.has(id));
    });
  },
  selectors: {
    selectQuoteList: (state, statusId: string): QuoteList | undefined => state[statusId],
  },
});

const quoteListsSlice = injectLazySlice(slice);

export const {
  fetchStarted: quotesFetchStarted,
  fetched: quotesFetched,
  fetchFailed: quotesFetchFailed,
} = quoteListsSlice.actions;
export const quoteListsReducer = quoteListsSlice.reducer;

export const { selectQuoteList } = quoteListsSlice.selectors;
