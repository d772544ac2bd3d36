import { call, put, select, takeEvery } from 'typed-redux-saga/macro';
import { deleteSucceeded } from '../../domain/events';
import type { ApiClient } from '../../api/client';
import type { Status } from '../../api/entities';
import { isApiError } from '../../api/errors';
import * as endpoints from '../../api/endpoints/statuses';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { alertShown, alertText, reportError } from '../alerts';
import { defineMessages } from 'react-intl';
import { entitiesImported } from '../../domain/importer/actions';
import { pollVoteFailed, pollVoteRequested } from './polls';
import * as actions from './slice';

const messages = defineMessages({
  deleted: { id: 'status.deleted', defaultMessage: 'Post deleted' },
});

/** The calls of each interaction: turning it on, and undoing it. */
const CALLS: Record<
  actions.InteractionKind,
  Record<'on' | 'off', (api: ApiClient, id: string) => Promise<Status>>
> = {
  favourite: { on: endpoints.favouriteStatus, off: endpoints.unfavouriteStatus },
  reblog: { on: (api, id) => endpoints.reblogStatus(api, id), off: endpoints.unreblogStatus },
  bookmark: { on: endpoints.bookmarkStatus, off: endpoints.unbookmarkStatus },
};

function* interact({ payload }: ReturnType<typeof actions.interactionRequested>) {
  const { api } = yield* appServices();
  const { statusId, kind, on } = payload;
  const target = yield* select((s: RootState) => actions.interactionTarget(s.statuses, statusId));
  try {
    const status = yield* call(CALLS[kind][on ? 'on' : 'off'], api, target);
    if (status && typeof status === 'object') yield* put(entitiesImported({ statuses: [status] }));
    yield* put(actions.interactionSucceeded({ statusId: target, kind, on }));
  } catch (error) {
    // The optimistic change made on the intent is undone.
    yield* put(actions.interactionFailed({ statusId, kind, on }));
    yield* call(reportError, error);
  }
}

function* fetchStatus(action: ReturnType<typeof actions.fetchRequested>) {
  const { api } = yield* appServices();
  try {
    const status = yield* call(endpoints.fetchStatus, api, action.payload.statusId);
    yield* put(entitiesImported({ statuses: [status] }));
  } catch (error) {
    const status = isApiError(error) ? error.status : 0;
    yield* put(actions.fetchFailed({ statusId: action.payload.statusId, status }));
    yield* call(reportError, error, { kind: 'statusFetch' });
  }
}

/** What a post's menu asks for beyond the everyday actions: its code loads with the first request. */
function* menuAction(action: ReturnType<typeof actions.menuActionRequested>) {
  const { handleMenuAction } = yield* call(() => import(/* webpackChunkName: "post-menu" */ './menuSagas'));
  yield* call(handleMenuAction, action.payload);
}

function* deleteStatus(action: ReturnType<typeof actions.deleteRequested>) {
  const { api } = yield* appServices();
  const { statusId } = action.payload;
  try {
    yield* call(endpoints.deleteStatus, api, statusId);
    const reblogIds = yield* select((s: RootState) =>
      Object.values(s.statuses.entities).flatMap((status) =>
        status?.reblog === statusId ? [status.id] : [],
      ),
    );
    yield* put(deleteSucceeded({ statusId, reblogIds }));
    yield* put(alertShown({ message: alertText(messages.deleted) }));
  } catch (error) {
    yield* put(actions.deleteFailed({ statusId }));
    yield* call(reportError, error);
  }
}

function* votePoll(action: ReturnType<typeof pollVoteRequested>) {
  const { api } = yield* appServices();
  try {
    const poll = yield* call(endpoints.votePoll, api, action.payload.pollId, action.payload.choices);
    yield* put(entitiesImported({ polls: [poll] }));
  } catch (error) {
    yield* put(pollVoteFailed({ pollId: action.payload.pollId }));
    yield* call(reportError, error);
  }
}

export function* statusesSaga() {
  yield* takeEvery(actions.interactionRequested.type, interact);
  yield* takeEvery(actions.fetchRequested.type, fetchStatus);
  yield* takeEvery(actions.deleteRequested.type, deleteStatus);
  yield* takeEvery(pollVoteRequested.type, votePoll);
  yield* takeEvery(actions.menuActionRequested.type, menuAction);
}
