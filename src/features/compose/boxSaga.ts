import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { buffers, eventChannel } from 'redux-saga';
import { call, debounce, delay, fork, select, take, takeEvery, takeLatest } from 'typed-redux-saga/macro';
import { DRAFT_SAVE_DEBOUNCE_MS } from '../../constants';
import { onDraftsChanged } from '../../db/draftsChannel';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import {
  composeSuggestionsRequested,
  composeTagPicked,
  draftDeleteRequested,
  draftOpenRequested,
  draftsRequested,
  mediaDescriptionSaveRequested,
  mediaThumbnailRequested,
  quoteUrlPasted,
  uploadRequested,
} from './intents';
import { mediaChanged, mediaRemoved, uploadSucceeded } from './media/mediaSlice';
import { pollAdded, pollOptionChanged, pollRemoved, pollSettingsChanged } from './poll/pollReducer';
import { quoteRemoved } from './quote/quoteReducer';
import { quote, saveDraft } from './sagas';
import { composeSessionStarted, submitSucceeded } from './slice';
import { draftOpened } from './drafts/draftsSlice';

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

/** Suggestions while typing and the tag history: their code loads with the first use. */
function* typingAid(action: UnknownAction) {
  const { runTypingAid } = yield* call(
    () => import(/* webpackChunkName: "compose-autocomplete" */ './autocomplete/workers'),
  );
  yield* call(runTypingAid, action);
}

function* draftsIntent(action: UnknownAction) {
  const { runDraftsIntent } = yield* call(
    () => import(/* webpackChunkName: "compose-drafts" */ './drafts/workers'),
  );
  yield* call(runDraftsIntent, action);
}

/** Reads the Drafts list again once it was asked for. */
function* refreshDrafts() {
  if ((yield* select((s: RootState) => s.compose.drafts)) === undefined) return;
  yield* call(draftsIntent, draftsRequested());
}

/**
 * The list follows every change of the account's drafts, made in this tab or another (a draft saved,
 * posted, opened or deleted), and this box's session changing (its earlier draft joins the list).
 */
function* followDrafts() {
  const { db } = yield* appServices();
  const changes = eventChannel<true>(
    (emit) => onDraftsChanged(db.name, () => emit(true)),
    buffers.sliding(1),
  );
  yield* takeLatest([composeSessionStarted, submitSucceeded], refreshDrafts);
  try {
    for (;;) {
      yield* take(changes);
      yield* delay(DRAFTS_REFRESH_MS);
      yield* call(refreshDrafts);
    }
  } finally {
    changes.close();
  }
}

/** Changes close together (typing in another tab saves twice a second) read the list once. */
const DRAFTS_REFRESH_MS = 100;

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
  draftOpened,
);

export function* composeBoxSaga() {
  yield* takeEvery(quoteUrlPasted, quote);
  yield* takeEvery(uploadRequested, uploadFiles);
  yield* takeEvery(mediaDescriptionSaveRequested, saveDescription);
  yield* takeEvery(mediaThumbnailRequested, changeThumbnail);
  yield* takeEvery([composeSuggestionsRequested, composeTagPicked], typingAid);
  yield* debounce(DRAFT_SAVE_DEBOUNCE_MS, partChanges, saveDraft);
  yield* takeEvery([draftsRequested, draftOpenRequested, draftDeleteRequested], draftsIntent);
  yield* fork(followDrafts);
}
