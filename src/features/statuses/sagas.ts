import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga/macro';
import type { ApiClient } from '../../api/client';
import type { Status, Visibility } from '../../api/entities';
import * as endpoints from '../../api/endpoints/statuses';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts/public';
import { filterListChanged } from '../filters/public';
import { entitiesImported } from '../../domain/importer/actions';
import { pollRefreshRequested, pollVoteRequested } from './polls';
import * as actions from './slice';
import { statusesIntents } from './intents';

/** The calls of each interaction: turning it on, and undoing it. */
const CALLS: Record<
  actions.InteractionKind,
  Record<'on' | 'off', (api: ApiClient, id: string, visibility?: Visibility) => Promise<Status>>
> = {
  favourite: { on: endpoints.favouriteStatus, off: endpoints.unfavouriteStatus },
  reblog: { on: endpoints.reblogStatus, off: endpoints.unreblogStatus },
  bookmark: { on: endpoints.bookmarkStatus, off: endpoints.unbookmarkStatus },
};

function* interact({ payload }: ReturnType<typeof actions.interactionRequested>) {
  const { api } = yield* appServices();
  const { statusId, kind, on, visibility } = payload;
  const target = yield* select((s: RootState) => actions.interactionTarget(s.statuses, statusId));
  try {
    const status = yield* call(CALLS[kind][on ? 'on' : 'off'], api, target, visibility);
    if (status && typeof status === 'object') yield* put(entitiesImported({ statuses: [status] }));
    yield* put(actions.interactionSucceeded({ statusId: target, kind, on }));
  } catch (error) {
    // The optimistic change made on the intent is undone.
    yield* put(actions.interactionFailed({ statusId, kind, on }));
    yield* call(reportError, error);
  }
}

/** What a post's menu asks for beyond the everyday actions: its code loads with the first request. */
function* menuAction(action: ReturnType<typeof actions.menuActionRequested>) {
  const { handleMenuAction } = yield* call(() => import(/* webpackChunkName: "post-menu" */ './menuSagas'));
  yield* call(handleMenuAction, action.payload);
}

/**
 * Runs a worker of `laterSagas`, loaded with the first such action: polls refreshed, quotes removed
 * and quote lists are rare next to the timeline's first paint.
 */
const later = <A>(
  name:
    | 'refreshPoll'
    | 'revokeQuote'
    | 'fetchQuotes'
    | 'fetchHistory'
    | 'fetchStatus'
    | 'deleteStatus'
    | 'votePoll',
) =>
  function* runLater(action: A) {
    const module = yield* call(() => import('./laterSagas'));
    yield* call(module[name] as (action: A) => Generator, action);
  };

/** A new filter list applies to every post in the store at once; the matching loads with the first. */
function* applyFilterList() {
  const { applyFilterResults } = yield* call(
    () => import(/* webpackChunkName: "filter-results" */ './filterResults'),
  );
  yield* call(applyFilterResults);
}

export function* statusesSaga() {
  yield* takeLatest(filterListChanged, applyFilterList);
  yield* takeEvery(actions.interactionRequested.type, interact);
  yield* takeEvery(actions.fetchRequested.type, later('fetchStatus'));
  yield* takeEvery(actions.deleteRequested.type, later('deleteStatus'));
  yield* takeEvery(pollVoteRequested.type, later('votePoll'));
  yield* takeEvery(pollRefreshRequested.type, later('refreshPoll'));
  yield* takeEvery(actions.quoteRevokeRequested.type, later('revokeQuote'));
  // The quotes list's module (with its slice) loads with the quotes page.
  yield* takeEvery(statusesIntents.quotesRequested, later('fetchQuotes'));
  // The edit history's module (with its slice) loads with the dialog that asks for it.
  yield* takeEvery(statusesIntents.historyRequested, later('fetchHistory'));
  yield* takeEvery(actions.menuActionRequested.type, menuAction);
}
