import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { call, debounce, takeEvery, takeLeading } from 'typed-redux-saga/macro';
import { DRAFT_SAVE_DEBOUNCE_MS } from '../../constants';
import { emojiDataRequested } from '../emoji';
import {
  composeSuggestionsRequested,
  composeTagPicked,
  languagesRequested,
  mediaDescriptionSaveRequested,
  mediaThumbnailRequested,
  quoteUrlPasted,
  uploadRequested,
} from './intents';
import { mediaChanged, mediaRemoved, uploadSucceeded } from './media/mediaSlice';
import { pollAdded, pollOptionChanged, pollRemoved, pollSettingsChanged } from './poll/pollReducer';
import { quoteRemoved } from './quote/quoteReducer';
import { quote, saveDraft } from './sagas';
import { submitRequested } from './slice';

/** The parts' reducers, installed by the registry before this saga or its workers dispatch. */
export { composeParts } from './parts';

/**
 * The compose box's own watchers, a lazy feature (`store/lazyFeatures.ts`): loaded when the box is
 * drawn or with the first of its intents, which are then replayed to it. Each part's workers load
 * with its first use.
 */
function* uploadFiles(action: ReturnType<typeof uploadRequested>) {
  const { uploadFiles: run } = yield* call(
    () => import(/* webpackChunkName: "compose-media" */ './media/mediaWorkers'),
  );
  yield* call(run, action);
}

function* saveDescription(action: ReturnType<typeof mediaDescriptionSaveRequested>) {
  const { saveDescription: run } = yield* call(
    () => import(/* webpackChunkName: "compose-media" */ './media/mediaWorkers'),
  );
  yield* call(run, action);
}

function* changeThumbnail(action: ReturnType<typeof mediaThumbnailRequested>) {
  const { changeThumbnail: run } = yield* call(
    () => import(/* webpackChunkName: "compose-media" */ './media/mediaWorkers'),
  );
  yield* call(run, action);
}

/** Suggestions while typing, the tag history and the emoji data: their code loads with the first use. */
function* typingAid(action: UnknownAction) {
  const { runTypingAid } = yield* call(
    () => import(/* webpackChunkName: "compose-autocomplete" */ './autocomplete/workers'),
  );
  yield* call(runTypingAid, action);
}

function* loadLanguages() {
  const { loadInstanceLanguages } = yield* call(() => import('./language/languagesWorker'));
  yield* call(loadInstanceLanguages);
}

/** The box's parts' changes of the draft (the core compose changes are saved by `sagas.ts`). */
const partChanges = isAnyOf(
  uploadSucceeded,
  mediaChanged,
  mediaRemoved,
  pollAdded,
  pollRemoved,
  pollOptionChanged,
  pollSettingsChanged,
  quoteRemoved,
);

export function* composeBoxSaga() {
  yield* takeEvery(quoteUrlPasted, quote);
  yield* takeLeading(languagesRequested, loadLanguages);
  yield* takeEvery(uploadRequested, uploadFiles);
  yield* takeEvery(mediaDescriptionSaveRequested, saveDescription);
  yield* takeEvery(mediaThumbnailRequested, changeThumbnail);
  yield* takeEvery(
    [composeSuggestionsRequested, composeTagPicked, emojiDataRequested, submitRequested],
    typingAid,
  );
  yield* debounce(DRAFT_SAVE_DEBOUNCE_MS, partChanges, saveDraft);
}
