import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectLazySlice } from '../../store/feature';
import { profileEditIntents } from './intents';
import type { ProfileFields } from './profileForm';

export interface ProfileEditState {
  /** The profile as the server has it (its plain-text bio among it), once loaded. */
  source: ProfileFields | null;
  isSaving: boolean;
  saved: boolean;
  /** The server's refusals by field (422 `details`), and its message when none names a field. */
  errors: Record<string, string[]>;
  message: string | null;
}

/** The slice joins the store as the page loads. */
declare module '../../store/rootReducer' {
  interface LazyState {
    profileEdit: ProfileEditState;
  }
}

const initialProfileEditState: ProfileEditState = {
  source: null,
  isSaving: false,
  saved: false,
  errors: {},
  message: null,
};

const slice = createSlice({
  name: 'profileEdit',
  initialState: initialProfileEditState,
  reducers: {
    loaded(state, { payload }: PayloadAction<ProfileFields>) {
      state.source = payload;
    },
    saved(state, { payload }: PayloadAction<ProfileFields>) {
      state.isSaving = false;
      state.saved = true;
      state.source = payload;
    },
    saveFailed(
      state,
      { payload }: PayloadAction<{ errors: Record<string, string[]>; message: string | null }>,
    ) {
      state.isSaving = false;
      state.errors = payload.errors;
      state.message = payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(profileEditIntents.saveRequested, (state) => {
      state.isSaving = true;
      state.saved = false;
      state.errors = {};
      state.message = null;
    });
  },
  selectors: {
    selectProfileEdit: (state): ProfileEditState => state,
  },
});

const profileEditSlice = injectLazySlice(slice);

export const {
  loaded: profileLoaded,
  saved: profileSaved,
  saveFailed: profileSaveFailed,
} = profileEditSlice.actions;

export const profileEditReducer = profileEditSlice.reducer;

export const { selectProfileEdit } = profileEditSlice.selectors;
