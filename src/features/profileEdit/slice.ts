import type { RootState } from '../../store/types';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProfileFields, ProfileFiles } from './profileForm';

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

/** The profile's current values (`verify_credentials`), to fill the form with. */
export const profileLoadRequested = createAction('profileEdit/loadRequested');

const profileEditSlice = createSlice({
  name: 'profileEdit',
  initialState: initialProfileEditState,
  reducers: {
    loaded(state, { payload }: PayloadAction<ProfileFields>) {
      state.source = payload;
    },
    /** The files ride in the intent only (never in the state). */
    saveRequested: {
      reducer(state) {
        state.isSaving = true;
        state.saved = false;
        state.errors = {};
        state.message = null;
      },
      prepare: (payload: { fields: ProfileFields; files: ProfileFiles }) => ({ payload }),
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
});

export const {
  loaded: profileLoaded,
  saveRequested: profileSaveRequested,
  saved: profileSaved,
  saveFailed: profileSaveFailed,
} = profileEditSlice.actions;

/** What the profile editor asks: the first loads the workers, which handle each. */
export const profileEditIntents = [profileLoadRequested, profileSaveRequested] as const;
export const profileEditReducer = profileEditSlice.reducer;

export const selectProfileEdit = (state: RootState): ProfileEditState =>
  state.profileEdit ?? initialProfileEditState;
