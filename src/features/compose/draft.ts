import type { StatusParams } from '../../api/endpoints/statuses';
import type { ComposeDraft, DraftParams } from '../../domain/composeDraft';
import { DEFAULT_CONTENT_TYPE } from '../../constants';
import type { RootState } from '../../store/types';
import { supportedContentTypes } from '../../domain/postFormats';
import { selectInstance } from '../instance/public';
import type { ComposeState } from './slice';

/**
 * The one mapping between the compose box and its draft: the draft is the request's own parameters
 * (`DraftParams`) plus the form's content-warning toggle. Saving, restoring and posting all go through it.
 */
export function draftOf(state: ComposeState, now = Date.now()): ComposeDraft {
  const params: DraftParams = { status: state.text, sensitive: state.sensitive, visibility: state.privacy };
  if (state.spoiler_text) params.spoiler_text = state.spoiler_text;
  if (state.language) params.language = state.language;
  if (state.content_type) params.content_type = state.content_type;
  if (state.in_reply_to) params.in_reply_to_id = state.in_reply_to;
  if (state.quoted_status_id) params.quoted_status_id = state.quoted_status_id;
  if (state.quote_policy !== 'public') params.quote_approval_policy = state.quote_policy;
  if (state.media.length > 0) params.media_ids = state.media.map((media) => media.id);
  if (state.poll) params.poll = state.poll;
  const draft: ComposeDraft = { params, spoiler: state.spoiler, updatedAt: now };
  if (state.edited_status_id) draft.editedStatusId = state.edited_status_id;
  if (state.media.length > 0) draft.media = state.media;
  return draft;
}

/** The box's draft as kept in the database: with the author a reply answers, for the Drafts list. */
export function keptDraftOf(state: RootState, now = Date.now()): ComposeDraft {
  const draft = draftOf(state.compose, now);
  const replyTo = state.compose.in_reply_to;
  const authorId = replyTo ? state.statuses.entities[replyTo]?.account : undefined;
  const acct = authorId ? state.accounts.entities[authorId]?.acct : undefined;
  if (acct) draft.replyToAcct = acct;
  return draft;
}

/** Restores a draft into the compose state (a draft read by `readDraft`). */
export function applyDraft(state: ComposeState, draft: ComposeDraft): void {
  const { params } = draft;
  state.text = params.status;
  state.spoiler = draft.spoiler;
  state.spoiler_text = params.spoiler_text ?? '';
  if (params.visibility) state.privacy = params.visibility;
  if (params.language) state.language = params.language;
  if (params.content_type) state.content_type = params.content_type;
  state.sensitive = params.sensitive;
  state.in_reply_to = params.in_reply_to_id ?? null;
  state.quoted_status_id = params.quoted_status_id ?? null;
  if (params.quote_approval_policy) state.quote_policy = params.quote_approval_policy;
  state.edited_status_id = draft.editedStatusId ?? null;
  state.media = draft.media ?? [];
  state.poll = params.poll ?? null;
}

/** Whether a draft holds anything worth keeping. */
export const draftIsEmpty = (draft: ComposeDraft) =>
  draft.params.status.trim() === '' &&
  !draft.params.spoiler_text &&
  !draft.params.quoted_status_id &&
  !draft.editedStatusId &&
  !draft.params.media_ids?.length &&
  !draft.params.poll;

/**
 * The box holds something a reply, an edit or an opened draft would overwrite: anything but a reply
 * left as it started (its mentions and "re:" warning only).
 */
export function holdsWork(state: ComposeState): boolean {
  if (draftIsEmpty(draftOf(state))) return false;
  const prefill = state.reply_prefill;
  const untouchedReply =
    !!prefill &&
    state.text === prefill.text &&
    state.spoiler_text === prefill.spoilerText &&
    state.media.length === 0 &&
    !state.poll &&
    !state.quoted_status_id;
  return !untouchedReply;
}

/** A focal point as the API takes it: "x,y" with two decimals. */
export const focusParam = ({ x, y }: { x: number; y: number }) => `${x.toFixed(2)},${y.toFixed(2)}`;

/** What a post's request follows beyond the compose box itself. */
export interface PostRules {
  /** "Always show the content warning field": its text goes whether or not it was opened. */
  alwaysShowSpoiler: boolean;
  /** The formats the server lists (`configuration.statuses.supported_mime_types`); none: never sent. */
  contentTypes: readonly string[];
  /** The format of a post whose own was not chosen (the "Posting format" preference). */
  defaultContentType?: string;
}

export const postRulesOf = (state: RootState): PostRules => ({
  alwaysShowSpoiler: state.settings.local.always_show_spoilers_field,
  contentTypes: supportedContentTypes(selectInstance(state)),
  defaultContentType: state.settings.local.default_content_type,
});

/**
 * The request for a draft: the content warning goes only while its field is open (or always shown);
 * media under a content warning are sensitive; the format goes only where the server lists it; an edit
 * carries the media's descriptions and focal points with it.
 */
export function paramsFor(
  state: ComposeState,
  rules: PostRules = { alwaysShowSpoiler: false, contentTypes: [] },
): StatusParams {
  const { params: draft, spoiler } = draftOf(state);
  const { content_type: chosen, ...params } = draft;
  const contentType = chosen ?? rules.defaultContentType ?? DEFAULT_CONTENT_TYPE;
  const spoilerText = spoiler || rules.alwaysShowSpoiler ? (params.spoiler_text ?? '') : '';
  const { poll } = params;
  const request: StatusParams = {
    ...params,
    ...(rules.contentTypes.includes(contentType) ? { content_type: contentType } : {}),
    // The blank option offered for the next one is not part of the poll.
    ...(poll ? { poll: { ...poll, options: poll.options.filter((option) => option.trim() !== '') } } : {}),
    // Only followers, or the mentioned, see the post: nobody else may quote it.
    ...(state.privacy === 'private' || state.privacy === 'direct' ? { quote_approval_policy: 'nobody' } : {}),
    sensitive: params.sensitive || (spoilerText !== '' && state.media.length > 0),
    spoiler_text: spoilerText,
    language: params.language ?? null,
    in_reply_to_id: params.in_reply_to_id ?? null,
  };
  if (state.edited_status_id && state.media.length > 0)
    request.media_attributes = state.media.map(({ id, description, focus }) => ({
      id,
      description,
      ...(focus ? { focus: focusParam(focus) } : {}),
    }));
  return request;
}
