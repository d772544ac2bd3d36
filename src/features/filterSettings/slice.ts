import type { RootState } from '../../store/types';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The filter form's request: pending, then the saved filter's id or the server's refusal. */
export interface FilterEditorState {
  pending: boolean;
  savedId: string | null;
  error: string | null;
}

export const initialFilterEditorState: FilterEditorState = { pending: false, savedId: null, error: null };

const slice = createSlice({
  name: 'filterEditor',
  initialState: initialFilterEditorState,
  reducers: {
    opened: () => initialFilterEditorState,
    saveStarted: (state) => {
      state.pending = true;
      state.error = null;
      state.savedId = null;
    },
    saved: (state, { payload }: PayloadAction<{ id: string }>) => {
      state.pending = false;
      state.savedId = payload.id;
    },
    saveFailed: (state, { payload }: PayloadAction<{ error: string }>) => {
      state.pending = false;
      state.error = payload.error;
    },
  },
});

export const {
  opened: filterEditorOpened,
  saveStarted: filterSaveStarted,
  saved: filterSaved,
  saveFailed: filterSaveFailed,
} = slice.actions;
export const filterEditorReducer = slice.reducer;
export const FILTER_EDITOR_KEY = 'filterEditor';

export const selectFilterEditor = (state: RootState): FilterEditorState =>
  state.filterEditor ?? initialFilterEditorState;
