import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { extendStartingSlice } from '../../../store/feature';
import { randomId } from '../../../utils/uuid';
import { makeInitialCompose, quoteStarted } from '../slice';

/** A link was pasted into a box without a quote: if it is a post's, the box offers to quote it. */
export { quoteUrlPasted } from '../intents';

/** The quote of the compose state, and the offer to quote a pasted post link. */
const quoteSlice = createSlice({
  name: 'compose/quote',
  initialState: makeInitialCompose,
  reducers: {
    /** The user took the quote out of the post. */
    removed: {
      reducer: (state, { payload }: PayloadAction<{ idempotencyKey: string }>) => {
        state.quoted_status_id = null;
        state.idempotencyKey = payload.idempotencyKey;
      },
      prepare: () => ({ payload: { idempotencyKey: randomId() } }),
    },
    /** The pasted link is this post's (null: the offer is withdrawn). */
    suggested: (state, { payload }: PayloadAction<{ statusId: string; url: string } | null>) => {
      state.quote_suggestion = payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(quoteStarted, (state, { payload }) => {
      const suggestion = state.quote_suggestion;
      if (!suggestion) return;
      // Accepting the offer turns the pasted link into the quote: the link leaves the text.
      if (suggestion.statusId === payload.statusId)
        state.text = state.text
          .replace(suggestion.url, '')
          .replace(/[ \t]{2,}/g, ' ')
          .trim();
      state.quote_suggestion = null;
    });
  },
});

export const { removed: quoteRemoved, suggested: quoteSuggested } = quoteSlice.actions;
/** In `state.compose` as soon as this module loads: its actions are only dispatched after. */
extendStartingSlice('compose', quoteSlice.reducer);
