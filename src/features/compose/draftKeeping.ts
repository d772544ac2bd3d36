// This box's draft kept on the device: saved after a pause in its changes, restored at start-up. Loaded
// with the first change, or at start-up when a draft was kept.
import { call, put, select } from 'typed-redux-saga/macro';
import { rememberComposeSession } from '../../db/composeSession';
import type { IntentHandlers } from '../../store/feature';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { draftIsEmpty, keptDraftOf } from './draft';
import { draftRestored } from './draftRestoreSlice';
import type { draftKeepingIntents } from './intents';

/**
 * Keeps what is being typed across reloads, under the box's compose session (the tab's own key: another
 * tab never writes it); an empty compose removes the draft.
 */
export function* saveDraft() {
  const { db, sessionStorage } = yield* appServices();
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

export const handlers: IntentHandlers<typeof draftKeepingIntents> = {
  saveDue: saveDraft,
  restoreRequested: function* restore(action) {
    yield* put(draftRestored(action.payload));
  },
};

/** Saves run one after another, each with the box as it is then. */
export const takes = 'queue';
