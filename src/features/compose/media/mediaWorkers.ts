// What the compose box's media do (upload, processing, description, thumbnail): loaded with the first.
import { buffers, END, eventChannel, type EventChannel } from 'redux-saga';
import { all, call, delay, put, select, take } from 'typed-redux-saga/macro';
import { defineMessages } from 'react-intl';
import type { ApiClient } from '../../../api/client';
import type { MediaAttachment } from '../../../api/entities';
import { fetchMedia, updateMedia, updateMediaThumbnail, uploadMedia } from '../../../api/endpoints/media';
import { ApiError, UNEXPECTED_RESPONSE } from '../../../api/errors';
import { readComposeMedia, type ComposeMedia } from '../../../domain/composeDraft';
import { appServices } from '../../../store/services';
import type { IntentHandlers } from '../../../store/feature';
import type { composeMediaIntents } from '../intents';
import type { RootState } from '../../../store/types';
import { randomId } from '../../../utils/uuid';
import { alertShown, alertText, reportError } from '../../alerts/public';
import { focusParam } from '../draft';
import { mediaLimitsOf, pollDelayMs, refusalOf, type MediaLimits } from './limits';
import {
  mediaChanged,
  mediaRemoved,
  uploadFailed,
  uploadProgressed,
  uploadStarted,
  uploadSucceeded,
  type mediaDescriptionSaveRequested,
  type mediaThumbnailRequested,
  type uploadRequested,
} from './mediaSlice';

const messages = defineMessages({
  limit: { id: 'upload_error.limit', defaultMessage: 'File upload limit exceeded.' },
  poll: { id: 'upload_error.poll', defaultMessage: 'File upload not allowed with polls.' },
  quote: { id: 'upload_error.quote', defaultMessage: 'File upload not allowed with quotes.' },
  type: { id: 'upload_error.type', defaultMessage: '{name}: this type of file cannot be uploaded here.' },
  size: { id: 'upload_error.size', defaultMessage: '{name} is too large: the limit is {limit} MB.' },
});

type UploadEvent =
  | { kind: 'progress'; loaded: number; total: number }
  | { kind: 'done'; status: number; data: MediaAttachment }
  | { kind: 'failed'; error: unknown };

function uploadChannel(api: ApiClient, file: File): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => {
    const upload = uploadMedia(api, file, (loaded, total) => emit({ kind: 'progress', loaded, total }));
    upload.response.then(
      ({ status, data }) => {
        emit({ kind: 'done', status, data });
        emit(END);
      },
      (error: unknown) => {
        emit({ kind: 'failed', error });
        emit(END);
      },
    );
    return () => upload.abort();
    // Progress arrives while the saga is busy putting the previous one: nothing may be dropped.
  }, buffers.expanding<UploadEvent>(16));
}

function attachmentOf(data: unknown, processing = false): ComposeMedia {
  const media = readComposeMedia(data);
  if (!media) throw new ApiError({ kind: 'parse', error: UNEXPECTED_RESPONSE });
  return processing ? { ...media, processing: true } : media;
}

const stillAttached = (id: string) => (state: RootState) =>
  state.compose.media.some((item) => item.id === id);

/** Polls an attachment the server is processing until it is ready (null: removed from the post meanwhile). */
export function* untilProcessed(api: ApiClient, id: string) {
  for (let attempt = 1; ; attempt += 1) {
    const response = yield* call(fetchMedia, api, id);
    if (response.status !== 206) return response.data;
    yield* delay(pollDelayMs(attempt));
    if (!(yield* select(stillAttached(id)))) return null;
  }
}

function* uploadOne(api: ApiClient, file: File, defaultSensitive: boolean) {
  const key = randomId();
  let attachedId: string | null = null;
  yield* put(uploadStarted({ key }));
  const channel = yield* call(uploadChannel, api, file);
  try {
    let done: Extract<UploadEvent, { kind: 'done' }> | null = null;
    while (!done) {
      const event = yield* take(channel);
      if (event.kind === 'progress') yield* put(uploadProgressed({ key, ...event }));
      else if (event.kind === 'failed') throw event.error;
      else done = event;
    }
    const processing = done.status === 202;
    const media = attachmentOf(done.data, processing);
    yield* put(uploadSucceeded({ key, media, defaultSensitive }));
    if (!processing) return;
    attachedId = media.id;
    const ready = yield* call(untilProcessed, api, media.id);
    if (ready && (yield* select(stillAttached(media.id))))
      yield* put(mediaChanged({ media: { ...attachmentOf(ready), description: media.description } }));
  } catch (error) {
    // The uploading state goes, and so does an attachment the server could not process.
    yield* put(uploadFailed({ key }));
    if (attachedId) yield* put(mediaRemoved({ id: attachedId }));
    yield* call(reportError, error);
  } finally {
    channel.close();
  }
}

const limits = (state: RootState) => mediaLimitsOf(state.instance.info);

/** Why no file may be added now (a poll, a quote, too many files), or null. */
function refusalMessage(compose: RootState['compose'], { maxAttachments }: MediaLimits, adding: number) {
  if (compose.poll) return alertText(messages.poll);
  if (compose.quoted_status_id) return alertText(messages.quote);
  const sending = (compose.uploads ?? []).filter((upload) => !upload.saving).length;
  if (compose.media.length + sending + adding > maxAttachments) return alertText(messages.limit);
  return null;
}

export function* uploadFiles(action: ReturnType<typeof uploadRequested>) {
  const { files } = action.payload;
  if (files.length === 0) return;
  const state = yield* select((s: RootState) => s);
  const { compose } = state;
  const refusal = refusalMessage(compose, limits(state), files.length);
  if (refusal) {
    yield* put(alertShown({ message: refusal }));
    return;
  }
  const accepted: File[] = [];
  for (const file of files) {
    const refused = refusalOf(file, limits(state));
    if (!refused) accepted.push(file);
    else
      yield* put(
        alertShown({
          message:
            refused.reason === 'type'
              ? alertText(messages.type, { name: file.name })
              : alertText(messages.size, { name: file.name, limit: Math.floor(refused.limit / 1024 / 1024) }),
        }),
      );
  }
  const { api } = yield* appServices();
  const defaultSensitive = state.settings.local.default_sensitive === true;
  yield* all(accepted.map((file) => call(uploadOne, api, file, defaultSensitive)));
}

/**
 * Done in the description dialog: a new post's attachment is updated on the server at once; an edited
 * post's changes travel with the edit (`media_attributes`), since posted media cannot be updated alone.
 */
export function* saveDescription(action: ReturnType<typeof mediaDescriptionSaveRequested>) {
  const { id, description, focus } = action.payload;
  const compose = yield* select((s: RootState) => s.compose);
  const current = compose.media.find((item) => item.id === id);
  if (!current) return;
  const edited: ComposeMedia = { ...current, description, focus };
  if (compose.edited_status_id) {
    yield* put(mediaChanged({ media: edited }));
    return;
  }
  const key = randomId();
  const { api } = yield* appServices();
  yield* put(uploadStarted({ key, saving: true }));
  try {
    const saved = yield* call(updateMedia, api, id, {
      description,
      focus: focus ? focusParam(focus) : undefined,
    });
    // The preview and url are the server's; the words and the point as the user left them.
    yield* put(mediaChanged({ media: { ...attachmentOf(saved), description, focus }, key }));
  } catch (error) {
    yield* put(uploadFailed({ key }));
    yield* call(reportError, error);
  }
}

export function* changeThumbnail(action: ReturnType<typeof mediaThumbnailRequested>) {
  const { id, file } = action.payload;
  const current = (yield* select((s: RootState) => s.compose.media)).find((item) => item.id === id);
  if (!current) return;
  const key = randomId();
  const { api } = yield* appServices();
  yield* put(uploadStarted({ key, saving: true }));
  try {
    const saved = attachmentOf(yield* call(updateMediaThumbnail, api, id, file));
    yield* put(
      mediaChanged({
        media: { ...current, preview_url: saved.preview_url ?? current.preview_url },
        key,
      }),
    );
  } catch (error) {
    yield* put(uploadFailed({ key }));
    yield* call(reportError, error);
  }
}

/** The attachments' intents (`composeMediaIntents`). */
export const handlers: IntentHandlers<typeof composeMediaIntents> = {
  uploadRequested: uploadFiles,
  descriptionSaveRequested: saveDescription,
  thumbnailRequested: changeThumbnail,
};
