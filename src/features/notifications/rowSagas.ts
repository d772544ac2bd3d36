import { call, delay, put } from 'typed-redux-saga/macro';
import {
  answerFollowRequest,
  fetchRelationships,
  followAccount,
} from '../../api/endpoints/notificationActions';
import { RELATIONSHIP_BATCH_DELAY_MS } from '../../constants';
import { appServices } from '../../store/services';
import { reportError } from '../alerts';
import {
  followBackFailed,
  followBackRequested,
  followRequestAnswered,
  followRequestAnswerFailed,
  followRequestAnswerRequested,
  relationshipsFetched,
  relationshipsRequested,
} from './rows';

/** Rows drawn together ask together: their accounts go in one request after a short wait. */
const waiting = new Set<string>();

function* loadRelationships(ids: string[]) {
  const first = waiting.size === 0;
  for (const id of ids) waiting.add(id);
  if (!first) return;
  yield* delay(RELATIONSHIP_BATCH_DELAY_MS);
  const batch = [...waiting];
  waiting.clear();
  const { api } = yield* appServices();
  try {
    yield* put(relationshipsFetched(yield* call(fetchRelationships, api, batch)));
  } catch {
    // Silent: without a relationship the row offers no "Follow back", as before it was known.
  }
}

function* answer(accountId: string, accept: boolean) {
  const { api } = yield* appServices();
  try {
    yield* call(answerFollowRequest, api, accountId, accept);
    yield* put(followRequestAnswered({ accountId, accept }));
  } catch (error) {
    yield* put(followRequestAnswerFailed({ accountId }));
    yield* call(reportError, error);
  }
}

function* followBack(accountId: string) {
  const { api } = yield* appServices();
  try {
    yield* put(relationshipsFetched([yield* call(followAccount, api, accountId)]));
  } catch (error) {
    yield* put(followBackFailed({ accountId }));
    yield* call(reportError, error);
  }
}

export function* handleRowAction(action: { type: string; payload: unknown }) {
  if (relationshipsRequested.match(action)) yield* call(loadRelationships, action.payload.ids);
  else if (followRequestAnswerRequested.match(action))
    yield* call(answer, action.payload.accountId, action.payload.accept);
  else if (followBackRequested.match(action)) yield* call(followBack, action.payload.accountId);
}
