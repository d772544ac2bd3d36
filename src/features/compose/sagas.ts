import {
  editRequested,
  mentionRequested,
  postLoadedIntoCompose,
  quoteRequested,
  replyRequested,
} from '../../domain/events';
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, debounce, put, select, takeEvery, takeLeading } from 'typed-redux-saga/macro';
import { DRAFT_SAVE_DEBOUNCE_MS } from '../../constants';
import { DRAFT_KEY } from '../../db/hydrate';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import {
  composeChanged,
  composeReset,
  quoteStarted,
  replyCancelled,
  replyStarted,
  submitRequested,
  submitSucceeded,
} from './slice';
import { draftIsEmpty, draftOf } from './draft';

/**
 * Submitting and starting a reply load their code with the first of them (`workers.ts`): a start-up
 * only shows the compose box.
 */
function* submit() {
  const { submit: run } = yield* call(() => import('./workers'));
  yield* call(run);
}

function* startReply(action: ReturnType<typeof replyRequested>) {
  const { startReply: run } = yield* call(() => import('./workers'));
  yield* call(run, action);
}

/** Edit and mention from a post's menu: their code loads with the first. */
function* fromPostMenu(action: ReturnType<typeof editRequested | typeof mentionRequested>) {
  const { handlePostMenuIntent } = yield* call(
    () => import(/* webpackChunkName: "post-menu" */ './editSaga'),
  );
  yield* call(handlePostMenuIntent, action);
}

/** Suggestions while typing, the tag history and the emoji data: their code loads with the first use. */
function* typingAid(action: UnknownAction) {
  const { runTypingAid } = yield* call(
    () => import(/* webpackChunkName: "compose-autocomplete" */ './autocomplete/workers'),
  );
  yield* call(runTypingAid, action);
}

function* startQuote(action: ReturnType<typeof quoteRequested>) {
  yield* put(quoteStarted({ statusId: action.payload.statusId }));
}

/** Keeps what is being typed across reloads; an empty compose removes the draft. */
function* saveDraft() {
  const { db } = yield* appServices();
  const draft = draftOf(yield* select((s: RootState) => s.compose));
  try {
    if (draftIsEmpty(draft)) yield* call([db, db.deleteDraft], DRAFT_KEY);
    else yield* call([db, db.putDraft], DRAFT_KEY, draft);
  } catch (error) {
    console.warn('Saving the draft failed.', error);
  }
}

export function* composeSaga() {
  yield* takeLeading(submitRequested.type, submit);
  yield* takeEvery(replyRequested.type, startReply);
  yield* takeEvery(quoteRequested.type, startQuote);
  yield* takeEvery([editRequested.type, mentionRequested.type], fromPostMenu);
  yield* takeEvery(
    [
      'compose/suggestionsRequested',
      'compose/suggestionTagPicked',
      'emoji/dataRequested',
      submitRequested.type,
    ],
    typingAid,
  );
  yield* debounce(
    DRAFT_SAVE_DEBOUNCE_MS,
    // Every change of the compose box, a started reply or quote included.
    [
      composeChanged.type,
      replyStarted.type,
      replyCancelled.type,
      quoteStarted.type,
      postLoadedIntoCompose.type,
      composeReset.type,
      submitSucceeded.type,
    ],
    saveDraft,
  );
}
