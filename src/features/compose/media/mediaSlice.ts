import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { extendStartingSlice } from '../../../store/feature';
import type { ComposeMedia } from '../../../domain/composeDraft';
import { randomId } from '../../../utils/uuid';
import { composeChanged, makeInitialCompose, type ComposeState } from '../slice';

export { mediaDescriptionSaveRequested, mediaThumbnailRequested, uploadRequested } from '../intents';

/** Upload progress as a whole percentage, never past 100 (a server may count more than the file). */
export function progressPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

const withoutUpload = (state: ComposeState, key: string) => {
  state.uploads = (state.uploads ?? []).filter((upload) => upload.key !== key);
};

/**
 * The media rules of the compose box, a part of the compose state whose code loads with the box: its
 * reducer runs after the core compose reducer, its types are `compose/...`.
 */
const composeMediaSlice = createSlice({
  name: 'compose',
  initialState: makeInitialCompose,
  reducers: {
    uploadStarted: (state, { payload }: PayloadAction<{ key: string; saving?: boolean }>) => {
      state.uploads = [...(state.uploads ?? []), { key: payload.key, progress: 0, saving: payload.saving }];
    },
    uploadProgressed: (state, { payload }: PayloadAction<{ key: string; loaded: number; total: number }>) => {
      const upload = (state.uploads ?? []).find((item) => item.key === payload.key);
      if (upload) upload.progress = progressPercent(payload.loaded, payload.total);
    },
    uploadSucceeded: (
      state,
      { payload }: PayloadAction<{ key: string; media: ComposeMedia; defaultSensitive: boolean }>,
    ) => {
      // An upload the user no longer waits for (the box was emptied or posted) adds nothing.
      if (!(state.uploads ?? []).some((upload) => upload.key === payload.key)) return;
      withoutUpload(state, payload.key);
      // The first attachment is sensitive when media are by default, or under a content warning.
      if (state.media.length === 0 && (payload.defaultSensitive || state.spoiler)) state.sensitive = true;
      state.media.push(payload.media);
      state.idempotencyKey = randomId();
    },
    /** An upload or a save ended without changing the media (it failed). */
    uploadFailed: (state, { payload }: PayloadAction<{ key: string }>) => {
      withoutUpload(state, payload.key);
    },
    /** The server says more of an attachment: processed, described, a new thumbnail. */
    mediaChanged: (state, { payload }: PayloadAction<{ media: ComposeMedia; key?: string }>) => {
      state.media = state.media.map((item) => (item.id === payload.media.id ? payload.media : item));
      if (payload.key) withoutUpload(state, payload.key);
      state.idempotencyKey = randomId();
    },
    mediaRemoved: (state, { payload }: PayloadAction<{ id: string }>) => {
      state.media = state.media.filter((item) => item.id !== payload.id);
      // With nothing attached there is nothing to mark sensitive.
      if (state.media.length === 0) state.sensitive = false;
      state.idempotencyKey = randomId();
    },
  },
  extraReducers: (builder) => {
    // Turning the content warning on hides the attached media too.
    builder.addCase(composeChanged, (state, { payload }) => {
      if (payload.field === 'spoiler' && payload.value && state.media.length > 0) state.sensitive = true;
    });
  },
});

export const { uploadStarted, uploadProgressed, uploadSucceeded, uploadFailed, mediaChanged, mediaRemoved } =
  composeMediaSlice.actions;
export const composeMediaReducer = composeMediaSlice.reducer;

/** In `state.compose` as soon as this module loads: its actions are only dispatched after. */
extendStartingSlice('compose', composeMediaReducer);
