import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { extendStartingSlice } from '../../../store/feature';
import { makeInitialCompose } from '../slice';

const languageSlice = createSlice({
  name: 'compose/languages',
  initialState: makeInitialCompose,
  reducers: {
    /** The instance's languages (empty: it has no list, the built-in one is used). */
    fetched: (state, { payload }: PayloadAction<string[]>) => {
      state.instance_languages = payload;
    },
  },
});

export const { fetched: languagesFetched } = languageSlice.actions;
/** In `state.compose` as soon as this module loads: its actions are only dispatched after. */
extendStartingSlice('compose', languageSlice.reducer);
