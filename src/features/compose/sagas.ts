import {
  editRequested,
  mentionRequested,
  postLoadedIntoCompose,
  quoteRequested,
  replyRequested,
} from '../../domain/events';
import { isAnyOf } from '@reduxjs/toolkit';
import { call, debounce, fork, put, select, take, takeEvery, takeLeading } from 'typed-redux-saga/macro';
import { DRAFT_SAVE_DEBOUNCE_MS } from '../../constants';
import { rememberComposeSession } from '../../db/composeSession';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import {
  composeChanged,
  composeReset,
  composeSessionStarted,
  quoteStarted,
  replyCancelled,
  replyStarted,
  submitRequested,
  submitSucceeded,
} from './slice';
import { outboxQueued } from './intents';
import { dbHydrated } from '../../db/actions';

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

/** Quoting (its rules, and a pasted post link offered as the quote) loads its code with the first. */
export function* quote(action: { type: string; payload: { statusId: string } | { url: string } }) {
  const { handleQuoteIntent } = yield* call(() => import('./quote/quoteWorker'));
  yield* call(handleQuoteIntent, action);
}

/** The core compose changes; the box's parts (media, poll, quote) save theirs from `boxSaga.ts`. */
const DRAFT_CHANGES = [
  composeChanged,
  replyStarted,
  replyCancelled,
  quoteStarted,
  postLoadedIntoCompose,
  composeReset,
  composeSessionStarted,
  submitSucceeded,
] as const;

/**
 * Keeps what is being typed across reloads, under the box's compose session (the tab's own key: another
 * tab never writes it); an empty compose removes the draft.
 */
export function* saveDraft() {
  const { db, sessionStorage } = yield* appServices();
  const { draftIsEmpty, keptDraftOf } = yield* call(
    () => import(/* webpackChunkName: "compose-draft" */ './draft'),
  );
  const state = yield* select((s: RootState) => s);
  const { session } = state.compose;
  const draft = keptDraftOf(state);
  rememberComposeSession(db.name, session, sessionStorage);
  try {
    if (draftIsEmpty(draft)) yield* call([db, db.deleteDraft], session);
    else yield* call([db, db.putDraft], session, draft);
  } catch (error) {
    console.warn('Saving the draft failed.', error);
  }
}

/** The draft saved on this device: its reading and checking load only when there is one. */
function* restoreDraft(action: ReturnType<typeof dbHydrated>) {
  if (!action.payload.draft) return;
  const { draftRestored } = yield* call(
    () => import(/* webpackChunkName: "compose-draft" */ './draftRestoreSlice'),
  );
  yield* put(draftRestored(action.payload.draft));
}

/** The outbox's code loads at start-up only when a post waits in it, else with the first queued. */
function* outbox() {
  const { db } = yield* appServices();
  const waiting = yield* call(() => db.countOutbox().catch(() => 0));
  if (!waiting) yield* take(outboxQueued);
  const { outboxSaga } = yield* call(() => import('./outbox/saga'));
  yield* call(outboxSaga);
}

export function* composeSaga() {
  yield* fork(outbox);
  yield* takeEvery(dbHydrated, restoreDraft);
  yield* takeLeading(submitRequested, submit);
  yield* takeEvery(replyRequested, startReply);
  yield* takeEvery(quoteRequested, quote);
  yield* takeEvery([editRequested, mentionRequested], fromPostMenu);
  yield* debounce(
    DRAFT_SAVE_DEBOUNCE_MS,
    // Every change of the compose box, a started reply or quote included.
    isAnyOf(...DRAFT_CHANGES),
    saveDraft,
  );
}
