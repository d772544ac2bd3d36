import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Filter } from '../../api/entities';

export interface FiltersState {
  /** False until the list arrived: until then the copies inside each post's results are used. */
  loaded: boolean;
  items: Record<string, Filter>;
}

const initialState: FiltersState = { loaded: false, items: {} };

/** Start-up and the streaming `filters_changed` event ask for the list again. */
export const filtersFetchRequested = createAction('filters/fetchRequested');

const filtersSlice = createSlice({
  name: 'filters',
  initialState,
  reducers: {
    fetched: (state, action: PayloadAction<Filter[]>) => {
      state.loaded = true;
      state.items = {};
      for (const filter of action.payload) {
        if (filter && typeof filter.id === 'string') state.items[filter.id] = filter;
      }
    },
  },
});

export const { fetched: filtersFetched } = filtersSlice.actions;
export const filtersReducer = filtersSlice.reducer;
