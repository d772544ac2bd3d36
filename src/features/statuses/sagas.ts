import { call, put, select, takeEvery } from 'typed-redux-saga/macro';
import type { ApiClient } from '../../api/client';
import type { Status, Visibility } from '../../api/entities';
import * as endpoints from '../../api/endpoints/statuses';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts/public';
import { entitiesImported } from '../../domain/importer/actions';
import * as actions from './slice';

/**
 * The everyday interactions, always loaded: what posts ask beyond them is each a feature of the
 * registry (`intents.ts`).
 */

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

export function* statusesSaga() {
  yield* takeEvery(actions.interactionRequested.type, interact);
}
