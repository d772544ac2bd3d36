// The Drafts list: reading the account's drafts, opening one into this tab's box, deleting one. Loaded
// with the list's first use.
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put, select } from 'typed-redux-saga/macro';
import { readDraft } from '../../../domain/composeDraft';
import { appServices } from '../../../store/services';
import type { RootState } from '../../../store/types';
import { draftDeleteRequested, draftOpenRequested } from '../intents';
import { composeDefaultsOf } from '../slice';
import { draftOpened, draftsListed } from './draftsSlice';
import { keepBoxAsDraft } from './keepBox';
import { listedDrafts } from './summary';

/** Reads the drafts again (IndexedDB only: offline too). */
export function* listDrafts() {
  const { db } = yield* appServices();
  try {
    const records = yield* call([db, db.listDrafts]);
    const own = yield* select((s: RootState) => s.compose.session);
    yield* put(draftsListed(listedDrafts(records, own)));
  } catch (error) {
    console.warn('Reading the drafts failed.', error);
  }
}

/**
 * Open: the draft moves to this tab's session (in one step, so it is never in two places) and fills
 * the box; what the box held stays a draft of its own. A draft posted meanwhile from another tab is
 * gone: the list is read again.
 */
function* openDraft(session: string) {
  const compose = yield* select((s: RootState) => s.compose);
  if (compose.is_submitting || session === compose.session) return;
  yield* call(keepBoxAsDraft);
  const { db } = yield* appServices();
  const target = yield* select((s: RootState) => s.compose.session);
  try {
    const moved = readDraft(yield* call([db, db.moveDraft], session, target));
    const local = yield* select((s: RootState) => s.settings.local);
    if (moved) yield* put(draftOpened({ draft: moved, session: target, defaults: composeDefaultsOf(local) }));
  } catch (error) {
    console.warn('Opening the draft failed.', error);
  }
  yield* call(listDrafts);
}

function* deleteDraft(session: string) {
  const own = yield* select((s: RootState) => s.compose.session);
  if (session === own) return;
  const { db } = yield* appServices();
  try {
    yield* call([db, db.deleteDraft], session);
  } catch (error) {
    console.warn('Deleting the draft failed.', error);
  }
  yield* call(listDrafts);
}

export function* runDraftsIntent(action: UnknownAction) {
  if (draftOpenRequested.match(action)) yield* call(openDraft, action.payload.session);
  else if (draftDeleteRequested.match(action)) yield* call(deleteDraft, action.payload.session);
  else yield* call(listDrafts);
}
