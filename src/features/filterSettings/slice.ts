import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectLazySlice } from '../../store/feature';

/** The filter form's request: pending, then the saved filter's id or the server's refusal. */
export interface FilterEditorState {
  pending: boolean;
  savedId: string | null;
  error: string | null;
}

declare module '../../store/rootReducer' {
  interface LazyState {
    filterEditor: FilterEditorState;
  }
}

const initialFilterEditorState: FilterEditorState = { pending: false, savedId: null, error: null };

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
  selectors: {
    selectFilterEditor: (state) => state,
  },
});

const filterEditorSlice = injectLazySlice(slice);

export const {
  opened: filterEditorOpened,
  saveStarted: filterSaveStarted,
  saved: filterSaved,
  saveFailed: filterSaveFailed,
} = filterEditorSlice.actions;
export const filterEditorReducer = filterEditorSlice.reducer;

export const { selectFilterEditor } = filterEditorSlice.selectors;
