import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Visibility } from '../../api/entities';
import { DEFAULT_COMPOSE_LANGUAGE, DEFAULT_COMPOSE_PRIVACY, DEFAULT_QUOTE_POLICY } from '../../constants';
import type { ComposeMedia, ComposePoll } from '../../domain/composeDraft';
import { postLoadedIntoCompose } from '../../domain/events';
import { randomId } from '../../utils/uuid';
import { localSettingChanged, type LocalSettings, type QuotePolicy } from '../settings/public';

/** Compose state, the part this client edits so far. */
export interface ComposeState {
  /**
   * The compose session: the key of this box's draft in the account's database. A new one starts when
   * the box empties after a post and when a reply, an edit or an opened draft takes over a box holding
   * something, whose draft then stays under the old key (a draft of the Drafts list).
   */
  session: string;
  text: string;
  spoiler: boolean;
  spoiler_text: string;
  privacy: Visibility;
  language: string;
  /** The format chosen for this post; unset, the "Posting format" preference's. */
  content_type?: string;
  sensitive: boolean;
  in_reply_to: string | null;
  quoted_status_id: string | null;
  /** Who may quote the post (sent as quote_approval_policy). */
  quote_policy: QuotePolicy;
  /** Regenerated on every edit, so a retried submit of the same text is not posted twice. */
  idempotencyKey: string;
  is_submitting: boolean;
  /** The post being edited: submitting saves it (PUT) instead of publishing a new one. */
  edited_status_id: string | null;
  /** The attached media, in order (uploaded, or brought back by an edit or a redraft). */
  media: ComposeMedia[];
  poll: ComposePoll | null;
  /** Files being sent (progress 0-100) and descriptions being saved: the post waits for them. */
  uploads: { key: string; progress: number; saving?: boolean }[];
  /** A pasted link to a post, offered as the quote (kept by the quote module while it is offered). */
  quote_suggestion?: { statusId: string; url: string } | null;
  /** The languages the instance lists for posts (kept by the language picker once asked). */
  instance_languages?: string[] | null;
  /** Posts waiting to be sent (kept by `outbox/slice.ts`, absent until one waits). */
  outbox?: OutboxItem[];
  /** What starting the reply put in the box (mentions, the "re:" warning): cancelling takes it back out. */
  reply_prefill?: { text: string; spoilerText: string } | null;
  /** The address of the post last published from this box, for the page that returns to it. */
  last_posted_path?: string | null;
  /** The account's other drafts, newest first (kept by `drafts/draftsSlice.ts` once listed). */
  drafts?: DraftSummary[];
}

/** A kept draft as the Drafts list shows it. */
export interface DraftSummary {
  /** Its key: the compose session that wrote it. */
  session: string;
  text: string;
  spoilerText: string;
  media: number;
  poll: boolean;
  /** A reply (the post answered, and its author when known), an edit (the post), or a new post. */
  replyTo?: { statusId: string; acct?: string };
  editOf?: string;
  /** When it was last changed; 0 when the draft did not say (kept before the time was). */
  updatedAt: number;
}

/** A post of the outbox as the compose box and Home show it. */
export interface OutboxItem {
  key: string;
  text: string;
  spoilerText: string;
  createdAt: number;
  state: 'waiting' | 'failed';
  lastError?: string;
}

/** What a new post starts with: the posting preferences. */
export interface ComposeDefaults {
  privacy: Visibility;
  language: string;
  quotePolicy: QuotePolicy;
}

export const composeDefaultsOf = (local: LocalSettings): ComposeDefaults => ({
  privacy: local.default_privacy,
  language: local.default_language,
  quotePolicy: local.default_quote_policy,
});

const BUILT_IN_DEFAULTS: ComposeDefaults = {
  privacy: DEFAULT_COMPOSE_PRIVACY,
  language: DEFAULT_COMPOSE_LANGUAGE,
  quotePolicy: DEFAULT_QUOTE_POLICY,
};

export const makeInitialCompose = (
  defaults: ComposeDefaults = BUILT_IN_DEFAULTS,
  session: string = randomId(),
): ComposeState => ({
  session,
  text: '',
  spoiler: false,
  spoiler_text: '',
  privacy: defaults.privacy,
  language: defaults.language,
  sensitive: false,
  in_reply_to: null,
  quoted_status_id: null,
  quote_policy: defaults.quotePolicy,
  idempotencyKey: randomId(),
  is_submitting: false,
  edited_status_id: null,
  media: [],
  poll: null,
  uploads: [],
});

/** Nothing typed or chosen for this post yet: a change of the posting preferences may apply to it. */
const untouched = (state: ComposeState) =>
  state.text === '' &&
  !state.spoiler &&
  !state.in_reply_to &&
  !state.quoted_status_id &&
  !state.edited_status_id &&
  state.media.length === 0 &&
  !state.poll &&
  !state.is_submitting;

/** Something to post: text, media, or a quote together with a content warning. */
export const hasContent = (compose: ComposeState) =>
  compose.text.trim() !== '' ||
  compose.media.length > 0 ||
  (!!compose.quoted_status_id && compose.spoiler && compose.spoiler_text.trim() !== '');

/** A post needs something to post, and its media all ready. */
export const canSubmit = (compose: ComposeState) => hasContent(compose) && !mediaPending(compose);

/** An upload, a save or the server's processing of an attachment is under way. */
export const mediaPending = (compose: ComposeState) =>
  compose.uploads?.length > 0 || compose.media.some((media) => media.processing);

/** Intents handled by sagas (reply needs the parent post, so its fields are filled in by the saga). */
export { quoteRequested, replyRequested } from '../../domain/events';

export type ComposeEdit =
  | { field: 'text' | 'spoiler_text' | 'language' | 'content_type'; value: string }
  | { field: 'spoiler' | 'sensitive'; value: boolean }
  | { field: 'privacy'; value: Visibility }
  | { field: 'quote_policy'; value: QuotePolicy };

const withKey = <T>(payload: T) => ({ payload: { ...payload, idempotencyKey: randomId() } });

const composeSlice = createSlice({
  name: 'compose',
  initialState: makeInitialCompose,
  reducers: {
    changed: {
      reducer: (state, action: PayloadAction<ComposeEdit & { idempotencyKey: string }>) => {
        const { field, value, idempotencyKey } = action.payload;
        Object.assign(state, { [field]: value });
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
        state.reply_prefill = { text, spoilerText };
      },
      prepare: (reply: {
        inReplyTo: string;
        text: string;
        privacy: Visibility;
        spoilerText: string;
        language: string | null;
      }) => withKey(reply),
    },
    /**
     * The post no longer answers the one it was replying to (`components/cancelReply.ts` first takes
     * out what starting the reply put in the box).
     */
    replyCancelled: (state) => {
      state.in_reply_to = null;
      state.reply_prefill = null;
    },
    quoteStarted: {
      reducer: (state, action: PayloadAction<{ statusId: string; idempotencyKey: string }>) => {
        state.quoted_status_id = action.payload.statusId;
        state.idempotencyKey = action.payload.idempotencyKey;
      },
      prepare: (quote: { statusId: string }) => withKey(quote),
    },
    submitRequested: (state) => {
      if (!canSubmit(state) || state.is_submitting) return;
      state.is_submitting = true;
      state.last_posted_path = null;
    },
    /**
     * The box empties, keeping the visibility (a private mention's goes back to the default) and the
     * language; in threaded mode it is ready at once to reply to the post just published.
     */
    submitSucceeded: (
      state,
      {
        payload,
      }: PayloadAction<{ defaults: ComposeDefaults; threadedReplyTo?: string; postedPath?: string }>,
    ) => ({
      ...makeInitialCompose(payload.defaults),
      outbox: state.outbox,
      drafts: state.drafts,
      privacy: state.privacy === 'direct' ? payload.defaults.privacy : state.privacy,
      language: state.language,
      quote_policy: state.quote_policy,
      in_reply_to: payload.threadedReplyTo ?? null,
      last_posted_path: payload.postedPath ?? null,
      ...(payload.threadedReplyTo && state.spoiler
        ? { spoiler: true, spoiler_text: state.spoiler_text }
        : {}),
    }),
    submitFailed: (state) => {
      state.is_submitting = false;
    },
    reset: (state, { payload }: PayloadAction<ComposeDefaults | undefined>) => ({
      ...makeInitialCompose(payload, state.session),
      outbox: state.outbox,
      drafts: state.drafts,
    }),
    /** The box, as it is, under another compose session (this tab's was another tab's too). */
    sessionRenamed: (state, { payload }: PayloadAction<{ session: string }>) => {
      state.session = payload.session;
    },
    /** An empty box under a new compose session (the draft of the old one was kept first). */
    sessionStarted: (state, { payload }: PayloadAction<{ session: string; defaults: ComposeDefaults }>) => ({
      ...makeInitialCompose(payload.defaults, payload.session),
      outbox: state.outbox,
      drafts: state.drafts,
      instance_languages: state.instance_languages,
    }),
  },
  extraReducers: (builder) => {
    // Changed posting preferences take effect at once on a post not started yet.
    builder.addCase(localSettingChanged, (state, { payload }) => {
      if (!untouched(state)) return;
      if (payload.default_privacy) state.privacy = payload.default_privacy;
      if (payload.default_language) state.language = payload.default_language;
      if (payload.default_quote_policy) state.quote_policy = payload.default_quote_policy;
    });
    builder.addCase(postLoadedIntoCompose, (state, { payload }) => ({
      ...state,
      ...payload,
      idempotencyKey: randomId(),
      is_submitting: false,
    }));
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
  sessionStarted: composeSessionStarted,
  sessionRenamed: composeSessionRenamed,
} = composeSlice.actions;

/** The core of the compose state; the box's parts loaded later extend it (`extendStartingSlice`). */
export const composeReducer = composeSlice.reducer;
