import type { RootState } from '../../store/types';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { profileEditIntents, profileLoadRequested, profileSaveRequested } from './intents';
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

/** The slice joins the store when the page first opens. */
export const PROFILE_EDIT_KEY = 'profileEdit';

export const initialProfileEditState: ProfileEditState = {
  source: null,
  isSaving: false,
  saved: false,
  errors: {},
  message: null,
};

export { profileEditIntents, profileLoadRequested, profileSaveRequested };

const profileEditSlice = createSlice({
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
    builder.addCase(profileSaveRequested, (state) => {
      state.isSaving = true;
      state.saved = false;
      state.errors = {};
      state.message = null;
    });
  },
});

export const {
  loaded: profileLoaded,
  saved: profileSaved,
  saveFailed: profileSaveFailed,
} = profileEditSlice.actions;

export const profileEditReducer = profileEditSlice.reducer;

export const selectProfileEdit = (state: RootState): ProfileEditState =>
  state.profileEdit ?? initialProfileEditState;
