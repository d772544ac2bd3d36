import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ListSummary {
  id: string;
  title: string;
}

/** The user's lists, for choosing one as a deck column. */
export interface ListsState {
  items: ListSummary[];
  loaded: boolean;
  isLoading: boolean;
}

const initialState: ListsState = { items: [], loaded: false, isLoading: false };

const listsSlice = createSlice({
  name: 'lists',
  initialState,
  reducers: {
    fetchRequested: (state) => {
      state.isLoading = true;
    },
    fetched: (state, action: PayloadAction<unknown>) => {
      // Server data is untrusted: entries without a string id and title are left out.
      const raw = Array.isArray(action.payload) ? (action.payload as unknown[]) : [];
      state.items = raw.flatMap((entry) => {
        const { id, title } = (entry ?? {}) as { id?: unknown; title?: unknown };
        return typeof id === 'string' && typeof title === 'string' ? [{ id, title }] : [];
      });
      state.loaded = true;
      state.isLoading = false;
    },
    fetchFailed: (state) => {
      state.isLoading = false;
    },
  },
});

export const {
  fetchRequested: listsFetchRequested,
  fetched: listsFetched,
  fetchFailed: listsFetchFailed,
} = listsSlice.actions;
export const listsReducer = listsSlice.reducer;
