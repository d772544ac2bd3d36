import {
  editRequested,
  mentionRequested,
  postLoadedIntoCompose,
  quoteRequested,
  replyRequested,
} from '../../domain/events';
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, debounce, fork, put, select, take, takeEvery, takeLeading } from 'typed-redux-saga/macro';
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

/**
 * The compose box's media: their code (and reducer) loads with the box, so these watchers name the
 * action types as strings and load the workers with the first.
 */
type MediaWorker = 'uploadFiles' | 'saveDescription' | 'changeThumbnail';
const mediaWorker = (name: MediaWorker) =>
  function* run(action: UnknownAction) {
    const workers = yield* call(() => import(/* webpackChunkName: "compose-media" */ './media/mediaWorkers'));
    yield* call(workers[name] as (action: UnknownAction) => Generator, action);
  };
/** Suggestions while typing, the tag history and the emoji data: their code loads with the first use. */
function* typingAid(action: UnknownAction) {
  const { runTypingAid } = yield* call(
    () => import(/* webpackChunkName: "compose-autocomplete" */ './autocomplete/workers'),
  );
  yield* call(runTypingAid, action);
}

/** Quoting (its rules, and a pasted post link offered as the quote) loads its code with the first. */
function* quote(action: { type: string; payload: { statusId: string } | { url: string } }) {
  const { handleQuoteIntent } = yield* call(() => import('./quote/quoteWorker'));
  yield* call(handleQuoteIntent, action);
}

function* loadLanguages() {
  const { loadInstanceLanguages } = yield* call(() => import('./language/languagesWorker'));
  yield* call(loadInstanceLanguages);
}

/** The poll and quote editors' changes (their modules load with the compose box). */
const editorChange = (action: { type: string }) =>
  action.type.startsWith('compose/poll/') || action.type === 'compose/quote/removed';

const DRAFT_CHANGES: string[] = [
  composeChanged.type,
  replyStarted.type,
  replyCancelled.type,
  quoteStarted.type,
  postLoadedIntoCompose.type,
  composeReset.type,
  submitSucceeded.type,
  // The media module's (media/mediaSlice.ts).
  'compose/uploadSucceeded',
  'compose/mediaChanged',
  'compose/mediaRemoved',
];

/** Keeps what is being typed across reloads; an empty compose removes the draft. */
function* saveDraft() {
  const { db } = yield* appServices();
  const { draftIsEmpty, draftOf } = yield* call(
    () => import(/* webpackChunkName: "compose-draft" */ './draft'),
  );
  const draft = draftOf(yield* select((s: RootState) => s.compose));
  try {
    if (draftIsEmpty(draft)) yield* call([db, db.deleteDraft], DRAFT_KEY);
    else yield* call([db, db.putDraft], DRAFT_KEY, draft);
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
  if (!waiting) yield* take('compose/outboxQueued');
  const { outboxSaga } = yield* call(() => import('./outbox/saga'));
  yield* call(outboxSaga);
}

export function* composeSaga() {
  yield* fork(outbox);
  yield* takeEvery(dbHydrated.type, restoreDraft);
  yield* takeLeading(submitRequested.type, submit);
  yield* takeEvery(replyRequested.type, startReply);
  yield* takeEvery([quoteRequested.type, 'compose/quote/urlPasted'], quote);
  yield* takeLeading('compose/languages/requested', loadLanguages);
  yield* takeEvery([editRequested.type, mentionRequested.type], fromPostMenu);
  yield* takeEvery('compose/uploadRequested', mediaWorker('uploadFiles'));
  yield* takeEvery('compose/mediaDescriptionSaveRequested', mediaWorker('saveDescription'));
  yield* takeEvery('compose/mediaThumbnailRequested', mediaWorker('changeThumbnail'));
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
    (action: { type: string }) => editorChange(action) || DRAFT_CHANGES.includes(action.type),
    saveDraft,
  );
}
