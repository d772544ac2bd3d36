import { call, put, select } from 'typed-redux-saga/macro';
import { rememberComposeSession } from '../../../db/composeSession';
import { appServices } from '../../../store/services';
import type { RootState } from '../../../store/types';
import { randomId } from '../../../utils/uuid';
import { holdsWork, keptDraftOf } from '../draft';
import { composeDefaultsOf, composeSessionStarted } from '../slice';

/**
 * What the box holds stays a draft of its own before something else takes the box over (a reply, an
 * edit, a draft opened from the list, a post taken back from the outbox): it is saved under its session
 * at once (the debounced save may not have run yet) and the box starts a new, empty session. Nothing is
 * asked: both are kept. False when the box held nothing worth keeping (its session goes on).
 */
export function* keepBoxAsDraft() {
  const state = yield* select((s: RootState) => s);
  if (state.compose.is_submitting || !holdsWork(state.compose)) return false;
  const { db, sessionStorage } = yield* appServices();
  try {
    yield* call([db, db.putDraft], state.compose.session, keptDraftOf(state));
  } catch (error) {
    console.warn('Keeping the draft failed.', error);
  }
  const session = randomId();
  yield* put(composeSessionStarted({ session, defaults: composeDefaultsOf(state.settings.local) }));
  rememberComposeSession(db.name, session, sessionStorage);
  return true;
}
