// The Drafts list: reading the account's drafts, opening one into this tab's box, deleting one. Loaded
// with the list's first use.
import { buffers, eventChannel } from 'redux-saga';
import { call, delay, put, select, take, takeLatest } from 'typed-redux-saga/macro';
import { onDraftsChanged } from '../../../db/draftsChannel';
import type { IntentHandlers } from '../../../store/feature';
import { readDraft } from '../../../domain/composeDraft';
import { appServices } from '../../../store/services';
import type { RootState } from '../../../store/types';
import type { draftsIntents } from '../intents';
import { composeDefaultsOf, composeSessionStarted, submitSucceeded } from '../slice';
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

/** The Drafts list's intents (`draftsIntents`). */
export const handlers: IntentHandlers<typeof draftsIntents> = {
  requested: listDrafts,
  openRequested: (action) => openDraft(action.payload.session),
  deleteRequested: (action) => deleteDraft(action.payload.session),
};

/** Reads the Drafts list again once it was asked for. */
function* refreshDrafts() {
  if ((yield* select((s: RootState) => s.compose.drafts)) === undefined) return;
  yield* call(listDrafts);
}

/** Changes close together (typing in another tab saves twice a second) read the list once. */
const DRAFTS_REFRESH_MS = 100;

/**
 * Once asked for, the list follows every change of the account's drafts, made in this tab or another
 * (a draft saved, posted, opened or deleted), and this box's session changing (its earlier draft joins
 * the list).
 */
export function* saga() {
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
