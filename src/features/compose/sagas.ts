import { postLoadedIntoCompose, featureNeeded } from '../../domain/events';
import { isAnyOf } from '@reduxjs/toolkit';
import { call, debounce, fork, put, takeEvery } from 'typed-redux-saga/macro';
import { DRAFT_SAVE_DEBOUNCE_MS } from '../../constants';
import { appServices } from '../../store/services';
import {
  composeChanged,
  composeReset,
  composeSessionStarted,
  quoteStarted,
  replyCancelled,
  replyStarted,
  submitSucceeded,
} from './slice';
import { draftKeepingIntents } from './intents';
import { dbHydrated } from '../../db/actions';

/**
 * The compose box's always-loaded watchers: what the box asks is each feature's of the registry
 * (`intents.ts`); these only notice what no one asks for. The core compose changes; the box's parts
 * (media, poll, quote) notice theirs in `boxSaga.ts`.
 */
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

/** A pause in the box's changes: the draft is saved (`draftKeeping.ts`). */
export function* draftSaveDue() {
  yield* put(draftKeepingIntents.saveDue());
}

/** The draft saved on this device: its reading and checking load only when there is one. */
function* restoreDraft(action: ReturnType<typeof dbHydrated>) {
  if (action.payload.draft) yield* put(draftKeepingIntents.restoreRequested(action.payload.draft));
}

/** The outbox's code loads at start-up when a post waits in it (else with the first one queued). */
function* outboxWaiting() {
  const { db } = yield* appServices();
  const waiting = yield* call(() => db.countOutbox().catch(() => 0));
  if (waiting) yield* put(featureNeeded({ feature: 'outbox' }));
}

export function* composeSaga() {
  yield* fork(outboxWaiting);
  yield* takeEvery(dbHydrated, restoreDraft);
  // Every change of the compose box, a started reply or quote included.
  yield* debounce(DRAFT_SAVE_DEBOUNCE_MS, isAnyOf(...DRAFT_CHANGES), draftSaveDue);
}
