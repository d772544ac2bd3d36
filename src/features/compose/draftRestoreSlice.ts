import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { extendStartingSlice } from '../../store/feature';
import { readDraft } from '../../domain/composeDraft';
import { applyDraft, draftIsEmpty, draftOf } from './draft';
import { makeInitialCompose } from './slice';

/**
 * Restoring the draft saved on this device, a part of the compose state whose code loads only when
 * there is a draft. Start-up may have let the compose box be used meanwhile: a draft never overwrites
 * something typed, a reply, quote or edit started, or a post being sent.
 */
const draftRestoreSlice = createSlice({
  name: 'compose',
  initialState: makeInitialCompose,
  reducers: {
    /** The draft as IndexedDB gave it, checked here before use. */
    draftRestored(state, action: PayloadAction<unknown>) {
      const draft = readDraft(action.payload);
      if (!draft || state.is_submitting || state.in_reply_to || !draftIsEmpty(draftOf(state))) return;
      applyDraft(state, draft);
    },
  },
});

export const { draftRestored } = draftRestoreSlice.actions;
/** In `state.compose` as soon as this module loads: its actions are only dispatched after. */
extendStartingSlice('compose', draftRestoreSlice.reducer);
