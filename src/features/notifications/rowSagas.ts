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

/**
 * Rows drawn together ask together: their accounts go in one request after a short wait. One batch per
 * store (keyed by its API client), so another account's store, or a store torn down mid-wait, never
 * holds this one's rows.
 */
const waitingFor = new WeakMap<object, Set<string>>();

function* loadRelationships(ids: string[]) {
  const { api } = yield* appServices();
  let waiting = waitingFor.get(api);
  const first = !waiting;
  if (!waiting) {
    waiting = new Set<string>();
    waitingFor.set(api, waiting);
  }
  for (const id of ids) waiting.add(id);
  if (!first) return;
  try {
    yield* delay(RELATIONSHIP_BATCH_DELAY_MS);
  } finally {
    waitingFor.delete(api);
  }
  try {
    yield* put(relationshipsFetched(yield* call(fetchRelationships, api, [...waiting])));
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
