// The Drafts list's part of the compose state (in the store once this module loads):
// the account's other drafts, and a draft opened into this tab's box.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { extendStartingSlice } from '../../../store/feature';
import type { ComposeDraft } from '../../../domain/composeDraft';
import { applyDraft } from '../draft';
import { makeInitialCompose, type ComposeDefaults, type DraftSummary } from '../slice';

const draftsSlice = createSlice({
  name: 'compose',
  // Never used: the compose reducer runs first and hands its state on.
  initialState: makeInitialCompose,
  reducers: {
    /** The account's drafts as the database holds them, this box's own left out. */
    draftsListed: (state, { payload }: PayloadAction<DraftSummary[]>) => {
      // An unchanged list keeps its object: nothing that shows it renders again.
      if (JSON.stringify(state.drafts) !== JSON.stringify(payload)) state.drafts = payload;
    },
    /**
     * A draft of the list taken over by this box, under the session it was moved to: it replaces an
     * empty box (one that held something was kept as a draft of its own first).
     */
    draftOpened: (
      state,
      { payload }: PayloadAction<{ draft: ComposeDraft; session: string; defaults: ComposeDefaults }>,
    ) => {
      const opened = {
        ...makeInitialCompose(payload.defaults, payload.session),
        outbox: state.outbox,
        instance_languages: state.instance_languages,
        drafts: state.drafts?.filter((draft) => draft.session !== payload.session),
      };
      applyDraft(opened, payload.draft);
      return opened;
    },
  },
});

export const { draftsListed, draftOpened } = draftsSlice.actions;
/** In `state.compose` as soon as this module loads: its actions are only dispatched after. */
extendStartingSlice('compose', draftsSlice.reducer);
