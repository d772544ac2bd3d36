import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ComposeMedia } from '../../../domain/composeDraft';
import { randomId } from '../../../utils/uuid';
import { composeChanged, extendComposeReducer, makeInitialCompose, type ComposeState } from '../slice';

/** Intents (handled by the media workers, see sagas.ts which names their types). */
export const uploadRequested = createAction<{ files: File[] }>('compose/uploadRequested');
export const mediaDescriptionSaveRequested = createAction<{
  id: string;
  description: string;
  focus: { x: number; y: number } | null;
}>('compose/mediaDescriptionSaveRequested');
export const mediaThumbnailRequested = createAction<{ id: string; file: File }>(
  'compose/mediaThumbnailRequested',
);

/** What the workers report. */
export const uploadStarted = createAction<{ key: string; saving?: boolean }>('compose/uploadStarted');
export const uploadProgressed = createAction<{ key: string; loaded: number; total: number }>(
  'compose/uploadProgressed',
);
export const uploadSucceeded = createAction<{ key: string; media: ComposeMedia; defaultSensitive: boolean }>(
  'compose/uploadSucceeded',
);
/** An upload or a save ended without changing the media (it failed). */
export const uploadFailed = createAction<{ key: string }>('compose/uploadFailed');
/** The server says more of an attachment: processed, described, a new thumbnail. */
export const mediaChanged = createAction<{ media: ComposeMedia; key?: string }>('compose/mediaChanged');
export const mediaRemoved = createAction<{ id: string }>('compose/mediaRemoved');

/** Types after which the draft is saved again. */
export const MEDIA_DRAFT_ACTIONS = [uploadSucceeded.type, mediaChanged.type, mediaRemoved.type];

/** Upload progress as a whole percentage, never past 100 (a server may count more than the file). */
export function progressPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

const withoutUpload = (state: ComposeState, key: string) => {
  state.uploads = (state.uploads ?? []).filter((upload) => upload.key !== key);
};

/** The media rules of the compose box; pure, run after the core compose reducer. */
export function composeMediaReducer(
  state: ComposeState = makeInitialCompose(),
  action: UnknownAction,
): ComposeState {
  if (uploadStarted.match(action)) {
    return {
      ...state,
      uploads: [
        ...(state.uploads ?? []),
        { key: action.payload.key, progress: 0, saving: action.payload.saving },
      ],
    };
  }
  if (uploadProgressed.match(action)) {
    const { key, loaded, total } = action.payload;
    return {
      ...state,
      uploads: (state.uploads ?? []).map((upload) =>
        upload.key === key ? { ...upload, progress: progressPercent(loaded, total) } : upload,
      ),
    };
  }
  if (uploadSucceeded.match(action)) {
    const { key, media, defaultSensitive } = action.payload;
    // An upload the user no longer waits for (the box was emptied or posted) adds nothing.
    if (!(state.uploads ?? []).some((upload) => upload.key === key)) return state;
    const next = { ...state, media: [...state.media, media], idempotencyKey: randomId() };
    withoutUpload(next, key);
    // The first attachment is sensitive when media are by default, or under a content warning.
    if (state.media.length === 0 && (defaultSensitive || state.spoiler)) next.sensitive = true;
    return next;
  }
  if (uploadFailed.match(action)) {
    const next = { ...state };
    withoutUpload(next, action.payload.key);
    return next;
  }
  if (mediaChanged.match(action)) {
    const { media, key } = action.payload;
    const next = {
      ...state,
      media: state.media.map((item) => (item.id === media.id ? media : item)),
      idempotencyKey: randomId(),
    };
    if (key) withoutUpload(next, key);
    return next;
  }
  if (mediaRemoved.match(action)) {
    const media = state.media.filter((item) => item.id !== action.payload.id);
    // With nothing attached there is nothing to mark sensitive.
    return {
      ...state,
      media,
      sensitive: media.length === 0 ? false : state.sensitive,
      idempotencyKey: randomId(),
    };
  }
  // Turning the content warning on hides the attached media too.
  if (composeChanged.match(action) && action.payload.field === 'spoiler' && action.payload.value) {
    return state.media.length > 0 && !state.sensitive ? { ...state, sensitive: true } : state;
  }
  return state;
}

extendComposeReducer(composeMediaReducer);
