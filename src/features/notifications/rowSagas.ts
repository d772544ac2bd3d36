import { call, put } from 'typed-redux-saga/macro';
import {
  answerFollowRequest,
  fetchRelationships,
  followAccount,
} from '../../api/endpoints/notificationActions';
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

function* loadRelationships(ids: string[]) {
  const { api } = yield* appServices();
  try {
    yield* put(relationshipsFetched(yield* call(fetchRelationships, api, ids)));
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
