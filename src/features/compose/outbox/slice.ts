// The outbox's part of the compose state: the posts waiting to be sent, and the compose box given
// back a post that waited (a part of `state.compose`, in the store once this module loads).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { extendStartingSlice } from '../../../store/feature';
import type { ComposeDraft } from '../../../domain/composeDraft';
import type { OutboxEntry } from '../../../db/types';
import { randomId } from '../../../utils/uuid';
import { applyDraft } from '../draft';
import { outboxIntents, outboxQueued } from '../intents';
import { makeInitialCompose, type OutboxItem } from '../slice';

export { outboxQueued };

export const outboxEditRequested = outboxIntents.editRequested;
export const outboxCancelRequested = outboxIntents.cancelRequested;

export const itemOf = (entry: OutboxEntry): OutboxItem => ({
  key: entry.key,
  text: entry.params.status ?? '',
  spoilerText: entry.params.spoiler_text ?? '',
  createdAt: entry.createdAt,
  state: entry.state,
  ...(entry.lastError ? { lastError: entry.lastError } : {}),
});

const outboxSlice = createSlice({
  name: 'compose',
  // Never used: the compose reducer runs first and hands its state on.
  initialState: makeInitialCompose,
  reducers: {
    /** The outbox as IndexedDB holds it now. */
    outboxChanged: (state, { payload }: PayloadAction<OutboxItem[]>) => {
      state.outbox = payload;
    },
    /** A post taken out of the outbox (edited, or refused by the server) is in the compose box again. */
    outboxDraftRestored: (state, { payload }: PayloadAction<ComposeDraft>) => {
      applyDraft(state, payload);
      state.idempotencyKey = randomId();
      state.is_submitting = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(outboxQueued, (state, { payload }) => {
      state.outbox = [...(state.outbox ?? []).filter((item) => item.key !== payload.key), payload];
    });
  },
});

export const { outboxChanged, outboxDraftRestored } = outboxSlice.actions;
/** In `state.compose` as soon as this module loads: its actions are only dispatched after. */
extendStartingSlice('compose', outboxSlice.reducer);
