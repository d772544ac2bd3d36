import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Visibility } from '../../api/entities';
import { DEFAULT_COMPOSE_LANGUAGE, DEFAULT_COMPOSE_PRIVACY } from '../../constants';
import { dbHydrated } from '../../db/actions';
import { readDraft } from '../../domain/composeDraft';
import { randomId } from '../../utils/uuid';
import { applyDraft } from './draft';

/** Compose state, the part this client edits so far. */
export interface ComposeState {
  text: string;
  spoiler: boolean;
  spoiler_text: string;
  privacy: Visibility;
  language: string;
  sensitive: boolean;
  in_reply_to: string | null;
  quoted_status_id: string | null;
  /** Regenerated on every edit, so a retried submit of the same text is not posted twice. */
  idempotencyKey: string;
  is_submitting: boolean;
}

export const makeInitialCompose = (): ComposeState => ({
  text: '',
  spoiler: false,
  spoiler_text: '',
  privacy: DEFAULT_COMPOSE_PRIVACY,
  language: DEFAULT_COMPOSE_LANGUAGE,
  sensitive: false,
  in_reply_to: null,
  quoted_status_id: null,
  idempotencyKey: randomId(),
  is_submitting: false,
});

/** A post needs text, or a quote together with a content warning; media is not composed yet. */
export const canSubmit = (compose: ComposeState) =>
  compose.text.trim() !== '' ||
  (!!compose.quoted_status_id && compose.spoiler && compose.spoiler_text.trim() !== '');

/** Intents handled by sagas (reply needs the parent post, so its fields are filled in by the saga). */
export { quoteRequested, replyRequested } from '../../domain/events';

export type ComposeEdit =
  | { field: 'text' | 'spoiler_text' | 'language'; value: string }
  | { field: 'spoiler' | 'sensitive'; value: boolean }
  | { field: 'privacy'; value: Visibility };

const withKey = <T>(payload: T) => ({ payload: { ...payload, idempotencyKey: randomId() } });

const composeSlice = createSlice({
  name: 'compose',
  initialState: makeInitialCompose,
  reducers: {
    changed: {
      reducer: (state, action: PayloadAction<ComposeEdit & { idempotencyKey: string }>) => {
        const { field, value, idempotencyKey } = action.payload;
        (state as Record<string, unknown>)[field] = value;
        state.idempotencyKey = idempotencyKey;
      },
      prepare: (edit: ComposeEdit) => withKey(edit),
    },
    replyStarted: {
      reducer: (
        state,
        action: PayloadAction<{
          inReplyTo: string;
          text: string;
          privacy: Visibility;
          spoilerText: string;
          language: string | null;
          idempotencyKey: string;
        }>,
      ) => {
        const { inReplyTo, text, privacy, spoilerText, language, idempotencyKey } = action.payload;
        state.in_reply_to = inReplyTo;
        state.text = text;
        state.privacy = privacy;
        state.spoiler = spoilerText !== '';
        state.spoiler_text = spoilerText;
        if (language) state.language = language;
        state.idempotencyKey = idempotencyKey;
      },
      prepare: (reply: {
        inReplyTo: string;
        text: string;
        privacy: Visibility;
        spoilerText: string;
        language: string | null;
      }) => withKey(reply),
    },
    /** The post no longer answers the one it was replying to (its text stays). */
    replyCancelled: (state) => {
      state.in_reply_to = null;
    },
    quoteStarted: {
      reducer: (state, action: PayloadAction<{ statusId: string; idempotencyKey: string }>) => {
        state.quoted_status_id = action.payload.statusId;
        state.idempotencyKey = action.payload.idempotencyKey;
      },
      prepare: (quote: { statusId: string }) => withKey(quote),
    },
    submitRequested: (state) => {
      if (canSubmit(state) && !state.is_submitting) state.is_submitting = true;
    },
    submitSucceeded: (state) => ({
      ...makeInitialCompose(),
      privacy: state.privacy === 'direct' ? DEFAULT_COMPOSE_PRIVACY : state.privacy,
      language: state.language,
    }),
    submitFailed: (state) => {
      state.is_submitting = false;
    },
    reset: () => makeInitialCompose(),
  },
  extraReducers: (builder) => {
    builder.addCase(dbHydrated, (state, { payload }) => {
      const draft = readDraft(payload.draft);
      // A draft never overwrites something typed before IndexedDB answered.
      if (!draft || state.text !== '' || state.is_submitting) return;
      applyDraft(state, draft);
    });
  },
});

export const {
  changed: composeChanged,
  replyStarted,
  replyCancelled,
  quoteStarted,
  submitRequested,
  submitSucceeded,
  submitFailed,
  reset: composeReset,
} = composeSlice.actions;
export const composeReducer = composeSlice.reducer;
